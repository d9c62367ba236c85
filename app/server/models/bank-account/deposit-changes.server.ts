import { createHash, randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  applyDepositPlan,
  changeCutoff,
  currentDraftDay,
  type DepositChange,
  type DepositChangeField,
  type DepositChangeKind,
  type DepositPlanResult,
  depositChangeFields,
  depositChangeSentence,
  draftDayChoice,
  latestExtraDay,
  nextChangeableDeposit,
  planDepositChange,
} from "#app/domain/bank-account/deposit-changes.ts";
import { formatCalendarMonth } from "#app/domain/format.ts";
import type { ProgramFacts } from "#app/domain/projection/facts.ts";
import { FIGURE_TEXT } from "#app/domain/projection/figures.ts";
import { projectProgramState } from "#app/domain/projection/program-projection.ts";
import type { ProgramProjection } from "#app/domain/projection/projection-shapes.ts";
import { scheduleChanges, withScheduleChanges } from "#app/domain/projection/schedule-horizon.ts";
import type { TransitionTable } from "#app/domain/state-machine.ts";
import { applications, dedicatedAccounts, scheduledDeposits } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { enqueueRendered, renderOutgoing } from "../../email/outbox.server.ts";
import { depositsChangedEmail } from "../../email/program-emails.server.ts";
import type { Env } from "../../env.server.ts";
import { changeState, type StateChangeCaller, type StateRecipe } from "../../state-change.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";
import { lockAccountOf } from "../ledger/account-lock.server.ts";
import { readProgramFacts } from "../projection/read-facts.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";

// The customer's changes to their deposits (issue 44; docs/decisions/0066): move the draft day,
// add an extra deposit, skip a month. The rules are domain/bank-account/deposit-changes.ts's,
// run on the program's facts as stored; the preview runs them on the facts read now and shows
// what the one projection makes of the result (with the trim or extension the schedule will then
// follow), and the confirmation runs them again inside one changeState recipe: the account's row
// locked first (decision 59), the facts read again, the schedule written, one audit row, then the
// schedule follows the projection (reconcileSchedule, in the same transaction) and the customer is
// e-mailed. The version the customer saw is the schedule's fingerprint, not the account's
// updated_at (every cleared deposit moves that): a confirmation of a schedule that changed since
// is refused with the new effect.

export const DEPOSIT_CHANGE_STALE =
  "Your schedule changed since you looked: check the new effect and confirm again.";

/** How many deposits to come the page and the e-mail list. */
const SHOWN_DEPOSITS = 6;

/** The schedule as the customer saw it: every deposit's day, amount, kind and status, and the draft day. */
export function scheduleVersion(facts: ProgramFacts): string {
  const account = facts.account;
  const text = [
    String(account?.draftDay ?? ""),
    ...(account?.deposits ?? []).map(
      (deposit) => `${deposit.id}:${deposit.dueOn}:${deposit.amountCents}:${deposit.status}:${deposit.kind}`,
    ),
  ].join(",");
  return createHash("sha256").update(text).digest("hex").slice(0, 32);
}

export interface UpcomingDeposit {
  dueOn: string;
  amountCents: bigint;
  kind: "regular" | "extra" | "retry";
}

function upcoming(facts: ProgramFacts): UpcomingDeposit[] {
  return (facts.account?.deposits ?? [])
    .filter((deposit) => deposit.status === "scheduled" && deposit.dueOn >= facts.companyDay)
    .slice(0, SHOWN_DEPOSITS)
    .map(({ dueOn, amountCents, kind }) => ({ dueOn, amountCents, kind }));
}

export interface DepositChangePreview {
  change: DepositChange;
  sentence: string;
  deposits: { before: UpcomingDeposit[]; after: UpcomingDeposit[] };
  /** Each debt still to settle (or settled by a change): its expected month before and after. */
  debts: { id: string; creditor: string; before: string | null; after: string | null }[];
  endMonth: { before: string | null; after: string | null };
  lengthMonths: { before: number | null; after: number | null };
}

/** The program as the change would leave it, once the schedule follows the projection. */
function changedFacts(
  facts: ProgramFacts,
  plan: Extract<DepositPlanResult, { ok: true }>,
  at: Date,
): ProgramFacts {
  const applied = applyDepositPlan(facts, plan, at);
  return withScheduleChanges(applied, scheduleChanges(applied));
}

function previewOf(
  facts: ProgramFacts,
  before: ProgramProjection,
  plan: Extract<DepositPlanResult, { ok: true }>,
  at: Date,
): DepositChangePreview {
  const afterFacts = changedFacts(facts, plan, at);
  const after = projectProgramState(afterFacts);
  const afterMonths = new Map(after.debts.map((debt) => [debt.id, debt.expectedMonth]));
  return {
    change: plan.change,
    sentence: depositChangeSentence(plan),
    deposits: { before: upcoming(facts), after: upcoming(afterFacts) },
    debts: before.debts
      .filter((debt) => debt.expectedMonth !== null || afterMonths.get(debt.id))
      .map((debt) => ({
        id: debt.id,
        creditor: debt.creditor,
        before: debt.expectedMonth,
        after: afterMonths.get(debt.id) ?? null,
      })),
    endMonth: { before: before.endMonth, after: after.endMonth },
    lengthMonths: { before: before.lengthMonths, after: after.lengthMonths },
  };
}

