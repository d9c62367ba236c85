import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { STORED_PAGES } from "#app/routes/stored-pages.server.ts";
import type { Database } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/clear-due-deposits.server.ts";
import { moveRefund } from "#app/server/models/ledger/refunds.server.ts";
import { clearDueCreditorPayments } from "#app/server/models/negotiation/due-work.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { fingerprintOf } from "#app/server/stored-pages/page-rows.server.ts";
import {
  accountDetailsForms,
  adminUsers,
  applications,
  debtAccounts,
  dedicatedAccounts,
  refunds,
  users,
} from "#db/schema.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import type { EnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser, lifecycleAdmin } from "#tests/support/user-fixtures.ts";
import { approveAs, confirmAs } from "#tests/support/work-queue-fixtures.ts";

// A stored page is served again only while its fingerprint stays the same (docs/decisions/0036,
// 0037, 0040): every write to a row the page shows must change it, whoever makes it, and writes to
// rows it does not show should not (or the store would hardly be used).

let database: Database;
const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };
let admin: Awaited<ReturnType<typeof lifecycleAdmin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

async function customerWithApplication() {
  const user = await insertUser(database.db);
  const { application, accounts } = await insertApplicationWithAccounts(database.db, {
    userId: user.id,
    count: 3,
  });
  return { user, application, accounts };
}

/** The fingerprint of a stored page (app/routes/stored-pages.server.ts) at `address`, for `userId`. */
function pageFingerprint(address: string, userId: string) {
  const url = new URL(address, "https://harborline.test");
  const page = STORED_PAGES.find((candidate) => candidate.path === url.pathname);
  if (!page) throw new Error(`${url.pathname} is not a stored page`);
  return fingerprintOf({ db: database.db, user: { id: userId } as SessionUser, url }, page.rows);
}

const fingerprint = (userId: string) => pageFingerprint("/dashboard", userId);

describe("the fingerprint of My Applications", () => {
  it("is the same while nothing changes, and null for an unknown user", async () => {
    const { user } = await customerWithApplication();
    const first = await fingerprint(user.id);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await fingerprint(user.id)).toBe(first);
    expect(await fingerprint("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("changes when an admin changes the application's status, and not for another customer", async () => {
    const { user, application } = await customerWithApplication();
    const other = await customerWithApplication();
    const before = await fingerprint(user.id);
    const otherBefore = await fingerprint(other.user.id);
    const result = await changeApplicationStatus(database.db, {
      applicationId: application.id,
      action: "approve",
      actor: admin,
      env,
    });
    expect(result.kind).toBe("changed");
    const after = await fingerprint(user.id);
    expect(after).not.toBe(before);
    expect(await fingerprint(other.user.id)).toBe(otherBefore);
  });

  it("changes with each write to the user, their admin grant, their applications, debt accounts and details form", async () => {
    const { user, application, accounts } = await customerWithApplication();
    const { db } = database;
    // Each write gives a value unlike the one before it (a grant withdrawn gives back the page,
    // and the fingerprint, from before the grant).
    let previous = await fingerprint(user.id);
    const expectNew = async (what: string) => {
      const now = await fingerprint(user.id);
      expect(now, what).not.toBe(previous);
      previous = now;
    };
    await db.update(users).set({ firstName: "Grace" }).where(eq(users.id, user.id));
    await expectNew("a profile change");
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await expectNew("a confirmed address");
    await db.insert(adminUsers).values({ id: user.id });
    await expectNew("an admin grant");
    await db.delete(adminUsers).where(eq(adminUsers.id, user.id));
    await expectNew("an admin grant withdrawn");
    const [first] = accounts;
    if (!first) throw new Error("no debt account");
    await db.update(debtAccounts).set({ currentBalance: "99.99" }).where(eq(debtAccounts.id, first.id));
    await expectNew("a debt account's balance");
    await db.delete(debtAccounts).where(eq(debtAccounts.id, first.id));
    await expectNew("a debt account removed");
    await db.insert(accountDetailsForms).values({ applicationId: application.id });
    await expectNew("a details form made");
    await db.update(applications).set({ debtAmount: "12345.67" }).where(eq(applications.id, application.id));
    await expectNew("an application's amount");
    await insertApplicationWithAccounts(db, { userId: user.id, count: 1 });
    await expectNew("a new application");
    await db.update(applications).set({ userId: null }).where(eq(applications.id, application.id));
    await expectNew("an application no longer theirs");
  });

  it("reads a committed change made on another connection (what another node writes)", async () => {
    const { user, application } = await customerWithApplication();
    const before = await fingerprint(user.id);
    await database.db.transaction(async (tx) => {
      await tx.update(applications).set({ status: "cancelled" }).where(eq(applications.id, application.id));
      // Not yet committed: the page still shows the old rows, and so does the fingerprint.
      if (database.kind === "postgres") expect(await fingerprint(user.id)).toBe(before);
    });
    expect(await fingerprint(user.id)).not.toBe(before);
  });
});

describe("the fingerprint of Applications Management", () => {
  const listOf = (search: string) => `/admin/applications${search ? `?${search}` : ""}`;
  const applicationsPageFingerprint = (_db: unknown, adminId: string, address: string) =>
    pageFingerprint(address, adminId);

  async function adminWithList() {
    const { db } = database;
    const reviewer = await insertUser(db);
    await db.insert(adminUsers).values({ id: reviewer.id });
    // An old application, far past the first page of 25 newest.
    const old = await insertApplication(db, { createdAt: new Date("2001-01-01T00:00:00Z") });
    await Promise.all(Array.from({ length: 30 }, () => insertApplication(db)));
    return { reviewer, old };
  }

  it("is null for someone who is not an admin", async () => {
    const customer = await insertUser(database.db);
    expect(await applicationsPageFingerprint(database.db, customer.id, listOf(""))).toBeNull();
  });

  it("changes with a row on the page, a new application, a status anywhere, the admin's own row; not with an edit elsewhere", async () => {
    const { db } = database;
    const { reviewer, old } = await adminWithList();
    const first = () => applicationsPageFingerprint(db, reviewer.id, listOf(""));
    let previous = await first();
    expect(previous).toMatch(/^[0-9a-f]{32}$/);
    expect(await first()).toBe(previous);
    const changed = async (what: string) => {
      const now = await first();
      expect(now, what).not.toBe(previous);
      previous = now;
    };

    // An edit of a row on no shown page (no status change): the first page is as it was.
    await db.update(applications).set({ debtAmount: "777.00" }).where(eq(applications.id, old.id));
    expect(await first()).toBe(previous);
    // Its status changes the counts, and so the total shown.
    await changeApplicationStatus(db, { applicationId: old.id, action: "approve", actor: admin, env });
    await changed("a status change on another page");
    const newest = await insertApplication(db);
    await changed("a new application");
    await db.update(applications).set({ debtAmount: "888.00" }).where(eq(applications.id, newest.id));
    await changed("an edit of a row on the page");
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, reviewer.id));
    await changed("the admin's two-factor flag");
    // Another page, another filter: another fingerprint.
    const second = await applicationsPageFingerprint(db, reviewer.id, listOf("page=2"));
    const approvedOnly = await applicationsPageFingerprint(db, reviewer.id, listOf("status=approved"));
    expect(new Set([previous, second, approvedOnly]).size).toBe(3);
  });

  it("is null once the admin grant is withdrawn", async () => {
    const { reviewer } = await adminWithList();
    await database.db.delete(adminUsers).where(eq(adminUsers.id, reviewer.id));
    expect(await applicationsPageFingerprint(database.db, reviewer.id, listOf(""))).toBeNull();
  });
});

