import { and, eq, inArray, sql } from "drizzle-orm";
import type { ProgramFacts } from "#app/domain/projection/facts.ts";
import { projectProgramState } from "#app/domain/projection/program-projection.ts";
import { scheduleChanges } from "#app/domain/projection/schedule-horizon.ts";
import { auditLog, scheduledDeposits } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { lockAccountOf } from "../ledger/account-lock.server.ts";
import { readProgramFacts } from "./read-facts.server.ts";

// The schedule follows the projection (decisions.md, "The program's ending, and one truth"; issue
// 43), in ONE function every change of the projection calls in its own transaction, the account's
// row already locked (ledger/account-lock.server.ts): enrollment, an offer approved or ended, a
// payment that pays a debt off, a returned deposit, a new deposit amount or order, a debt removed,
// an adjustment. Deposits after the program's end month are removed (never drawn, nothing refers
// to them, and the day stays free should the term's deposits be needed again); deposits the
// signed term still allows are added when a debt is no longer covered, never beyond the term. One
// audit row says what changed. A closed account has no schedule to follow.

export interface ScheduleFollowed {
  cancelled: number;
  added: number;
  /** The deposits the signed term allows do not cover every debt: a person must act. */
  uncovered: boolean;
}

export async function reconcileSchedule(
  tx: Db,
  input: { accountId: string; now: Date; actor: { id: string | null; email: string } },
): Promise<ScheduleFollowed> {
  const [facts] = await readProgramFacts(tx, { accountId: input.accountId }, input.now);
  const account = facts?.account;
  if (!facts || !account || account.status !== "open") return { cancelled: 0, added: 0, uncovered: false };
  const changes = scheduleChanges(facts);
  if (changes.cancel.length > 0) {
    await tx
      .delete(scheduledDeposits)
      .where(
        and(
          eq(scheduledDeposits.accountId, account.id),
          eq(scheduledDeposits.status, "scheduled"),
          inArray(scheduledDeposits.id, changes.cancel),
        ),
      );
  }
  if (changes.add.length > 0) {
    await tx.insert(scheduledDeposits).values(
      changes.add.map((deposit) => ({
        accountId: account.id,
        dueOn: deposit.dueOn,
        amountCents: deposit.amountCents,
      })),
    );
  }
  if (changes.cancel.length > 0 || changes.add.length > 0) {
    const scheduled = account.deposits.filter((deposit) => deposit.status === "scheduled");
    const cancelled = new Set(changes.cancel);
    const kept = scheduled.filter((deposit) => !cancelled.has(deposit.id)).map((deposit) => deposit.dueOn);
    await tx.insert(auditLog).values({
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      action: "schedule_followed",
      targetType: "dedicated_account",
      targetId: account.id,
      before: { scheduled: scheduled.length, lastDueOn: scheduled.at(-1)?.dueOn ?? null },
      after: {
        scheduled: kept.length + changes.add.length,
        lastDueOn: [...kept, ...changes.add.map((deposit) => deposit.dueOn)].sort().at(-1) ?? null,
        throughMonth: changes.throughMonth,
        cancelled: changes.cancel.length,
        added: changes.add.length,
        uncovered: changes.uncovered,
      },
      createdAt: input.now,
    });
  }
  const changed = changes.cancel.length > 0 || changes.add.length > 0;
  const [followed] = changed ? await readProgramFacts(tx, { accountId: account.id }, input.now) : [facts];
  if (followed) await writeExpectedMonths(tx, followed);
  return { cancelled: changes.cancel.length, added: changes.add.length, uncovered: changes.uncovered };
}

/**
 * The expected months written again for the program of `applicationId` (its negotiations were just
 * approved: its debts may now be ready), its account locked first (account-lock.server.ts).
 */
export async function refreshExpectedMonths(
  tx: Db,
  input: { applicationId: string; now: Date },
): Promise<void> {
  const accountId = await lockAccountOf(tx, { applicationId: input.applicationId });
  if (!accountId) return;
  const [facts] = await readProgramFacts(tx, { accountId }, input.now);
  if (facts) await writeExpectedMonths(tx, facts);
}

/**
 * Each enrolled debt's expected month, as the projection now says (issue 45): the Work Queue's
 * "ready to negotiate" reads it with an index instead of projecting every account. Only the
 * months that changed are written. A program whose negotiations are not approved has none yet (no
 * debt of it can be negotiated), so the queue needs no join to know it.
 */
async function writeExpectedMonths(tx: Db, facts: ProgramFacts): Promise<void> {
  const projection = projectProgramState(facts);
  const enrolled = new Set(facts.debts.filter((debt) => debt.enrolled).map((debt) => debt.id));
  const debts = projection.debts.filter((debt) => enrolled.has(debt.id));
  if (debts.length === 0) return;
  const negotiating = facts.application.negotiationsStatus === "approved";
  const ids = debts.map((debt) => debt.id);
  const months = debts.map((debt) =>
    negotiating && debt.toSettle && debt.expectedMonth ? `${debt.expectedMonth}-01` : null,
  );
  await tx.execute(sql`
    update debt_negotiations as n set expected_month = m.month
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(months)}::date[]) as m(id, month)
    where n.debt_account_id = m.id and n.expected_month is distinct from m.month`);
}