export interface DepositChangesPage {
  accountId: string;
  scheduleVersion: string;
  open: boolean;
  /** The day deposits are drawn on now (a plan's 29-31 as it is), and the move form's starting day (1-28). */
  draftDay: number;
  draftDayChoice: number;
  /** The first day a change may touch, and the last an extra deposit may be drawn on. */
  cutoff: string;
  latestExtraDay: string;
  /** The deposit a skip skips (the next at least 3 business days away). */
  nextDeposit: { id: string; dueOn: string; amountCents: bigint } | null;
  /** Months skipped so far, newest first. */
  skippedMonths: string[];
  upcoming: UpcomingDeposit[];
  endMonth: string | null;
  /** The change asked for: its effect, or why it cannot be made. */
  preview: DepositChangePreview | null;
  refusal: { field?: DepositChangeField; message: string } | null;
}

/**
 * The deposits page of `accountId` (the customer's own, else null: not found), and the effect of
 * `change` when one is asked for. Reads only.
 */
export async function readDepositChanges(
  db: Db,
  input: { userId: string; accountId: string; change: DepositChange | null },
  now: Date,
): Promise<DepositChangesPage | null> {
  if (!isUuid(input.accountId)) return null;
  const [facts] = await readProgramFacts(db, { accountId: input.accountId }, now);
  const account = facts?.account;
  if (!facts || !account || facts.application.userId !== input.userId) return null;
  const before = projectProgramState(facts);
  const next = nextChangeableDeposit(facts);
  let preview: DepositChangePreview | null = null;
  let refusal: DepositChangesPage["refusal"] = null;
  if (input.change) {
    const plan = planDepositChange(facts, input.change);
    if (plan.ok) preview = previewOf(facts, before, plan, now);
    else refusal = plan.field ? { field: plan.field, message: plan.message } : { message: plan.message };
  }
  return {
    accountId: account.id,
    scheduleVersion: scheduleVersion(facts),
    open: account.status === "open",
    draftDay: currentDraftDay(facts),
    draftDayChoice: draftDayChoice(facts),
    cutoff: changeCutoff(facts.companyDay),
    latestExtraDay: latestExtraDay(facts.companyDay),
    nextDeposit: next ? { id: next.id, dueOn: next.dueOn, amountCents: next.amountCents } : null,
    skippedMonths: account.deposits
      .filter((deposit) => deposit.status === "skipped")
      .map((deposit) => deposit.dueOn.slice(0, 7))
      .reverse(),
    upcoming: upcoming(facts),
    endMonth: before.endMonth,
    preview,
    refusal,
  };
}

// ---- The recipe ----------------------------------------------------------------------------

interface ScheduleRow {
  id: string;
  version: string;
  userId: string | null;
  facts: ProgramFacts;
  plan: DepositPlanResult;
}

type Actor = "owner";

const TRANSITIONS: TransitionTable<ScheduleRow, DepositChangeKind, Actor> = {
  "move-draft-day": { actor: "owner", allowed: (row) => row.plan.ok },
  extra: { actor: "owner", allowed: (row) => row.plan.ok },
  skip: { actor: "owner", allowed: (row) => row.plan.ok },
};

const AUDIT_ACTIONS = {
  "move-draft-day": "draft_day_moved",
  extra: "extra_deposit_added",
  skip: "deposit_skipped",
} as const;

interface Prepared {
  recipient: { email: string; firstName: string; lastName: string };
}

