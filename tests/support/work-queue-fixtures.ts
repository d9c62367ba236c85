import { and, eq } from "drizzle-orm";
import type { Services } from "#app/server/context.server.ts";
import type { Db } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { recordUpload } from "#app/server/models/document/uploads.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { applications, scheduledDeposits } from "#db/schema.ts";
import type { TestClock } from "./clock.ts";
import { insertApplicationWithAccounts } from "./debt-account-fixtures.ts";
import { type EnrolledCustomer, FIXTURE_ENV, insertEnrolledCustomer } from "./enrolled-fixtures.ts";
import { enrollWithDeposits, leaveAt } from "./money-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "./negotiation-fixtures.ts";
import { testCipher } from "./test-cipher.ts";

// One item of each kind for the admins' Work Queue (issue 24), made by the real recipes as the
// test clock moves from Nov 20, 2026 to Jan 20, 2027 (the queue's day): offers awaiting the
// customer expiring Jan 23 (within 3 days) and Jan 24, an approved offer the creditor has not
// confirmed, a creditor payment due Jan 24 that a deposit returned on Jan 20 left $87.56 short,
// a deposit returned on Dec 10 (too long ago to list), refunds due Jan 13 (overdue) and Jan 29, a
// legal notice, and agreements whose plans were made on Jan 13 (7 days: listed) and Jan 14 (not yet).

export type Admin = { id: string; email: string; role: "admin" };

export interface WorkQueueItems {
  /** The customer with the offers awaiting them (debts 1 and 2) and the approved one (debt 3). */
  offering: EnrolledCustomer;
  /** The customer whose payment due Jan 24 lacks the funds, and whose deposit came back. */
  short: EnrolledCustomer;
  /** The customer whose refund is overdue. */
  lateLeaver: EnrolledCustomer;
  offerIds: Record<"soon" | "later" | "approved" | "short", string>;
  noticeId: string;
  /** The application whose agreement is unsigned after 7 days. */
  unsignedId: string;
}

const LETTER = {
  fileName: "settlement.pdf",
  mediaType: "application/pdf" as const,
  bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
};
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** The owner approves the offer with their typed full name. */
export async function approveAs(db: Db, offerId: string, owner: EnrolledCustomer, now: Date) {
  const [row] = await db.select().from(applications).where(eq(applications.id, owner.applicationId));
  const approved = await approveOffer(db, {
    offerId,
    caller: owner.owner,
    typedName: `${row?.firstName} ${row?.lastName}`,
    clientAddress: null,
    userAgent: null,
    now,
  });
  if (approved.kind !== "changed") throw new Error(`approval refused: ${JSON.stringify(approved)}`);
}

/** An admin records the creditor's confirmation with its letter: the plan's payments are scheduled. */
export async function confirmAs(db: Db, offerId: string, caller: Admin, now: Date) {
  const confirmed = await confirmOffer(db, testCipher, { offerId, caller, letter: LETTER, now });
  if (confirmed.kind !== "changed") throw new Error(`confirmation refused: ${JSON.stringify(confirmed)}`);
}

