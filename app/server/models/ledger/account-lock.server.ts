import { sql } from "drizzle-orm";
import type { Db } from "../../db.server.ts";

// The one lock order for a program's rows (issue 41, item 4): every transaction that changes a
// dedicated account's rows (its deposits, payments to creditors, offers, debts' stages, refund,
// ledger) locks the account's row first, before any of them. Posting an entry locks that row too
// (the ledger trigger, migration 0026), so a transaction that changed a deposit first and posted
// second waited on the account while "Leave the program", holding the account, waited on the
// deposit: PostgreSQL's deadlock (40P01). With the account first, transactions on one program
// queue behind each other instead. Several accounts are locked in id order, so two batches never
// hold them in opposite orders.

/** What names the account: itself, or one of its rows. */
export type AccountOf =
  | { accountId: string }
  | { depositId: string }
  | { paymentId: string }
  | { offerId: string }
  | { debtAccountId: string }
  | { applicationId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function accountIdOf(of: AccountOf) {
  if ("accountId" in of) return sql`${of.accountId}::uuid`;
  if ("depositId" in of)
    return sql`(select account_id from scheduled_deposits where id = ${of.depositId}::uuid)`;
  if ("paymentId" in of)
    return sql`(select account_id from creditor_payments where id = ${of.paymentId}::uuid)`;
  if ("offerId" in of) return sql`(select account_id from settlement_offers where id = ${of.offerId}::uuid)`;
  if ("applicationId" in of)
    return sql`(select id from dedicated_accounts where application_id = ${of.applicationId}::uuid)`;
  return sql`(select account_id from debt_negotiations where debt_account_id = ${of.debtAccountId}::uuid)`;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** Locks the account `of` names (its row, FOR UPDATE) for the rest of `tx`: its id, or null when none. */
export async function lockAccountOf(tx: Db, of: AccountOf): Promise<string | null> {
  const id = Object.values(of)[0] as string;
  if (!UUID.test(id)) return null;
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from dedicated_accounts where id = ${accountIdOf(of)} for update`),
  );
  return row?.id ?? null;
}

/** Locks the accounts of these deposits, payments or offers, in id order. */
export async function lockAccountsOf(
  tx: Db,
  table: "scheduled_deposits" | "creditor_payments" | "settlement_offers",
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    select id from dedicated_accounts
    where id in (select account_id from ${sql.identifier(table)} where id = any(${sql.param(ids)}::uuid[]))
    order by id
    for update`);
}
