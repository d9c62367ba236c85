import { eq } from "drizzle-orm";
import type { LedgerEntryKind } from "#app/domain/ledger/kinds.ts";
import { dedicatedAccounts, ledgerEntries } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";
import { auditAccount } from "./account-audit.server.ts";

// Posting to a dedicated account (issue 23): an insert into ledger_entries, nothing else. The
// database does the rest in the same statement (migration 0026): the account's row is locked
// and its balance moved, and a balance that would go below zero refuses the entry.

/** Whether `error` (or the driver's error it wraps) is the database refusing by `constraint`'s CHECK. */
function checkRefused(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const fields = cause as { code?: string; constraint?: string };
  return fields.code === "23514" && fields.constraint === constraint;
}

/** The database's refusal of an entry that would take a balance below zero. */
export const isBalanceTooLow = (error: unknown) =>
  checkRefused(error, "dedicated_accounts_balance_not_negative");

/** The database's refusal of an entry to a closed account (it takes only its refund). */
export const isAccountClosed = (error: unknown) => checkRefused(error, "ledger_entries_account_open");

export interface NewEntry {
  accountId: string;
  kind: LedgerEntryKind;
  /** Signed whole cents: positive in, negative out. */
  amountCents: bigint;
  effectiveOn: string;
  reason?: string | null;
  actorId?: string | null;
  debtAccountId?: string | null;
}

export type PostResult =
  | { kind: "posted"; balanceAfterCents: bigint }
  | { kind: "balance-too-low" }
  | { kind: "closed" };

/** Posts one entry in its own transaction; a balance it would take below zero refuses it. */
export async function postEntry(db: Db, entry: NewEntry): Promise<PostResult> {
  try {
    const [row] = await db
      .insert(ledgerEntries)
      .values(entry)
      .returning({ balanceAfterCents: ledgerEntries.balanceAfterCents });
    if (!row) throw new Error("the entry was not posted");
    return { kind: "posted", balanceAfterCents: row.balanceAfterCents };
  } catch (error) {
    if (isBalanceTooLow(error)) return { kind: "balance-too-low" };
    if (isAccountClosed(error)) return { kind: "closed" };
    throw error;
  }
}

export type AdjustmentResult = PostResult | { kind: "not-found" };

/** An admin's adjustment, with its reason, audited with the entry in one transaction. */
export async function postAdjustment(
  db: Db,
  admin: { id: string; email: string },
  input: { accountId: string; amountCents: bigint; reason: string; effectiveOn: string; now: Date },
): Promise<AdjustmentResult> {
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ status: dedicatedAccounts.status, balanceCents: dedicatedAccounts.balanceCents })
        .from(dedicatedAccounts)
        .where(eq(dedicatedAccounts.id, input.accountId))
        // The account first (account-lock.server.ts): the entry's trigger locks it again.
        .for("update");
      if (!account) return { kind: "not-found" as const };
      if (account.status !== "open") return { kind: "closed" as const };
      const [row] = await tx
        .insert(ledgerEntries)
        .values({
          accountId: input.accountId,
          amountCents: input.amountCents,
          reason: input.reason,
          effectiveOn: input.effectiveOn,
          kind: "adjustment",
          actorId: admin.id,
        })
        .returning({ id: ledgerEntries.id, balanceAfterCents: ledgerEntries.balanceAfterCents });
      if (!row) throw new Error("the adjustment was not posted");
      await auditAccount(
        tx,
        admin,
        "ledger_adjusted",
        input.accountId,
        {
          entryId: String(row.id),
          amountCents: String(input.amountCents),
          reason: input.reason,
          balanceCents: String(row.balanceAfterCents),
        },
        { balanceCents: String(account.balanceCents) },
      );
      await reconcileSchedule(tx, { accountId: input.accountId, now: input.now, actor: admin });
      return { kind: "posted" as const, balanceAfterCents: row.balanceAfterCents };
    });
  } catch (error) {
    if (isBalanceTooLow(error)) return { kind: "balance-too-low" };
    throw error;
  }
}
