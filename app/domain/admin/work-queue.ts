// The admins' Work Queue (issues 24 and 45): what needs an admin, most urgent section first, each
// a bounded list with its count, each row a link to where it is handled and to the customer's page;
// and the counts on the admin dashboard, each linking to its section. The words, the days each
// section looks at, and the counts as shown live here; the rows are shaped in work-queue-views.ts.
// Pure.
import { addDays } from "../calendar.ts";
import { EXPIRING_SOON_DAYS } from "../negotiation/kinds.ts";

/**
 * The sections, in the page's order (most urgent first: issue 45's order); each is also its anchor
 * on the page.
 */
export const WORK_QUEUE_SECTIONS = [
  "legal-notices",
  "my-tasks",
  "deposits-at-risk",
  "offers-awaiting",
  "payments-short",
  "ready-to-negotiate",
  "offers-unconfirmed",
  "refunds-due",
  "graduates-to-close",
  "inactive-customers",
  "unsigned-agreements",
  "returned-deposits",
] as const;
export type WorkQueueSection = (typeof WORK_QUEUE_SECTIONS)[number];

/** The most rows a section lists; its count says how many there are in all. */
export const WORK_QUEUE_LIMIT = 50;
/**
 * Counts stop here and read "1,000+": a count is then bounded work whatever the queue's size
 * (100,000 offers waiting took the page past its 50 ms at the bench's scale), and past a thousand
 * the exact figure changes nothing an admin does next.
 */
export const WORK_QUEUE_COUNT_CAP = 1000;

/** 12 → "12"; the cap or more → "1,000+". */
export function countFigure(total: number): string {
  return total >= WORK_QUEUE_COUNT_CAP
    ? `${WORK_QUEUE_COUNT_CAP.toLocaleString("en-US")}+`
    : total.toLocaleString("en-US");
}
/** Creditor payments due within this many days (and those already past due) are weighed. */
export const PAYMENTS_DUE_WITHIN_DAYS = 7;
/** A returned deposit stays in the queue this many days (unless the customer leaves). */
export const RETURNED_WITHIN_DAYS = 30;
/** An agreement still unsigned this many days after its plan was made is listed. */
export const UNSIGNED_AFTER_DAYS = 7;
/** A customer with no contact for this many days is listed as inactive (decision 0070). */
export const INACTIVE_AFTER_DAYS = 30;

export const WORK_QUEUE_PATH = "/admin/work-queue";

export function workQueueHref(section: WorkQueueSection): string {
  return `${WORK_QUEUE_PATH}#${section}`;
}

export const WORK_QUEUE_MESSAGES = {
  title: "Work Queue",
  intro: `What needs an admin, newest risk first. Each section lists up to ${WORK_QUEUE_LIMIT} items; each item opens where it is handled.`,
  failed: "The Work Queue could not be loaded. Please try again.",
  tryAgain: "Try again",
  contents: "Work Queue sections",
  panelHeading: "Work Queue",
  panelIntro: "Items waiting for an admin, by section.",
  panelFailed: "The Work Queue counts could not be loaded. Please try again.",
  openQueue: "Open the Work Queue",
  expiringSoon: `Expires within ${EXPIRING_SOON_DAYS} days`,
  overdue: "Overdue",
  pastDue: "Past due",
} as const;
const M = WORK_QUEUE_MESSAGES;

interface SectionWords {
  title: string;
  /** What the section holds and in which order (also its table's caption). */
  description: string;
  empty: string;
  /** "offer", "offers": for the count's sentence. */
  noun: readonly [string, string];
}

