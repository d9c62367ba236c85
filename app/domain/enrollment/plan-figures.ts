// The plan as issue 22 shaped it, now a thin adapter over the program's one projection (issue 43):
// the debts a plan enrolls and their figures, from projectProgramState with no dedicated account.
// Kept for the callers that hold only a plan's debts and terms; pages read the projection.
import type { ProgramFacts } from "../projection/facts.ts";
import { projectProgramState } from "../projection/program-projection.ts";
import { minimumDeposit, neededFor, type PlanDebtInput, type PlanTerms } from "./plan.ts";

export interface PlanDebt extends PlanDebtInput {
  settlementCents: bigint;
  feeCents: bigint;
  neededCents: bigint;
  expectedMonth: string | null;
}

export interface Plan {
  terms: PlanTerms;
  debts: PlanDebt[];
  totals: { balanceCents: bigint; settlementCents: bigint; feeCents: bigint; neededCents: bigint };
  minimumDepositCents: bigint;
  /** The deposits of the plan, through its end month (all of the term when it is not covered). */
  deposits: { date: string; amountCents: bigint }[];
  endMonth: string | null;
  firstSettlementMonth: string | null;
}

/** The facts of a plan not enrolled yet, for debts the program settles, on `companyDay`. */
export function planFacts(
  debts: readonly PlanDebtInput[],
  terms: PlanTerms,
  companyDay: string,
): ProgramFacts {
  return {
    companyDay,
    application: {
      id: "",
      userId: null,
      status: "approved",
      enrollmentStatus: "pending",
      negotiationsStatus: "pending",
      isComplete: false,
      completedAt: null,
      firstName: "",
      lastName: "",
    },
    plan: { ...terms, revision: 1, signedAt: null, updatedAt: new Date(0) },
    debts: debts.map((debt) => ({
      id: debt.id,
      creditor: debt.creditor,
      accountType: null,
      loanDetail: null,
      listedBalanceCents: debt.balanceCents,
      enrolled: null,
    })),
    account: null,
  };
}

export function makePlan(debts: readonly PlanDebtInput[], terms: PlanTerms): Plan {
  const projection = projectProgramState(planFacts(debts, terms, terms.firstDepositDate));
  const planned = projection.debts.filter((debt) => debt.status === "planned");
  return {
    terms,
    debts: planned.map((debt) => ({
      id: debt.id,
      creditor: debt.creditor,
      balanceCents: debt.balanceCents ?? 0n,
      settlementCents: debt.settlement?.cents ?? 0n,
      feeCents: debt.fee?.cents ?? 0n,
      neededCents: debt.neededCents ?? 0n,
      expectedMonth: debt.expectedMonth,
    })),
    totals: {
      balanceCents: projection.totals.enrolledCents,
      settlementCents: projection.totals.settlementCents,
      feeCents: projection.totals.feeCents,
      neededCents: projection.totals.neededCents,
    },
    minimumDepositCents: minimumDeposit(neededFor(debts), terms.termMonths),
    deposits: projection.schedule.map((deposit) => ({
      date: deposit.dueOn,
      amountCents: deposit.amountCents,
    })),
    endMonth: projection.endMonth,
    firstSettlementMonth: projection.firstSettlementMonth,
  };
}
