import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADJUSTMENT_MESSAGES, MONEY_MESSAGES as M, type MoneyReply } from "#app/domain/admin/money.ts";
import type { AccountDetailView, MoneyPageData } from "#app/domain/admin/money-views.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  auditLog,
  dedicatedAccounts,
  emailOutbox,
  ledgerEntries,
  processorEvents,
  refunds,
  scheduledDeposits,
} from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { enrollWithDeposits, leaveAt, type MoneyCustomer } from "#tests/support/money-fixtures.ts";
import { postRoute, runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// The admins' money pages (issue 23), through the routes as React Router runs them: the refunds
// due with the overdue ones first and marked, a refund's steps (a repeat refused), an adjustment
// posted and audited or refused (bad input, below zero, a closed account) without writing
// anything, a returned deposit recorded for this account's own cleared deposit only, and both
// pages kept from customers.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const clock = new TestClock("2027-01-20T17:00:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

type Enrolled = MoneyCustomer;
let active: Enrolled;
let other: Enrolled;
let lateLeaver: Enrolled;
let onTimeLeaver: Enrolled;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
  const enroll = (openedAt: string, cleared: number) =>
    enrollWithDeposits(database.db, { openedAt, cleared, now: clock.now() });
  active = await enroll("2026-12-01T17:00:00Z", 2);
  other = await enroll("2026-12-02T17:00:00Z", 1);
  lateLeaver = await enroll("2026-12-03T17:00:00Z", 1);
  onTimeLeaver = await enroll("2026-12-04T17:00:00Z", 1);
  // Monday Jan 4 + 7 business days: due Wednesday Jan 13, a week overdue on Jan 20.
  await leaveAt(database.db, lateLeaver, "2027-01-04T17:00:00Z");
  // Wednesday Jan 20: due Friday Jan 29.
  await leaveAt(database.db, onTimeLeaver, "2027-01-20T17:00:00Z");
});
afterAll(() => database.close());

async function moneyPage() {
  const result = await runRoutes(services, "/admin/money", { user: admin });
  const page = result.data["routes/admin/money"] as MoneyPageData | undefined;
  if (!page?.ok) throw new Error(`/admin/money did not load (${result.status})`);
  return page;
}

async function accountPage(accountId: string) {
  const result = await runRoutes(services, `/admin/money/${accountId}`, { user: admin });
  return { status: result.status, view: result.data["routes/admin/money-account"] as AccountDetailView };
}

async function post(path: string, fields: Record<string, string>, user = admin) {
  const answer = await postRoute(services, path, fields, { user });
  return { ...answer, body: answer.body as MoneyReply | undefined };
}

const refundOf = async (enrolled: Enrolled) =>
  (await database.db.select().from(refunds).where(eq(refunds.accountId, enrolled.accountId)))[0];
const accountRow = async (enrolled: Enrolled) =>
  (await database.db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.id, enrolled.accountId)))[0];
const entriesOf = (enrolled: Enrolled) =>
  database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, enrolled.accountId));
const auditRows = (enrolled: Enrolled, action: "ledger_adjusted" | "deposit_returned") =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, enrolled.accountId), eq(auditLog.action, action)));

