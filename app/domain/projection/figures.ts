// A program's figures as every page, e-mail and PDF writes them (issue 43, "One truth"): formatted
// once, here, from the one projection, so the dashboard's summary, My Applications, My Program, the
// plan, the agreement, the admins' pages and the e-mails cannot state two end months, two lengths
// or two savings. tests/integration/program-figures-agree.test.ts reads them everywhere and compares.
import { formatCalendarMonth, formatCents, formatDate } from "../format.ts";
import { formatPerMille } from "../negotiation/offer-figures.ts";
import type { ProgramProjection } from "./projection-shapes.ts";

export interface ProgramFigures {
  /** "April 2028", or a sentence when the deposits to come do not cover every debt. */
  endMonth: string;
  /** The month the first debt is expected to settle ("March 2027"). */
  firstSettlement: string;
  /** "17 months" (null while not covered). */
  length: string | null;
  lengthMonths: number | null;
  /** The program's debt: every enrolled debt's balance. */
  totalDebt: string;
  /** Agreed settlements, and the expected ones of the debts still to settle. */
  settlements: string;
  /** Fees agreed and expected, on the debts in play. */
  fees: string;
  feesPaid: string;
  /** What the customer saves, after fees. */
  saved: string;
  /** "41.3%": of the debt in play, after fees. */
  savedPercent: string;
  forgiven: string;
  /** Settlements plus fees: what the customer pays. */
  net: string;
  monthlyDeposit: string;
  /** "Dec 7, 2026". */
  firstDeposit: string;
  lastDeposit: string | null;
  /** "2 of 3 debts resolved". */
  progress: string;
}

export const FIGURE_TEXT = {
  /** A debt the deposits to come (the plan's, or those scheduled) cannot cover: no end month. */
  notCovered: "Not covered by the deposits to come",
  /** No debt is left to settle (each settled, paid off or removed): no settlement is expected. */
  noneToSettle: "No debt left to settle",
} as const;

export function monthsText(months: number): string {
  return `${months} ${months === 1 ? "month" : "months"}`;
}

export function programFigures(projection: ProgramProjection): ProgramFigures {
  const { totals } = projection;
  const { resolved, enrolled } = projection.progress;
  return {
    endMonth: projection.endMonth ? formatCalendarMonth(projection.endMonth) : FIGURE_TEXT.notCovered,
    // No month: a debt the deposits do not cover, or none left to settle (a graduated program's
    // plan never says "not covered").
    firstSettlement: projection.firstSettlementMonth
      ? formatCalendarMonth(projection.firstSettlementMonth)
      : projection.debts.some((debt) => debt.toSettle)
        ? FIGURE_TEXT.notCovered
        : FIGURE_TEXT.noneToSettle,
    length: projection.lengthMonths === null ? null : monthsText(projection.lengthMonths),
    lengthMonths: projection.lengthMonths,
    totalDebt: formatCents(totals.enrolledCents),
    settlements: formatCents(totals.settlementCents),
    fees: formatCents(totals.feeCents),
    feesPaid: formatCents(totals.feesPaidCents),
    saved: formatCents(totals.savedCents),
    savedPercent: formatPerMille(totals.savedPerMille),
    forgiven: formatCents(totals.forgivenCents),
    net: formatCents(totals.neededCents),
    monthlyDeposit: formatCents(projection.monthlyDepositCents),
    firstDeposit: formatDate(projection.firstDepositOn),
    lastDeposit: projection.lastDepositOn ? formatDate(projection.lastDepositOn) : null,
    progress: `${resolved} of ${enrolled} ${enrolled === 1 ? "debt" : "debts"} resolved`,
  };
}
