import { and, eq, inArray, sql } from "drizzle-orm";
import { refundAmount, refundDueOn } from "#app/domain/ledger/program-exit.ts";
import type { ProgramEnding } from "#app/domain/projection/facts.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import {
  creditorPayments,
  dedicatedAccounts,
  ledgerEntries,
  refunds,
  scheduledDeposits,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { withdrawLiveOffers } from "../negotiation/offer-lifecycle.server.ts";

// How a program's dedicated account closes, the same way whether the customer leaves or the
// program is complete (issue 43): the account's row locked first (ledger/account-lock.server.ts),
// it closes with its reason; every deposit still scheduled is canceled; offers in play are
// withdrawn and no payment to a creditor is left scheduled (at graduation there are none: a guard);
// the balance as locked is refunded by the one refund path, due in 7 business days on the
// company's calendar (weekends and US federal holidays skipped), and posted out. A closed account
// takes no entry but this refund (migration 0026), so nothing of it moves after.

/** Closes the open account as `reason`, on the condition it is at `version` when one is given. */
export async function closeAccount(
  tx: Db,
  input: { accountId: string; now: Date; reason: ProgramEnding; version?: string },
): Promise<boolean> {
  const closed = await tx
    .update(dedicatedAccounts)
    .set({ status: "closed", closedAt: input.now, closedReason: input.reason, updatedAt: input.now })
    .where(
      and(
        eq(dedicatedAccounts.id, input.accountId),
        eq(dedicatedAccounts.status, "open"),
        input.version ? sql`${dedicatedAccounts.updatedAt} = ${input.version}::timestamptz` : undefined,
      ),
    )
    .returning({ id: dedicatedAccounts.id });
  return closed.length > 0;
}

export interface ClosingRefund {
  refundId: string;
  amountCents: bigint;
  dueOn: string;
  requestDay: string;
  cancelledDeposits: number;
}

/** What a closed account owes its customer: nothing left scheduled, the balance refunded. */
export async function refundClosedAccount(
  tx: Db,
  input: { accountId: string; balanceCents: bigint; now: Date },
): Promise<ClosingRefund> {
  const { accountId, now } = input;
  const cancelled = await tx
    .update(scheduledDeposits)
    .set({ status: "cancelled", settledAt: now })
    .where(and(eq(scheduledDeposits.accountId, accountId), eq(scheduledDeposits.status, "scheduled")))
    .returning({ id: scheduledDeposits.id });
  // Offers in play are withdrawn (issue 24), and no payment to a creditor is left scheduled, even
  // under a settlement already part paid: nothing more is paid from a closed account.
  await withdrawLiveOffers(tx, { accountId }, now);
  await tx
    .update(creditorPayments)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(creditorPayments.accountId, accountId),
        inArray(creditorPayments.status, ["planned", "scheduled"]),
      ),
    );
  const requestDay = companyDayOf(now);
  const dueOn = refundDueOn(requestDay);
  const amountCents = refundAmount(input.balanceCents);
  const [refund] = await tx
    .insert(refunds)
    .values({ accountId, amountCents, dueOn, requestedAt: now, updatedAt: now })
    .returning({ id: refunds.id });
  if (!refund) throw new Error("the refund was not created");
  if (amountCents > 0n) {
    await tx.insert(ledgerEntries).values({
      accountId,
      kind: "refund",
      amountCents: -amountCents,
      effectiveOn: requestDay,
    });
  }
  return { refundId: refund.id, amountCents, dueOn, requestDay, cancelledDeposits: cancelled.length };
}
