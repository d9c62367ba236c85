// The plan as a page, the agreement and the admin's panel show it (issue 22): the same figures,
// formatted once, so the customer reads on the page exactly what the PDF says.
import { formatCalendarMonth, formatCents, formatDate } from "../format.ts";
import type { Plan } from "./plan-figures.ts";

export interface PlanDebtView {
  id: string;
  creditor: string;
  balance: string;
  settlement: string;
  fee: string;
  needed: string;
  /** "March 2027", or a sentence when the term cannot cover it. */
  expectedMonth: string;
}

export interface PlanView {
  revision: number;
  termMonths: number;
  monthlyDeposit: string;
  minimumDeposit: string;
  firstDepositDate: string;
  debts: PlanDebtView[];
  totals: { balance: string; settlement: string; fee: string; needed: string };
  firstSettlementMonth: string;
  endMonth: string;
}

export const NOT_WITHIN_TERM = "Not within the term";

const month = (value: string | null) => (value ? formatCalendarMonth(value) : NOT_WITHIN_TERM);

export function planView(plan: Plan, revision: number): PlanView {
  return {
    revision,
    termMonths: plan.terms.termMonths,
    monthlyDeposit: formatCents(plan.terms.monthlyDepositCents),
    minimumDeposit: formatCents(plan.minimumDepositCents),
    firstDepositDate: formatDate(plan.terms.firstDepositDate),
    debts: plan.debts.map((debt) => ({
      id: debt.id,
      creditor: debt.creditor,
      balance: formatCents(debt.balanceCents),
      settlement: formatCents(debt.settlementCents),
      fee: formatCents(debt.feeCents),
      needed: formatCents(debt.neededCents),
      expectedMonth: month(debt.expectedMonth),
    })),
    totals: {
      balance: formatCents(plan.totals.balanceCents),
      settlement: formatCents(plan.totals.settlementCents),
      fee: formatCents(plan.totals.feeCents),
      needed: formatCents(plan.totals.neededCents),
    },
    firstSettlementMonth: month(plan.firstSettlementMonth),
    endMonth: month(plan.endMonth),
  };
}
