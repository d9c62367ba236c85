import { depositSchedule, type PlanTerms } from "#app/domain/enrollment/plan.ts";
import type { FactAccount, FactDebt, ProgramFacts } from "#app/domain/projection/facts.ts";
import { projectProgramState } from "#app/domain/projection/program-projection.ts";

// Facts of a program for the projection's unit tests (issue 43): a plan over some debts, and the
// same program once enrolled with nothing happened yet (its schedule the plan's through its end,
// each debt enrolled at its listed balance), ready to be changed by a test.

export interface DebtSketch {
  id: string;
  creditor?: string;
  balanceCents: bigint;
  accountType?: string;
  loanDetail?: FactDebt["loanDetail"];
}

const AT = new Date("2026-11-20T15:00:00Z");

export function plannedFacts(
  debts: readonly DebtSketch[],
  terms: PlanTerms,
  companyDay = "2026-11-20",
): ProgramFacts {
  return {
    companyDay,
    application: {
      id: "00000000-0000-4000-8000-0000000000a1",
      userId: "00000000-0000-4000-8000-0000000000b1",
      status: "approved",
      enrollmentStatus: "pending",
      negotiationsStatus: "pending",
      isComplete: false,
      completedAt: null,
      firstName: "Ada",
      lastName: "Lovelace",
    },
    plan: { ...terms, revision: 1, signedAt: null, updatedAt: AT },
    debts: debts.map((debt) => ({
      id: debt.id,
      creditor: debt.creditor ?? `Creditor ${debt.id}`,
      accountType: debt.accountType ?? "Credit Card",
      loanDetail: debt.loanDetail ?? null,
      listedBalanceCents: debt.balanceCents,
      enrolled: null,
    })),
    account: null,
  };
}

/** The same program enrolled at `openedAt`, with nothing happened: every enrolled debt at Enrolled. */
export function enrolledFacts(planned: ProgramFacts, openedAt = AT): ProgramFacts {
  const plan = projectProgramState(planned);
  const account: FactAccount = {
    id: "00000000-0000-4000-8000-0000000000c1",
    status: "open",
    closedReason: null,
    balanceCents: 0n,
    openedAt,
    closedAt: null,
    settlementOrder: null,
    debitsRevoked: false,
    draftDay: null,
    entries: [],
    deposits: plan.schedule.map((deposit, index) => ({
      id: `deposit-${index}`,
      dueOn: deposit.dueOn,
      amountCents: deposit.amountCents,
      status: "scheduled",
      kind: "regular",
      returnReason: null,
      settledAt: null,
    })),
    offers: [],
    refund: null,
  };
  const enrolledIds = new Set(plan.debts.filter((debt) => debt.status === "planned").map((debt) => debt.id));
  return {
    ...planned,
    application: { ...planned.application, enrollmentStatus: "approved" },
    plan: { ...planned.plan, signedAt: openedAt },
    debts: planned.debts.map((debt) => ({
      ...debt,
      enrolled: enrolledIds.has(debt.id)
        ? {
            balanceCents: debt.listedBalanceCents,
            stage: "enrolled",
            stageReachedAt: openedAt,
            removedReason: null,
          }
        : null,
    })),
    account,
  };
}

/** Every deposit the terms allow, as schedule rows. */
export function fullSchedule(terms: PlanTerms): FactAccount["deposits"] {
  return depositSchedule(terms).map((deposit, index) => ({
    id: `deposit-${index}`,
    dueOn: deposit.date,
    amountCents: deposit.amountCents,
    status: "scheduled" as const,
    kind: "regular" as const,
    returnReason: null,
    settledAt: null,
  }));
}
