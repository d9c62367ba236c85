// My Program's dedicated account as the page shows it (issue 23): every figure formatted once
// from the stored rows, each estimate marked as one. The chart and its table read the same months.
import { applicationNumber } from "../application/labels.ts";
import { monthOf } from "../calendar.ts";
import { formatCalendarMonth, formatCents, formatDate } from "../format.ts";
import type { DebtStage } from "../negotiation/kinds.ts";
import type { NegotiationParts, OfferApprovalView, SettledDebtView } from "../negotiation/program-view.ts";
import { accountFigures, settlementOrder } from "./account-figures.ts";
import {
  type DedicatedAccountStatus,
  type DepositStatus,
  type LedgerEntryKind,
  REFUND_STATE_LABELS,
  RETURN_REASON_LABELS,
  type RefundState,
  type ReturnReason,
} from "./kinds.ts";

export interface AccountRecord {
  id: string;
  applicationId: string;
  status: DedicatedAccountStatus;
  balanceCents: bigint;
  settlementOrder: string[] | null;
  /** The calendar month it opened, in the reader's zone ("YYYY-MM"). */
  openedMonth: string;
  entries: readonly {
    kind: LedgerEntryKind;
    amountCents: bigint;
    balanceAfterCents: bigint;
    effectiveOn: string;
  }[];
  deposits: readonly {
    id: string;
    dueOn: string;
    amountCents: bigint;
    status: DepositStatus;
    returnReason: ReturnReason | null;
  }[];
  debts: readonly { id: string; creditor: string; balanceCents: bigint }[];
  refund: { id: string; amountCents: bigint; dueOn: string; state: RefundState } | null;
}

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
  endMonth: string;
  chart: {
    points: { month: string; label: string; balanceCents: string; text: string; projected: boolean }[];
    markers: { month: string; label: string; creditor: string }[];
  };
  refund: { amount: string; dueOn: string; state: RefundState; stateLabel: string } | null;
}

export const ACCOUNT_MESSAGES = {
  heading: "Dedicated account of application",
  estimate: "Estimate",
  notCovered: "Not covered by the deposits to come",
  estimatesNote:
    "Expected months are estimates from your balance and the deposits to come; they move when a deposit is missed or a settlement differs.",
  chartCaption: "Your balance month by month: actual, then estimated",
  ended: "Not settling: the program ended",
  allResolved: "Every enrolled debt is resolved",
} as const;

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const monthLabel = (month: string) => shortMonth.format(new Date(`${month}-01T00:00:00Z`));

function stageOf(record: AccountRecord, depositsCleared: number): string {
  if (record.status === "closed") return "Removed";
  return depositsCleared > 0 ? "Saving" : "Enrolled";
}

/** Where a debt the projection no longer settles stands (issue 24). */
const RESOLVED_TEXT: Partial<Record<DebtStage, string>> = {
  settled: "Settled: being paid",
  paid_off: "Paid off",
  removed: "Removed from the program",
};

/**
 * The program ends with its last settlement, or the last payment promised under one; with every
 * debt resolved and nothing left to pay, it is done.
 */
function endMonthText(projected: string | null, negotiation: NegotiationParts | undefined): string {
  const lastPromise =
    negotiation?.commitments
      .map((flow) => monthOf(flow.date))
      .sort()
      .at(-1) ?? null;
  if (negotiation && negotiation.toSettle.length === 0)
    return lastPromise ? `${formatCalendarMonth(lastPromise)} (estimate)` : ACCOUNT_MESSAGES.allResolved;
  if (!projected) return ACCOUNT_MESSAGES.notCovered;
  const end = lastPromise && lastPromise > projected ? lastPromise : projected;
  return `${formatCalendarMonth(end)} (estimate)`;
}

