import { eq } from "drizzle-orm";
import type { Db } from "#app/server/db.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import { scheduledDeposits } from "#db/schema.ts";
import { type EnrolledCustomer, FIXTURE_ENV, insertEnrolledCustomer } from "./enrolled-fixtures.ts";
import { lifecycleAdmin } from "./user-fixtures.ts";

// Dedicated accounts for the admins' money pages (issue 23): a customer enrolled at `openedAt`
// (first deposit Dec 15, 2026) whose first `cleared` deposits cleared, and one who left.

export interface MoneyCustomer extends EnrolledCustomer {
  /** The cleared deposits' ids, oldest first. */
  cleared: string[];
}

export async function enrollWithDeposits(
  db: Db,
  { openedAt, cleared, now, debts }: { openedAt: string; cleared: number; now: Date; debts?: number },
): Promise<MoneyCustomer> {
  const enrolled = await insertEnrolledCustomer(db, await lifecycleAdmin(db), {
    now: new Date(openedAt),
    firstDepositDate: "2026-12-15",
    ...(debts ? { debts } : {}),
  });
  const deposits = await db
    .select({ id: scheduledDeposits.id })
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, enrolled.accountId))
    .orderBy(scheduledDeposits.dueOn)
    .limit(cleared);
  for (const { id } of deposits) {
    await applyProcessorEvent(
      db,
      { id: `clear-${id}`, type: "deposit.cleared", created: 1, data: { depositId: id } },
      { now, env: FIXTURE_ENV },
    );
  }
  return { ...enrolled, cleared: deposits.map((deposit) => deposit.id) };
}

/** The customer leaves at `at`: their refund is requested, due 7 business days later. */
export async function leaveAt(db: Db, customer: EnrolledCustomer, at: string): Promise<void> {
  const left = await leaveProgram(db, {
    accountId: customer.accountId,
    caller: customer.owner,
    env: FIXTURE_ENV,
    now: new Date(at),
  });
  if (left.kind !== "left") throw new Error(`leaving refused: ${JSON.stringify(left)}`);
}
