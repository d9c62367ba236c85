// Where a debt of a program stands, in words (issue 43): the same sentence on My Program, My
// Applications, Account Details and the admins' pages, from the projection's status. A Paid Off
// debt reads Paid Off everywhere, after leaving too; a debt the program does not settle says why.
import { NOT_SETTLED_TEXT } from "../debt-account/eligibility.ts";
import { formatCalendarMonth, formatCents, formatDate } from "../format.ts";
import { DEBT_STAGE_LABELS } from "../negotiation/kinds.ts";
import { calendarDateIn } from "../time-zone.ts";
import { FIGURE_TEXT } from "./figures.ts";
import type { NotEnrolledReason, ProgramPhase, ProjectedDebt } from "./projection-shapes.ts";

export const DEBT_STATUS_TEXT = {
  planned: "In your plan",
  nothingOwed: "Not enrolled: nothing owed",
  addedLater: "Not enrolled: added after enrollment",
  settledPaying: "Settled: being paid",
  paidOff: "Paid off",
  removed: "Removed from the program",
  left: "Not settling: you left the program",
  notSettled: "Not settled by the program",
} as const;

export function notEnrolledText(reason: NotEnrolledReason): string {
  if (reason === "nothing_owed") return DEBT_STATUS_TEXT.nothingOwed;
  if (reason === "added_later") return DEBT_STATUS_TEXT.addedLater;
  return NOT_SETTLED_TEXT[reason].short;
}

/** "Paid Off since Mar 3, 2028", "Negotiating since …", "In your plan", "Not enrolled: …". */
export function debtStatusText(debt: ProjectedDebt, readerZone: string): string {
  if (debt.status === "not_enrolled") return notEnrolledText(debt.notEnrolled ?? "nothing_owed");
  if (debt.status === "planned") return DEBT_STATUS_TEXT.planned;
  const label = DEBT_STAGE_LABELS[debt.status];
  return debt.statusSince
    ? `${label} since ${formatDate(calendarDateIn(debt.statusSince, readerZone))}`
    : label;
}

/** The program status beside the creditor's last reported balance: "Paid Off: settled for $5,200.00". */
export function debtOutcomeText(debt: ProjectedDebt, readerZone: string): string {
  const status = debtStatusText(debt, readerZone);
  if (debt.settlement?.agreed && (debt.status === "paid_off" || debt.status === "settled"))
    return `${status}: settled for ${formatCents(debt.settlement.cents)}`;
  return status;
}

/** The "Expected settlement" cell: the month, or where a debt that is not to settle stands. */
export function expectedMonthText(debt: ProjectedDebt, phase: ProgramPhase): string {
  if (debt.status === "planned")
    return debt.expectedMonth ? formatCalendarMonth(debt.expectedMonth) : FIGURE_TEXT.notCovered;
  if (debt.toSettle)
    return debt.expectedMonth
      ? `${formatCalendarMonth(debt.expectedMonth)} (estimate)`
      : FIGURE_TEXT.notCovered;
  switch (debt.status) {
    case "not_enrolled":
      return DEBT_STATUS_TEXT.notSettled;
    case "settled":
      return phase === "enrolled" ? DEBT_STATUS_TEXT.settledPaying : DEBT_STATUS_TEXT.left;
    case "paid_off":
      return DEBT_STATUS_TEXT.paidOff;
    case "removed":
      return DEBT_STATUS_TEXT.removed;
    default:
      return DEBT_STATUS_TEXT.left;
  }
}
