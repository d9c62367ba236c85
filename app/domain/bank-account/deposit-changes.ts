// The customer's own changes to their deposits (issue 44; docs/decisions/0066): move the draft
// day, add an extra one-time deposit, skip one month. The rules are written once, here, pure and
// browser-safe: the server's recipe (models/bank-account/deposit-changes.server.ts) and its
// preview both call planDepositChange on the program's facts, so what the customer is shown
// before confirming is what the confirmation writes.
//
// - Nothing changes a deposit less than 3 business days away (the company's business-day
//   calendar: weekends and US federal holidays): the bank needs the notice.
// - Move: a day from 1 to 28 (every month has it), from the next deposit at least 3 business days away
//   (that deposit's month when its new day is still that far, else the month after); every later
//   deposit of the term follows, each on the next business day when the day is none.
// - Extra: one one-time deposit, on a business day from the cutoff to 60 days ahead, of $25.00 to
//   $10,000.00, drawn from the same account. It is no monthly debit of the term.
// - Skip: the next deposit at least 3 business days away, at most one skipped in any 6 months
//   (no other skip within 5 months either side), and only while the deposits the signed term
//   allows still cover every debt: the term counts deposits, not months, so a skipped month is
//   made up at the end (projection/program-projection.ts termDeposits).
import { addBusinessDays, isBusinessDay, nextBusinessDay } from "../business-days.ts";
import { addDays, addMonths, isCalendarDay, monthOf, monthsBetween } from "../calendar.ts";
import { formatCalendarMonth, formatCents, formatDate } from "../format.ts";
import { DRAFT_DAY } from "../ledger/kinds.ts";
import { readMoney } from "../money.ts";
import type { FactAccount, ProgramFacts } from "../projection/facts.ts";
import { scheduleChanges } from "../projection/schedule-horizon.ts";
import { type DepositChangeField, ordinalDay } from "./deposit-changes-view.ts";

export const CHANGE_NOTICE_BUSINESS_DAYS = 3;
/** At most one skipped deposit in any 6 consecutive months. */
export const SKIP_WINDOW_MONTHS = 6;
export const EXTRA_DEPOSIT = { minCents: 25_00n, maxCents: 10_000_00n, latestDays: 60 } as const;

export const DEPOSIT_CHANGE_KINDS = ["move-draft-day", "extra", "skip"] as const;
export type DepositChangeKind = (typeof DEPOSIT_CHANGE_KINDS)[number];

export type DepositChange =
  | { kind: "move-draft-day"; day: number }
  | { kind: "extra"; onDay: string; amountCents: bigint }
  | { kind: "skip"; depositId: string };

export type { DepositChangeField };
export { ordinalDay };

export interface DepositChangeRefusal {
  field?: DepositChangeField;
  message: string;
}

/** What a change does to the stored schedule. */
export interface DepositPlan {
  change: DepositChange;
  /** The account's draft day once changed (null: still the plan's day). */
  draftDay: number | null;
  /** Scheduled regular deposits given a new day. */
  moved: { id: string; from: string; to: string }[];
  /** New one-time deposits. */
  added: { dueOn: string; amountCents: bigint }[];
  /** Scheduled deposits that become skipped. */
  skipped: { id: string; dueOn: string }[];
}

export type DepositPlanResult = ({ ok: true } & DepositPlan) | ({ ok: false } & DepositChangeRefusal);

type Deposit = FactAccount["deposits"][number];

export const DEPOSIT_CHANGE_MESSAGES = {
  noAccount: "Your deposits can change once your enrollment is approved and your dedicated account is open.",
  closed: "Your dedicated account is closed: its deposits no longer change.",
  revoked:
    "You revoked your debit authorization: no deposit is drawn until you give a new one. Replace the bank account on My Program to authorize the debits again.",
  day: `Choose a day from ${DRAFT_DAY.min} to ${DRAFT_DAY.max}.`,
  nothingToMove: "No deposit is scheduled 3 business days or more from today: there is nothing left to move.",
  onDay: "Enter the day of the extra deposit.",
  amount: `Enter an amount between ${formatCents(EXTRA_DEPOSIT.minCents)} and ${formatCents(EXTRA_DEPOSIT.maxCents)}.`,
  nothingToSkip: "No deposit is scheduled 3 business days or more from today: there is nothing to skip.",
  notTheNext: "Only your next deposit at least 3 business days away can be skipped.",
  pastTerm:
    "Skipping this deposit would take your program past its signed term. Call us to talk about your options.",
  unknown: "Choose what to change: the draft day, an extra deposit or a skipped month.",
} as const;

