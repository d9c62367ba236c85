// The plan as a page, the agreement and the admin's panel show it (issues 22 and 43): the same
// figures, formatted once from the program's one projection, so the customer reads on the page
// exactly what the PDF says, and the plan states one length (never a term beside another end).
import { formatCents, formatDate } from "../format.ts";
import { formatPerMille } from "../negotiation/offer-figures.ts";
import { expectedMonthText, notEnrolledText } from "../projection/debt-status.ts";
import { type ProgramFigures, programFigures } from "../projection/figures.ts";
import type { ProgramProjection } from "../projection/projection-shapes.ts";
import { minimumDeposit } from "./plan.ts";

export interface PlanDebtView {
  id: string;
  creditor: string;
  balance: string;
  settlement: string;
  fee: string;
  needed: string;
  /** "March 2027", or where it stands once it is no longer to settle. */
  expectedMonth: string;
}

export interface PlanView {
  revision: number;
  /**
   * The plan's ONE length in months: from the first deposit's month through the end month (the
   * longest term the customer authorizes while a debt is not covered). What "Term" shows.
   */
  termMonths: number;
  /** The longest term the customer authorizes (24-48): the admin's cap. */
  capMonths: number;
  monthlyDeposit: string;
  minimumDeposit: string;
  firstDepositDate: string;
  /** The last deposit's day ("Apr 17, 2028"). */
  lastDepositDate: string | null;
  /** How many deposits the plan draws. */
  depositCount: number;
  debts: PlanDebtView[];
  /** Debts the plan does not enroll, with the reason. */
  notEnrolled: { id: string; creditor: string; balance: string; reason: string }[];
  totals: { balance: string; settlement: string; fee: string; needed: string };
  /** The savings after fees, and their share of the debt in play. */
  saved: string;
  savedPercent: string;
  firstSettlementMonth: string;
  endMonth: string;
  figures: ProgramFigures;
}

export function planView(projection: ProgramProjection, revision: number): PlanView {
  const figures = programFigures(projection);
  const enrolled = projection.debts.filter((debt) => debt.balanceCents !== null);
  const { totals } = projection;
  return {
    revision,
    termMonths: projection.lengthMonths ?? projection.termMonths,
    capMonths: projection.termMonths,
    monthlyDeposit: figures.monthlyDeposit,
    minimumDeposit: formatCents(minimumDeposit(totals.neededCents, projection.termMonths)),
    firstDepositDate: formatDate(projection.firstDepositOn),
    lastDepositDate: figures.lastDeposit,
    depositCount: projection.phase === "planned" ? projection.schedule.length : projection.deposits.remaining,
    debts: enrolled.map((debt) => ({
      id: debt.id,
      creditor: debt.creditor,
      balance: formatCents(debt.balanceCents ?? 0n),
      settlement: debt.settlement ? formatCents(debt.settlement.cents) : "—",
      fee: debt.fee ? formatCents(debt.fee.cents) : "—",
      needed: debt.settlement && debt.fee ? formatCents(debt.settlement.cents + debt.fee.cents) : "—",
      expectedMonth: expectedMonthText(debt, projection.phase),
    })),
    notEnrolled: projection.debts
      .filter((debt) => debt.notEnrolled !== null)
      .map((debt) => ({
        id: debt.id,
        creditor: debt.creditor,
        balance: formatCents(debt.listedBalanceCents),
        reason: notEnrolledText(debt.notEnrolled ?? "nothing_owed"),
      })),
    totals: {
      balance: formatCents(totals.enrolledCents),
      settlement: formatCents(totals.settlementCents),
      fee: formatCents(totals.feeCents),
      needed: formatCents(totals.neededCents),
    },
    saved: figures.saved,
    savedPercent: formatPerMille(totals.savedPerMille),
    firstSettlementMonth: figures.firstSettlement,
    endMonth: figures.endMonth,
    figures,
  };
}
