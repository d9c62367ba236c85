// The money pages' rows as the server reads them, and as the pages show them (issue 23): amounts
// in dollars to the cent from whole cents, calendar days as they are, an overdue refund marked in
// words, the step a refund may take next. Pure: the same for every reader.
import { applicationNumber } from "../application/labels.ts";
import { formatCents, formatDate } from "../format.ts";
import {
  DEPOSIT_STATUSES,
  type DedicatedAccountStatus,
  type DepositStatus,
  ENTRY_KIND_LABELS,
  type LedgerEntryKind,
  REFUND_STATE_LABELS,
  RETURN_REASON_LABELS,
  type RefundState,
  type ReturnReason,
} from "../ledger/kinds.ts";
import {
  isOverdue,
  REFUND_ACTION_LABELS,
  REFUND_ACTIONS,
  REFUND_TRANSITIONS,
  type RefundAction,
} from "../ledger/program-exit.ts";
import { DEBT_STAGE_LABELS, type DebtStage } from "../negotiation/kinds.ts";
import { debtStatusText, expectedMonthText } from "../projection/debt-status.ts";
import { type ProgramFigures, programFigures } from "../projection/figures.ts";
import type { ProgramProjection } from "../projection/projection-shapes.ts";
import { customerHref } from "./customer-links.ts";
import { ACCOUNT_STATUS_LABELS, accountHref, LEDGER_ENTRIES_LIMIT } from "./money.ts";
import { type SettlementRow, type SettlementSource, settlementRows } from "./money-schedule.ts";
import { negotiationHref } from "./negotiation.ts";

/** The application an account belongs to: its customer and number. */
export interface CustomerSource {
  applicationId: string;
  firstName: string;
  lastName: string;
  /** The customer's login (issue 45: the link to their page); null once it is deleted. */
  userId?: string | null;
}

export const customerOf = (row: CustomerSource) => ({
  customer: `${row.firstName} ${row.lastName}`,
  number: `#${applicationNumber(row.applicationId)}`,
  ...(row.userId ? { customerHref: customerHref(row.userId) } : {}),
});

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  scheduled: "Scheduled",
  cleared: "Cleared",
  returned: "Returned",
  cancelled: "Canceled",
  skipped: "Skipped",
};

// ---- Refunds due -----------------------------------------------------------------------------

export interface RefundDueSource extends CustomerSource {
  id: string;
  accountId: string;
  amountCents: bigint;
  dueOn: string;
  state: RefundState;
}

export interface RefundDueView {
  id: string;
  accountHref: string;
  customer: string;
  number: string;
  /** The customer's page (issue 45), when their login is known. */
  customerHref?: string;
  amount: string;
  dueOn: string;
  overdue: boolean;
  stateLabel: string;
  /** The one step this refund may take now (none once completed). */
  step: { action: RefundAction; label: string } | null;
}

/** The step an admin may take on a refund in `state`, if one. */
export function refundStep(state: RefundState): RefundDueView["step"] {
  const action = REFUND_ACTIONS.find((candidate) => REFUND_TRANSITIONS[candidate].allowed({ state }));
  return action ? { action, label: REFUND_ACTION_LABELS[action] } : null;
}

/** The refunds not completed, overdue ones first (past their due day on `today`), then by due day. */
export function refundDueViews(rows: readonly RefundDueSource[], today: string): RefundDueView[] {
  const marked = rows
    .filter((row) => row.state !== "completed")
    .map((row) => ({ row, overdue: isOverdue(row, today) }));
  marked.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      a.row.dueOn.localeCompare(b.row.dueOn) ||
      a.row.id.localeCompare(b.row.id),
  );
  return marked.map(({ row, overdue }) => ({
    id: row.id,
    accountHref: accountHref(row.accountId),
    ...customerOf(row),
    amount: formatCents(row.amountCents),
    dueOn: formatDate(row.dueOn),
    overdue,
    stateLabel: REFUND_STATE_LABELS[row.state],
    step: refundStep(row.state),
  }));
}

// ---- Returned deposits -----------------------------------------------------------------------

export interface ReturnedDepositSource extends CustomerSource {
  id: string;
  accountId: string;
  dueOn: string;
  amountCents: bigint;
  returnReason: ReturnReason | null;
}

export interface ReturnedDepositView {
  id: string;
  accountHref: string;
  customer: string;
  number: string;
  customerHref?: string;
  dueOn: string;
  amount: string;
  reason: string;
}

export function returnedDepositView(row: ReturnedDepositSource): ReturnedDepositView {
  return {
    id: row.id,
    accountHref: accountHref(row.accountId),
    ...customerOf(row),
    dueOn: formatDate(row.dueOn),
    amount: formatCents(row.amountCents),
    reason: row.returnReason ? RETURN_REASON_LABELS[row.returnReason] : "—",
  };
}

// ---- Accounts --------------------------------------------------------------------------------

export interface AccountSource extends CustomerSource {
  id: string;
  status: DedicatedAccountStatus;
  balanceCents: bigint;
  openedAt: Date;
}

export interface AccountView {
  id: string;
  href: string;
  customer: string;
  number: string;
  customerHref?: string;
  open: boolean;
  statusLabel: string;
  balance: string;
  /** The day it was opened, in the admin's zone. */
  opened: string;
}

export function accountView(row: AccountSource, timeZone: string): AccountView {
  return {
    id: row.id,
    href: accountHref(row.id),
    ...customerOf(row),
    open: row.status === "open",
    statusLabel: ACCOUNT_STATUS_LABELS[row.status],
    balance: formatCents(row.balanceCents),
    opened: formatDate(row.openedAt, timeZone),
  };
}

