// The money pages' rows as the server reads them, and as the pages show them (issue 23): amounts
// in dollars to the cent from whole cents, calendar days as they are, an overdue refund marked in
// words, the step a refund may take next. Pure: the same for every reader.
import { applicationNumber } from "../application/labels.ts";
import { formatCents, formatDate } from "../format.ts";
import { RETRY_ALLOWED_CODES, returnCodeLabel } from "../ledger/ach-returns.ts";
import {
  DEPOSIT_STATUSES,
  type DedicatedAccountStatus,
  type DepositKind,
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
  /** The customer's login (users.id), for the customer page (issue 45); null when none. */
  userId?: string | null;
  firstName: string;
  lastName: string;
}

export const customerOf = (row: CustomerSource) => ({
  customer: `${row.firstName} ${row.lastName}`,
  number: `#${applicationNumber(row.applicationId)}`,
  ...(row.userId ? { customerHref: customerHref(row.userId) } : {}),
});

export const DEPOSIT_KIND_LABELS: Record<DepositKind, string> = {
  regular: "Monthly",
  extra: "Extra",
  retry: "Retry",
};

/** An id as the admin's tables show it: its last 8 characters, the whole in a title (issue 45). */
export function shortId(id: string): { short: string; full: string } {
  return { short: id.slice(-8), full: id };
}

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
  /** The bank's ACH code (issue 45). */
  returnCode?: string | null;
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
    reason: row.returnCode
      ? returnCodeLabel(row.returnCode)
      : row.returnReason
        ? RETURN_REASON_LABELS[row.returnReason]
        : "—",
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
  /** The deposit or creditor payment the entry moved, and the processor's reference (issue 45). */
  depositId?: string | null;
  creditorPaymentId?: string | null;
  eventId?: string | null;
  reference?: string | null;
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
  /** "Deposit" or "Payment" and its id (last 8 shown, the whole in a title), when it moved one. */
  moved: { label: string; short: string; full: string } | null;
  /** The processor's reference for the money movement, when it gave one. */
  reference: string | null;
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
    moved: row.depositId
      ? { label: "Deposit", ...shortId(row.depositId) }
      : row.creditorPaymentId
        ? { label: "Payment", ...shortId(row.creditorPaymentId) }
        : null,
    reference: row.reference ?? null,
  };
}

/** One deposit of the schedule as the admin's table lists it (issue 45). */
export interface DepositRowSource {
  id: string;
  dueOn: string;
  amountCents: bigint;
  status: DepositStatus;
  kind: DepositKind;
  returnCode: string | null;
  reference: string | null;
  retryOf: string | null;
}

export interface DepositRowView {
  id: string;
  short: string;
  dueOn: string;
  amount: string;
  kind: string;
  status: string;
  code: string | null;
  reference: string | null;
  /** The returned deposit a retry is of (its short id). */
  retryOf: string | null;
}

export function depositRowView(row: DepositRowSource): DepositRowView {
  return {
    id: row.id,
    short: shortId(row.id).short,
    dueOn: formatDate(row.dueOn),
    amount: formatCents(row.amountCents),
    kind: DEPOSIT_KIND_LABELS[row.kind],
    status: DEPOSIT_STATUS_LABELS[row.status],
    code: row.returnCode ? returnCodeLabel(row.returnCode) : null,
    reference: row.reference,
    retryOf: row.retryOf ? shortId(row.retryOf).short : null,
  };
}

const depositOption = (deposit: { id: string; dueOn: string; amountCents: bigint }, extra = "") => ({
  value: deposit.id,
  label: `${formatDate(deposit.dueOn)}: ${formatCents(deposit.amountCents)}${extra} (${shortId(deposit.id).short})`,
});

/**
 * The deposits each operation may name on `today` (issue 45): those due and still scheduled (to
 * record received), and those returned with a code that allows a retry and not retried twice.
 */
export function depositOperationOptions(rows: readonly DepositRowSource[], today: string | null) {
  const retries = new Map<string, number>();
  for (const row of rows) if (row.retryOf) retries.set(row.retryOf, (retries.get(row.retryOf) ?? 0) + 1);
  return {
    due: rows
      .filter((row) => row.status === "scheduled" && today !== null && row.dueOn <= today)
      .map((row) => depositOption(row)),
    retryable: rows
      .filter(
        (row) =>
          row.status === "returned" &&
          row.returnCode !== null &&
          RETRY_ALLOWED_CODES.includes(row.returnCode) &&
          (retries.get(row.id) ?? 0) < 2,
      )
      .map((row) => depositOption(row, `, ${row.returnCode}`)),
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
  /** Every deposit of the schedule, by due day (issue 45). */
  deposits?: readonly DepositRowSource[];
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
  /** Every deposit with its id, kind, status, code and reference (issue 45). */
  deposits: DepositRowView[];
  /** Deposits due and still scheduled: they may be recorded received. */
  dueDeposits: { value: string; label: string }[];
  /** Returned deposits that may be tried again. */
  retryableDeposits: { value: string; label: string }[];
  /** The company's day the operations are weighed on. */
  today: string | null;
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
  today: string | null = null,
): AccountDetailView {
  const options = depositOperationOptions(source.deposits ?? [], today);
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
      label: `${formatDate(deposit.dueOn)}: ${formatCents(deposit.amountCents)} (${shortId(deposit.id).short})`,
    })),
    deposits: (source.deposits ?? []).map(depositRowView),
    dueDeposits: options.due,
    retryableDeposits: options.retryable,
    today,
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
