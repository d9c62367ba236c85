import { asc, desc, inArray } from "drizzle-orm";
import type { CreditorPaymentStatus, DebtStage, OfferStatus } from "#app/domain/negotiation/kinds.ts";
import { creditorPayments, debtNegotiations, settlementOffers } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// What My Program reads of the negotiations of a customer's accounts (issue 24): each debt's
// stage and the day it was reached, the offers that matter to the customer (waiting for them,
// and approved, paid or not) with their payments. Three indexed reads, one after the other, for
// every account of the page together; the caller has already limited the accounts to the
// customer's own.

export interface StoredNegotiation {
  accountId: string;
  debtAccountId: string;
  stage: DebtStage;
  stageReachedAt: Date;
  enrolledBalanceCents: bigint;
}

export interface StoredOffer {
  id: string;
  accountId: string;
  debtAccountId: string;
  status: OfferStatus;
  enrolledBalanceCents: bigint;
  amountCents: bigint;
  feeCents: bigint;
  expiresOn: string;
  version: number;
  payments: { dueOn: string; amountCents: bigint; status: CreditorPaymentStatus }[];
}

export async function findNegotiationsForAccounts(
  db: Db,
  accountIds: readonly string[],
): Promise<{ negotiations: StoredNegotiation[]; offers: StoredOffer[] }> {
  if (accountIds.length === 0) return { negotiations: [], offers: [] };
  const negotiations = await db
    .select({
      accountId: debtNegotiations.accountId,
      debtAccountId: debtNegotiations.debtAccountId,
      stage: debtNegotiations.stage,
      stageReachedAt: debtNegotiations.stageReachedAt,
      enrolledBalanceCents: debtNegotiations.enrolledBalanceCents,
    })
    .from(debtNegotiations)
    .where(inArray(debtNegotiations.accountId, [...accountIds]));
  if (negotiations.length === 0) return { negotiations, offers: [] };
  // By debt (the offers' index), not by account.
  const offers = await db
    .select({
      id: settlementOffers.id,
      accountId: settlementOffers.accountId,
      debtAccountId: settlementOffers.debtAccountId,
      status: settlementOffers.status,
      enrolledBalanceCents: settlementOffers.enrolledBalanceCents,
      amountCents: settlementOffers.amountCents,
      feeCents: settlementOffers.feeCents,
      expiresOn: settlementOffers.expiresOn,
      version: settlementOffers.version,
    })
    .from(settlementOffers)
    .where(
      inArray(
        settlementOffers.debtAccountId,
        negotiations.map((negotiation) => negotiation.debtAccountId),
      ),
    )
    .orderBy(desc(settlementOffers.recordedAt));
  const kept = offers.filter((offer) => offer.status === "awaiting_approval" || offer.status === "approved");
  const payments =
    kept.length === 0
      ? []
      : await db
          .select({
            offerId: creditorPayments.offerId,
            dueOn: creditorPayments.dueOn,
            amountCents: creditorPayments.amountCents,
            status: creditorPayments.status,
          })
          .from(creditorPayments)
          .where(
            inArray(
              creditorPayments.offerId,
              kept.map((offer) => offer.id),
            ),
          )
          .orderBy(asc(creditorPayments.offerId), asc(creditorPayments.seq));
  return {
    negotiations,
    offers: kept.map((offer) => ({
      ...offer,
      payments: payments
        .filter((payment) => payment.offerId === offer.id)
        .map(({ dueOn, amountCents, status }) => ({ dueOn, amountCents, status })),
    })),
  };
}