describe("the fingerprint of My Program (issue 43)", () => {
  const program = (userId: string) => pageFingerprint("/dashboard/program", userId);
  const day = (customer: EnrolledCustomer, moment: string) => ({
    today: moment.slice(0, 10),
    now: new Date(moment),
    env,
    accountId: customer.accountId,
  });

  it("changes with a deposit, an offer, a payment that graduates the program and its refund; not with another customer's deposit", async () => {
    const enrolledAt = new Date("2026-11-20T15:00:00Z");
    const terms = { now: enrolledAt, debts: 1, monthlyDepositCents: 30_000n, firstDepositDate: "2026-12-15" };
    const customer = await insertNegotiatingCustomer(database.db, admin, terms);
    const other = await insertNegotiatingCustomer(database.db, admin, terms);
    const mine = customer.owner.id;
    const changes = async (write: () => Promise<unknown>) => {
      const before = await program(mine);
      await write();
      const after = await program(mine);
      expect(after).toMatch(/^[0-9a-f]{32}$/);
      return after !== before;
    };

    expect(await changes(() => clearDueDeposits(database.db, day(other, "2026-12-15T15:00:00Z")))).toBe(
      false,
    );
    expect(await changes(() => clearDueDeposits(database.db, day(customer, "2026-12-15T15:00:00Z")))).toBe(
      true,
    );
    let offerId = "";
    expect(
      await changes(async () => {
        const recorded = await recordOffer(database.db, {
          debtAccountId: customer.debtIds[0] ?? "",
          admin,
          offer: offer(30_000n, [["2027-01-20", 30_000n]], "2026-12-20"),
          env,
          now: new Date("2026-12-16T15:00:00Z"),
        });
        if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
        offerId = recorded.offerId;
      }),
    ).toBe(true);
    expect(
      await changes(() => approveAs(database.db, offerId, customer, new Date("2026-12-16T16:00:00Z"))),
    ).toBe(true);
    await confirmAs(database.db, offerId, admin, new Date("2026-12-16T17:00:00Z"));
    await clearDueDeposits(database.db, day(customer, "2027-01-15T15:00:00Z"));
    // The payment pays the one debt off: the program graduates by itself, its refund requested.
    expect(
      await changes(() => clearDueCreditorPayments(database.db, day(customer, "2027-01-20T15:00:00Z"))),
    ).toBe(true);
    const [closed] = await database.db
      .select({ reason: dedicatedAccounts.closedReason })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, customer.accountId));
    expect(closed?.reason).toBe("graduated");
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, customer.accountId));
    if (!refund) throw new Error("graduation requested no refund");
    expect(
      await changes(() =>
        moveRefund(database.db, {
          refundId: refund.id,
          action: "mark-sent",
          caller: admin,
          env,
          now: new Date("2027-01-22T15:00:00Z"),
        }),
      ),
    ).toBe(true);
    // The other customer's page is theirs alone.
    expect(await program(other.owner.id)).not.toBe(await program(mine));
  });
});
