import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORK_QUEUE_SECTIONS, type WorkQueueCountView } from "#app/domain/admin/work-queue.ts";
import type { WorkQueuePageData, WorkQueueSectionView } from "#app/domain/admin/work-queue-views.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { auditDocumentDownload, findDocument } from "#app/server/models/document/documents.server.ts";
import { postAdjustment } from "#app/server/models/ledger/postings.server.ts";
import { moveRefund } from "#app/server/models/ledger/refunds.server.ts";
import {
  workQueueCounts,
  workQueueCountsStatement,
} from "#app/server/models/negotiation/work-queue.server.ts";
import { enrollmentPlans, refunds, settlementOffers } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import {
  type Admin,
  approveAs,
  buildWorkQueueItems,
  confirmAs,
  type WorkQueueItems,
} from "#tests/support/work-queue-fixtures.ts";

// The admins' Work Queue (issue 24), each kind of item made by the real recipes
// (tests/support/work-queue-fixtures.ts): offers awaiting the customer (the one expiring within 3
// days highlighted), an approved offer awaiting the creditor, a creditor payment due within 7 days
// that a returned deposit left without the funds, the returned deposit itself (one returned 41
// days ago no more), refunds due (the overdue one first), a legal notice, an agreement unsigned 7
// days (one of 6 days not yet). The counts agree, the dashboard links each to its section, each
// count reads its partial index, each item leaves the queue once handled, and neither a customer
// nor a visitor may open the page.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
let caller: Admin;
let items: WorkQueueItems;
const clock = new TestClock("2026-11-20T15:00:00Z");
const TODAY = "2027-01-20";

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
  caller = { id: admin.id, email: admin.email, role: "admin" };
  items = await buildWorkQueueItems(services, { caller, customer, clock });
});
afterAll(() => database.close());

async function workQueue(): Promise<Record<string, WorkQueueSectionView>> {
  const result = await runRoutes(services, "/admin/work-queue", { user: admin });
  expect(result.status).toBe(200);
  const page = result.data["routes/admin/work-queue"] as WorkQueuePageData;
  if (!page.ok) throw new Error(page.message);
  expect(page.sections.map((section) => section.id)).toEqual([...WORK_QUEUE_SECTIONS]);
  return Object.fromEntries(page.sections.map((section) => [section.id, section]));
}

const totals = async () => (await workQueueCounts(services.db, TODAY)).sections;