/** The first day a change may touch: 3 business days after the company's day. */
export function changeCutoff(companyDay: string): string {
  return addBusinessDays(companyDay, CHANGE_NOTICE_BUSINESS_DAYS);
}

/** The last day an extra deposit may be drawn on. */
export function latestExtraDay(companyDay: string): string {
  return addDays(companyDay, EXTRA_DEPOSIT.latestDays);
}

/** The day deposits are drawn on now: the customer's, else the plan's first deposit's (which may be 29-31). */
export function currentDraftDay(facts: ProgramFacts): number {
  return facts.account?.draftDay ?? Number(facts.plan.firstDepositDate.slice(8, 10));
}

/** The draft day a move form starts from: a plan's 29th-31st is the 28th there (every month has it). */
export function draftDayChoice(facts: ProgramFacts): number {
  return Math.min(currentDraftDay(facts), DRAFT_DAY.max);
}

const byDay = (a: Deposit, b: Deposit) =>
  a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.id < b.id ? -1 : 1;

/** The regular deposits still scheduled, by day. */
function scheduledRegular(account: FactAccount): Deposit[] {
  return account.deposits
    .filter((deposit) => deposit.kind === "regular" && deposit.status === "scheduled")
    .sort(byDay);
}

/** The next regular deposit at least 3 business days away: what a move starts from and what a skip skips. */
export function nextChangeableDeposit(facts: ProgramFacts): Deposit | null {
  const account = facts.account;
  if (!account) return null;
  const cutoff = changeCutoff(facts.companyDay);
  return scheduledRegular(account).find((deposit) => deposit.dueOn >= cutoff) ?? null;
}

/** A month's draft day, drawn on a business day. */
function drawnOn(month: string, day: number): string {
  return nextBusinessDay(addMonths(`${month}-01`, 0, day));
}

const nextMonth = (month: string) => monthOf(addMonths(`${month}-01`, 1));
const previousMonth = (month: string) => monthOf(addMonths(`${month}-01`, -1));

function planMove(facts: ProgramFacts, account: FactAccount, day: number): DepositPlanResult {
  if (!Number.isInteger(day) || day < DRAFT_DAY.min || day > DRAFT_DAY.max)
    return { ok: false, field: "day", message: DEPOSIT_CHANGE_MESSAGES.day };
  if (day === currentDraftDay(facts))
    return { ok: false, field: "day", message: `Your deposits are already drawn on the ${ordinalDay(day)}.` };
  const cutoff = changeCutoff(facts.companyDay);
  const toMove = scheduledRegular(account).filter((deposit) => deposit.dueOn >= cutoff);
  const first = toMove[0];
  if (!first) return { ok: false, field: "day", message: DEPOSIT_CHANGE_MESSAGES.nothingToMove };
  // Its month moves too when the new day there is still far enough; else it keeps its day and
  // the months after it move.
  let month = monthOf(first.dueOn);
  let previous: string | null = null;
  const keepFirst = drawnOn(month, day) < cutoff;
  if (keepFirst) {
    previous = month;
    month = nextMonth(month);
  }
  // The month a deposit is for: a weekend or a holiday may have rolled it into the next month.
  const drawnDay = currentDraftDay(facts);
  const monthFor = (dueOn: string) => {
    const before = previousMonth(monthOf(dueOn));
    return drawnOn(before, drawnDay) === dueOn ? before : monthOf(dueOn);
  };
  const moved: DepositPlan["moved"] = [];
  for (const deposit of toMove) {
    if (keepFirst && deposit === first) continue;
    // Each deposit stays in its month (a skipped month stays skipped), never two in one month.
    let target = month > monthFor(deposit.dueOn) ? month : monthFor(deposit.dueOn);
    if (previous !== null && target <= previous) target = nextMonth(previous);
    previous = target;
    month = target;
    const to = drawnOn(target, day);
    if (to !== deposit.dueOn) moved.push({ id: deposit.id, from: deposit.dueOn, to });
  }
  return { ok: true, change: { kind: "move-draft-day", day }, draftDay: day, moved, added: [], skipped: [] };
}