// ---- One account -----------------------------------------------------------------------------

export interface EntrySource {
  id: bigint;
  kind: LedgerEntryKind;
  amountCents: bigint;
  balanceAfterCents: bigint;
  effectiveOn: string;
  reason: string | null;
  /** The debt a fee or a payment to a creditor is for, and its creditor (null for the other kinds). */
  debtAccountId: string | null;
  creditor: string | null;
}

export interface EntryView {
  id: string;
  date: string;
  kind: string;
  /** The creditor of the entry's debt, with the way to its negotiation; null when it names none. */
  debt: { creditor: string; href: string } | null;
  /** Signed: "+$25.00" in, "-$25.00" out. */
  amount: string;
  credit: boolean;
  balanceAfter: string;
  reason: string | null;
}

export function signedCents(cents: bigint): string {
  return cents > 0n ? `+${formatCents(cents)}` : formatCents(cents);
}

export function entryView(row: EntrySource): EntryView {
  return {
    id: String(row.id),
    date: formatDate(row.effectiveOn),
    kind: ENTRY_KIND_LABELS[row.kind],
    debt:
      row.debtAccountId && row.creditor
        ? { creditor: row.creditor, href: negotiationHref(row.debtAccountId) }
        : null,
    amount: signedCents(row.amountCents),
    credit: row.amountCents > 0n,
    balanceAfter: formatCents(row.balanceAfterCents),
    reason: row.reason,
  };
}

export interface DepositLine {
  id: string;
  dueOn: string;
  amountCents: bigint;
}

export interface AccountDetailSource {
  account: AccountSource;
  /** Newest first, one more than shown when there are more. */
  entries: EntrySource[];
  nextDeposit: Omit<DepositLine, "id"> | null;
  depositCounts: Partial<Record<DepositStatus, number>>;
  /** The deposits that may be recorded as returned, newest first. */
  clearedDeposits: DepositLine[];
  /** Its application's debts and the order an admin set for them. */
  settlement: SettlementSource;
  /** Each enrolled debt's negotiation (issue 24), as listed; none before enrollment opened them. */
  negotiations?: readonly DebtStageSource[];
}

export interface DebtStageSource {
  debtAccountId: string;
  creditor: string;
  stage: DebtStage;
}

/** A debt's stage, with the way to its negotiation's page. */
export interface DebtStageRow {
  id: string;
  creditor: string;
  stageLabel: string;
  href: string;
}

export interface AccountDetailView {
  account: AccountView;
  entries: EntryView[];
  moreEntries: boolean;
  /** "$250.00 on Feb 15, 2027", or null when none is scheduled. */
  nextDeposit: string | null;
  depositCounts: { label: string; count: number }[];
  clearedDeposits: { value: string; label: string }[];
  /** The debts still to settle, in the order they settle in. */
  settlement: SettlementRow[];
  debts: DebtStageRow[];
  /** The program's one projection (issue 43): its figures, and each debt's status and month. */
  program: {
    figures: ProgramFigures;
    /** The deposits to come do not cover every debt, even over the whole signed term. */
    uncovered: boolean;
    debts: { id: string; creditor: string; status: string; expectedMonth: string }[];
  } | null;
}

export function depositLabel(deposit: Omit<DepositLine, "id">): string {
  return `${formatCents(deposit.amountCents)} on ${formatDate(deposit.dueOn)}`;
}

export function accountDetailView(
  source: AccountDetailSource,
  timeZone: string,
  projection: ProgramProjection | null = null,
): AccountDetailView {
  return {
    account: accountView(source.account, timeZone),
    entries: source.entries.slice(0, LEDGER_ENTRIES_LIMIT).map(entryView),
    moreEntries: source.entries.length > LEDGER_ENTRIES_LIMIT,
    nextDeposit: source.nextDeposit ? depositLabel(source.nextDeposit) : null,
    depositCounts: DEPOSIT_STATUSES.map((status) => ({
      label: DEPOSIT_STATUS_LABELS[status],
      count: source.depositCounts[status] ?? 0,
    })),
    clearedDeposits: source.clearedDeposits.map((deposit) => ({
      value: deposit.id,
      label: `${formatDate(deposit.dueOn)}: ${formatCents(deposit.amountCents)}`,
    })),
    settlement: settlementRows(source.settlement),
    debts: (source.negotiations ?? []).map((debt) => ({
      id: debt.debtAccountId,
      creditor: debt.creditor,
      stageLabel: DEBT_STAGE_LABELS[debt.stage],
      href: negotiationHref(debt.debtAccountId),
    })),
    program: projection
      ? {
          figures: programFigures(projection),
          uncovered: projection.phase === "enrolled" && !projection.covered,
          debts: projection.debts.map((debt) => ({
            id: debt.id,
            creditor: debt.creditor,
            status: debtStatusText(debt, timeZone),
            expectedMonth: expectedMonthText(debt, projection.phase),
          })),
        }
      : null,
  };
}

// ---- Pages -----------------------------------------------------------------------------------

export type MoneyPageData =
  | {
      ok: true;
      refunds: RefundDueView[];
      /** More refunds are due than the list shows. */
      moreRefunds: boolean;
      returned: ReturnedDepositView[];
      accounts: { page: number; pageCount: number; total: number; rows: AccountView[] };
    }
  | { ok: false; page: number; message: string };
