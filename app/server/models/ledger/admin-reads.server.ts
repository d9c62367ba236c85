import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import {
  ACCOUNTS_PAGE_SIZE,
  LEDGER_ENTRIES_LIMIT,
  REFUNDS_DUE_LIMIT,
  RETURNED_DEPOSITS_LIMIT,
} from "#app/domain/admin/money.ts";
import type { SettlementSource } from "#app/domain/admin/money-schedule.ts";
import type {
  AccountDetailSource,
  AccountSource,
  DebtStageSource,
  DepositLine,
  DepositRowSource,
  RefundDueSource,
  ReturnedDepositSource,
} from "#app/domain/admin/money-views.ts";
import type { DepositStatus } from "#app/domain/ledger/kinds.ts";
import { OPEN_STAGES } from "#app/domain/projection/projection-shapes.ts";
import {
  applications,
  creditorPayments,
  debtAccounts,
  debtNegotiations,
  dedicatedAccounts,
  ledgerEntries,
  refunds,
  scheduledDeposits,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// The admins' reads of the dedicated accounts (issue 23): the refunds still to pay, the latest
// returned deposits, the accounts a page at a time (newest opened first) and one account with
// its newest entries and its schedule. Each list is bounded; none reads a whole table.

const customer = {
  applicationId: dedicatedAccounts.applicationId,
  userId: applications.userId,
  firstName: applications.firstName,
  lastName: applications.lastName,
};

/**
 * The refunds not completed, by due day (so the overdue ones come first), one more than shown. The
 * condition is written out as its partial index's predicate (refunds_open_due_idx), so that a plan
 * kept for the statement still reads that index.
 */
export async function findRefundsDue(
  db: Db,
  limit = REFUNDS_DUE_LIMIT,
): Promise<{ rows: RefundDueSource[]; more: boolean }> {
  const rows = await db
    .select({
      id: refunds.id,
      accountId: refunds.accountId,
      amountCents: refunds.amountCents,
      dueOn: refunds.dueOn,
      state: refunds.state,
      ...customer,
    })
    .from(refunds)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, refunds.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(sql`${refunds.state} <> 'completed'`)
    .orderBy(asc(refunds.dueOn), asc(refunds.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** The deposits that came back most recently. */
export async function findReturnedDeposits(db: Db): Promise<ReturnedDepositSource[]> {
  return db
    .select({
      id: scheduledDeposits.id,
      accountId: scheduledDeposits.accountId,
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
      returnReason: scheduledDeposits.returnReason,
      returnCode: scheduledDeposits.returnCode,
      ...customer,
    })
    .from(scheduledDeposits)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, scheduledDeposits.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(eq(scheduledDeposits.status, "returned"))
    .orderBy(desc(scheduledDeposits.settledAt), desc(scheduledDeposits.id))
    .limit(RETURNED_DEPOSITS_LIMIT);
}

const accountColumns = {
  id: dedicatedAccounts.id,
  status: dedicatedAccounts.status,
  balanceCents: dedicatedAccounts.balanceCents,
  openedAt: dedicatedAccounts.openedAt,
  ...customer,
};

/**
 * One page (1-based) of the accounts, newest opened first, and how many there are. The page's
 * ids are found on dedicated_accounts alone (the offset walks no join), then joined.
 */
export async function findAccountsPage(
  db: Db,
  page: number,
): Promise<{ rows: AccountSource[]; total: number }> {
  const newestFirst = [desc(dedicatedAccounts.openedAt), desc(dedicatedAccounts.id)];
  const pageIds = db
    .select({ id: dedicatedAccounts.id })
    .from(dedicatedAccounts)
    .orderBy(...newestFirst)
    .limit(ACCOUNTS_PAGE_SIZE)
    .offset((page - 1) * ACCOUNTS_PAGE_SIZE)
    .as("page_ids");
  const [rows, [total]] = await Promise.all([
    db
      .select(accountColumns)
      .from(pageIds)
      .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, pageIds.id))
      .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
      .orderBy(...newestFirst),
    db.select({ value: count() }).from(dedicatedAccounts),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One account with its newest entries (one more than shown), its schedule and its debts; null when none. */
export async function findAccountForAdmin(db: Db, accountId: string): Promise<AccountDetailSource | null> {
  const [row] = await db
    .select({ ...accountColumns, storedOrder: dedicatedAccounts.settlementOrder })
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(eq(dedicatedAccounts.id, accountId));
  if (!row) return null;
  const { storedOrder, ...account } = row;
  const [entries, [next], counts, clearedDeposits, debts, negotiations] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        balanceAfterCents: ledgerEntries.balanceAfterCents,
        effectiveOn: ledgerEntries.effectiveOn,
        reason: ledgerEntries.reason,
        // The debt a fee or a payment to a creditor is for (issue 45): the line names its creditor.
        debtAccountId: ledgerEntries.debtAccountId,
        creditor: debtAccounts.originalCreditor,
        // The deposit or payment it moved, and the processor's reference for it (issue 45).
        depositId: ledgerEntries.depositId,
        creditorPaymentId: ledgerEntries.creditorPaymentId,
        eventId: ledgerEntries.eventId,
        reference: sql<
          string | null
        >`coalesce(${scheduledDeposits.processorReference}, ${creditorPayments.processorReference})`,
      })
      .from(ledgerEntries)
      .leftJoin(debtAccounts, eq(debtAccounts.id, ledgerEntries.debtAccountId))
      .leftJoin(scheduledDeposits, eq(scheduledDeposits.id, ledgerEntries.depositId))
      .leftJoin(creditorPayments, eq(creditorPayments.id, ledgerEntries.creditorPaymentId))
      .where(eq(ledgerEntries.accountId, accountId))
      .orderBy(desc(ledgerEntries.id))
      .limit(LEDGER_ENTRIES_LIMIT + 1),
    db
      .select({ dueOn: scheduledDeposits.dueOn, amountCents: scheduledDeposits.amountCents })
      .from(scheduledDeposits)
      .where(and(eq(scheduledDeposits.accountId, accountId), eq(scheduledDeposits.status, "scheduled")))
      .orderBy(asc(scheduledDeposits.dueOn))
      .limit(1),
    db
      .select({ status: scheduledDeposits.status, value: count() })
      .from(scheduledDeposits)
      .where(eq(scheduledDeposits.accountId, accountId))
      .groupBy(scheduledDeposits.status),
    findClearedDeposits(db, accountId),
    findDebtsOf(db, account.applicationId),
    findDebtStagesOf(db, accountId),
  ]);
  const schedule = await findDepositsOf(db, accountId);
  const depositCounts: Partial<Record<DepositStatus, number>> = {};
  for (const line of counts) depositCounts[line.status] = line.value;
  return {
    account,
    entries,
    nextDeposit: next ?? null,
    depositCounts,
    clearedDeposits,
    settlement: { debts, storedOrder },
    negotiations,
    deposits: schedule,
  };
}

/** Every deposit of the account with its id, kind, status, code and reference (issue 45), by due day. */
function findDepositsOf(db: Db, accountId: string): Promise<DepositRowSource[]> {
  return db
    .select({
      id: scheduledDeposits.id,
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
      status: scheduledDeposits.status,
      kind: scheduledDeposits.kind,
      returnCode: scheduledDeposits.returnCode,
      reference: scheduledDeposits.processorReference,
      retryOf: scheduledDeposits.retryOf,
    })
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, accountId))
    .orderBy(asc(scheduledDeposits.dueOn), asc(scheduledDeposits.id));
}

