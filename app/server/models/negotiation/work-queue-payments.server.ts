import { type SQL, sql } from "drizzle-orm";
import { paymentsHorizon, WORK_QUEUE_COUNT_CAP, WORK_QUEUE_LIMIT } from "#app/domain/admin/work-queue.ts";
import type { PaymentShortSource } from "#app/domain/admin/work-queue-views.ts";
import type { Db } from "../../db.server.ts";

// The Work Queue's creditor payments due without the funds (issue 24). A scheduled payment due
// within 7 days (or already past due: the processor could not pay it) on an open account lacks
// the funds when the account's balance plus the deposits still scheduled up to the payment's day
// is less than what is due from it up to that day: every scheduled payment to a creditor due by
// then, and the fee each settlement's first payment brings while that fee is not yet charged
// (creditor-payments.server.ts charges it with the first payment that clears). A day's deposits
// count before its payments, as in affordability.ts.
//
// Offers still awaiting the customer and approved offers the creditor has not confirmed promise
// nothing yet: their payments are planned, not due (readAccountFlows weighs them when a new offer
// is recorded; here only what will be taken is counted). Set-based, so that thousands of accounts
// cost no more than one pass: the payments come from their partial index (scheduled, by day) and
// are summed per account in day order by one window; an account's deposits are read (from its own
// index on account and day) only where the balance alone does not cover what is due.

function shortPayments(today: string): SQL {
  return sql`
    select due.id, due.account_id, due.debt_account_id, due.due_on, due.amount_cents, a.application_id,
      due.owed_cents - a.balance_cents - coalesce((
        select sum(d.amount_cents) from scheduled_deposits d
        where d.account_id = due.account_id and d.status = 'scheduled' and d.due_on <= due.due_on
      ), 0) as shortfall_cents
    from (
      select p.id, p.account_id, p.debt_account_id, p.due_on, p.amount_cents,
        sum(p.amount_cents + case when p.seq = 1 then coalesce((
          select o.fee_cents from settlement_offers o
          where o.id = p.offer_id
            and not exists (select 1 from ledger_entries f where f.offer_id = o.id and f.kind = 'fee')
        ), 0) else 0 end) over (partition by p.account_id order by p.due_on) as owed_cents
      from creditor_payments p
      where p.status = 'scheduled' and p.due_on <= ${paymentsHorizon(today)}::date
    ) due
    inner join dedicated_accounts a on a.id = due.account_id
    where a.status = 'open' and due.owed_cents > a.balance_cents`;
}

/** The count of the payments short of funds on `today`, as a scalar subquery (workQueueCounts). */
export function countShortPayments(today: string): SQL {
  return sql`(select count(*) from (select 1 from (${shortPayments(today)}) short where short.shortfall_cents > 0 limit ${sql.raw(String(WORK_QUEUE_COUNT_CAP))}) capped)::int`;
}

interface ShortRow {
  id: string;
  debt_account_id: string;
  application_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  creditor: string;
  due_on: string;
  amount_cents: string;
  shortfall_cents: string;
}

/** The payments short of funds on `today`, soonest due first (those past due before them). */
export async function findPaymentsShort(
  db: Db,
  today: string,
  limit = WORK_QUEUE_LIMIT,
): Promise<PaymentShortSource[]> {
  // Days and cents as text: both drivers then return the same JavaScript types, and no cent is lost.
  const result = (await db.execute(sql`
    select short.id, short.debt_account_id, short.application_id, ap.user_id,
      ap.first_name, ap.last_name, da.original_creditor as creditor,
      short.due_on::text as due_on, short.amount_cents::text as amount_cents,
      short.shortfall_cents::text as shortfall_cents
    from (${shortPayments(today)}) short
    inner join applications ap on ap.id = short.application_id
    inner join debt_accounts da on da.id = short.debt_account_id
    where short.shortfall_cents > 0
    order by short.due_on, short.id
    limit ${limit}`)) as unknown as { rows: ShortRow[] };
  return result.rows.map((row) => ({
    id: row.id,
    debtAccountId: row.debt_account_id,
    applicationId: row.application_id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    creditor: row.creditor,
    dueOn: row.due_on,
    amountCents: BigInt(row.amount_cents),
    shortfallCents: BigInt(row.shortfall_cents),
  }));
}