describe("/admin/money", () => {
  it("lists the refunds due with the overdue one first and marked, and the accounts newest first", async () => {
    const page = await moneyPage();
    const late = await refundOf(lateLeaver);
    const onTime = await refundOf(onTimeLeaver);
    expect(page.refunds.map((row) => [row.id, row.overdue, row.dueOn])).toEqual([
      [late?.id, true, "Jan 13, 2027"],
      [onTime?.id, false, "Jan 29, 2027"],
    ]);
    expect(page.refunds[0]?.step).toEqual({ action: "mark-sent", label: "Mark as sent" });
    expect(page.refunds[0]?.number).toBe(`#${lateLeaver.applicationId.slice(-8)}`);
    expect(page.accounts.rows.map((row) => row.id)).toEqual([
      onTimeLeaver.accountId,
      lateLeaver.accountId,
      other.accountId,
      active.accountId,
    ]);
    expect(page.accounts.rows[0]).toMatchObject({
      statusLabel: "Closed",
      href: `/admin/money/${onTimeLeaver.accountId}`,
    });
    expect(page.accounts).toMatchObject({ page: 1, pageCount: 1, total: 4 });
  });

  it("moves a refund a step at a time, and refuses a step repeated", async () => {
    const refund = await refundOf(lateLeaver);
    if (!refund) throw new Error("no refund");
    const step = (action: string) =>
      post("/admin/money", { intent: "refund-step", refundId: refund.id, step: action });
    const sent = await step("mark-sent");
    expect(sent).toMatchObject({ status: 200, body: { ok: true, message: "Refund marked sent" } });
    const again = await step("mark-sent");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      ok: false,
      message: "This refund is sent, so this step does not apply.",
    });
    expect((await step("forged")).status).toBe(400);
    expect((await refundOf(lateLeaver))?.state).toBe("sent");
    expect((await moneyPage()).refunds[0]?.step?.label).toBe("Mark as completed");
    const completed = await step("mark-completed");
    expect(completed.body).toMatchObject({ ok: true, message: "Refund marked completed" });
    expect((await moneyPage()).refunds.map((row) => row.id)).not.toContain(refund.id);
  });
});

