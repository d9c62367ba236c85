// What My Program shows of each debt's negotiation (issue 24; decisions.md, "Negotiation per
// debt", "Projection", "Forgiven debt"): the stage and the day it was reached; an offer waiting
// for the customer with its savings, the fee it triggers, its payments, its last day and how it
// moves the other debts' expected months; and, for each settled debt, the debt forgiven and what
// it may mean for taxes. Pure, in whole cents, from the stored rows.

import { formatCalendarMonth, formatCents, formatDate } from "../format.ts";
import { type AccountFiguresInput, accountFigures, type FigureDebt } from "../ledger/account-figures.ts";
import type { Flow } from "./affordability.ts";
import {
  type CreditorPaymentStatus,
  DEBT_STAGE_LABELS,
  type DebtStage,
  type OfferStatus,
  type TaxRate,
} from "./kinds.ts";
import { forgivenDebt, formatPerMille, offerTerms } from "./offer-figures.ts";

export interface NegotiationRecord {
  debtAccountId: string;
  stage: DebtStage;
  /** The day the stage was reached, already in the reader's calendar ("YYYY-MM-DD"). */
  reachedOn: string;
}

export interface OfferRecord {
  id: string;
  debtAccountId: string;
  status: OfferStatus;
  enrolledBalanceCents: bigint;
  amountCents: bigint;
  feeCents: bigint;
  expiresOn: string;
  version: number;
  payments: readonly { dueOn: string; amountCents: bigint; status: CreditorPaymentStatus }[];
}

export interface OfferApprovalView {
  offerId: string;
  version: string;
  creditor: string;
  enrolledBalance: string;
  amount: string;
  saved: string;
  savedPercent: string;
  fee: string;
  payments: { date: string; amount: string }[];
  expires: string;
  /** Past its last day (the reader's calendar): it can no longer be answered. */
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

export interface NegotiationParts {
  /** The debts the projection still settles by default figures. */
  toSettle: FigureDebt[];
  /** Payments promised under approved settlements, and their fees while unpaid. */
  commitments: Flow[];
  stages: Record<string, { label: string; since: string; stage: DebtStage }>;
  approvals: OfferApprovalView[];
  settled: SettledDebtView[];
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
} as const;

const OPEN_STAGES: readonly DebtStage[] = ["enrolled", "saving", "negotiating", "approval_needed"];
const sum = (flows: readonly { amountCents: bigint }[]) =>
  flows.reduce((total, flow) => total + flow.amountCents, 0n);

/** The approved settlement's payments still to come, and its fee while nothing is paid. */
function promised(offer: OfferRecord): Flow[] {
  const due = offer.payments.filter(
    (payment) => payment.status === "planned" || payment.status === "scheduled",
  );
  const flows = due.map((payment) => ({ date: payment.dueOn, amountCents: payment.amountCents }));
  const anyPaid = offer.payments.some((payment) => payment.status === "cleared");
  const first = due[0];
  if (!anyPaid && first && offer.feeCents > 0n)
    flows.push({ date: first.dueOn, amountCents: offer.feeCents });
  return flows;
}

const monthText = (month: string | null) =>
  month ? `${formatCalendarMonth(month)} (estimate)` : NEGOTIATION_MESSAGES.notCovered;

export function negotiationParts(input: {
  figures: Omit<AccountFiguresInput, "debts" | "commitments">;
  debts: readonly FigureDebt[];
  negotiations: readonly NegotiationRecord[];
  offers: readonly OfferRecord[];
  taxRate: TaxRate;
}): NegotiationParts {
  const stageOf = new Map(input.negotiations.map((negotiation) => [negotiation.debtAccountId, negotiation]));
  const creditorOf = new Map(input.debts.map((debt) => [debt.id, debt.creditor]));
  const toSettle = input.debts.filter((debt) =>
    OPEN_STAGES.includes(stageOf.get(debt.id)?.stage ?? "enrolled"),
  );
  const approved = input.offers.filter((offer) => offer.status === "approved");
  const commitments = approved.flatMap(promised);
  const stages = Object.fromEntries(
    input.negotiations.map((negotiation) => [
      negotiation.debtAccountId,
      {
        label: DEBT_STAGE_LABELS[negotiation.stage],
        since: formatDate(negotiation.reachedOn),
        stage: negotiation.stage,
      },
    ]),
  );
  const before = accountFigures({ ...input.figures, debts: toSettle, commitments });
  const monthBefore = new Map(before.debts.map((debt) => [debt.id, debt.expectedMonth]));
  const approvals = input.offers
    .filter((offer) => offer.status === "awaiting_approval")
    .map((offer): OfferApprovalView => {
      const terms = offerTerms(offer.enrolledBalanceCents, offer.amountCents);
      const payments = offer.payments.map((payment) => ({
        date: payment.dueOn,
        amountCents: payment.amountCents,
      }));
      const withOffer = promised({
        ...offer,
        payments: offer.payments.map((payment) => ({ ...payment, status: "scheduled" })),
      });
      const after = accountFigures({
        ...input.figures,
        debts: toSettle.filter((debt) => debt.id !== offer.debtAccountId),
        commitments: [...commitments, ...withOffer],
      });
      return {
        offerId: offer.id,
        version: String(offer.version),
        creditor: creditorOf.get(offer.debtAccountId) ?? "Creditor",
        enrolledBalance: formatCents(offer.enrolledBalanceCents),
        amount: formatCents(offer.amountCents),
        saved: formatCents(terms.savedCents),
        savedPercent: formatPerMille(terms.savedPerMille),
        fee: formatCents(offer.feeCents),
        payments: payments.map((payment) => ({
          date: formatDate(payment.date),
          amount: formatCents(payment.amountCents),
        })),
        expires: formatDate(offer.expiresOn),
        expired: offer.expiresOn < input.figures.today,
        effects: after.debts.map((debt) => ({
          creditor: debt.creditor,
          before: monthText(monthBefore.get(debt.id) ?? null),
          after: monthText(debt.expectedMonth),
        })),
      };
    });
  const settled = approved.map((offer): SettledDebtView => {
    const forgiven = forgivenDebt(offer.enrolledBalanceCents, offer.amountCents, input.taxRate);
    const creditor = creditorOf.get(offer.debtAccountId) ?? "Creditor";
    return {
      debtAccountId: offer.debtAccountId,
      creditor,
      stage: DEBT_STAGE_LABELS[stageOf.get(offer.debtAccountId)?.stage ?? "settled"],
      enrolledBalance: formatCents(offer.enrolledBalanceCents),
      settledFor: formatCents(offer.amountCents),
      paid: formatCents(sum(offer.payments.filter((payment) => payment.status === "cleared"))),
      forgiven: formatCents(forgiven.forgivenCents),
      may1099C: forgiven.may1099C,
      estimatedTax: formatCents(forgiven.estimatedTaxCents),
    };
  });
  return { toSettle, commitments, stages, approvals, settled };
}