/** The account's enrolled debts and their stages (issue 24), as listed. */
function findDebtStagesOf(db: Db, accountId: string): Promise<DebtStageSource[]> {
  return db
    .select({
      debtAccountId: debtNegotiations.debtAccountId,
      creditor: debtAccounts.originalCreditor,
      stage: debtNegotiations.stage,
    })
    .from(debtNegotiations)
    .innerJoin(debtAccounts, eq(debtAccounts.id, debtNegotiations.debtAccountId))
    .where(eq(debtNegotiations.accountId, accountId))
    .orderBy(asc(debtAccounts.position), asc(debtAccounts.id));
}

/**
 * Every debt of an application, as listed, with its balance as enrolled while it is still to
 * settle, and zero once it is not (settled, paid off, removed, never enrolled): the settlement
 * order weighs only the debts still to settle (issue 43: a Paid Off debt is never "to settle").
 */
async function findDebtsOf(db: Db, applicationId: string): Promise<SettlementSource["debts"]> {
  const rows = await db
    .select({
      id: debtAccounts.id,
      creditor: debtAccounts.originalCreditor,
      enrolledCents: debtNegotiations.enrolledBalanceCents,
      stage: debtNegotiations.stage,
    })
    .from(debtAccounts)
    .leftJoin(debtNegotiations, eq(debtNegotiations.debtAccountId, debtAccounts.id))
    .where(eq(debtAccounts.applicationId, applicationId))
    .orderBy(asc(debtAccounts.position), asc(debtAccounts.id));
  return rows.map((debt) => ({
    id: debt.id,
    creditor: debt.creditor,
    balanceCents: debt.stage && OPEN_STAGES.includes(debt.stage) ? (debt.enrolledCents ?? 0n) : 0n,
  }));
}

/** An account's debts and their stored order (read again before a debt moves up); null when none. */
export async function findSettlement(
  db: Db,
  accountId: string,
): Promise<{ open: boolean; settlement: SettlementSource } | null> {
  const [account] = await db
    .select({
      status: dedicatedAccounts.status,
      applicationId: dedicatedAccounts.applicationId,
      storedOrder: dedicatedAccounts.settlementOrder,
    })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.id, accountId));
  if (!account) return null;
  const debts = await findDebtsOf(db, account.applicationId);
  return { open: account.status === "open", settlement: { debts, storedOrder: account.storedOrder } };
}

/** The account's cleared deposits (those a bank may still send back), newest first. */
export function findClearedDeposits(db: Db, accountId: string): Promise<DepositLine[]> {
  return db
    .select({
      id: scheduledDeposits.id,
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
    })
    .from(scheduledDeposits)
    .where(and(eq(scheduledDeposits.accountId, accountId), eq(scheduledDeposits.status, "cleared")))
    .orderBy(desc(scheduledDeposits.dueOn));
}