export const SECTION_WORDS: Record<WorkQueueSection, SectionWords> = {
  "offers-awaiting": {
    title: "Offers awaiting the customer",
    description: `Creditor offers the customer has not answered yet, soonest expiry first. Offers expiring within ${EXPIRING_SOON_DAYS} days are highlighted.`,
    empty: "No offers are waiting for a customer's answer.",
    noun: ["offer", "offers"],
  },
  "offers-unconfirmed": {
    title: "Approved offers awaiting the creditor",
    description:
      "Settlements the customer approved whose creditor has not confirmed yet, oldest approval first.",
    empty: "No approved offers are waiting for a creditor's confirmation.",
    noun: ["offer", "offers"],
  },
  "payments-short": {
    title: "Creditor payments due without the funds",
    description: `Payments to creditors due within ${PAYMENTS_DUE_WITHIN_DAYS} days (or already past due) that the account cannot cover by their day, counting its balance, the deposits scheduled by then and every payment and fee due by then. Soonest due first.`,
    empty: `No creditor payment due within ${PAYMENTS_DUE_WITHIN_DAYS} days is short of funds.`,
    noun: ["payment", "payments"],
  },
  "returned-deposits": {
    title: "Returned deposits",
    description: `Deposits the bank sent back in the last ${RETURNED_WITHIN_DAYS} days, on accounts still open, most recent first.`,
    empty: `No deposits were returned in the last ${RETURNED_WITHIN_DAYS} days.`,
    noun: ["deposit", "deposits"],
  },
  "refunds-due": {
    title: "Refunds due",
    description: "Refunds of customers who left the program, not yet completed, most overdue first.",
    empty: "No refunds are due.",
    noun: ["refund", "refunds"],
  },
  "legal-notices": {
    title: "Legal notices to review",
    description: "Legal notices customers uploaded that no admin has opened yet, oldest first.",
    empty: "No legal notices are waiting.",
    noun: ["legal notice", "legal notices"],
  },
  "my-tasks": {
    title: "My tasks",
    description: "Open tasks assigned to you, overdue first, then by due day.",
    empty: "You have no open tasks.",
    noun: ["task", "tasks"],
  },
  "deposits-at-risk": {
    title: "Deposits at risk",
    description:
      "Open programs whose last two deposits or more came back in a row (a cleared deposit ends the run), latest return first.",
    empty: "No program has two returned deposits in a row.",
    noun: ["program", "programs"],
  },
  "ready-to-negotiate": {
    title: "Ready to negotiate",
    description:
      "Enrolled debts with no offer in play whose account the projection expects to cover the expected settlement and its fee this month or before, longest ready first.",
    empty: "No debt is ready to negotiate.",
    noun: ["debt", "debts"],
  },
  "graduates-to-close": {
    title: "Graduates to close out",
    description:
      "Open programs with no enrolled debt left to settle or pay (every one paid off or removed), to close out with the customer, longest waiting first.",
    empty: "No program is waiting to be closed out.",
    noun: ["program", "programs"],
  },
  "inactive-customers": {
    title: `No activity for ${INACTIVE_AFTER_DAYS} days`,
    description: `Customers in an open program who have not signed in or acted in the portal for ${INACTIVE_AFTER_DAYS} days or more, longest inactive first.`,
    empty: `Every customer in a program was active within ${INACTIVE_AFTER_DAYS} days.`,
    noun: ["customer", "customers"],
  },
  "unsigned-agreements": {
    title: `Agreements unsigned after ${UNSIGNED_AFTER_DAYS} days`,
    description: `Enrollment agreements the customer has not signed ${UNSIGNED_AFTER_DAYS} or more days after their plan was made, oldest first.`,
    empty: `No enrollment agreement has waited ${UNSIGNED_AFTER_DAYS} days for a signature.`,
    noun: ["agreement", "agreements"],
  },
};

// ---- The days each section looks at (calendar days of the company, US Eastern) ---------------

/** The last day an offer may expire on and still be highlighted: today and the 3 days after it. */
export function expiringSoonUntil(today: string): string {
  return addDays(today, EXPIRING_SOON_DAYS);
}

/** Whether an offer expiring on `expiresOn` is highlighted on `today`. */
export function isExpiringSoon(expiresOn: string, today: string): boolean {
  return expiresOn >= today && expiresOn <= expiringSoonUntil(today);
}