export function accountView(
  record: AccountRecord,
  today: string,
  negotiation?: NegotiationParts,
): AccountView {
  const cleared = record.deposits.filter((deposit) => deposit.status === "cleared");
  const returned = record.deposits.filter((deposit) => deposit.status === "returned");
  const upcoming = record.deposits.filter((deposit) => deposit.status === "scheduled");
  const open = record.status === "open";
  const figures = accountFigures({
    today,
    balanceCents: record.balanceCents,
    entries: record.entries,
    scheduled: open
      ? upcoming.map((deposit) => ({ date: deposit.dueOn, amountCents: deposit.amountCents }))
      : [],
    debts: open ? (negotiation?.toSettle ?? record.debts) : [],
    ...(open && negotiation ? { commitments: negotiation.commitments } : {}),
    order: record.settlementOrder,
    openedMonth: record.openedMonth,
  });
  const next = upcoming.find((deposit) => deposit.dueOn >= today) ?? upcoming[0];
  const fees = sum(record.entries.filter((entry) => entry.kind === "fee").map((entry) => -entry.amountCents));
  const markers = figures.debts
    .filter((debt): debt is typeof debt & { expectedMonth: string } => debt.expectedMonth !== null)
    .map((debt) => ({
      month: debt.expectedMonth,
      label: monthLabel(debt.expectedMonth),
      creditor: debt.creditor,
    }));
  return {
    accountId: record.id,
    applicationId: record.applicationId,
    number: `#${applicationNumber(record.applicationId)}`,
    open,
    balance: formatCents(record.balanceCents),
    nextDeposit:
      open && next ? { date: formatDate(next.dueOn), amount: formatCents(next.amountCents) } : null,
    depositsMade: {
      count: cleared.length,
      total: formatCents(sum(cleared.map((deposit) => deposit.amountCents))),
    },
    depositsMissed: {
      count: returned.length,
      total: formatCents(sum(returned.map((deposit) => deposit.amountCents))),
    },
    feesPaid: formatCents(fees),
    returned: returned.map((deposit) => ({
      date: formatDate(deposit.dueOn),
      amount: formatCents(deposit.amountCents),
      reason: deposit.returnReason ? RETURN_REASON_LABELS[deposit.returnReason] : "Returned by the bank",
    })),
    debts: open
      ? settlementOrder(record.debts, record.settlementOrder).map((debt) => {
          const projected = figures.debts.find((candidate) => candidate.id === debt.id);
          const stage = negotiation?.stages[debt.id];
          return {
            id: debt.id,
            creditor: debt.creditor,
            balance: formatCents(debt.balanceCents),
            stage: stage ? `${stage.label} since ${stage.since}` : stageOf(record, cleared.length),
            expectedMonth: projected
              ? projected.expectedMonth
                ? `${formatCalendarMonth(projected.expectedMonth)} (estimate)`
                : ACCOUNT_MESSAGES.notCovered
              : ((stage && RESOLVED_TEXT[stage.stage]) ?? ACCOUNT_MESSAGES.notCovered),
          };
        })
      : record.debts.map((debt) => ({
          id: debt.id,
          creditor: debt.creditor,
          balance: formatCents(debt.balanceCents),
          stage: stageOf(record, cleared.length),
          expectedMonth: ACCOUNT_MESSAGES.ended,
        })),
    approvals: open ? (negotiation?.approvals ?? []) : [],
    settled: negotiation?.settled ?? [],
    endMonth: open ? endMonthText(figures.endMonth, negotiation) : "Ended",
    chart: {
      points: figures.months.map((month) => ({
        month: month.month,
        label: monthLabel(month.month),
        balanceCents: String(month.balanceCents),
        text: formatCents(month.balanceCents),
        projected: month.projected,
      })),
      markers,
    },
    refund: record.refund
      ? {
          amount: formatCents(record.refund.amountCents),
          dueOn: formatDate(record.refund.dueOn),
          state: record.refund.state,
          stateLabel: REFUND_STATE_LABELS[record.refund.state],
        }
      : null,
  };
}
