import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Flow } from "#app/domain/negotiation/affordability.ts";
import { termDepositsAfter } from "#app/domain/projection/program-projection.ts";
import {
  creditorPayments,
  dedicatedAccounts,
  enrollmentPlans,
  ledgerEntries,
  scheduledDeposits,
  settlementOffers,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// What an account has coming in and already promised out (issue 24): the balance, the deposits
// still scheduled, and the payments of the settlements in play (awaiting the customer or
// approved) not yet paid, with the fee each will bring when its first payment clears. The offer
// form's affordability check and the projection read the same figures.

export interface AccountFlows {
  balanceCents: bigint;
  deposits: Flow[];
  commitments: Flow[];
}

/** `today` (the company's day): an offer past its last day and unanswered promises nothing. */
export async function readAccountFlows(db: Db, accountId: string, today: string): Promise<AccountFlows> {
  const [account] = await db
    .select({
      balanceCents: dedicatedAccounts.balanceCents,
      draftDay: dedicatedAccounts.draftDay,
      termMonths: enrollmentPlans.termMonths,
      monthlyDepositCents: enrollmentPlans.monthlyDepositCents,
      firstDepositDate: enrollmentPlans.firstDepositDate,
    })
    .from(dedicatedAccounts)
    .leftJoin(enrollmentPlans, eq(enrollmentPlans.applicationId, dedicatedAccounts.applicationId))
    .where(eq(dedicatedAccounts.id, accountId));
  const [schedule, payments] = await Promise.all([
    db
      .select({
        date: scheduledDeposits.dueOn,
        amountCents: scheduledDeposits.amountCents,
        status: scheduledDeposits.status,
        kind: scheduledDeposits.kind,
      })
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.accountId, accountId))
      .orderBy(asc(scheduledDeposits.dueOn)),
    db
      .select({
        offerId: creditorPayments.offerId,
        date: creditorPayments.dueOn,
        amountCents: creditorPayments.amountCents,
        feeCents: settlementOffers.feeCents,
        feeCharged: sql<boolean>`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.offerId} = ${settlementOffers.id} and ${ledgerEntries.kind} = 'fee')`,
      })
      .from(creditorPayments)
      .innerJoin(settlementOffers, eq(settlementOffers.id, creditorPayments.offerId))
      .where(
        and(
          eq(creditorPayments.accountId, accountId),
          inArray(creditorPayments.status, ["planned", "scheduled"]),
          inArray(settlementOffers.status, ["awaiting_approval", "approved"]),
          sql`(${settlementOffers.status} = 'approved' or ${settlementOffers.expiresOn} >= ${today}::date)`,
        ),
      )
      .orderBy(asc(creditorPayments.dueOn)),
  ]);
  const commitments: Flow[] = payments.map((payment) => ({
    date: payment.date,
    amountCents: payment.amountCents,
  }));
  const feeAdded = new Set<string>();
  for (const payment of payments) {
    if (payment.feeCharged || feeAdded.has(payment.offerId) || payment.feeCents === 0n) continue;
    feeAdded.add(payment.offerId);
    commitments.push({ date: payment.date, amountCents: payment.feeCents });
  }
  // The deposits scheduled, and those the signed term still allows after them: the schedule
  // follows the projection (issue 43), and grows back within the term when a settlement needs it.
  const scheduled = schedule.filter((deposit) => deposit.status === "scheduled");
  const deposits: Flow[] = scheduled.map(({ date, amountCents }) => ({ date, amountCents }));
  if (account?.termMonths && account.monthlyDepositCents && account.firstDepositDate) {
    const regular = schedule.filter((deposit) => deposit.kind === "regular");
    const amountCents =
      regular.filter((deposit) => deposit.status === "scheduled").at(-1)?.amountCents ??
      regular.filter((deposit) => deposit.status === "cleared" || deposit.status === "returned").at(-1)
        ?.amountCents ??
      account.monthlyDepositCents;
    const later = termDepositsAfter({
      terms: {
        termMonths: account.termMonths,
        monthlyDepositCents: account.monthlyDepositCents,
        firstDepositDate: account.firstDepositDate,
      },
      draftDay: account.draftDay,
      deposits: schedule.map((deposit) => ({
        dueOn: deposit.date,
        status: deposit.status,
        kind: deposit.kind,
      })),
      today,
      amountCents,
    });
    deposits.push(...later.map((deposit) => ({ date: deposit.dueOn, amountCents: deposit.amountCents })));
  }
  return { balanceCents: account?.balanceCents ?? 0n, deposits, commitments };
}
