// The graduation summary (decisions.md, "Graduation"; issue 43): what a program came to once every
// enrolled debt is Paid Off or Removed and the account closed, computed from the ledger and the
// negotiation's rows whenever it is read (a closed account takes no entry but its refund, and
// offers and payments are kept as recorded, so it cannot drift). The portal, the completion
// e-mail and the admins read this one function; its totals are the projection's.
import type { DepositStatus } from "../ledger/kinds.ts";
import { companyDayOf } from "../time-zone.ts";
import type { ProgramFacts } from "./facts.ts";
import type { DebtStatus, NotEnrolledReason, ProgramProjection } from "./projection-shapes.ts";

export interface GraduationDebt {
  id: string;
  creditor: string;
  status: DebtStatus;
  /** The company's day it reached its status. */
  since: string | null;
  enrolledCents: bigint | null;
  removedReason: string | null;
  notEnrolled: NotEnrolledReason | null;
  settlement: {
    amountCents: bigint;
    feeCents: bigint;
    forgivenCents: bigint;
    payments: { dueOn: string; amountCents: bigint; paidOn: string | null }[];
  } | null;
}

export interface GraduationSummary {
  endedOn: string | null;
  /** The program's one length (the projection's). */
  months: number | null;
  debts: GraduationDebt[];
  totals: {
    enrolledCents: bigint;
    /** What the creditors were paid under the settlements. */
    settledCents: bigint;
    forgivenCents: bigint;
    feesPaidCents: bigint;
    /** Forgiven less fees: the savings, after fees. */
    savedCents: bigint;
    savedPerMille: bigint;
    depositedCents: bigint;
    returnedCents: bigint;
    adjustmentsCents: bigint;
    refundCents: bigint;
    /** Deposits − returned − paid to creditors − fees − refund + adjustments: zero once closed. */
    closingCents: bigint;
  };
  refund: ProgramProjection["refund"];
  deposits: Partial<Record<DepositStatus, number>>;
}

export function graduationSummary(facts: ProgramFacts, projection: ProgramProjection): GraduationSummary {
  const offers = new Map((facts.account?.offers ?? []).map((offer) => [offer.id, offer]));
  const { totals } = projection;
  const deposits: Partial<Record<DepositStatus, number>> = {};
  for (const deposit of facts.account?.deposits ?? [])
    deposits[deposit.status] = (deposits[deposit.status] ?? 0) + 1;
  return {
    endedOn: projection.endedOn,
    months: projection.lengthMonths,
    debts: projection.debts.map((debt) => {
      const offer = debt.settlementOfferId ? offers.get(debt.settlementOfferId) : undefined;
      return {
        id: debt.id,
        creditor: debt.creditor,
        status: debt.status,
        since: debt.statusSince ? companyDayOf(debt.statusSince) : null,
        enrolledCents: debt.balanceCents,
        removedReason: debt.removedReason,
        notEnrolled: debt.notEnrolled,
        settlement: offer
          ? {
              amountCents: offer.amountCents,
              feeCents: offer.feeCents,
              forgivenCents: debt.forgivenCents,
              payments: offer.payments
                .filter((payment) => payment.status !== "cancelled")
                .map((payment) => ({
                  dueOn: payment.dueOn,
                  amountCents: payment.amountCents,
                  paidOn: payment.clearedAt ? companyDayOf(payment.clearedAt) : null,
                })),
            }
          : null,
      };
    }),
    totals: {
      enrolledCents: totals.enrolledCents,
      settledCents: totals.paidToCreditorsCents,
      forgivenCents: totals.forgivenCents,
      feesPaidCents: totals.feesPaidCents,
      savedCents: totals.savedCents,
      savedPerMille: totals.savedPerMille,
      depositedCents: totals.depositedCents,
      returnedCents: totals.returnedCents,
      adjustmentsCents: totals.adjustmentsCents,
      refundCents: totals.refundCents,
      closingCents:
        totals.depositedCents -
        totals.returnedCents -
        totals.paidToCreditorsCents -
        totals.feesPaidCents -
        totals.refundCents +
        totals.adjustmentsCents,
    },
    refund: projection.refund,
    deposits,
  };
}