function depositChangeRecipe(
  change: DepositChange,
  options: { now: Date; env: Pick<Env, "site" | "publicUrl"> },
): StateRecipe<ScheduleRow, DepositChangeKind, Actor, StateChangeCaller, Prepared> {
  async function read(db: Db, id: string): Promise<ScheduleRow | undefined> {
    const [facts] = await readProgramFacts(db, { accountId: id }, options.now);
    if (!facts?.account) return undefined;
    return {
      id,
      version: scheduleVersion(facts),
      userId: facts.application.userId,
      facts,
      plan: planDepositChange(facts, change),
    };
  }
  return {
    target: "dedicated_account",
    table: TRANSITIONS,
    isId: isUuid,
    lock: (tx, id) => lockAccountOf(tx, { accountId: id }),
    read,
    actorOf: (row, caller) => (row.userId !== null && row.userId === caller.id ? "owner" : null),
    async write(tx, row, _action, now) {
      const plan = row.plan;
      if (!plan.ok) return undefined;
      const scheduled = and(
        eq(scheduledDeposits.accountId, row.id),
        eq(scheduledDeposits.status, "scheduled"),
      );
      if (plan.moved.length > 0) {
        // One statement: a deposit may take a day another one is leaving.
        const cases = sql.join(
          plan.moved.map(
            (move) => sql`when ${scheduledDeposits.id} = ${move.id}::uuid then ${move.to}::date`,
          ),
          sql` `,
        );
        const moved = await tx
          .update(scheduledDeposits)
          .set({ dueOn: sql`(case ${cases} end)` })
          .where(
            and(
              scheduled,
              inArray(
                scheduledDeposits.id,
                plan.moved.map((move) => move.id),
              ),
            ),
          )
          .returning({ id: scheduledDeposits.id });
        if (moved.length !== plan.moved.length) return undefined;
      }
      if (plan.skipped.length > 0) {
        const skipped = await tx
          .update(scheduledDeposits)
          .set({ status: "skipped", settledAt: now })
          .where(
            and(
              scheduled,
              inArray(
                scheduledDeposits.id,
                plan.skipped.map((deposit) => deposit.id),
              ),
            ),
          )
          .returning({ id: scheduledDeposits.id });
        if (skipped.length !== plan.skipped.length) return undefined;
      }
      if (plan.added.length > 0) {
        await tx.insert(scheduledDeposits).values(
          plan.added.map((deposit) => ({
            accountId: row.id,
            dueOn: deposit.dueOn,
            amountCents: deposit.amountCents,
            kind: "extra" as const,
          })),
        );
      }
      if (plan.draftDay !== row.facts.account?.draftDay) {
        await tx
          .update(dedicatedAccounts)
          .set({ draftDay: plan.draftDay })
          .where(eq(dedicatedAccounts.id, row.id));
      }
      return read(tx, row.id);
    },
    refusal: (row, _action, stale) =>
      stale ? DEPOSIT_CHANGE_STALE : row.plan.ok ? DEPOSIT_CHANGE_STALE : row.plan.message,
    auditAction: (action) => AUDIT_ACTIONS[action],
    auditState: (row) => {
      const deposits = row.facts.account?.deposits ?? [];
      const scheduled = deposits.filter((deposit) => deposit.status === "scheduled");
      return {
        change: depositChangeFields(change),
        draftDay: currentDraftDay(row.facts),
        scheduled: scheduled.length,
        nextDueOn: scheduled.find((deposit) => deposit.dueOn >= row.facts.companyDay)?.dueOn ?? null,
        lastDueOn: scheduled.at(-1)?.dueOn ?? null,
        extras: deposits.filter((deposit) => deposit.kind === "extra" && deposit.status === "scheduled")
          .length,
        skipped: deposits.filter((deposit) => deposit.status === "skipped").map((deposit) => deposit.dueOn),
      };
    },
    async prepare(db, id) {
      const [row] = await db
        .select({
          email: applications.email,
          firstName: applications.firstName,
          lastName: applications.lastName,
        })
        .from(dedicatedAccounts)
        .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
        .where(eq(dedicatedAccounts.id, id));
      return { recipient: row ?? { email: "", firstName: "", lastName: "" } };
    },
    async after(tx, { before, now, caller, prepared }) {
      const plan = before.plan;
      // The schedule follows the projection at once: a skipped month's deposit added at the
      // end, deposits after a sooner end trimmed.
      await reconcileSchedule(tx, { accountId: before.id, now, actor: caller });
      const [facts] = await readProgramFacts(tx, { accountId: before.id }, now);
      if (!facts || !plan.ok || !prepared.recipient.email) return;
      const projection = projectProgramState(facts);
      await enqueueRendered(
        tx,
        await renderOutgoing(
          depositsChangedEmail(options.env.site, `${options.env.publicUrl}/dashboard/program`, {
            ...prepared.recipient,
            changeId: randomUUID(),
            sentence: depositChangeSentence(plan),
            nextDeposits: upcoming(facts),
            endMonth: projection.endMonth ? formatCalendarMonth(projection.endMonth) : FIGURE_TEXT.notCovered,
          }),
        ),
      );
    },
  };
}

export type DepositChangeResult =
  | { kind: "changed"; sentence: string }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string; field?: DepositChangeField; stale: boolean };

/** The customer changes the deposits of `accountId` (theirs, or it looks absent), as they saw it at `seenVersion`. */
export async function changeDeposits(
  db: Db,
  input: {
    accountId: string;
    change: DepositChange;
    caller: StateChangeCaller;
    seenVersion: string | null;
    now: Date;
    env: Pick<Env, "site" | "publicUrl">;
  },
): Promise<DepositChangeResult> {
  const result = await changeState(
    db,
    depositChangeRecipe(input.change, { now: input.now, env: input.env }),
    {
      id: input.accountId,
      action: input.change.kind,
      caller: input.caller,
      seenVersion: input.seenVersion,
      now: input.now,
    },
  );
  if (result.kind === "not-found") return result;
  if (result.kind === "refused") {
    const plan = result.current.plan;
    const stale = result.reason === DEPOSIT_CHANGE_STALE;
    return {
      kind: "refused",
      reason: result.reason,
      stale,
      ...(!stale && !plan.ok && plan.field ? { field: plan.field } : {}),
    };
  }
  const plan = result.before.plan;
  return { kind: "changed", sentence: plan.ok ? depositChangeSentence(plan) : "" };
}
