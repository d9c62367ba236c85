// Seeds the reports' bench (issue 45) on top of issue 23's ledger (bench/ledger-seed.ts: CUSTOMERS
// customers, 24 cleared monthly deposits each): a settled debt and its fee for one customer in
// three (the offer, the customer's consent, the cleared payment to the creditor and both ledger
// entries, their days spread over the 24 months), a returned deposit for one in 33, and a refund
// for one in 20 (requested, sent or completed, some late). Written in bulk with the triggers off
// (session_replication_role = replica), like the ledger's seed: the balances are not the bench's
// subject here.
import { sql } from "drizzle-orm";
import { addMonths } from "../app/domain/calendar.ts";
import type { Database } from "../app/server/db.server.ts";
import { CLEARED_MONTHS } from "./ledger-seed.ts";

export const FEE_EVERY = 3;
export const RETURN_EVERY = 33;
export const REFUND_EVERY = 20;

export async function seedReports(database: Database, customers: number, today: string): Promise<void> {
  const firstDay = addMonths(today, -CLEARED_MONTHS);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      create temporary table bench_settled on commit drop as
      select n, md5('bench-account-' || n)::uuid as account_id, md5('bench-app-' || n)::uuid as application_id,
             md5('bench-user-' || n)::uuid as user_id, md5('bench-debt-' || n || '-1')::uuid as debt_id,
             md5('bench-offer-' || n)::uuid as offer_id, md5('bench-consent-' || n)::uuid as consent_id,
             md5('bench-payment-' || n)::uuid as payment_id,
             ((1500 + n % 1000) * 100 + 25)::bigint as enrolled,
             ((1500 + n % 1000) * 100 + 25)::bigint * 45 / 100 as amount,
             (${firstDay}::date + make_interval(months => n % ${CLEARED_MONTHS}, days => 10))::date as paid_on
      from generate_series(1, ${customers}) as n
      where n % ${FEE_EVERY} = 0`);
    await tx.execute(sql`
      insert into debt_negotiations (debt_account_id, account_id, enrolled_balance_cents, stage, stage_reached_at)
      select debt_id, account_id, enrolled, 'settled', paid_on - 20 from bench_settled`);
    await tx.execute(sql`
      insert into consents (id, user_id, application_id, kind, disclosure_version, document_sha256, typed_name, created_at)
      select consent_id, user_id, application_id, 'settlement_offer', md5('disclosure') || md5('offer'),
             md5('terms-' || n) || md5('terms+' || n), 'Bench Saver' || n, paid_on - 15 + time '14:00'
      from bench_settled`);
    await tx.execute(sql`
      insert into settlement_offers (id, debt_account_id, account_id, enrolled_balance_cents, amount_cents, fee_cents,
                                     expires_on, creditor_reference, status, recorded_at, decided_at,
                                     approval_consent_id, confirmed_at, confirmation_document_id)
      select offer_id, debt_id, account_id, enrolled, amount, ((enrolled - amount) * 25 + 50) / 100,
             paid_on - 10, 'REF-' || n, 'approved', paid_on - 20 + time '10:00', paid_on - 15 + time '14:00',
             consent_id, paid_on - 12 + time '09:00', md5('bench-letter-' || n)::uuid
      from bench_settled`);
    await tx.execute(sql`
      insert into creditor_payments (id, offer_id, account_id, debt_account_id, seq, due_on, amount_cents, status, cleared_at)
      select payment_id, offer_id, account_id, debt_id, 1, paid_on, amount, 'cleared', paid_on + time '11:00'
      from bench_settled`);
    await tx.execute(sql`
      insert into ledger_entries (account_id, kind, amount_cents, effective_on, debt_account_id, creditor_payment_id, event_id, created_at)
      select account_id, 'creditor_payment', -amount, paid_on, debt_id, payment_id, 'bench-payment-' || n, paid_on + time '11:00'
      from bench_settled order by paid_on, n`);
    await tx.execute(sql`
      insert into ledger_entries (account_id, kind, amount_cents, effective_on, debt_account_id, offer_id, created_at)
      select account_id, 'fee', -(((enrolled - amount) * 25 + 50) / 100), paid_on, debt_id, offer_id, paid_on + time '11:00:01'
      from bench_settled order by paid_on, n`);
    await tx.execute(sql`
      with returned as (
        update scheduled_deposits d set status = 'returned', return_reason = 'insufficient_funds', settled_at = d.due_on + 3
        where d.id in (select md5('bench-deposit-' || n || '-' || (n % ${CLEARED_MONTHS}))::uuid
                       from generate_series(1, ${customers}) as n where n % ${RETURN_EVERY} = 0)
        returning d.id, d.account_id, d.due_on, d.amount_cents)
      insert into ledger_entries (account_id, kind, amount_cents, effective_on, deposit_id, reason, created_at)
      select account_id, 'returned_deposit', -amount_cents, due_on, id, 'Insufficient funds', due_on + 3
      from returned`);
    await tx.execute(sql`
      insert into refunds (id, account_id, amount_cents, due_on, state, requested_at, sent_at, completed_at)
      select md5('bench-refund-' || n)::uuid, md5('bench-account-' || n)::uuid, 100000 + n,
             (${today}::date - (n % 700) + 9),
             case when n % 700 < 30 then (case when n % 2 = 0 then 'requested' else 'sent' end) else 'completed' end,
             (${today}::date - (n % 700)) + time '12:00',
             case when n % 700 < 30 and n % 2 = 0 then null else (${today}::date - (n % 700) + 3) + time '12:00' end,
             case when n % 700 < 30 then null else (${today}::date - (n % 700) + 8 + (n % 3)) + time '12:00' end
      from generate_series(1, ${customers}) as n
      where n % ${REFUND_EVERY} = 0`);
    // The ledger's monthly totals of every entry seeded with the triggers off: the migration's own
    // backfill (0034).
    await tx.execute(sql`
      insert into ledger_month_totals (month, kind, entries, cents)
      select date_trunc('month', e.effective_on)::date, e.kind, count(*), sum(e.amount_cents)
      from ledger_entries e group by 1, 2`);
  });
  await database.db.execute(sql`vacuum analyze`);
}
