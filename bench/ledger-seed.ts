// Seeds issue 23's bench: CUSTOMERS enrolled customers, each with an approved application, three
// debts, a dedicated account, 36 monthly deposits of $300 (24 cleared in the past, one due today,
// 11 to come) and the 24 entries the cleared ones posted. Written in bulk, in one transaction with
// the triggers off (session_replication_role = replica): the balances are set to the entries' sum
// here, and the bench checks that sum afterwards.
import { sql } from "drizzle-orm";
import { addMonths } from "../app/domain/calendar.ts";
import type { Database } from "../app/server/db.server.ts";
import { applications } from "../db/schema.ts";
import { sampleApplication } from "../tests/support/fixtures.ts";
import { queryRows } from "./admin-applications-measure.ts";
import { benchCipher } from "./personal-data.ts";

export const DEPOSIT_CENTS = 30_000n;
export const CLEARED_MONTHS = 24;
export const SCHEDULE_MONTHS = 36;

/** A deterministic uuid from a label (md5, as the SQL below makes them). */
export function benchUuid(label: string, md5: (text: string) => string): string {
  const hex = md5(label);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function seedLedger(database: Database, customers: number, today: string): Promise<void> {
  const firstDay = addMonths(today, -CLEARED_MONTHS);
  const [template] = await database.db
    .insert(applications)
    .values(sampleApplication({ firstName: "Bench", lastName: "Template" }, benchCipher))
    .returning({ id: applications.id });
  if (!template) throw new Error("no template application");
  const columns = (await queryRows(
    database,
    `select column_name from information_schema.columns
     where table_name = 'applications' and table_schema = current_schema()
       and column_name not in ('id', 'user_id', 'submission_id', 'status', 'enrollment_status', 'enrollment_approved_at',
         'decided_at', 'last_name', 'email', 'created_at', 'updated_at')
     order by ordinal_position`,
  )) as { column_name: string }[];
  const names = columns.map((row) => `"${row.column_name}"`);
  const copied = sql.raw(names.join(", "));
  const fromTemplate = sql.raw(names.map((name) => `t.${name}`).join(", "));
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into users (id, name, first_name, last_name, email, time_zone, created_at)
      select md5('bench-user-' || n)::uuid, 'Bench Saver ' || n, 'Bench', 'Saver' || n,
             'saver-' || n || '@bench.example', 'America/Phoenix', now() - interval '800 days'
      from generate_series(1, ${customers}) as n`);
    await tx.execute(sql`
      insert into applications (id, submission_id, user_id, status, enrollment_status, enrollment_approved_at, decided_at,
                                last_name, email, created_at, updated_at, ${copied})
      select md5('bench-app-' || n)::uuid, md5('bench-submission-' || n)::uuid, md5('bench-user-' || n)::uuid,
             'approved', 'approved',
             now() - interval '750 days', now() - interval '760 days', 'Saver' || n,
             'saver-' || n || '@bench.example', now() - interval '770 days', now() - interval '750 days', ${fromTemplate}
      from generate_series(1, ${customers}) as n, (select * from applications where id = ${template.id}) as t`);
    await tx.execute(sql`
      insert into debt_accounts (id, application_id, original_creditor, account_type, current_balance, position)
      select md5('bench-debt-' || n || '-' || k)::uuid, md5('bench-app-' || n)::uuid, 'Creditor ' || k,
             'Credit Card', ((k * 1500 + n % 1000)::text || '.25')::numeric, k - 1
      from generate_series(1, ${customers}) as n, generate_series(1, 3) as k`);
    await tx.execute(sql`
      insert into dedicated_accounts (id, application_id, status, balance_cents, opened_at, updated_at)
      select md5('bench-account-' || n)::uuid, md5('bench-app-' || n)::uuid, 'open',
             ${DEPOSIT_CENTS * BigInt(CLEARED_MONTHS)}, now() - interval '750 days', now()
      from generate_series(1, ${customers}) as n`);
    await tx.execute(sql`
      insert into scheduled_deposits (id, account_id, due_on, amount_cents, status, settled_at)
      select md5('bench-deposit-' || n || '-' || k)::uuid, md5('bench-account-' || n)::uuid,
             (${firstDay}::date + make_interval(months => k))::date, ${DEPOSIT_CENTS},
             case when k < ${CLEARED_MONTHS} then 'cleared' else 'scheduled' end,
             case when k < ${CLEARED_MONTHS} then now() - make_interval(months => ${CLEARED_MONTHS} - k) end
      from generate_series(1, ${customers}) as n, generate_series(0, ${SCHEDULE_MONTHS - 1}) as k`);
    await tx.execute(sql`
      insert into ledger_entries (account_id, kind, amount_cents, balance_after_cents, effective_on, deposit_id, event_id)
      select md5('bench-account-' || n)::uuid, 'deposit', ${DEPOSIT_CENTS}, ${DEPOSIT_CENTS} * (k + 1),
             (${firstDay}::date + make_interval(months => k))::date,
             md5('bench-deposit-' || n || '-' || k)::uuid, 'bench-' || n || '-' || k
      from generate_series(1, ${customers}) as n, generate_series(0, ${CLEARED_MONTHS - 1}) as k
      order by n, k`);
  });
  await database.db.execute(sql`analyze`);
}
