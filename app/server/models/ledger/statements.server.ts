import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { nextMonthStart, type StatementEntrySource } from "#app/domain/ledger/statement-view.ts";
import {
  applications,
  auditLog,
  debtAccounts,
  dedicatedAccounts,
  ledgerEntries,
  scheduledDeposits,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// A dedicated account's transactions and monthly statements (issue 44): the entries a page at a
// time, newest first, on the (account_id, id) index (a keyset, so a page does not shift while
// deposits post); the months with activity; and one month's entries with the balance it opened
// with, in one statement (one snapshot: an entry posting meanwhile is in both figures or in
// neither). Months are bank days (effective_on), the days the schedule and the processor use.

export const TRANSACTIONS_PAGE_SIZE = 25;

/** The account a statement is about, and whose it is. */
export interface StatementAccount {
  id: string;
  applicationId: string;
  firstName: string;
  lastName: string;
  status: "open" | "closed";
  openedAt: Date;
}

const accountColumns = {
  id: dedicatedAccounts.id,
  applicationId: dedicatedAccounts.applicationId,
  firstName: applications.firstName,
  lastName: applications.lastName,
  status: dedicatedAccounts.status,
  openedAt: dedicatedAccounts.openedAt,
};

/** The account when it is one of `userId`'s (through their application); null otherwise. */
export async function findStatementAccountForCustomer(
  db: Db,
  { userId, accountId }: { userId: string; accountId: string },
): Promise<StatementAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(and(eq(dedicatedAccounts.id, accountId), eq(applications.userId, userId)));
  return row ?? null;
}

/** Any account, for an admin; null when there is none. */
export async function findStatementAccountForAdmin(
  db: Db,
  accountId: string,
): Promise<StatementAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(eq(dedicatedAccounts.id, accountId));
  return row ?? null;
}

const entryColumns = {
  id: ledgerEntries.id,
  kind: ledgerEntries.kind,
  amountCents: ledgerEntries.amountCents,
  balanceAfterCents: ledgerEntries.balanceAfterCents,
  effectiveOn: ledgerEntries.effectiveOn,
  createdAt: ledgerEntries.createdAt,
  reason: ledgerEntries.reason,
  creditor: debtAccounts.originalCreditor,
  depositDueOn: scheduledDeposits.dueOn,
  returnReason: scheduledDeposits.returnReason,
};

/**
 * One page of the account's entries, newest first: those before the entry id `before` (the first
 * page without it), and the id the next page starts before (null on the last page).
 */
export async function findEntriesPage(
  db: Db,
  {
    accountId,
    before,
    limit = TRANSACTIONS_PAGE_SIZE,
  }: { accountId: string; before?: bigint; limit?: number },
): Promise<{ rows: StatementEntrySource[]; nextBefore: bigint | null }> {
  const rows = await db
    .select(entryColumns)
    .from(ledgerEntries)
    .leftJoin(debtAccounts, eq(debtAccounts.id, ledgerEntries.debtAccountId))
    .leftJoin(scheduledDeposits, eq(scheduledDeposits.id, ledgerEntries.depositId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        before === undefined ? undefined : lt(ledgerEntries.id, before),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextBefore: rows.length > limit && last ? last.id : null };
}

/** The months ("2027-03") with at least one entry, newest first. */
export async function findStatementMonths(db: Db, accountId: string): Promise<string[]> {
  const month = sql<string>`to_char(${ledgerEntries.effectiveOn}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(month));
  return rows.map((row) => row.month);
}

/**
 * One month of the account ("2027-03"): the balance it opened with (every entry of an earlier bank
 * day) and its entries by bank day, then as posted. Null when the month has no entry.
 */
export async function findStatement(
  db: Db,
  accountId: string,
  month: string,
): Promise<{ openingCents: bigint; entries: StatementEntrySource[] } | null> {
  const start = `${month}-01`;
  const opening = sql<string>`(select coalesce(sum(earlier.amount_cents), 0)::text from ledger_entries earlier where earlier.account_id = ${accountId} and earlier.effective_on < ${start})`;
  const rows = await db
    .select({ ...entryColumns, opening })
    .from(ledgerEntries)
    .leftJoin(debtAccounts, eq(debtAccounts.id, ledgerEntries.debtAccountId))
    .leftJoin(scheduledDeposits, eq(scheduledDeposits.id, ledgerEntries.depositId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        gte(ledgerEntries.effectiveOn, start),
        lt(ledgerEntries.effectiveOn, nextMonthStart(month)),
      ),
    )
    .orderBy(asc(ledgerEntries.effectiveOn), asc(ledgerEntries.id));
  const first = rows[0];
  if (!first) return null;
  return {
    openingCents: BigInt(first.opening),
    entries: rows.map(({ opening: _opening, ...entry }) => entry),
  };
}

/** An admin's download of a customer's statement, on record before the file leaves. */
export async function auditStatementDownload(
  db: Db,
  admin: { id: string; email: string },
  statement: { accountId: string; month: string; format: "pdf" | "csv" },
  at: Date,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: admin.id,
    actorEmail: admin.email,
    action: "statement_downloaded",
    targetType: "dedicated_account",
    targetId: statement.accountId,
    before: null,
    after: { month: statement.month, format: statement.format },
    createdAt: at,
  });
}
