import { asc, eq, inArray } from "drizzle-orm";
import type {
  DedicatedAccountStatus,
  DepositStatus,
  LedgerEntryKind,
  RefundState,
  ReturnReason,
} from "#app/domain/ledger/kinds.ts";
import { centsOf } from "#app/domain/money.ts";
import {
  applications,
  debtAccounts,
  dedicatedAccounts,
  ledgerEntries,
  refunds,
  scheduledDeposits,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// A customer's dedicated accounts as My Program reads them (issue 23): only their own (through
// their applications), each with its entries, its schedule, its debts and its refund. Four
// indexed reads per page, whatever the number of accounts.

export interface StoredAccount {
  id: string;
  applicationId: string;
  status: DedicatedAccountStatus;
  balanceCents: bigint;
  settlementOrder: string[] | null;
  openedAt: Date;
  entries: { kind: LedgerEntryKind; amountCents: bigint; balanceAfterCents: bigint; effectiveOn: string }[];
  deposits: {
    id: string;
    dueOn: string;
    amountCents: bigint;
    status: DepositStatus;
    returnReason: ReturnReason | null;
  }[];
  debts: { id: string; creditor: string; balanceCents: bigint }[];
  refund: { id: string; amountCents: bigint; dueOn: string; state: RefundState } | null;
}

export async function findAccountsForCustomer(db: Db, userId: string): Promise<StoredAccount[]> {
  const accounts = await db
    .select({
      id: dedicatedAccounts.id,
      applicationId: dedicatedAccounts.applicationId,
      status: dedicatedAccounts.status,
      balanceCents: dedicatedAccounts.balanceCents,
      settlementOrder: dedicatedAccounts.settlementOrder,
      openedAt: dedicatedAccounts.openedAt,
    })
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(eq(applications.userId, userId))
    .orderBy(asc(dedicatedAccounts.openedAt), asc(dedicatedAccounts.id));
  if (accounts.length === 0) return [];
  const ids = accounts.map((account) => account.id);
  const [entries, deposits, debts, refundRows] = await Promise.all([
    db
      .select({
        accountId: ledgerEntries.accountId,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        balanceAfterCents: ledgerEntries.balanceAfterCents,
        effectiveOn: ledgerEntries.effectiveOn,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.accountId, ids))
      .orderBy(asc(ledgerEntries.accountId), asc(ledgerEntries.id)),
    db
      .select({
        accountId: scheduledDeposits.accountId,
        id: scheduledDeposits.id,
        dueOn: scheduledDeposits.dueOn,
        amountCents: scheduledDeposits.amountCents,
        status: scheduledDeposits.status,
        returnReason: scheduledDeposits.returnReason,
      })
      .from(scheduledDeposits)
      .where(inArray(scheduledDeposits.accountId, ids))
      .orderBy(asc(scheduledDeposits.dueOn)),
    db
      .select({
        applicationId: debtAccounts.applicationId,
        id: debtAccounts.id,
        creditor: debtAccounts.originalCreditor,
        balance: debtAccounts.currentBalance,
      })
      .from(debtAccounts)
      .where(
        inArray(
          debtAccounts.applicationId,
          accounts.map((account) => account.applicationId),
        ),
      )
      .orderBy(asc(debtAccounts.position), asc(debtAccounts.id)),
    db
      .select({
        accountId: refunds.accountId,
        id: refunds.id,
        amountCents: refunds.amountCents,
        dueOn: refunds.dueOn,
        state: refunds.state,
      })
      .from(refunds)
      .where(inArray(refunds.accountId, ids)),
  ]);
  return accounts.map((account) => {
    const refund = refundRows.find((row) => row.accountId === account.id);
    return {
      ...account,
      entries: entries.filter((entry) => entry.accountId === account.id),
      deposits: deposits.filter((deposit) => deposit.accountId === account.id),
      debts: debts
        .filter((debt) => debt.applicationId === account.applicationId)
        .map((debt) => ({
          id: debt.id,
          creditor: debt.creditor ?? "Creditor",
          balanceCents: centsOf(debt.balance),
        }))
        .filter((debt) => debt.balanceCents > 0n),
      refund: refund
        ? { id: refund.id, amountCents: refund.amountCents, dueOn: refund.dueOn, state: refund.state }
        : null,
    };
  });
}