describe("the Work Queue", () => {
  it("lists each kind of item, newest risk first, each row a link to where it is handled", async () => {
    const { offering, short, lateLeaver, offerIds, noticeId, unsignedId } = items;
    const queue = await workQueue();
    const awaiting = queue["offers-awaiting"];
    expect(awaiting?.rows.map((row) => [row.id, row.href, row.flag?.text ?? null])).toEqual([
      [offerIds.soon, `/admin/negotiations/${offering.debtIds[0]}`, "Expires within 3 days"],
      [offerIds.later, `/admin/negotiations/${offering.debtIds[1]}`, null],
    ]);
    expect(awaiting?.rows[0]?.cells.at(-1)).toEqual({ text: "Jan 23, 2027", detail: "Expires in 3 days" });
    expect(awaiting?.rows[1]?.cells.at(-1)).toEqual({ text: "Jan 24, 2027", detail: "Expires in 4 days" });
    expect(awaiting?.summary).toBe("2 offers");

    expect(queue["offers-unconfirmed"]?.rows.map((row) => [row.id, row.href])).toEqual([
      [offerIds.approved, `/admin/negotiations/${offering.debtIds[2]}`],
    ]);
    const payment = queue["payments-short"]?.rows;
    expect(payment).toHaveLength(1);
    expect(payment?.[0]?.href).toBe(`/admin/negotiations/${short.debtIds[0]}`);
    expect(payment?.[0]?.cells.slice(2)).toEqual([
      { text: "$450.00", amount: true },
      { text: "Jan 24, 2027", detail: "Due in 4 days" },
      { text: "$87.56", amount: true },
    ]);
    expect(queue["returned-deposits"]?.rows.map((row) => row.href)).toEqual([
      `/admin/money/${short.accountId}`,
    ]);
    const [overdue, due] = queue["refunds-due"]?.rows ?? [];
    expect([overdue?.href, overdue?.flag?.text, due?.flag]).toEqual([
      `/admin/money/${lateLeaver.accountId}`,
      "Overdue",
      null,
    ]);
    expect(queue["legal-notices"]?.rows.map((row) => [row.href, row.label, row.download])).toEqual([
      [`/admin/documents/${noticeId}`, "summons.png", true],
    ]);
    expect(queue["unsigned-agreements"]?.rows.map((row) => [row.href, row.cells.at(-1)?.text])).toEqual([
      [`/admin/applications?q=${unsignedId}&open=${unsignedId}`, "7 days"],
    ]);
  });

  it("counts each section in one statement, as the dashboard shows them", async () => {
    const counts = await workQueueCounts(services.db, TODAY);
    expect(counts).toEqual({
      sections: {
        "offers-awaiting": 2,
        "offers-unconfirmed": 1,
        "payments-short": 1,
        "returned-deposits": 1,
        "refunds-due": 2,
        "legal-notices": 1,
        "unsigned-agreements": 1,
        "my-tasks": 0,
        "deposits-at-risk": 0,
        "ready-to-negotiate": 0,
        "graduates-to-close": 0,
        // The fixtures' programs opened more than 30 days before today, no one signed in since.
        "inactive-customers": 2,
      },
      offersExpiringSoon: 1,
      refundsOverdue: 1,
      tasksOverdue: 0,
    });
    const dashboard = await runRoutes(services, "/admin/dashboard", { user: admin });
    const panel = (
      dashboard.data["routes/admin/dashboard"] as { workQueue: { ok: true; value: WorkQueueCountView[] } }
    ).workQueue;
    expect(
      panel.value.filter((line) => line.total > 0).map((line) => [line.href, line.count, line.note]),
    ).toEqual([
      ["/admin/work-queue#legal-notices", "1", null],
      ["/admin/work-queue#offers-awaiting", "2", "1 expires within 3 days"],
      ["/admin/work-queue#payments-short", "1", null],
      ["/admin/work-queue#offers-unconfirmed", "1", null],
      ["/admin/work-queue#refunds-due", "2", "1 overdue"],
      ["/admin/work-queue#inactive-customers", "2", null],
      ["/admin/work-queue#unsigned-agreements", "1", null],
      ["/admin/work-queue#returned-deposits", "1", null],
    ]);
  });

  it("reads each section's partial index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${workQueueCountsStatement(TODAY)}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row)[0]).join("\n");
    });
    for (const index of [
      "settlement_offers_awaiting_idx",
      "settlement_offers_unconfirmed_idx",
      "creditor_payments_due_idx",
      "scheduled_deposits_returned_idx",
      "refunds_open_due_idx",
      "documents_legal_notices_to_review_idx",
      "enrollment_plans_unsigned_idx",
    ]) {
      expect(plan, index).toContain(index);
    }
  });

  it("lets each item go once it is handled", async () => {
    const { offering, short, lateLeaver, offerIds, noticeId, unsignedId } = items;
    // The customer answers; the creditor confirms; the shortfall is covered; the refund is paid;
    // the notice is opened; the agreement is signed.
    await approveAs(services.db, offerIds.soon, offering, clock.now());
    await confirmAs(services.db, offerIds.approved, caller, clock.now());
    const covered = await postAdjustment(services.db, caller, {
      accountId: short.accountId,
      amountCents: 10_000n,
      reason: "Paid by check",
      effectiveOn: TODAY,
      now: clock.now(),
    });
    expect(covered.kind).toBe("posted");
    const [refund] = await services.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, lateLeaver.accountId));
    for (const action of ["mark-sent", "mark-completed"] as const) {
      const moved = await moveRefund(services.db, {
        refundId: refund?.id ?? "",
        action,
        caller,
        env: FIXTURE_ENV,
        now: clock.now(),
      });
      expect(moved.kind).toBe("changed");
    }
    const facts = await findDocument(services.db, noticeId);
    if (!facts) throw new Error("no notice");
    await auditDocumentDownload(services.db, caller, facts, clock.now());
    await services.db
      .update(enrollmentPlans)
      .set({ signedRevision: 1, signedAt: clock.now() })
      .where(eq(enrollmentPlans.applicationId, unsignedId));

    const queue = await workQueue();
    expect(queue["offers-awaiting"]?.rows.map((row) => row.id)).toEqual([offerIds.later]);
    expect(queue["offers-unconfirmed"]?.rows.map((row) => row.id)).toEqual([offerIds.soon]);
    expect(queue["payments-short"]?.rows).toEqual([]);
    expect(queue["payments-short"]?.empty).toBe("No creditor payment due within 7 days is short of funds.");
    expect(queue["refunds-due"]?.rows.map((row) => row.flag)).toEqual([null]);
    expect(queue["legal-notices"]?.rows).toEqual([]);
    expect(queue["unsigned-agreements"]?.rows).toEqual([]);
    expect(await totals()).toEqual({
      "offers-awaiting": 1,
      "offers-unconfirmed": 1,
      "payments-short": 0,
      "returned-deposits": 1,
      "refunds-due": 1,
      "legal-notices": 0,
      "unsigned-agreements": 0,
      "my-tasks": 0,
      "deposits-at-risk": 0,
      "ready-to-negotiate": 0,
      "graduates-to-close": 0,
      "inactive-customers": 2,
    });
    const [soon] = await services.db
      .select()
      .from(settlementOffers)
      .where(eq(settlementOffers.id, offerIds.soon));
    expect(soon?.status).toBe("approved");
  });
});

describe("who may open the Work Queue", () => {
  it("sends a customer home and a visitor to the admin sign-in, having read nothing", async () => {
    const asCustomer = await runRoutes(services, "/admin/work-queue", { user: customer });
    expect([asCustomer.status, asCustomer.location]).toEqual([302, "/"]);
    expect(asCustomer.data["routes/admin/work-queue"]).toBeUndefined();
    const visitor = await runRoutes(services, "/admin/work-queue");
    expect(visitor.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fwork-queue");
  });
});
