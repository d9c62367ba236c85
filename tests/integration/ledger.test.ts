import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { postAdjustment, postEntry } from "#app/server/models/ledger/postings.server.ts";
import { applyProcessorEvent, applyProcessorEvents } from "#app/server/models/ledger/processor.server.ts";
import {
  auditLog,
  dedicatedAccounts,
  emailOutbox,
  ledgerEntries,
  processorEvents,
  scheduledDeposits,
  users,
} from "#db/schema.ts";
import {
  type EnrolledCustomer,
  FIXTURE_ENV,
  insertEnrolledCustomer,
} from "#tests/support/enrolled-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser, lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The dedicated account's ledger (issue 23): opened with the enrollment and its schedule, posted
// to only by inserting entries, which the database applies under the account's lock and refuses
// below zero; entries can be neither changed nor removed, a balance moves only by an entry, and
// a processor's event is applied once however often it comes.

let database: Database;
let admin: { id: string; email: string };
const NOW = new Date("2026-11-27T17:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const enrolled = (firstDepositDate = "2026-12-15") =>
  insertEnrolledCustomer(database.db, admin, { now: NOW, firstDepositDate });

async function balanceOf(accountId: string) {
  const [row] = await database.db
    .select({ balance: dedicatedAccounts.balanceCents })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.id, accountId));
  return row?.balance;
}

async function deposits(customer: EnrolledCustomer) {
  return database.db
    .select()
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, customer.accountId))
    .orderBy(scheduledDeposits.dueOn);
}

const cleared = (depositId: string, id = `evt-${depositId}`) => ({
  id,
  type: "deposit.cleared" as const,
  created: Math.floor(NOW.getTime() / 1000),
  data: { depositId },
});