function planExtra(
  facts: ProgramFacts,
  account: FactAccount,
  onDay: string,
  amountCents: bigint,
): DepositPlanResult {
  const cutoff = changeCutoff(facts.companyDay);
  const latest = latestExtraDay(facts.companyDay);
  if (!isCalendarDay(onDay)) return { ok: false, field: "onDay", message: DEPOSIT_CHANGE_MESSAGES.onDay };
  if (onDay < cutoff || !isBusinessDay(onDay))
    return {
      ok: false,
      field: "onDay",
      message: `Choose a business day (Monday to Friday, not a holiday) on or after ${formatDate(cutoff)}.`,
    };
  if (onDay > latest)
    return { ok: false, field: "onDay", message: `Choose a day on or before ${formatDate(latest)}.` };
  if (amountCents < EXTRA_DEPOSIT.minCents || amountCents > EXTRA_DEPOSIT.maxCents)
    return { ok: false, field: "amount", message: DEPOSIT_CHANGE_MESSAGES.amount };
  return {
    ok: true,
    change: { kind: "extra", onDay, amountCents },
    draftDay: account.draftDay,
    moved: [],
    added: [{ dueOn: onDay, amountCents }],
    skipped: [],
  };
}

/** Why no deposit of `month` may be skipped: another skip within 5 months either side. */
function skipWindowRefusal(account: FactAccount, month: string): string | null {
  const other = account.deposits
    .filter((deposit) => deposit.kind === "regular" && deposit.status === "skipped")
    .map((deposit) => monthOf(deposit.dueOn))
    .find((skipped) => Math.abs(monthsBetween(skipped, month)) < SKIP_WINDOW_MONTHS);
  if (!other) return null;
  const next = monthOf(addMonths(`${other}-01`, SKIP_WINDOW_MONTHS));
  return other <= month
    ? `You skipped the deposit of ${formatCalendarMonth(other)}: the next skip can be in ${formatCalendarMonth(next)} or later.`
    : `The deposit of ${formatCalendarMonth(other)} is skipped: at most one deposit can be skipped in any ${SKIP_WINDOW_MONTHS} months.`;
}

function planSkip(facts: ProgramFacts, account: FactAccount, depositId: string): DepositPlanResult {
  const next = nextChangeableDeposit(facts);
  if (!next) return { ok: false, field: "depositId", message: DEPOSIT_CHANGE_MESSAGES.nothingToSkip };
  if (next.id !== depositId)
    return { ok: false, field: "depositId", message: DEPOSIT_CHANGE_MESSAGES.notTheNext };
  const window = skipWindowRefusal(account, monthOf(next.dueOn));
  if (window) return { ok: false, field: "depositId", message: window };
  const plan: DepositPlan = {
    change: { kind: "skip", depositId },
    draftDay: account.draftDay,
    moved: [],
    added: [],
    skipped: [{ id: next.id, dueOn: next.dueOn }],
  };
  // The term's deposits (one more at the end, in place of the skipped one) must still cover
  // every debt: the schedule rule the recipe then follows says whether they do.
  if (scheduleChanges(applyDepositPlan(facts, plan, new Date(`${facts.companyDay}T12:00:00Z`))).uncovered)
    return { ok: false, field: "depositId", message: DEPOSIT_CHANGE_MESSAGES.pastTerm };
  return { ok: true, ...plan };
}

/** What `change` does to the program's schedule, or why it cannot be made. */
export function planDepositChange(facts: ProgramFacts, change: DepositChange): DepositPlanResult {
  const account = facts.account;
  if (!account) return { ok: false, message: DEPOSIT_CHANGE_MESSAGES.noAccount };
  if (account.status !== "open") return { ok: false, message: DEPOSIT_CHANGE_MESSAGES.closed };
  // No change adds or moves a debit the customer no longer authorizes (decision 65).
  if (account.debitsRevoked) return { ok: false, message: DEPOSIT_CHANGE_MESSAGES.revoked };
  switch (change.kind) {
    case "move-draft-day":
      return planMove(facts, account, change.day);
    case "extra":
      return planExtra(facts, account, change.onDay, change.amountCents);
    case "skip":
      return planSkip(facts, account, change.depositId);
  }
}

/**
 * The facts once `plan` is written (the preview's "after", before the schedule follows): moved
 * deposits on their new days, the extra deposit scheduled, the skipped one settled as skipped on
 * `at`, the new draft day.
 */
