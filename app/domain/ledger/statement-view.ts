// A dedicated account's transactions and monthly statements as a person reads them (issue 44):
// one line per ledger entry (its bank day, when it was posted in the reader's zone, what it was,
// the creditor where there is one, the amount and the balance after it), the same lines in the
// statement's PDF and CSV. Months are bank days (an entry's effective_on): the days the schedule
// and the processor use, the same for everyone; posting times are the reader's.
import { applicationNumber } from "../application/labels.ts";
import { addMonths, isCalendarDay } from "../calendar.ts";
import { formatCalendarMonth, formatCents, formatDate } from "../format.ts";
import { centsToDecimal } from "../money.ts";
import { formatDateTimeIn } from "../time-zone.ts";
import { ENTRY_KIND_LABELS, type LedgerEntryKind, RETURN_REASON_LABELS, type ReturnReason } from "./kinds.ts";

/** An entry as read for a list or a statement. */
export interface StatementEntrySource {
  id: bigint;
  kind: LedgerEntryKind;
  amountCents: bigint;
  /** The ledger's balance once this entry was posted (posting order). */
  balanceAfterCents: bigint;
  /** The bank day ("2027-03-15"). */
  effectiveOn: string;
  createdAt: Date;
  reason: string | null;
  /** The debt's creditor (payments to creditors, fees). */
  creditor: string | null;
  /** The scheduled deposit's day and, once returned, why (deposits, returned deposits). */
  depositDueOn: string | null;
  returnReason: ReturnReason | null;
}

export interface TransactionLine {
  /** The entry's id, as text: the list's key and the CSV's "Entry id". */
  id: string;
  /** "Mar 15, 2027": the bank day. */
  date: string;
  /** "2027-03-15": the same day, for a file. */
  day: string;
  /** "Mar 14, 2027, 9:05 PM MST": when it was posted, in the reader's zone. */
  posted: string;
  description: string;
  /** The creditor, or "" when the entry has none. */
  creditor: string;
  /** Signed: "$500.00", "-$125.00". */
  amount: string;
  /** "500.00" for money in, "" otherwise (the CSV's two positive columns). */
  moneyIn: string;
  moneyOut: string;
  balanceAfter: string;
  /** "1250.00": the same balance, for a file. */
  balanceAfterDecimal: string;
  /** Money in (shown green), or out. */
  credit: boolean;
}

export const STATEMENT_MESSAGES = {
  heading: "Transactions and statements",
  listCaption: "Transactions, newest first",
  monthsHeading: "Monthly statements",
  noEntries: "No transactions yet. Your first deposit will show here once it clears.",
  noMonths: "A statement is made for every month with at least one transaction.",
  zoneNote: "Statements follow bank days (the Date column); posting times are shown in your time zone.",
  older: "Older transactions",
  newest: "Newest transactions",
  back: "Back to My Program",
  failedLoad: "Your transactions could not be loaded. Please try again.",
  demonstration: "This is a demonstration: no account is opened and no money moves.",
} as const;

/** "2027-03": a calendar month a statement can be asked for. */
export function isStatementMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && isCalendarDay(`${value}-01`);
}

/** "2027-03" → "2027-04-01": the first day after the month. */
export function nextMonthStart(month: string): string {
  return addMonths(`${month}-01`, 1, 1);
}

