import { and, eq, inArray, sql } from "drizzle-orm";
import type { OfferStatus } from "#app/domain/negotiation/kinds.ts";
import {
  OFFER_TRANSITIONS,
  type OfferAction,
  type OfferActor,
  type OfferState,
  offerRefusal,
} from "#app/domain/negotiation/offer-decisions.ts";
import {
  applications,
  creditorPayments,
  debtAccounts,
  debtNegotiations,
  dedicatedAccounts,
  settlementOffers,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import type { StateRecipe } from "../../state-change.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";
import { lockAccountOf } from "../ledger/account-lock.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";
import { moveStage } from "./debt-state.server.ts";

// A creditor's offer as its recipe reads it, and what its decisions do besides its own row
// (issue 24): the debt's stage follows (approved: Settled; declined, withdrawn or expired: back to
// Negotiating), the plan's payments follow (confirmed: scheduled; otherwise canceled). The
// customer's approval and decline, the admin's withdrawal and confirmation are
// offer-decisions.server.ts; the expiry sweep is offer-expiry.server.ts.

export interface OfferRow extends OfferState {
  id: string;
  debtAccountId: string;
  accountId: string;
  applicationId: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  creditor: string;
  expiresOn: string;
  amountCents: bigint;
  feeCents: bigint;
  enrolledBalanceCents: bigint;
  version: string;
}

export function offerColumns(today: string) {
  return {
    id: settlementOffers.id,
    debtAccountId: settlementOffers.debtAccountId,
    accountId: settlementOffers.accountId,
    applicationId: dedicatedAccounts.applicationId,
    userId: applications.userId,
    firstName: applications.firstName,
    lastName: applications.lastName,
    creditor: debtAccounts.originalCreditor,
    status: settlementOffers.status,
    expiresOn: settlementOffers.expiresOn,
    expired: sql<boolean>`${settlementOffers.expiresOn} < ${today}::date`,
    confirmed: sql<boolean>`${settlementOffers.confirmedAt} is not null`,
    anyPaymentCleared: sql<boolean>`exists (select 1 from ${creditorPayments} where ${creditorPayments.offerId} = ${settlementOffers.id} and ${creditorPayments.status} = 'cleared')`,
    accountOpen: sql<boolean>`${dedicatedAccounts.status} = 'open'`,
    amountCents: settlementOffers.amountCents,
    feeCents: settlementOffers.feeCents,
    enrolledBalanceCents: settlementOffers.enrolledBalanceCents,
    version: sql<string>`${settlementOffers.version}::text`,
  };
}

export async function readOffer(db: Db, offerId: string, today: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select(offerColumns(today))
    .from(settlementOffers)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, settlementOffers.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .innerJoin(debtAccounts, eq(debtAccounts.id, settlementOffers.debtAccountId))
    .where(eq(settlementOffers.id, offerId));
  return row;
}

/** Claims the offer at the version read (adds one): false when someone changed it first. */
export async function claimOffer(
  tx: Db,
  row: OfferRow,
  set: Partial<typeof settlementOffers.$inferInsert> = {},
) {
  const claimed = await tx
    .update(settlementOffers)
    .set({ ...set, version: sql`${settlementOffers.version} + 1` })
    .where(and(eq(settlementOffers.id, row.id), sql`${settlementOffers.version} = ${Number(row.version)}`))
    .returning({ id: settlementOffers.id });
  return claimed.length > 0;
}

/**
 * The offer's end without a settlement: its planned payments canceled, the debt back to
 * Negotiating, and the schedule following the projection (issue 43): an approved settlement that
 * ends gives its debt back to the default figures.
 */
export async function endWithoutSettlement(
  tx: Db,
  offer: { id: string; debtAccountId: string; accountId: string },
  now: Date,
  actor: { id: string | null; email: string },
) {
  await tx
    .update(creditorPayments)
    .set({ status: "cancelled" })
    .where(
      and(eq(creditorPayments.offerId, offer.id), inArray(creditorPayments.status, ["planned", "scheduled"])),
    );
  await tx
    .update(debtNegotiations)
    .set({ stage: "negotiating", stageReachedAt: now, version: sql`${debtNegotiations.version} + 1` })
    .where(
      and(
        eq(debtNegotiations.debtAccountId, offer.debtAccountId),
        inArray(debtNegotiations.stage, ["approval_needed", "settled"]),
      ),
    );
  await reconcileSchedule(tx, { accountId: offer.accountId, now, actor });
}

/**
 * Withdraws the offers in play on a debt (removed) or a whole account (the customer left): their
 * payments canceled. Nothing is withdrawn under which a payment has cleared. The debts' stages
 * are the caller's.
 */
export async function withdrawLiveOffers(
  tx: Db,
  where: { debtAccountId: string } | { accountId: string },
  now: Date,
) {
  const withdrawn = await tx
    .update(settlementOffers)
    .set({
      status: "withdrawn",
      decidedAt: sql`coalesce(${settlementOffers.decidedAt}, ${now.toISOString()}::timestamptz)`,
      version: sql`${settlementOffers.version} + 1`,
    })
    .where(
      and(
        "debtAccountId" in where
          ? eq(settlementOffers.debtAccountId, where.debtAccountId)
          : eq(settlementOffers.accountId, where.accountId),
        inArray(settlementOffers.status, ["awaiting_approval", "approved"]),
        sql`not exists (select 1 from ${creditorPayments} where ${creditorPayments.offerId} = ${settlementOffers.id} and ${creditorPayments.status} = 'cleared')`,
      ),
    )
    .returning({ id: settlementOffers.id });
  for (const offer of withdrawn) {
    await tx
      .update(creditorPayments)
      .set({ status: "cancelled" })
      .where(
        and(
          eq(creditorPayments.offerId, offer.id),
          inArray(creditorPayments.status, ["planned", "scheduled"]),
        ),
      );
  }
}

export interface OfferCaller {
  id: string;
  email: string;
  role: "admin" | "customer";
}

const AUDIT_OF: Record<
  OfferAction,
  "offer_approved" | "offer_declined" | "offer_retracted" | "offer_confirmed"
> = {
  approve: "offer_approved",
  decline: "offer_declined",
  withdraw: "offer_retracted",
  confirm: "offer_confirmed",
};

/** The offer's recipe, for the day `today`; `write` does the action's own columns. */
export function offerRecipe<Prepared>(
  today: string,
  write: (tx: Db, row: OfferRow, action: OfferAction, now: Date) => Promise<boolean>,
  after?: StateRecipe<OfferRow, OfferAction, OfferActor, OfferCaller, Prepared>["after"],
  prepare?: StateRecipe<OfferRow, OfferAction, OfferActor, OfferCaller, Prepared>["prepare"],
): StateRecipe<OfferRow, OfferAction, OfferActor, OfferCaller, Prepared> {
  return {
    target: "settlement_offer",
    table: OFFER_TRANSITIONS,
    isId: isUuid,
    lock: (tx, id) => lockAccountOf(tx, { offerId: id }),
    read: (db, id) => readOffer(db, id, today),
    actorOf: (row, caller) => (caller.role === "admin" ? "admin" : row.userId === caller.id ? "owner" : null),
    async write(tx, row, action, now) {
      return (await write(tx, row, action, now)) ? readOffer(tx, row.id, today) : undefined;
    },
    refusal: (row, action, stale) => offerRefusal(row, action, stale, row.expiresOn),
    auditAction: (action) => AUDIT_OF[action],
    auditState: (row) => ({
      status: row.status satisfies OfferStatus,
      debtAccountId: row.debtAccountId,
      amountCents: String(row.amountCents),
      feeCents: String(row.feeCents),
      confirmed: row.confirmed,
    }),
    ...(after ? { after } : {}),
    ...(prepare ? { prepare } : {}),
  };
}

/** After an approval: the debt is Settled, its payments promised, and the schedule follows (issue 43). */
export async function settleDebt(
  tx: Db,
  offer: { debtAccountId: string; accountId: string },
  now: Date,
  actor: { id: string | null; email: string },
) {
  await moveStage(tx, offer.debtAccountId, "settled", now, null);
  await reconcileSchedule(tx, { accountId: offer.accountId, now, actor });
}