export function applyDepositPlan(facts: ProgramFacts, plan: DepositPlan, at: Date): ProgramFacts {
  const account = facts.account;
  if (!account) return facts;
  const moved = new Map(plan.moved.map((move) => [move.id, move.to]));
  const skipped = new Set(plan.skipped.map((deposit) => deposit.id));
  const deposits: Deposit[] = account.deposits.map((deposit) => {
    const to = moved.get(deposit.id);
    if (to) return { ...deposit, dueOn: to };
    if (skipped.has(deposit.id)) return { ...deposit, status: "skipped", settledAt: at };
    return deposit;
  });
  plan.added.forEach((deposit, index) => {
    deposits.push({
      id: `extra-${index}`,
      dueOn: deposit.dueOn,
      amountCents: deposit.amountCents,
      status: "scheduled",
      kind: "extra",
      returnReason: null,
      settledAt: null,
    });
  });
  return { ...facts, account: { ...account, draftDay: plan.draftDay, deposits: deposits.sort(byDay) } };
}

export type DepositChangeReading =
  | { ok: true; change: DepositChange }
  | ({ ok: false } & DepositChangeRefusal)
  /** No change asked for (the page without a preview). */
  | { ok: false; none: true; message: string };

/**
 * A change as a form sends it (the page's GET for its preview, its POST to confirm): `change`
 * names it; `day`, `onDay` and `amount` ("250.00", "$1,000") or `depositId` carry it.
 */
export function readDepositChange(
  values: Readonly<Record<string, string | undefined>>,
): DepositChangeReading {
  const kind = values.change?.trim() ?? "";
  if (kind === "") return { ok: false, none: true, message: DEPOSIT_CHANGE_MESSAGES.unknown };
  if (kind === "move-draft-day") {
    const raw = values.day?.trim() ?? "";
    const day = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(day) || day < DRAFT_DAY.min || day > DRAFT_DAY.max)
      return { ok: false, field: "day", message: DEPOSIT_CHANGE_MESSAGES.day };
    return { ok: true, change: { kind, day } };
  }
  if (kind === "extra") {
    const onDay = values.onDay?.trim() ?? "";
    if (!isCalendarDay(onDay)) return { ok: false, field: "onDay", message: DEPOSIT_CHANGE_MESSAGES.onDay };
    const amount = readMoney(values.amount ?? "");
    if (amount.kind !== "amount")
      return { ok: false, field: "amount", message: DEPOSIT_CHANGE_MESSAGES.amount };
    return { ok: true, change: { kind, onDay, amountCents: amount.cents } };
  }
  if (kind === "skip") {
    const depositId = values.depositId?.trim() ?? "";
    if (depositId === "")
      return { ok: false, field: "depositId", message: DEPOSIT_CHANGE_MESSAGES.nothingToSkip };
    return { ok: true, change: { kind, depositId } };
  }
  return { ok: false, message: DEPOSIT_CHANGE_MESSAGES.unknown };
}

/** The change as the form's fields (the confirm form posts these back, the preview's address carries them). */
export function depositChangeFields(change: DepositChange): Record<string, string> {
  switch (change.kind) {
    case "move-draft-day":
      return { change: change.kind, day: String(change.day) };
    case "extra":
      return {
        change: change.kind,
        onDay: change.onDay,
        amount: `${change.amountCents / 100n}.${String(change.amountCents % 100n).padStart(2, "0")}`,
      };
    case "skip":
      return { change: change.kind, depositId: change.depositId };
  }
}

/** One sentence for what the change does (the preview's heading, the e-mail, the toast). */
export function depositChangeSentence(plan: DepositPlan): string {
  const change = plan.change;
  switch (change.kind) {
    case "move-draft-day": {
      const first = plan.moved[0]?.to;
      return first
        ? `Your deposits will be drawn on the ${ordinalDay(change.day)} of each month, from ${formatDate(first)}.`
        : `Your deposits will be drawn on the ${ordinalDay(change.day)} of each month.`;
    }
    case "extra":
      return `An extra deposit of ${formatCents(change.amountCents)} will be drawn on ${formatDate(change.onDay)}.`;
    case "skip": {
      const day = plan.skipped[0]?.dueOn;
      return `Your deposit of ${day ? formatDate(day) : "next month"} will be skipped; one more is drawn at the end of your program if it needs it.`;
    }
  }
}