describe("/admin/money/:accountId", () => {
  const path = () => `/admin/money/${active.accountId}`;

  it("shows the account, its entries newest first and its next deposit; 404 for an unknown or malformed id", async () => {
    const { status, view } = await accountPage(active.accountId);
    expect(status).toBe(200);
    expect(view.account).toMatchObject({ open: true, statusLabel: "Open" });
    expect(view.entries.map((entry) => entry.kind)).toEqual(["Deposit", "Deposit"]);
    // Feb 15, 2027 is Washington's Birthday: the deposit is drawn the next business day (issue 43).
    expect(view.nextDeposit).toMatch(/ on Feb 16, 2027$/);
    expect(view.clearedDeposits.map((option) => option.value).sort()).toEqual([...active.cleared].sort());
    expect((await accountPage(UNKNOWN)).status).toBe(404);
    expect((await accountPage("not-an-id")).status).toBe(404);
  });

  it("posts an adjustment with its audit row", async () => {
    const before = (await accountRow(active))?.balanceCents ?? 0n;
    const answer = await post(path(), {
      intent: "post-adjustment",
      amount: "25.00",
      reason: "Goodwill credit",
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: "Adjustment posted" } });
    expect((await accountRow(active))?.balanceCents).toBe(before + 2_500n);
    const adjustment = (await entriesOf(active)).find((entry) => entry.kind === "adjustment");
    expect(adjustment).toMatchObject({
      amountCents: 2_500n,
      reason: "Goodwill credit",
      actorId: admin.id,
      effectiveOn: "2027-01-20",
    });
    const [audit] = await auditRows(active, "ledger_adjusted");
    expect(audit).toMatchObject({ actorId: admin.id, targetType: "dedicated_account" });
    expect(audit?.after).toMatchObject({ amountCents: "2500", reason: "Goodwill credit" });
    const { view } = await accountPage(active.accountId);
    expect(view.entries[0]).toMatchObject({
      kind: "Adjustment",
      amount: "+$25.00",
      reason: "Goodwill credit",
    });
  });

  it("refuses bad input next to its fields, a balance below zero and a closed account, writing nothing", async () => {
    const entries = (await entriesOf(active)).length;
    const audits = (await auditRows(active, "ledger_adjusted")).length;
    const bad = await post(path(), { intent: "post-adjustment", amount: "abc", reason: " " });
    expect(bad.status).toBe(400);
    expect(bad.body?.fieldErrors).toEqual({
      amount: ADJUSTMENT_MESSAGES.amountInvalid,
      reason: ADJUSTMENT_MESSAGES.reasonRequired,
    });
    for (const amount of ["0", "100000.01", "-100000.01"]) {
      expect((await post(path(), { intent: "post-adjustment", amount, reason: "x" })).status, amount).toBe(
        400,
      );
    }
    const balance = (await accountRow(active))?.balanceCents ?? 0n;
    const tooMuch = `-${(balance + 1n) / 100n}.${String((balance + 1n) % 100n).padStart(2, "0")}`;
    const low = await post(path(), { intent: "post-adjustment", amount: tooMuch, reason: "Too much" });
    expect(low.status).toBe(409);
    expect(low.body).toMatchObject({ ok: false, formMessage: "The balance cannot go below zero." });
    const closed = await post(`/admin/money/${onTimeLeaver.accountId}`, {
      intent: "post-adjustment",
      amount: "5",
      reason: "After leaving",
    });
    expect(closed.body?.formMessage).toBe(M.accountClosed);
    expect((await entriesOf(active)).length).toBe(entries);
    expect((await auditRows(active, "ledger_adjusted")).length).toBe(audits);
    expect((await accountRow(active))?.balanceCents).toBe(balance);
  });

  it("records a returned deposit of this account only, audited and e-mailed; another account's is refused", async () => {
    const foreign = other.cleared[0] ?? "";
    const refused = await post(path(), { intent: "record-return", depositId: foreign, code: "R01" });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ ok: false, formMessage: M.depositNotFound });
    const [untouched] = await database.db
      .select()
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.id, foreign));
    expect(untouched?.status).toBe("cleared");
    expect(
      await database.db
        .select()
        .from(processorEvents)
        .where(eq(processorEvents.id, `admin-return-${foreign}`)),
    ).toEqual([]);
    const badForm = await post(path(), { intent: "record-return", depositId: "", code: "lost" });
    expect(Object.keys(badForm.body?.fieldErrors ?? {}).sort()).toEqual(["code", "depositId"]);

    const own = active.cleared[1] ?? "";
    const recorded = await post(path(), { intent: "record-return", depositId: own, code: "R02" });
    expect(recorded).toMatchObject({ status: 200, body: { ok: true, message: M.returnRecorded } });
    const [deposit] = await database.db.select().from(scheduledDeposits).where(eq(scheduledDeposits.id, own));
    expect(deposit).toMatchObject({ status: "returned", returnReason: "account_closed", returnCode: "R02" });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, own), eq(auditLog.action, "deposit_returned")));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      targetType: "scheduled_deposit",
      after: { status: "returned", code: "R02" },
    });
    const mail = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "deposit-returned"), eq(emailOutbox.toAddress, active.owner.email)));
    expect(mail).toHaveLength(1);
    const repeat = await post(path(), { intent: "record-return", depositId: own, code: "R02" });
    expect(repeat.status).toBe(409);
    expect((await moneyPage()).returned[0]).toMatchObject({ id: own, reason: "R02: Account closed" });
  });
});

describe("who may open the money pages", () => {
  it("sends a customer away from both pages and their forms, and a visitor to the admin sign-in", async () => {
    for (const path of ["/admin/money", `/admin/money/${active.accountId}`]) {
      const page = await runRoutes(services, path, { user: customer });
      expect([page.status, page.location], path).toEqual([302, "/"]);
      const visitor = await runRoutes(services, path);
      expect(visitor.location, path).toBe(`/admin/auth?redirectTo=${encodeURIComponent(path)}`);
    }
    const refund = await refundOf(onTimeLeaver);
    const step = await post(
      "/admin/money",
      { intent: "refund-step", refundId: refund?.id ?? "", step: "mark-sent" },
      customer,
    );
    expect([step.status, step.location]).toEqual([302, "/"]);
    const adjust = await post(
      `/admin/money/${active.accountId}`,
      { intent: "post-adjustment", amount: "1000", reason: "Mine" },
      customer,
    );
    expect([adjust.status, adjust.location]).toEqual([302, "/"]);
    expect((await refundOf(onTimeLeaver))?.state).toBe("requested");
  });
});
