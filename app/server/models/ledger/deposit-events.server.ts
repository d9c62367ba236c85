import { and, eq, sql } from "drizzle-orm";
import { codeOfReason, reasonOfCode } from "#app/domain/ledger/ach-returns.ts";
import { RETURN_REASON_LABELS, type ReturnReason } from "#app/domain/ledger/kinds.ts";
import { dedicatedAccounts, ledgerEntries, scheduledDeposits } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";

// What a deposit's clear and return do to the ledger (issues 23 and 45), in ONE place: the
// processor's webhook, the simulator and an admin's deposit operations (deposit-operations.server.ts)
// all come here, inside a transaction that already holds the account's lock, so they cannot
// disagree. The deposit moves only from the state the event expects; the entry is posted by the
// ledger's trigger under the same lock. The returns in a row are counted by scheduled_deposits'
// trigger (migration 0039), whichever path moved the deposit.

export type DepositRow = typeof scheduledDeposits.$inferSelect;

/** "scheduled" → "cleared" on an open account, and its entry; undefined when it was not scheduled. */
export async function applyDepositCleared(
  tx: Db,
  input: { depositId: string; eventId: string; now: Date; reference?: string | undefined },
): Promise<DepositRow | undefined> {
  const [deposit] = await tx
    .update(scheduledDeposits)
    .set({ status: "cleared", settledAt: input.now, processorReference: input.reference ?? null })
    .where(
      and(
        eq(scheduledDeposits.id, input.depositId),
        eq(scheduledDeposits.status, "scheduled"),
        sql`exists (select 1 from ${dedicatedAccounts} where ${dedicatedAccounts.id} = ${scheduledDeposits.accountId} and ${dedicatedAccounts.status} = 'open')`,
      ),
    )
    .returning();
  if (!deposit) return undefined;
  await tx.insert(ledgerEntries).values({
    accountId: deposit.accountId,
    kind: "deposit",
    amountCents: deposit.amountCents,
    effectiveOn: deposit.dueOn,
    depositId: deposit.id,
    eventId: input.eventId,
  });
  return deposit;
}

/** The reason and code of a return: the code given, else the reason's own (an "other" has none). */
export function returnOf(given: { reason?: ReturnReason; code?: string | undefined }): {
  reason: ReturnReason;
  code: string;
} {
  if (given.code) return { reason: reasonOfCode(given.code), code: given.code };
  const reason = given.reason ?? "other";
  // A processor that says "other" without its code: R99 is not a NACHA code, so it reads as unknown.
  return { reason, code: codeOfReason(reason) ?? "R99" };
}

/**
 * "cleared" → "returned", the money taken back out, and the schedule following the projection (a
 * return may need the term's later deposits); undefined when the deposit was not cleared.
 */
export async function applyDepositReturned(
  tx: Db,
  input: {
    depositId: string;
    eventId: string;
    reason: ReturnReason;
    code: string;
    now: Date;
    actor: { id: string | null; email: string };
  },
): Promise<DepositRow | undefined> {
  const [deposit] = await tx
    .update(scheduledDeposits)
    .set({ status: "returned", settledAt: input.now, returnReason: input.reason, returnCode: input.code })
    .where(and(eq(scheduledDeposits.id, input.depositId), eq(scheduledDeposits.status, "cleared")))
    .returning();
  if (!deposit) return undefined;
  await tx.insert(ledgerEntries).values({
    accountId: deposit.accountId,
    kind: "returned_deposit",
    amountCents: -deposit.amountCents,
    effectiveOn: deposit.dueOn,
    depositId: deposit.id,
    eventId: input.eventId,
    reason:
      input.reason === "other"
        ? `${RETURN_REASON_LABELS[input.reason]} (${input.code})`
        : RETURN_REASON_LABELS[input.reason],
    actorId: input.actor.id,
  });
  // The money it brought is gone: the schedule follows, within the signed term (issue 43).
  await reconcileSchedule(tx, { accountId: deposit.accountId, now: input.now, actor: input.actor });
  return deposit;
}