export async function buildWorkQueueItems(
  services: Services,
  { caller, customer, clock }: { caller: Admin; customer: { id: string; email: string }; clock: TestClock },
): Promise<WorkQueueItems> {
  const db = services.db;
  const record = async (debtAccountId: string, input: ReturnType<typeof offer>) => {
    const recorded = await recordOffer(db, {
      debtAccountId,
      admin: caller,
      offer: input,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
    return recorded.offerId;
  };
  const simulate = () =>
    runSimulatedProcessor(db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
  const returnDeposit = async (accountId: string, dueOn: string) => {
    const [deposit] = await db
      .select({ id: scheduledDeposits.id })
      .from(scheduledDeposits)
      .where(and(eq(scheduledDeposits.accountId, accountId), eq(scheduledDeposits.dueOn, dueOn)));
    const event = {
      id: `return-${deposit?.id}`,
      type: "deposit.returned" as const,
      created: 1,
      data: { depositId: deposit?.id ?? "", reason: "insufficient_funds" as const },
    };
    const applied = await applyProcessorEvent(db, event, { now: clock.now(), env: FIXTURE_ENV });
    if (applied.kind !== "applied") throw new Error(`return refused: ${JSON.stringify(applied)}`);
  };
  /** An application approved at `at`: its plan made then, unsigned. */
  const approvedAt = async (at: string) => {
    const { application } = await insertApplicationWithAccounts(db, { count: 1 });
    const approved = await changeApplicationStatus(db, {
      applicationId: application.id,
      action: "approve",
      actor: caller,
      env: FIXTURE_ENV,
      now: new Date(at),
    });
    if (approved.kind !== "changed") throw new Error(`approval refused: ${JSON.stringify(approved)}`);
    return application.id;
  };

  clock.set("2026-11-20T15:00:00Z");
  const monthly = { debts: 1, monthlyDepositCents: 50_000n, firstDepositDate: "2026-12-05" };
  const short = await insertNegotiatingCustomer(db, caller, { now: clock.now(), ...monthly });
  const returnedLongAgo = await insertEnrolledCustomer(db, caller, { now: clock.now(), ...monthly });
  // Dec 5, 2026 is a Saturday: the first deposit is drawn on Monday, Dec 7 (issue 43).
  clock.set("2026-12-07T15:00:00Z");
  await simulate();
  clock.set("2026-12-10T15:00:00Z");
  await returnDeposit(returnedLongAgo.accountId, "2026-12-07");
  clock.set("2027-01-05T15:00:00Z");
  await simulate();
  // $450.00 on Jan 24 and its $137.56 fee, from the $1,000.00 the two deposits brought.
  const shortOffer = await record(
    short.debtIds[0] ?? "",
    offer(45_000n, [["2027-01-24", 45_000n]], "2027-01-10"),
  );
  await approveAs(db, shortOffer, short, clock.now());
  await confirmAs(db, shortOffer, caller, clock.now());

  clock.set("2027-01-20T15:00:00Z");
  // The Jan 5 deposit comes back: $500.00 left for the $587.56 due on Jan 24.
  await returnDeposit(short.accountId, "2027-01-05");
  const offering = await insertNegotiatingCustomer(db, caller, {
    now: clock.now(),
    debts: 3,
    monthlyDepositCents: 50_000n,
    firstDepositDate: "2027-01-25",
  });
  const [first, second, third] = offering.debtIds as [string, string, string];
  const offerIds = {
    short: shortOffer,
    soon: await record(first, offer(45_000n, [["2027-03-10", 45_000n]], "2027-01-23")),
    later: await record(second, offer(90_000n, [["2027-05-10", 90_000n]], "2027-01-24")),
    approved: await record(third, offer(130_000n, [["2027-08-10", 130_000n]], "2027-01-30")),
  };
  await approveAs(db, offerIds.approved, offering, clock.now());

  const enroll = (openedAt: string) => enrollWithDeposits(db, { openedAt, cleared: 1, now: clock.now() });
  const lateLeaver = await enroll("2026-12-01T17:00:00Z");
  const onTimeLeaver = await enroll("2026-12-02T17:00:00Z");
  await leaveAt(db, lateLeaver, "2027-01-04T17:00:00Z"); // due Jan 13: overdue
  await leaveAt(db, onTimeLeaver, "2027-01-20T14:00:00Z"); // due Jan 29

  const noticeId = await recordUpload(db, services.cipher, {
    user: customer,
    kind: "legal_notice",
    fileName: "summons.png",
    mediaType: "image/png",
    bytes: PNG,
    now: clock.now(),
  });
  const unsignedId = await approvedAt("2027-01-13T15:00:00Z"); // 7 days: listed
  await approvedAt("2027-01-14T15:00:00Z"); // 6 days: not yet
  return { offering, short, lateLeaver, offerIds, noticeId, unsignedId };
}
