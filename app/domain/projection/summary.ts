// The dashboard's financial summary once a customer has a program (issue 43, "One truth"): an
// application with a plan counts with its program's own figures (the one projection's debt
// enrolled, savings after fees and end month); one without a plan yet keeps the estimate of "One
// set of figures" (spec section 9: 40%, 36 months after submission). Declined and cancelled
// applications, and programs the customer left, count in neither.
import { type FinancialSummary, isCountedInSummary } from "../application/summary.ts";
import { DASHBOARD_MESSAGES } from "../dashboard/messages.ts";
import type { SummaryView } from "../dashboard/views.ts";
import type { ApplicationStatus } from "../enums.ts";
import { formatCalendarMonth, formatCents, formatDate, formatWholeDollars } from "../format.ts";
import { PROGRAM } from "../program.ts";
import { calendarMonthIn } from "../time-zone.ts";
import type { ProgramProjection } from "./projection-shapes.ts";

export const SUMMARY_NOTES = {
  estimateSavings: DASHBOARD_MESSAGES.savingsNote,
  programSavings: "Estimated for your plan, after fees",
  estimateCompletion: `${PROGRAM.projectedMonths} months after your latest application`,
  programCompletion: "Your program's expected last month",
  graduated: "Your program is complete",
} as const;

export const SUMMARY_LABELS = {
  completion: "Projected Completion",
  graduated: "Program Completed",
} as const;

export interface SummaryProgram {
  status: ApplicationStatus;
  projection: ProgramProjection;
}

export function summaryView(
  estimate: FinancialSummary,
  programs: readonly SummaryProgram[],
  timeZone: string,
): SummaryView {
  const counted = programs.filter((program) => isCountedInSummary(program.status)).map((p) => p.projection);
  const estimated = estimate.applicationCount > 0;
  const debtCents = estimate.debtCents + counted.reduce((sum, p) => sum + p.totals.enrolledCents, 0n);
  const savingsCents = estimate.savingsCents + counted.reduce((sum, p) => sum + p.totals.savedCents, 0n);
  // The latest end: a program's month, or the estimate's day, whichever month is later.
  const programEnd = counted
    .map((p) => p.endMonth)
    .filter((month): month is string => month !== null)
    .sort()
    .at(-1);
  const estimateEnd = estimate.projectedCompletion;
  const estimateMonth = estimateEnd ? calendarMonthIn(estimateEnd, timeZone) : null;
  const useProgram = programEnd !== undefined && (estimateMonth === null || programEnd >= estimateMonth);
  const uncovered = counted.some((p) => p.endMonth === null);
  const basis = counted.length === 0 ? "estimate" : estimated ? "mixed" : "program";
  // Whole dollars where an estimate is part of it (issue 21); a program's own figures to the cent.
  const money = basis === "program" ? formatCents : formatWholeDollars;
  const allGraduated = counted.length > 0 && !estimated && counted.every((p) => p.phase === "graduated");
  return {
    applicationCount: estimate.applicationCount + counted.length,
    totalDebt: formatCents(debtCents),
    potentialSavings: money(savingsCents),
    netResult: money(debtCents - savingsCents),
    projectedCompletion: uncovered
      ? null
      : useProgram
        ? formatCalendarMonth(programEnd as string)
        : estimateEnd
          ? formatDate(estimateEnd, timeZone)
          : null,
    completionLabel: allGraduated ? SUMMARY_LABELS.graduated : SUMMARY_LABELS.completion,
    basis,
    savingsNote: basis === "estimate" ? SUMMARY_NOTES.estimateSavings : SUMMARY_NOTES.programSavings,
    completionNote: allGraduated
      ? SUMMARY_NOTES.graduated
      : useProgram
        ? SUMMARY_NOTES.programCompletion
        : estimateEnd
          ? SUMMARY_NOTES.estimateCompletion
          : null,
  };
}
