import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { NegotiationOfferSource, NegotiationSource } from "#app/domain/admin/negotiation-views.ts";
import {
  applications,
  creditorPayments,
  debtAccounts,
  debtNegotiations,
  dedicatedAccounts,
  settlementOffers,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// What an admin reads of one debt's negotiation (issue 24): the debt with its customer and
// account, and every offer on it newest first with its payments. Three indexed reads: the debt by
// its key, its offers by (debt, recorded at), their payments by (offer, seq).

/** One debt's negotiation on the company's calendar day `today`, or null when there is none. */
export async function findNegotiationForAdmin(
  db: Db,
  debtAccountId: string,
  today: string,
): Promise<NegotiationSource | null> {
  const [row] = await db
    .select({
      debtAccountId: debtNegotiations.debtAccountId,
      creditor: debtAccounts.originalCreditor,
      enrolledBalanceCents: debtNegotiations.enrolledBalanceCents,
      stage: debtNegotiations.stage,
      stageReachedAt: debtNegotiations.stageReachedAt,
      removedReason: debtNegotiations.removedReason,
      version: sql<string>`${debtNegotiations.version}::text`,
      applicationId: dedicatedAccounts.applicationId,
      firstName: applications.firstName,
      lastName: applications.lastName,
      userId: applications.userId,
      accountId: dedicatedAccounts.id,
      accountStatus: dedicatedAccounts.status,
      balanceCents: dedicatedAccounts.balanceCents,
      negotiationsApproved: sql<boolean>`${applications.negotiationsStatus} = 'approved'`,
    })
    .from(debtNegotiations)
    .innerJoin(debtAccounts, eq(debtAccounts.id, debtNegotiations.debtAccountId))
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, debtNegotiations.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(eq(debtNegotiations.debtAccountId, debtAccountId));
  if (!row) return null;
  return {
    debt: {
      debtAccountId: row.debtAccountId,
      creditor: row.creditor,
      enrolledBalanceCents: row.enrolledBalanceCents,
      stage: row.stage,
      stageReachedAt: row.stageReachedAt,
      removedReason: row.removedReason,
      version: row.version,
    },
    customer: {
      applicationId: row.applicationId,
      firstName: row.firstName,
      lastName: row.lastName,
      userId: row.userId,
    },
    account: { id: row.accountId, status: row.accountStatus, balanceCents: row.balanceCents },
    negotiationsApproved: row.negotiationsApproved,
    offers: await findOffersOfDebt(db, debtAccountId, today),
  };
}

async function findOffersOfDebt(
  db: Db,
  debtAccountId: string,
  today: string,
): Promise<NegotiationOfferSource[]> {
  const offers = await db
    .select({
      id: settlementOffers.id,
      status: settlementOffers.status,
      enrolledBalanceCents: settlementOffers.enrolledBalanceCents,
      amountCents: settlementOffers.amountCents,
      feeCents: settlementOffers.feeCents,
      expiresOn: settlementOffers.expiresOn,
      creditorReference: settlementOffers.creditorReference,
      notes: settlementOffers.notes,
      recordedAt: settlementOffers.recordedAt,
      decidedAt: settlementOffers.decidedAt,
      declineReason: settlementOffers.declineReason,
      confirmedAt: settlementOffers.confirmedAt,
      confirmationDocumentId: settlementOffers.confirmationDocumentId,
      version: sql<string>`${settlementOffers.version}::text`,
    })
    .from(settlementOffers)
    .where(eq(settlementOffers.debtAccountId, debtAccountId))
    .orderBy(desc(settlementOffers.recordedAt), desc(settlementOffers.id));
  if (offers.length === 0) return [];
  const payments = await db
    .select({
      offerId: creditorPayments.offerId,
      seq: creditorPayments.seq,
      dueOn: creditorPayments.dueOn,
      amountCents: creditorPayments.amountCents,
      status: creditorPayments.status,
    })
    .from(creditorPayments)
    .where(
      inArray(
        creditorPayments.offerId,
        offers.map((offer) => offer.id),
      ),
    )
    .orderBy(asc(creditorPayments.offerId), asc(creditorPayments.seq));
  return offers.map((offer) => ({
    ...offer,
    expired: offer.expiresOn < today,
    payments: payments
      .filter((payment) => payment.offerId === offer.id)
      .map(({ seq, dueOn, amountCents, status }) => ({ seq, dueOn, amountCents, status })),
  }));
}

/** Whether `offerId` is an offer on `debtAccountId` (an action names both; the address wins). */
export async function isOfferOfDebt(db: Db, offerId: string, debtAccountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: settlementOffers.id })
    .from(settlementOffers)
    .where(and(eq(settlementOffers.id, offerId), eq(settlementOffers.debtAccountId, debtAccountId)));
  return Boolean(row);
}
