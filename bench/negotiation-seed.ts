// Seeds issue 24's bench on top of issue 23's (ledger-seed.ts): every customer's negotiations
// approved and their three debts in negotiation, and 1.5 offers per customer: each customer's
// first debt has an offer waiting for them (expiring over the next 30 days, one payment in 60
// days); every second customer's second debt has one they declined. Written in bulk with the
// triggers off, like the ledger's seed (the rows are what the recipes would write).
import { sql } from "drizzle-orm";
import type { Database } from "../app/server/db.server.ts";

export async function seedNegotiations(database: Database, customers: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update applications set negotiations_status = 'approved', negotiations_approved_at = now() - interval '700 days'
      where id = any(array(select md5('bench-app-' || n)::uuid from generate_series(1, ${customers}) as n))`);
    await tx.execute(sql`
      insert into debt_negotiations (debt_account_id, account_id, enrolled_balance_cents, stage, stage_reached_at)
      select md5('bench-debt-' || n || '-' || k)::uuid, md5('bench-account-' || n)::uuid,
             ((k * 1500 + n % 1000) * 100 + 25)::bigint,
             case when k = 1 then 'approval_needed' else 'negotiating' end, now() - interval '10 days'
      from generate_series(1, ${customers}) as n, generate_series(1, 3) as k`);
    await tx.execute(sql`
      insert into settlement_offers (id, debt_account_id, account_id, enrolled_balance_cents, amount_cents, fee_cents,
                                     expires_on, creditor_reference, status, recorded_at, decided_at, decline_reason)
      select md5('bench-offer-' || n || '-' || k)::uuid, md5('bench-debt-' || n || '-' || k)::uuid,
             md5('bench-account-' || n)::uuid, b.enrolled, b.enrolled * 45 / 100,
             ((b.enrolled - b.enrolled * 45 / 100) * 25 + 50) / 100,
             (current_date + (n % 30) + 1)::date, 'BENCH-' || n || '-' || k,
             case when k = 1 then 'awaiting_approval' else 'declined' end,
             now() - interval '5 days', case when k = 1 then null else now() - interval '4 days' end,
             case when k = 1 then null else 'Bench' end
      from generate_series(1, ${customers}) as n, generate_series(1, 2) as k,
           lateral (select ((k * 1500 + n % 1000) * 100 + 25)::bigint as enrolled) b
      where k = 1 or n % 2 = 0`);
    await tx.execute(sql`
      insert into creditor_payments (offer_id, account_id, debt_account_id, seq, due_on, amount_cents, status)
      select o.id, o.account_id, o.debt_account_id, 1, current_date + 60, o.amount_cents,
             case when o.status = 'awaiting_approval' then 'planned' else 'cancelled' end
      from settlement_offers o where o.creditor_reference like 'BENCH-%'`);
  });
  await database.db.execute(sql`analyze`);
}
