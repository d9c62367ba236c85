import {
  DEPOSIT_CHANGE_MESSAGES,
  depositChangeFields,
  readDepositChange,
} from "#app/domain/bank-account/deposit-changes.ts";
import {
  type DepositChangesView,
  type DepositLine,
  ordinalDay,
} from "#app/domain/bank-account/deposit-changes-view.ts";
import { formatCalendarMonth, formatCents, formatDate, formatMonths } from "#app/domain/format.ts";
import { FIGURE_TEXT } from "#app/domain/projection/figures.ts";
import type { Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import {
  readDepositChanges,
  type UpcomingDeposit,
} from "#app/server/models/bank-account/deposit-changes.server.ts";

// The data of /dashboard/program/deposits/:accountId (issue 44): the customer's deposits and the
// three changes they can make, and, when the address asks for one (?change=...), its effect on
// each debt's expected month and on the end month, computed here by the one projection on the
// changed facts (models/bank-account/deposit-changes.server.ts), never in the browser. Only the
// account's owner reads it; for anyone else it does not exist (null). A GET never writes.

const month = (value: string | null) => (value ? formatCalendarMonth(value) : FIGURE_TEXT.notCovered);
const months = (value: number | null) => (value === null ? FIGURE_TEXT.notCovered : formatMonths(value));

const WHAT: Record<UpcomingDeposit["kind"], string> = {
  regular: "Monthly deposit",
  extra: "Extra deposit",
  retry: "Returned deposit, drawn again",
};

const line = (deposit: UpcomingDeposit): DepositLine => ({
  date: formatDate(deposit.dueOn),
  amount: formatCents(deposit.amountCents),
  what: WHAT[deposit.kind],
});

export async function loadDepositChanges(
  db: Db,
  user: SessionUser,
  accountId: string,
  search: URLSearchParams,
  now: Date,
): Promise<DepositChangesView | null> {
  const asked: Record<string, string> = {};
  for (const name of ["change", "day", "onDay", "amount", "depositId"]) {
    const value = search.get(name);
    if (value !== null) asked[name] = value.slice(0, 40);
  }
  const reading = readDepositChange(asked);
  const page = await readDepositChanges(
    db,
    { userId: user.id, accountId, change: reading.ok ? reading.change : null },
    now,
  );
  if (!page) return null;
  const refusal =
    page.refusal ??
    (reading.ok || "none" in reading
      ? null
      : reading.field
        ? { field: reading.field, message: reading.message }
        : { message: reading.message });
  const preview = page.preview;
  return {
    accountId: page.accountId,
    scheduleVersion: page.scheduleVersion,
    open: page.open,
    drawnOn: `the ${ordinalDay(page.draftDay)}`,
    draftDayChoice: page.draftDayChoice,
    cutoff: { day: page.cutoff, text: formatDate(page.cutoff) },
    latestExtra: { day: page.latestExtraDay, text: formatDate(page.latestExtraDay) },
    nextDeposit: page.nextDeposit
      ? {
          id: page.nextDeposit.id,
          date: formatDate(page.nextDeposit.dueOn),
          amount: formatCents(page.nextDeposit.amountCents),
        }
      : null,
    skipped: page.skippedMonths.map(formatCalendarMonth),
    upcoming: page.upcoming.map(line),
    endMonth: month(page.endMonth),
    asked,
    refusal: page.open ? refusal : { message: DEPOSIT_CHANGE_MESSAGES.closed },
    preview: preview
      ? {
          sentence: preview.sentence,
          fields: depositChangeFields(preview.change),
          debts: preview.debts.map((debt) => ({
            creditor: debt.creditor,
            before: month(debt.before),
            after: month(debt.after),
            moved: debt.before !== debt.after,
          })),
          endMonth: {
            before: month(preview.endMonth.before),
            after: month(preview.endMonth.after),
            moved: preview.endMonth.before !== preview.endMonth.after,
          },
          length: { before: months(preview.lengthMonths.before), after: months(preview.lengthMonths.after) },
          deposits: { before: preview.deposits.before.map(line), after: preview.deposits.after.map(line) },
        }
      : null,
  };
}