/** The last day a scheduled creditor payment is weighed on `today`. */
export function paymentsHorizon(today: string): string {
  return addDays(today, PAYMENTS_DUE_WITHIN_DAYS);
}

/** Deposits returned from the start of this day on are listed. */
export function returnedSince(today: string): string {
  return addDays(today, -RETURNED_WITHIN_DAYS);
}

/**
 * Plans made before this day began are listed as unsigned: made 7 or more calendar days before
 * `today` (on Nov 27, a plan of Nov 20 is listed, one of Nov 21 is not yet).
 */
export function unsignedBefore(today: string): string {
  return addDays(today, -(UNSIGNED_AFTER_DAYS - 1));
}

/** The first day of `today`'s month: debts expected by then are ready to negotiate. */
export function readyMonth(today: string): string {
  return `${today.slice(0, 7)}-01`;
}

/** Customers whose last contact was before this moment are inactive at `now`. */
export function inactiveBefore(now: Date): Date {
  return new Date(now.getTime() - INACTIVE_AFTER_DAYS * 86_400_000);
}

/** Whole days from `from` to `to` (calendar days "YYYY-MM-DD"; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Expires today", "Expires tomorrow", "Expires in 5 days". */
export function expiresText(expiresOn: string, today: string): string {
  const days = daysBetween(today, expiresOn);
  if (days <= 0) return "Expires today";
  return days === 1 ? "Expires tomorrow" : `Expires in ${days} days`;
}

/** "1 day", "9 days". */
export function daysText(days: number): string {
  return days === 1 ? "1 day" : `${days.toLocaleString("en-US")} days`;
}

/** "3 offers", "1 legal notice"; "50 shown of 312 offers" when the list stops before the end. */
export function countText(section: WorkQueueSection, total: number, shown = total): string {
  const [one, many] = SECTION_WORDS[section].noun;
  const all = `${countFigure(total)} ${total === 1 ? one : many}`;
  return shown < total ? `${shown.toLocaleString("en-US")} shown of ${all}` : all;
}

// ---- The counts --------------------------------------------------------------------------------

/** What the database counts for the queue (workQueueCounts). */
export interface WorkQueueCounts {
  sections: Record<WorkQueueSection, number>;
  /** Of the offers awaiting the customer, those expiring within 3 days. */
  offersExpiringSoon: number;
  /** Of the refunds due, those past their due day. */
  refundsOverdue: number;
  /** Of my tasks, those past their due day. */
  tasksOverdue?: number;
}

export interface WorkQueueCountView {
  section: WorkQueueSection;
  title: string;
  total: number;
  /** "12". */
  count: string;
  href: string;
  /** "3 expire within 3 days", "2 overdue": the part that cannot wait, in words. */
  note: string | null;
}

/** The counts as the dashboard shows them, a line per section in the page's order. */
export function workQueueCountViews(counts: WorkQueueCounts): WorkQueueCountView[] {
  return WORK_QUEUE_SECTIONS.map((section) => {
    const total = counts.sections[section];
    return {
      section,
      title: SECTION_WORDS[section].title,
      total,
      count: countFigure(total),
      href: workQueueHref(section),
      note: noteOf(section, counts),
    };
  });
}

function noteOf(section: WorkQueueSection, counts: WorkQueueCounts): string | null {
  if (section === "offers-awaiting" && counts.offersExpiringSoon > 0) {
    const n = counts.offersExpiringSoon;
    return `${countFigure(n)} ${n === 1 ? "expires" : "expire"} within ${EXPIRING_SOON_DAYS} days`;
  }
  if (section === "my-tasks" && (counts.tasksOverdue ?? 0) > 0) {
    return `${(counts.tasksOverdue ?? 0).toLocaleString("en-US")} ${M.overdue.toLowerCase()}`;
  }
  if (section === "refunds-due" && counts.refundsOverdue > 0) {
    return `${counts.refundsOverdue.toLocaleString("en-US")} ${M.overdue.toLowerCase()}`;
  }
  return null;
}