/** The last day of the month ("2027-02" → "2027-02-28"). */
export function monthEnd(month: string): string {
  const next = new Date(`${nextMonthStart(month)}T00:00:00Z`);
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** What an entry was, in words: "Returned deposit: Insufficient funds", "Payment to Chase". */
export function describeEntry(entry: StatementEntrySource): string {
  switch (entry.kind) {
    case "deposit":
      return entry.depositDueOn && entry.depositDueOn !== entry.effectiveOn
        ? `Deposit due ${formatDate(entry.depositDueOn)}`
        : "Deposit";
    case "returned_deposit": {
      const why = entry.returnReason ? RETURN_REASON_LABELS[entry.returnReason] : entry.reason;
      const due = entry.depositDueOn ? ` of ${formatDate(entry.depositDueOn)}` : "";
      return `Returned deposit${due}${why ? `: ${why}` : ""}`;
    }
    case "creditor_payment":
      return entry.creditor ? `Payment to ${entry.creditor}` : ENTRY_KIND_LABELS.creditor_payment;
    case "fee":
      return entry.creditor ? `Fee: ${entry.creditor} settlement` : ENTRY_KIND_LABELS.fee;
    case "refund":
      return "Refund of your balance";
    case "adjustment":
      return entry.reason ? `Adjustment: ${entry.reason}` : ENTRY_KIND_LABELS.adjustment;
  }
}

/** One entry as a line; `balanceAfterCents` is the ledger's unless a statement computes its own. */
export function transactionLine(
  entry: StatementEntrySource,
  timeZone: string,
  balanceAfterCents: bigint = entry.balanceAfterCents,
): TransactionLine {
  const credit = entry.amountCents > 0n;
  const magnitude = centsToDecimal(credit ? entry.amountCents : -entry.amountCents);
  return {
    id: entry.id.toString(),
    date: formatDate(entry.effectiveOn),
    day: entry.effectiveOn,
    posted: formatDateTimeIn(entry.createdAt, timeZone),
    description: describeEntry(entry),
    creditor: entry.creditor ?? "",
    amount: formatCents(entry.amountCents),
    moneyIn: credit ? magnitude : "",
    moneyOut: credit ? "" : magnitude,
    balanceAfter: formatCents(balanceAfterCents),
    balanceAfterDecimal: centsToDecimal(balanceAfterCents),
    credit,
  };
}

export interface StatementAccountFacts {
  accountId: string;
  applicationId: string;
  customerName: string;
}

export interface StatementView {
  month: string;
  /** "March 2027". */
  monthLabel: string;
  title: string;
  customerName: string;
  /** "#1a2b3c4d". */
  applicationNumber: string;
  /** "••••9f8e7d6c": the dedicated account's own number's last 8. */
  accountNumber: string;
  opening: string;
  closing: string;
  openingCents: bigint;
  closingCents: bigint;
  totals: { moneyIn: string; moneyOut: string; count: number };
  /** Bank-day order, each with the statement's running balance. */
  lines: TransactionLine[];
  /** Set while the month is not over: the statement so far. */
  inProgress: boolean;
  /** The month's last day: the PDF's dates, so a month's statement keeps its bytes. */
  madeOn: string;
}

/**
 * A month's statement from the balance it opened with and its entries in bank-day order: each
 * line's balance is the opening plus the entries so far, and the closing balance is the last.
 * When entries were posted in bank-day order (the usual case) these are the ledger's own balances.
 */
export function statementView(
  account: StatementAccountFacts,
  month: string,
  source: { openingCents: bigint; entries: readonly StatementEntrySource[] },
  { timeZone, today }: { timeZone: string; today: string },
): StatementView {
  let balance = source.openingCents;
  let moneyIn = 0n;
  let moneyOut = 0n;
  const lines = source.entries.map((entry) => {
    balance += entry.amountCents;
    if (entry.amountCents > 0n) moneyIn += entry.amountCents;
    else moneyOut -= entry.amountCents;
    return transactionLine(entry, timeZone, balance);
  });
  const monthLabel = formatCalendarMonth(month);
  return {
    month,
    monthLabel,
    title: `Dedicated account statement, ${monthLabel}`,
    customerName: account.customerName,
    applicationNumber: `#${applicationNumber(account.applicationId)}`,
    accountNumber: `••••${account.accountId.replace(/-/g, "").slice(-8)}`,
    opening: formatCents(source.openingCents),
    closing: formatCents(balance),
    openingCents: source.openingCents,
    closingCents: balance,
    totals: { moneyIn: formatCents(moneyIn), moneyOut: formatCents(moneyOut), count: lines.length },
    lines,
    inProgress: today < nextMonthStart(month),
    madeOn: monthEnd(month),
  };
}

/** The statement file's name: "harborline-statement-1a2b3c4d-2027-03.pdf". */
export function statementFileName(
  view: Pick<StatementView, "applicationNumber" | "month">,
  extension: "pdf" | "csv",
) {
  return `harborline-statement-${view.applicationNumber.replace("#", "")}-${view.month}.${extension}`;
}

export const STATEMENT_CSV_COLUMNS = [
  "Date",
  "Posted",
  "Description",
  "Creditor",
  "Money in",
  "Money out",
  "Balance after",
  "Entry id",
] as const;

/**
 * The statement's CSV records: two positive columns rather than a signed amount (a spreadsheet's
 * formula guard would turn "-125.00" into text), balances as plain decimals, dates as ISO days.
 */
export function statementCsvRecords(view: Pick<StatementView, "lines">): string[][] {
  return view.lines.map((line) => [
    line.day,
    line.posted,
    line.description,
    line.creditor,
    line.moneyIn,
    line.moneyOut,
    line.balanceAfterDecimal,
    line.id,
  ]);
}

/** One month's statement and its two files. */
export interface StatementLink {
  month: string;
  /** "March 2027". */
  label: string;
  pdf: string;
  csv: string;
}

/** The months' links under `base` ("/dashboard/program/statements/<account id>"). */
export function statementLinks(months: readonly string[], base: string): StatementLink[] {
  return months.map((month) => ({
    month,
    label: formatCalendarMonth(month),
    pdf: `${base}/${month}?format=pdf`,
    csv: `${base}/${month}?format=csv`,
  }));
}

/** `?before=` as an entry id, or undefined for the first page (anything malformed included). */
export function readBefore(value: string | null): bigint | undefined {
  return value && /^[1-9]\d{0,17}$/.test(value) ? BigInt(value) : undefined;
}