describe("the dedicated account", () => {
  it("opens empty at enrollment approval with one deposit a month of the plan", async () => {
    const customer = await enrolled();
    const rows = await deposits(customer);
    expect(rows).toHaveLength(36);
    expect(rows[0]).toMatchObject({ dueOn: "2026-12-15", status: "scheduled" });
    expect(rows[1]?.dueOn).toBe("2027-01-15");
    expect(new Set(rows.map((row) => row.amountCents)).size).toBe(1);
    expect(await balanceOf(customer.accountId)).toBe(0n);
  });

  it("applies a cleared deposit once, however often it comes, and refuses an unknown one", async () => {
    const customer = await enrolled();
    const [first] = await deposits(customer);
    if (!first) throw new Error("no deposit");
    const event = cleared(first.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyProcessorEvent(database.db, event, { now: NOW, env: FIXTURE_ENV }),
      ),
    );
    expect(results.filter((result) => result.kind === "applied")).toHaveLength(1);
    expect(results.filter((result) => result.kind === "duplicate")).toHaveLength(4);
    expect(await balanceOf(customer.accountId)).toBe(first.amountCents);
    const unknown = await applyProcessorEvent(database.db, cleared(crypto.randomUUID()), {
      now: NOW,
      env: FIXTURE_ENV,
    });
    expect(unknown).toMatchObject({ kind: "refused", status: 404 });
    // The same deposit under another event id: it is cleared already, so nothing is posted.
    const again = await applyProcessorEvent(database.db, cleared(first.id, "evt-other"), {
      now: NOW,
      env: FIXTURE_ENV,
    });
    expect(again).toMatchObject({ kind: "refused", status: 404 });
    expect(await balanceOf(customer.accountId)).toBe(first.amountCents);
  });

  it("applies a batch of cleared deposits set-based: once each, a repeat a duplicate, a wrong one refused and unrecorded", async () => {
    const customer = await enrolled();
    const other = await enrolled();
    const [a, b, c] = await deposits(customer);
    const [elsewhere] = await deposits(other);
    if (!a || !b || !c || !elsewhere) throw new Error("no deposits");
    await applyProcessorEvent(database.db, cleared(a.id, "batch-a"), { now: NOW, env: FIXTURE_ENV });
    const results = await applyProcessorEvents(
      database.db,
      [
        cleared(a.id, "batch-a"),
        cleared(b.id, "batch-b"),
        cleared(c.id, "batch-c"),
        cleared(a.id, "batch-a-again"),
        cleared(elsewhere.id, "batch-elsewhere"),
      ],
      { now: NOW, env: FIXTURE_ENV },
    );
    expect(results.map((result) => result.kind)).toEqual([
      "duplicate",
      "applied",
      "applied",
      "refused",
      "applied",
    ]);
    expect(await balanceOf(customer.accountId)).toBe(a.amountCents + b.amountCents + c.amountCents);
    expect(await balanceOf(other.accountId)).toBe(elsewhere.amountCents);
    const recorded = await database.db
      .select()
      .from(processorEvents)
      .where(eq(processorEvents.id, "batch-a-again"));
    expect(recorded).toEqual([]);
    const [entry] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.eventId, "batch-c"));
    expect(entry).toMatchObject({
      kind: "deposit",
      depositId: c.id,
      effectiveOn: c.dueOn,
      balanceAfterCents: a.amountCents + b.amountCents + c.amountCents,
    });
  });

  it("takes a returned deposit back, with its reason and code, and an e-mail", async () => {
    const customer = await enrolled();
    const [first, second] = await deposits(customer);
    if (!first || !second) throw new Error("no deposits");
    await applyProcessorEvent(database.db, cleared(first.id), { now: NOW, env: FIXTURE_ENV });
    await applyProcessorEvent(database.db, cleared(second.id), { now: NOW, env: FIXTURE_ENV });
    const returned = await applyProcessorEvent(
      database.db,
      {
        id: `ret-${second.id}`,
        type: "deposit.returned",
        created: 1,
        data: { depositId: second.id, reason: "insufficient_funds" },
      },
      { now: NOW, env: FIXTURE_ENV },
    );
    expect(returned).toEqual({ kind: "applied" });
    expect(await balanceOf(customer.accountId)).toBe(first.amountCents);
    const [row] = await database.db
      .select()
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.id, second.id));
    // The event gave no code: the reason's own (issue 45).
    expect(row).toMatchObject({ status: "returned", returnReason: "insufficient_funds", returnCode: "R01" });
    const mail = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `deposit-returned:${second.id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/deposit of Jan 15, 2027 was returned/);
    // The processor's word is not an admin's change: no deposit_returned audit row (an admin's
    // return goes through the deposit operations' recipe, deposit-operations.test.ts).
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, customer.accountId));
    expect(audits.map((entry) => entry.action)).not.toContain("deposit_returned");
  });

  it("refuses an entry that would take the balance below zero, and keeps every entry as written", async () => {
    const customer = await enrolled();
    const refused = await postEntry(database.db, {
      accountId: customer.accountId,
      kind: "returned_deposit",
      amountCents: -1n,
      effectiveOn: "2026-12-20",
      reason: "A debit with nothing to take",
    });
    expect(refused).toEqual({ kind: "balance-too-low" });
    const posted = await postAdjustment(database.db, admin, {
      accountId: customer.accountId,
      amountCents: 2500n,
      reason: "Goodwill credit",
      effectiveOn: "2026-11-27",
      now: new Date("2026-11-27T15:00:00Z"),
    });
    expect(posted).toEqual({ kind: "posted", balanceAfterCents: 2500n });
    const tooMuch = await postAdjustment(database.db, admin, {
      accountId: customer.accountId,
      amountCents: -2501n,
      reason: "Correction",
      effectiveOn: "2026-11-27",
      now: new Date("2026-11-27T15:00:00Z"),
    });
    expect(tooMuch).toEqual({ kind: "balance-too-low" });
    await expect(
      database.db
        .update(ledgerEntries)
        .set({ amountCents: 1n })
        .where(eq(ledgerEntries.accountId, customer.accountId)),
    ).rejects.toThrow();
    await expect(
      database.db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, customer.accountId)),
    ).rejects.toThrow();
    await expect(
      database.db
        .update(dedicatedAccounts)
        .set({ balanceCents: 10n ** 9n })
        .where(eq(dedicatedAccounts.id, customer.accountId)),
    ).rejects.toThrow();
    await expect(
      database.db.delete(dedicatedAccounts).where(eq(dedicatedAccounts.id, customer.accountId)),
    ).rejects.toThrow();
    expect(await balanceOf(customer.accountId)).toBe(2500n);
    // The admin's login may go; the entry keeps who posted it.
    const leaving = await insertUser(database.db, { email: `leaving-${crypto.randomUUID()}@test.example` });
    await postAdjustment(
      database.db,
      { id: leaving.id, email: leaving.email },
      {
        accountId: customer.accountId,
        amountCents: 100n,
        reason: "Posted by an admin who leaves",
        effectiveOn: "2026-11-27",
        now: new Date("2026-11-27T15:00:00Z"),
      },
    );
    await database.db.delete(users).where(eq(users.id, leaving.id));
    const [kept] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.actorId, leaving.id));
    expect(kept?.reason).toBe("Posted by an admin who leaves");
  });

  it("keeps the balance the sum of its entries under 50 concurrent postings, never below zero", async () => {
    const customer = await enrolled();
    await postAdjustment(database.db, admin, {
      accountId: customer.accountId,
      amountCents: 1000n,
      reason: "Opening test money",
      effectiveOn: "2026-11-27",
      now: new Date("2026-11-27T15:00:00Z"),
    });
    // Credits of $3 and debits of $5 at once: some debits must be refused, none may overdraw.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postEntry(database.db, {
          accountId: customer.accountId,
          kind: index % 2 === 0 ? "adjustment" : "returned_deposit",
          amountCents: index % 2 === 0 ? 300n : -500n,
          effectiveOn: "2026-11-28",
          reason: index % 2 === 0 ? "Concurrent credit" : "Concurrent debit",
        }),
      ),
    );
    expect(results.some((result) => result.kind === "posted")).toBe(true);
    const [sum] = await database.db
      .select({
        total: sql<string>`sum(${ledgerEntries.amountCents})::text`,
        lowest: sql<string>`min(${ledgerEntries.balanceAfterCents})::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, customer.accountId));
    expect(BigInt(sum?.total ?? "-1")).toBe(await balanceOf(customer.accountId));
    expect(BigInt(sum?.lowest ?? "-1")).toBeGreaterThanOrEqual(0n);
    expect(sum?.count).toBe(1 + results.filter((result) => result.kind === "posted").length);
  });
});
