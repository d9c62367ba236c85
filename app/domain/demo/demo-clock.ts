// The demonstration's words and choices (issue 45, docs/decisions/0069): what the admin's demo
// page offers, and how an advance's summary and the banner read. Pure: the page and the server
// share it.

/** The page's choices: a day, a week, a month (30 days, as a processor's test clock counts). */
export const DEMO_ADVANCES = [
  { days: 1, label: "Advance a day" },
  { days: 7, label: "Advance a week" },
  { days: 30, label: "Advance a month" },
] as const;

export type DemoAdvanceDays = (typeof DEMO_ADVANCES)[number]["days"];

/** The days a posted form asks for, or null for anything else. */
export function demoAdvanceDays(value: FormDataEntryValue | null): DemoAdvanceDays | null {
  return DEMO_ADVANCES.find((choice) => String(choice.days) === value)?.days ?? null;
}

/** What the banner and the page need: the program's day and how far ahead of the real one it is. */
export interface DemoStatus {
  /** The program's day, written for people ("Thu, Apr 15, 2027"). */
  day: string;
  aheadDays: number;
}

export interface DemoAdvanceCounts {
  days: number;
  depositsCleared: number;
  paymentsCleared: number;
  offersExpired: number;
  refundsSent: number;
  refundsCompleted: number;
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

export const DEMO_WORDS = {
  title: "Demonstration clock",
  banner: (status: DemoStatus) =>
    `Demonstration: this is not a real site. Its clock is at ${status.day}${
      status.aheadDays > 0 ? `, ${plural(status.aheadDays, "day", "days")} ahead of real time` : ""
    }.`,
  today: (status: DemoStatus) =>
    `Today is ${status.day} for the program${
      status.aheadDays > 0
        ? ` (${plural(status.aheadDays, "day", "days")} ahead of real time)`
        : " (real time)"
    }.`,
  explain:
    "Advancing runs each day's jobs in turn, exactly as the real days would: due deposits clear, payments to creditors clear, offers past their last day expire, refunds are sent and completed. The clock never moves back. Sign-ins, sessions and security keep the real time.",
  busy: "The clock is already moving (another advance, or the day's jobs): try again in a moment.",
  unreachable: "The server did not answer: the clock may not have moved. Reload the page to see where it is.",
  advanced: (counts: DemoAdvanceCounts) =>
    `${plural(counts.days, "day", "days")} passed: ${plural(counts.depositsCleared, "deposit", "deposits")} cleared, ${plural(
      counts.paymentsCleared,
      "payment",
      "payments",
    )} to creditors cleared, ${plural(counts.offersExpired, "offer", "offers")} expired, ${plural(
      counts.refundsCompleted,
      "refund",
      "refunds",
    )} completed.`,
} as const;

export interface DemoActionData {
  intent: "advance";
  ok: boolean;
  message: string;
}
