import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { centsOf } from "#app/domain/money.ts";
import type { ProgramFacts } from "#app/domain/projection/facts.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import {
  applications,
  creditorPayments,
  debtAccounts,
  debtNegotiations,
  dedicatedAccounts,
  enrollmentPlans,
  ledgerEntries,
  refunds,
  scheduledDeposits,
  settlementOffers,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { latestRecurringAuthorizations } from "../bank-account/authorization-reads.server.ts";

// The stored rows of programs (issue 43): every application with a plan in a scope, with its
// debts, its negotiations, its dedicated account's entries, schedule, offers and their payments,
// and its refund, as the projection takes them (domain/projection/facts.ts). One indexed read per
// table for every program of the scope together, whatever their number. A transaction that
// changes a program reads them with its own `tx`, after the account's lock.

/** Whose programs: a customer's, one application's, or one dedicated account's. */
export type ProgramScope = { userId: string } | { applicationId: string } | { accountId: string };

function scopeFilter(scope: ProgramScope): SQL {
  if ("userId" in scope) return eq(applications.userId, scope.userId);
  if ("applicationId" in scope) return eq(applications.id, scope.applicationId);
  return eq(dedicatedAccounts.id, scope.accountId);
}

function group<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The facts of every program in `scope`, oldest application first, for the company's day at `now`. */
export async function readProgramFacts(db: Db, scope: ProgramScope, now: Date): Promise<ProgramFacts[]> {
  const base = await db
    .select({
      application: {
        id: applications.id,
        userId: applications.userId,
        status: applications.status,
        enrollmentStatus: applications.enrollmentStatus,
        negotiationsStatus: applications.negotiationsStatus,
        isComplete: applications.isComplete,
        completedAt: applications.completedAt,
        firstName: applications.firstName,
        lastName: applications.lastName,
      },
      plan: {
        termMonths: enrollmentPlans.termMonths,
        monthlyDepositCents: enrollmentPlans.monthlyDepositCents,
        firstDepositDate: enrollmentPlans.firstDepositDate,
        revision: enrollmentPlans.revision,
        signedAt: enrollmentPlans.signedAt,
        updatedAt: enrollmentPlans.updatedAt,
      },
      accountId: dedicatedAccounts.id,
      accountStatus: dedicatedAccounts.status,
      closedReason: dedicatedAccounts.closedReason,
      balanceCents: dedicatedAccounts.balanceCents,
      openedAt: dedicatedAccounts.openedAt,
      closedAt: dedicatedAccounts.closedAt,
      settlementOrder: dedicatedAccounts.settlementOrder,
      draftDay: dedicatedAccounts.draftDay,
    })
    .from(applications)
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.applicationId, applications.id))
    .leftJoin(dedicatedAccounts, eq(dedicatedAccounts.applicationId, applications.id))
    .where(scopeFilter(scope))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  if (base.length === 0) return [];
  const applicationIds = base.map((row) => row.application.id);
  const accountIds = base.map((row) => row.accountId).filter((id): id is string => id !== null);
  const none = Promise.resolve([]);
  const [debts, negotiations, entries, deposits, refundRows, authorizations] = await Promise.all([
    db
      .select({
        applicationId: debtAccounts.applicationId,
        id: debtAccounts.id,
        creditor: debtAccounts.originalCreditor,
        accountType: debtAccounts.accountType,
        loanDetail: debtAccounts.loanDetail,
        balance: debtAccounts.currentBalance,
      })
      .from(debtAccounts)
      .where(inArray(debtAccounts.applicationId, applicationIds))
      .orderBy(asc(debtAccounts.position), asc(debtAccounts.id)),
    accountIds.length === 0
      ? none
      : db
          .select({
            debtAccountId: debtNegotiations.debtAccountId,
            balanceCents: debtNegotiations.enrolledBalanceCents,
            stage: debtNegotiations.stage,
            stageReachedAt: debtNegotiations.stageReachedAt,
            removedReason: debtNegotiations.removedReason,
          })
          .from(debtNegotiations)
          .where(inArray(debtNegotiations.accountId, accountIds)),
    accountIds.length === 0
      ? none
      : db
          .select({
            accountId: ledgerEntries.accountId,
            kind: ledgerEntries.kind,
            amountCents: ledgerEntries.amountCents,
            balanceAfterCents: ledgerEntries.balanceAfterCents,
            effectiveOn: ledgerEntries.effectiveOn,
            debtAccountId: ledgerEntries.debtAccountId,
            offerId: ledgerEntries.offerId,
          })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.accountId, accountIds))
          .orderBy(asc(ledgerEntries.accountId), asc(ledgerEntries.id)),
    accountIds.length === 0
      ? none
      : db
          .select({
            accountId: scheduledDeposits.accountId,
            id: scheduledDeposits.id,
            dueOn: scheduledDeposits.dueOn,
            amountCents: scheduledDeposits.amountCents,
            status: scheduledDeposits.status,
            kind: scheduledDeposits.kind,
            returnReason: scheduledDeposits.returnReason,
            settledAt: scheduledDeposits.settledAt,
          })
          .from(scheduledDeposits)
          .where(inArray(scheduledDeposits.accountId, accountIds))
          .orderBy(asc(scheduledDeposits.accountId), asc(scheduledDeposits.dueOn)),
    accountIds.length === 0
      ? none
      : db
          .select({
            accountId: refunds.accountId,
            id: refunds.id,
            amountCents: refunds.amountCents,
            dueOn: refunds.dueOn,
            state: refunds.state,
            requestedAt: refunds.requestedAt,
            sentAt: refunds.sentAt,
            completedAt: refunds.completedAt,
          })
          .from(refunds)
          .where(inArray(refunds.accountId, accountIds)),
    // Each application's latest recurring debit authorization (issue 44): revoked, none is added.
    latestRecurringAuthorizations(db, applicationIds),
  ]);
  // The offers that are or were in play, by debt (the offers' index), then their payments.
  const offers =
    negotiations.length === 0
      ? []
      : await db
          .select({
            id: settlementOffers.id,
            accountId: settlementOffers.accountId,
            debtAccountId: settlementOffers.debtAccountId,
            status: settlementOffers.status,
            enrolledBalanceCents: settlementOffers.enrolledBalanceCents,
            amountCents: settlementOffers.amountCents,
            feeCents: settlementOffers.feeCents,
            expiresOn: settlementOffers.expiresOn,
            decidedAt: settlementOffers.decidedAt,
            version: settlementOffers.version,
          })
          .from(settlementOffers)
          .where(
            and(
              inArray(
                settlementOffers.debtAccountId,
                negotiations.map((negotiation) => negotiation.debtAccountId),
              ),
              inArray(settlementOffers.status, ["awaiting_approval", "approved"]),
            ),
          )
          .orderBy(desc(settlementOffers.recordedAt));
  const payments =
    offers.length === 0
      ? []
      : await db
          .select({
            offerId: creditorPayments.offerId,
            id: creditorPayments.id,
            dueOn: creditorPayments.dueOn,
            amountCents: creditorPayments.amountCents,
            status: creditorPayments.status,
            clearedAt: creditorPayments.clearedAt,
          })
          .from(creditorPayments)
          .where(
            inArray(
              creditorPayments.offerId,
              offers.map((offer) => offer.id),
            ),
          )
          .orderBy(asc(creditorPayments.offerId), asc(creditorPayments.seq));

  const companyDay = companyDayOf(now);
  const debtsOf = group(debts, (row) => row.applicationId);
  const negotiationOf = new Map(negotiations.map((row) => [row.debtAccountId, row]));
  const entriesOf = group(entries, (row) => row.accountId);
  const depositsOf = group(deposits, (row) => row.accountId);
  const offersOf = group(offers, (row) => row.accountId);
  const paymentsOf = group(payments, (row) => row.offerId);
  const refundOf = new Map(refundRows.map((row) => [row.accountId, row]));
  const revoked = new Set(
    authorizations.filter((row) => row.status === "revoked").map((row) => row.applicationId),
  );
  return base.map((row): ProgramFacts => {
    const accountId = row.accountId;
    const refund = accountId ? refundOf.get(accountId) : undefined;
    return {
      companyDay,
      application: row.application,
      plan: row.plan,
      debts: (debtsOf.get(row.application.id) ?? []).map((debt) => {
        const negotiation = negotiationOf.get(debt.id);
        return {
          id: debt.id,
          creditor: debt.creditor,
          accountType: debt.accountType,
          loanDetail: debt.loanDetail,
          listedBalanceCents: centsOf(debt.balance),
          enrolled: negotiation
            ? {
                balanceCents: negotiation.balanceCents,
                stage: negotiation.stage,
                stageReachedAt: negotiation.stageReachedAt,
                removedReason: negotiation.removedReason,
              }
            : null,
        };
      }),
      account:
        accountId && row.accountStatus && row.openedAt && row.balanceCents !== null
          ? {
              id: accountId,
              status: row.accountStatus,
              closedReason: row.closedReason,
              balanceCents: row.balanceCents,
              openedAt: row.openedAt,
              closedAt: row.closedAt,
              settlementOrder: row.settlementOrder,
              debitsRevoked: revoked.has(row.application.id),
              draftDay: row.draftDay,
              entries: (entriesOf.get(accountId) ?? []).map(({ accountId: _, ...entry }) => entry),
              deposits: (depositsOf.get(accountId) ?? []).map(({ accountId: _, ...deposit }) => deposit),
              offers: (offersOf.get(accountId) ?? []).map(({ accountId: _, ...offer }) => ({
                ...offer,
                payments: (paymentsOf.get(offer.id) ?? []).map(({ offerId: _, ...payment }) => payment),
              })),
              refund: refund
                ? {
                    id: refund.id,
                    amountCents: refund.amountCents,
                    dueOn: refund.dueOn,
                    state: refund.state,
                    requestedAt: refund.requestedAt,
                    sentAt: refund.sentAt,
                    completedAt: refund.completedAt,
                  }
                : null,
            }
          : null,
    };
  });
}
