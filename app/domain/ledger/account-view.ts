// My Program's dedicated account as the page shows it (issues 23 and 43): every figure formatted
// once from the program's one projection, each estimate marked as one. The chart and its table
// read the same months. Each debt reads its own stage, after leaving too (a Paid Off debt stays
// Paid Off); the refund is dated at each step; a completed program shows its graduation summary.
import { applicationNumber } from "../application/labels.ts";
import { formatCalendarMonth, formatCents, formatDate } from "../format.ts";
import type { TaxRate } from "../negotiation/kinds.ts";
import {
  type OfferApprovalView,
  offerApprovalViews,
  type SettledDebtView,
  settledDebtViews,
} from "../negotiation/program-view.ts";
import { debtStatusText, expectedMonthText } from "../projection/debt-status.ts";
import type { ProgramFacts } from "../projection/facts.ts";
import { FIGURE_TEXT, type ProgramFigures, programFigures } from "../projection/figures.ts";
import { type GraduationView, graduationView } from "../projection/graduation-view.ts";
import type { ProgramProjection } from "../projection/projection-shapes.ts";
import { formatDateTimeIn } from "../time-zone.ts";
import { REFUND_STATE_LABELS, REFUND_STATES, RETURN_REASON_LABELS, type RefundState } from "./kinds.ts";
import { refundAmount, refundDueOn } from "./program-exit.ts";

export interface AccountView {
  accountId: string;
  applicationId: string;
  /** "#1a2b3c4d". */
  number: string;
  open: boolean;
  balance: string;
  nextDeposit: { date: string; amount: string } | null;
  depositsMade: { count: number; total: string };
  depositsMissed: { count: number; total: string };
  feesPaid: string;
  returned: { date: string; amount: string; reason: string }[];
  debts: { id: string; creditor: string; balance: string; stage: string; expectedMonth: string }[];
  /** Offers waiting for the customer's answer, and the settled debts (issue 24). */
  approvals: OfferApprovalView[];
  settled: SettledDebtView[];
  /** "April 2028 (estimate)", a sentence when nothing is left or a debt is not covered, or when it ended. */
  endMonth: string;
  chart: {
    points: { month: string; label: string; balanceCents: string; text: string; projected: boolean }[];
    markers: { month: string; label: string; creditor: string }[];
  };
  refund: {
    amount: string;
    dueOn: string;
    state: RefundState;
    stateLabel: string;
    /** "You left the program. Your refund of $X is due by …" or, once complete, what it became. */
    heading: string;
    /** Each state with the day it was reached (null: not yet). */
    steps: { state: RefundState; label: string; date: string | null }[];
  } | null;
  /** Every figure of the program, as every page states it (issue 43). */
  figures: ProgramFigures;
  /** What leaving would refund and by when, with the same functions the leave uses (null once closed). */
  leave: { refund: string; dueOn: string } | null;
  /** The graduation summary, once the program is complete. */
  graduation: GraduationView | null;
}

export const ACCOUNT_MESSAGES = {
  heading: "Dedicated account of application",
  estimate: "Estimate",
  notCovered: FIGURE_TEXT.notCovered,
  estimatesNote:
    "Expected months are estimates from your balance and the deposits to come; they move when a deposit is missed or a settlement differs.",
  chartCaption: "Your balance month by month: actual, then estimated",
  allResolved: "Every enrolled debt is resolved",
  leaveConfirm: (refund: string, dueOn: string) =>
    `You will get ${refund} back by ${dueOn} (7 business days). Every future deposit is canceled. Leaving costs nothing.`,
} as const;

const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const monthLabel = (month: string) => shortMonth.format(new Date(`${month}-01T00:00:00Z`));

/** The end month as My Program's account states it. */
function endMonthText(projection: ProgramProjection): string {
  const month = projection.endMonth;
  if (projection.phase === "graduated" && month) return `Completed in ${formatCalendarMonth(month)}`;
  if (projection.phase === "left" && month) return `Ended in ${formatCalendarMonth(month)}`;
  if (!month) return FIGURE_TEXT.notCovered;
  if (!projection.remaining) return `${ACCOUNT_MESSAGES.allResolved} (${formatCalendarMonth(month)})`;
  return `${formatCalendarMonth(month)} (estimate)`;
}

