import { and, asc, eq, gte } from "drizzle-orm";
import { debtAccounts, dedicatedAccounts, scheduledDeposits } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";
import { auditAccount } from "./account-audit.server.ts";

// An admin's changes to an enrolled customer's program (issue 23): the monthly deposit from a day
// on (the future rows of the schedule replaced, the past kept as they happened), and the order
// the debts are to settle in. Each in one transaction with its audit row, the account's row
// locked first so that nothing posts beside it.

export type ScheduleChangeResult =
  | { kind: "changed"; replaced: number }
  | { kind: "not-found" }
  | { kind: "closed" }
  /** `from` is before `today`: the past is not rewritten. */
  | { kind: "in-the-past" };

async function lockOpenAccount(tx: Db, accountId: string) {
  const [account] = await tx
    .select({ status: dedicatedAccounts.status, applicationId: dedicatedAccounts.applicationId })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.id, accountId))
    .for("update");
  return account;
}

/**
 * From `from` on, every scheduled (not yet cleared) deposit is replaced by one of
 * `monthlyDepositCents` on the same days; then the schedule follows the projection (issue 43): a
 * higher deposit ends the program sooner and the deposits after its end are not drawn, a lower one
 * takes the signed term's later deposits back, never beyond it.
 */
export async function rescheduleDeposits(
  db: Db,
  admin: { id: string; email: string },
  input: { accountId: string; monthlyDepositCents: bigint; from: string; today: string; now: Date },
): Promise<ScheduleChangeResult> {
  if (input.from < input.today) return { kind: "in-the-past" };
  return db.transaction(async (tx) => {
    const account = await lockOpenAccount(tx, input.accountId);
    if (!account) return { kind: "not-found" as const };
    if (account.status !== "open") return { kind: "closed" as const };
    const future = await tx
      .delete(scheduledDeposits)
      .where(
        and(
          eq(scheduledDeposits.accountId, input.accountId),
          eq(scheduledDeposits.status, "scheduled"),
          // The term's monthly deposits: an extra one the customer added keeps its amount (issue 44).
          eq(scheduledDeposits.kind, "regular"),
          gte(scheduledDeposits.dueOn, input.from),
        ),
      )
      .returning({ dueOn: scheduledDeposits.dueOn, amountCents: scheduledDeposits.amountCents });
    if (future.length > 0) {
      const days = future.map((row) => row.dueOn).sort();
      await tx.insert(scheduledDeposits).values(
        days.map((dueOn) => ({
          accountId: input.accountId,
          dueOn,
          amountCents: input.monthlyDepositCents,
        })),
      );
    }
    await auditAccount(
      tx,
      admin,
      "deposits_rescheduled",
      input.accountId,
      { from: input.from, monthlyDepositCents: String(input.monthlyDepositCents), deposits: future.length },
      { amountsCents: [...new Set(future.map((row) => String(row.amountCents)))] },
    );
    // The count the admin is told is what is scheduled at the new amount once the schedule has
    // followed the projection (a higher deposit ends the program sooner).
    const followed = await reconcileSchedule(tx, {
      accountId: input.accountId,
      now: input.now,
      actor: admin,
    });
    return { kind: "changed" as const, replaced: future.length - followed.cancelled + followed.added };
  });
}

export type OrderResult =
  | { kind: "changed" }
  | { kind: "not-found" }
  | { kind: "closed" }
  | { kind: "invalid" };

/** The order the debts settle in: exactly the account's debts, each once. */
export async function setSettlementOrder(
  db: Db,
  admin: { id: string; email: string },
  input: { accountId: string; order: string[]; now: Date },
): Promise<OrderResult> {
  return db.transaction(async (tx) => {
    const account = await lockOpenAccount(tx, input.accountId);
    if (!account) return { kind: "not-found" as const };
    if (account.status !== "open") return { kind: "closed" as const };
    const debts = await tx
      .select({ id: debtAccounts.id })
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, account.applicationId))
      .orderBy(asc(debtAccounts.position));
    const known = new Set(debts.map((debt) => debt.id));
    const given = new Set(input.order);
    if (
      given.size !== input.order.length ||
      given.size !== known.size ||
      input.order.some((id) => !known.has(id))
    ) {
      return { kind: "invalid" as const };
    }
    const [before] = await tx
      .update(dedicatedAccounts)
      .set({ settlementOrder: input.order })
      .where(eq(dedicatedAccounts.id, input.accountId))
      .returning({ order: dedicatedAccounts.settlementOrder });
    await auditAccount(tx, admin, "settlement_order_changed", input.accountId, {
      order: before?.order ?? input.order,
    });
    await reconcileSchedule(tx, { accountId: input.accountId, now: input.now, actor: admin });
    return { kind: "changed" as const };
  });
}
