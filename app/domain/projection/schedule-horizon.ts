// The schedule follows the projection (decisions.md, "The program's ending, and one truth"; issue
// 43): no deposit is drawn after the program's end month, and none is added beyond the term the
// customer signed. Whatever changes the projection (an offer approved or ended, a payment that
// pays a debt off, a returned deposit, a new deposit amount, the order of the debts, a debt
// removed, an adjustment) asks this one rule, in its own transaction, what the scheduled deposits
// must become (app/server/models/projection/reconcile-schedule.server.ts applies it).
//
// - Trim: every scheduled deposit in a month after the end month goes; with nothing left to settle
//   or pay, every scheduled deposit goes. Trimming after the end leaves the projection as it was
//   (after the end month nothing is promised, so no later balance is lower than the end month's).
// - Extend: when a debt is not covered, the signed term's later deposits (the plan's nominal day
//   each month, drawn on a business day, at the deposit now) are added from the schedule's last
//   day on, through the month the projection then ends; never past the term. When even the whole
//   term does not cover it, every such deposit is added and the program is `uncovered`: more
//   months need a new authorization, which is for a person to ask (the admins are told).
import { monthOf } from "../calendar.ts";
import type { ProgramFacts } from "./facts.ts";
import { projectProgramState, termDeposits } from "./program-projection.ts";
import type { DepositDay } from "./projection-shapes.ts";

export interface ScheduleChanges {
  /** Scheduled deposits (their ids) no longer needed. */
  cancel: string[];
  /** Deposits to add, within the signed term. */
  add: DepositDay[];
  /** Even every deposit the term allows does not cover each debt still to settle. */
  uncovered: boolean;
  /** The month the schedule runs through once changed; null when no deposit is needed any more. */
  throughMonth: string | null;
}

const NONE: ScheduleChanges = { cancel: [], add: [], uncovered: false, throughMonth: null };

export function scheduleChanges(facts: ProgramFacts): ScheduleChanges {
  const account = facts.account;
  // Only an open account is drawn from; a closed one has no schedule left.
  if (!account) return NONE;
  if (account.status !== "open") return NONE;
  // Nothing is added while the customer's debit authorization stays revoked (issue 44).
  const candidates = account.debitsRevoked ? [] : termDeposits(facts);
  const extended: ProgramFacts = {
    ...facts,
    account: {
      ...account,
      deposits: [
        ...account.deposits,
        ...candidates.map((deposit, index) => ({
          id: `candidate-${index}`,
          ...deposit,
          status: "scheduled" as const,
          kind: "regular" as const,
          returnReason: null,
          settledAt: null,
        })),
      ],
    },
  };
  const projection = projectProgramState(extended);
  const scheduled = account.deposits.filter((deposit) => deposit.status === "scheduled");
  if (!projection.remaining) {
    return { cancel: scheduled.map((deposit) => deposit.id), add: [], uncovered: false, throughMonth: null };
  }
  const through = projection.endMonth;
  if (projection.covered && through) {
    return {
      cancel: scheduled.filter((deposit) => monthOf(deposit.dueOn) > through).map((deposit) => deposit.id),
      add: candidates.filter((deposit) => monthOf(deposit.dueOn) <= through),
      uncovered: false,
      throughMonth: through,
    };
  }
  const last = [...scheduled.map((deposit) => deposit.dueOn), ...candidates.map((deposit) => deposit.dueOn)]
    .sort()
    .at(-1);
  return { cancel: [], add: candidates, uncovered: true, throughMonth: last ? monthOf(last) : null };
}

/**
 * The facts once `changes` are applied (what reconcileSchedule writes): a preview's "after"
 * (issue 44's changes to deposits show the trim or extension the schedule will then follow).
 */
export function withScheduleChanges(facts: ProgramFacts, changes: ScheduleChanges): ProgramFacts {
  const account = facts.account;
  if (!account) return facts;
  const cancelled = new Set(changes.cancel);
  const kept = account.deposits.filter((deposit) => !cancelled.has(deposit.id));
  const added = changes.add.map((deposit, index) => ({
    id: `added-${index}`,
    ...deposit,
    status: "scheduled" as const,
    kind: "regular" as const,
    returnReason: null,
    settledAt: null,
  }));
  return {
    ...facts,
    account: { ...account, deposits: [...kept, ...added].sort((a, b) => (a.dueOn < b.dueOn ? -1 : 1)) },
  };
}
