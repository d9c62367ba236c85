// What My Program shows of each debt's negotiation (issue 24; decisions.md, "Negotiation per
// debt", "Projection", "Forgiven debt"), formatted from the program's one projection (issue 43):
// an offer waiting for the customer with what it saves after its fee, the fee it triggers, its
// payments, its deadline (the end of its last day in the company's zone and the reader's own
// time) and how it moves the other debts' expected months; and, for each settled debt, the debt
// forgiven and what it may mean for taxes.

import { formatCents, formatDate } from "../format.ts";
import { expectedMonthText } from "../projection/debt-status.ts";
import type { ProgramFacts } from "../projection/facts.ts";
import type { ProgramProjection, ProjectedDebt } from "../projection/projection-shapes.ts";
import { formatDeadline } from "../time-zone.ts";
import { DEBT_STAGE_LABELS, type TaxRate } from "./kinds.ts";
import { forgivenDebt, formatPerMille } from "./offer-figures.ts";

export interface OfferApprovalView {
  offerId: string;
  version: string;
  creditor: string;
  enrolledBalance: string;
  amount: string;
  /** What the customer saves with it, after its fee. */
  saved: string;
  savedPercent: string;
  /** What the creditor forgives (the enrolled balance less the amount), before the fee. */
  forgiven: string;
  fee: string;
  payments: { date: string; amount: string }[];
  /**
   * Its deadline: the end of its last day on the company's calendar, named in the company's zone
   * and the reader's own time ("Dec 11, 2026, 11:59 PM Eastern (9:59 PM your time)").
   */
  expires: string;
  /** Past its last day (the company's calendar): it can no longer be answered. */
  expired: boolean;
  /** The other debts' expected settlement months without and with this offer. */
  effects: { creditor: string; before: string; after: string }[];
}

export interface SettledDebtView {
  debtAccountId: string;
  creditor: string;
  stage: string;
  enrolledBalance: string;
  settledFor: string;
  paid: string;
  forgiven: string;
  may1099C: boolean;
  estimatedTax: string;
}

export const NEGOTIATION_MESSAGES = {
  approvalHeading: "Approval needed",
  noTaxAdvice: "This is information, not tax advice: ask a tax professional about your own situation.",
  form1099C: (creditor: string) =>
    `Because $600 or more was forgiven, ${creditor} may send you a Form 1099-C (Cancellation of Debt), and the IRS may count the forgiven amount as income.`,
  under600: "Less than $600 was forgiven: creditors do not usually send a Form 1099-C for it.",
  insolvency:
    "If your debts were larger than everything you owned just before the debt was forgiven (insolvency), some or all of it may be excluded from income with IRS Form 982.",
  notCovered: "Not covered by the deposits to come",
  declineHint: "Not the settlement you want? Decline it and we keep negotiating this debt.",
  declineTitle: (creditor: string) => `Decline the offer from ${creditor}?`,
  declineBody:
    "We will keep negotiating this debt. This offer cannot be approved afterwards, and nothing is paid under it.",
} as const;

const creditorsOf = (projection: ProgramProjection) =>
  new Map(projection.debts.map((debt) => [debt.id, debt.creditor]));

/** The offers waiting for the customer's answer, as My Program shows them to a reader in `readerZone`. */
export function offerApprovalViews(projection: ProgramProjection, readerZone: string): OfferApprovalView[] {
  const creditorOf = creditorsOf(projection);
  const debtOf = new Map(projection.debts.map((debt) => [debt.id, debt]));
  const monthText = (debt: ProjectedDebt | undefined, month: string | null) =>
    debt
      ? expectedMonthText({ ...debt, expectedMonth: month }, projection.phase)
      : NEGOTIATION_MESSAGES.notCovered;
  return projection.offersWaiting.map((offer) => ({
    offerId: offer.offerId,
    version: String(offer.version),
    creditor: creditorOf.get(offer.debtAccountId) ?? "Creditor",
    enrolledBalance: formatCents(offer.enrolledBalanceCents),
    amount: formatCents(offer.amountCents),
    saved: formatCents(offer.savedCents),
    savedPercent: formatPerMille(offer.savedPerMille),
    forgiven: formatCents(offer.enrolledBalanceCents - offer.amountCents),
    fee: formatCents(offer.feeCents),
    payments: offer.payments.map((payment) => ({
      date: formatDate(payment.dueOn),
      amount: formatCents(payment.amountCents),
    })),
    expires: formatDeadline(offer.expiresOn, readerZone),
    expired: offer.expired,
    effects: offer.effects.map((effect) => ({
      creditor: creditorOf.get(effect.debtId) ?? "Creditor",
      before: monthText(debtOf.get(effect.debtId), effect.before),
      after: monthText(debtOf.get(effect.debtId), effect.after),
    })),
  }));
}

/** Each debt with an approved settlement: what it settled for, what is paid, the debt forgiven. */
export function settledDebtViews(
  facts: ProgramFacts,
  projection: ProgramProjection,
  taxRate: TaxRate,
): SettledDebtView[] {
  const offers = new Map((facts.account?.offers ?? []).map((offer) => [offer.id, offer]));
  return projection.debts.flatMap((debt): SettledDebtView[] => {
    const offer = debt.settlementOfferId ? offers.get(debt.settlementOfferId) : undefined;
    if (!offer || debt.status === "not_enrolled" || debt.status === "planned") return [];
    const forgiven = forgivenDebt(offer.enrolledBalanceCents, offer.amountCents, taxRate);
    return [
      {
        debtAccountId: debt.id,
        creditor: debt.creditor,
        stage: DEBT_STAGE_LABELS[debt.status],
        enrolledBalance: formatCents(offer.enrolledBalanceCents),
        settledFor: formatCents(offer.amountCents),
        paid: formatCents(debt.paidCents),
        forgiven: formatCents(forgiven.forgivenCents),
        may1099C: forgiven.may1099C,
        estimatedTax: formatCents(forgiven.estimatedTaxCents),
      },
    ];
  });
}