function refundView(projection: ProgramProjection, readerZone: string): AccountView["refund"] {
  const refund = projection.refund;
  if (!refund) return null;
  const amount = formatCents(refund.amountCents);
  const dueOn = formatDate(refund.dueOn);
  const when = { requested: refund.requestedAt, sent: refund.sentAt, completed: refund.completedAt };
  const why = projection.ending === "graduated" ? "Your program is complete." : "You left the program.";
  return {
    amount,
    dueOn,
    state: refund.state,
    stateLabel: REFUND_STATE_LABELS[refund.state],
    heading:
      refund.state === "completed" && refund.completedAt
        ? `${why} Your refund of ${amount} was completed on ${formatDate(refund.completedAt, readerZone)}.`
        : `${why} Your refund of ${amount} is due by ${dueOn}.`,
    steps: REFUND_STATES.map((state) => ({
      state,
      label: REFUND_STATE_LABELS[state],
      date: when[state] ? formatDateTimeIn(when[state] as Date, readerZone) : null,
    })),
  };
}

export function accountView(
  program: { facts: ProgramFacts; projection: ProgramProjection },
  readerZone: string,
  taxRate: TaxRate,
): AccountView {
  const { facts, projection } = program;
  const account = facts.account;
  if (!account) throw new Error("a program without a dedicated account has no account view");
  const open = projection.phase === "enrolled";
  const next = projection.deposits.next;
  const creditorOf = new Map(projection.debts.map((debt) => [debt.id, debt.creditor]));
  return {
    accountId: account.id,
    applicationId: facts.application.id,
    number: `#${applicationNumber(facts.application.id)}`,
    open,
    balance: formatCents(account.balanceCents),
    nextDeposit: next ? { date: formatDate(next.dueOn), amount: formatCents(next.amountCents) } : null,
    depositsMade: {
      count: projection.deposits.made.count,
      total: formatCents(projection.deposits.made.cents),
    },
    depositsMissed: {
      count: projection.deposits.missed.count,
      total: formatCents(projection.deposits.missed.cents),
    },
    feesPaid: formatCents(projection.totals.feesPaidCents),
    returned: [...projection.deposits.returned].reverse().map((deposit) => ({
      date: formatDate(deposit.dueOn),
      amount: formatCents(deposit.amountCents),
      reason: deposit.reason
        ? RETURN_REASON_LABELS[deposit.reason as keyof typeof RETURN_REASON_LABELS]
        : "Returned by the bank",
    })),
    debts: projection.debts.map((debt) => ({
      id: debt.id,
      creditor: debt.creditor,
      balance: formatCents(debt.balanceCents ?? debt.listedBalanceCents),
      stage: debtStatusText(debt, readerZone),
      expectedMonth: expectedMonthText(debt, projection.phase),
    })),
    approvals: open ? offerApprovalViews(projection, readerZone) : [],
    settled: settledDebtViews(facts, projection, taxRate),
    endMonth: endMonthText(projection),
    chart: {
      points: projection.balance.months.map((month) => ({
        month: month.month,
        label: monthLabel(month.month),
        balanceCents: String(month.balanceCents),
        text: formatCents(month.balanceCents),
        projected: month.projected,
      })),
      markers: projection.debts
        .filter((debt) => debt.toSettle && debt.expectedMonth)
        .map((debt) => ({
          month: debt.expectedMonth as string,
          label: monthLabel(debt.expectedMonth as string),
          creditor: creditorOf.get(debt.id) ?? debt.creditor,
        })),
    },
    refund: refundView(projection, readerZone),
    figures: programFigures(projection),
    leave: open
      ? {
          refund: formatCents(refundAmount(account.balanceCents)),
          dueOn: formatDate(refundDueOn(facts.companyDay)),
        }
      : null,
    graduation: projection.phase === "graduated" ? graduationView(facts, projection, readerZone) : null,
  };
}
