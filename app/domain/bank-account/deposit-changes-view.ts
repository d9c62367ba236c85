// What the deposits page shows (issue 44), as the server formats it
// (routes/dashboard/deposit-changes-data.server.ts) and the page draws it
// (components/dashboard/program/deposit-changes.tsx): words and figures only, nothing computed in
// the browser.

/** The form field a refusal is shown under. */
export type DepositChangeField = "day" | "onDay" | "amount" | "depositId";

/** "1st", "2nd", "3rd", "11th", "15th", "22nd". */
export function ordinalDay(day: number): string {
  const tens = day % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? "th"
      : day % 10 === 1
        ? "st"
        : day % 10 === 2
          ? "nd"
          : day % 10 === 3
            ? "rd"
            : "th";
  return `${day}${suffix}`;
}

export interface DepositLine {
  date: string;
  amount: string;
  what: string;
}

export interface DepositChangesView {
  accountId: string;
  scheduleVersion: string;
  open: boolean;
  /** "the 8th". */
  drawnOn: string;
  draftDayChoice: number;
  cutoff: { day: string; text: string };
  latestExtra: { day: string; text: string };
  nextDeposit: { id: string; date: string; amount: string } | null;
  skipped: string[];
  upcoming: DepositLine[];
  endMonth: string;
  /** What the address asked (the forms show it again). */
  asked: Record<string, string>;
  refusal: { field?: DepositChangeField; message: string } | null;
  preview: {
    sentence: string;
    /** The confirmation posts these back. */
    fields: Record<string, string>;
    debts: { creditor: string; before: string; after: string; moved: boolean }[];
    endMonth: { before: string; after: string; moved: boolean };
    length: { before: string; after: string };
    deposits: { before: DepositLine[]; after: DepositLine[] };
  } | null;
}
