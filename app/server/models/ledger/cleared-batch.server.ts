import { sql } from "drizzle-orm";
import type { Db } from "../../db.server.ts";
import { lockAccountsOf } from "./account-lock.server.ts";
import type { ApplyResult } from "./processor.server.ts";

// Many "deposit cleared" events applied in one transaction, set-based (issue 23: the simulator
// clears a whole day's deposits, 100,000 of them, in under a minute). The same rules as one
// event at a time (processor.server.ts): each event id once, a deposit moves only from
// "scheduled" on an open account, one entry per deposit, posted by the same trigger under each
// account's lock; an event whose deposit was not where it expected is refused and leaves
// nothing, its id included. The accounts are locked first, in id order, so two batches (or a
// batch and a customer leaving) never wait on each other's rows in opposite orders.

export interface ClearedEvent {
  id: string;
  depositId: string;
}

interface Row {
  id: string;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

export async function applyClearedBatch(
  tx: Db,
  events: readonly ClearedEvent[],
  now: Date,
): Promise<ApplyResult[]> {
  const ids = events.map((event) => event.id);
  const deposits = events.map((event) => event.depositId);
  const recorded = rowsOf<Row>(
    await tx.execute(sql`
      insert into processor_events (id, type, applied_at)
      select unnest(${sql.param(ids)}::text[]), 'deposit.cleared', ${now.toISOString()}::timestamptz
      on conflict (id) do nothing
      returning id`),
  );
  const fresh = new Set(recorded.map((row) => row.id));
  const wanted = events.filter((event) => fresh.has(event.id));
  // Every account these deposits belong to, first and in id order (account-lock.server.ts).
  await lockAccountsOf(
    tx,
    "scheduled_deposits",
    wanted.map((event) => event.depositId),
  );
  const cleared = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update scheduled_deposits as d
      set status = 'cleared', settled_at = ${now.toISOString()}::timestamptz
      from dedicated_accounts as a
      where d.id = any(${sql.param(wanted.map((event) => event.depositId))}::uuid[])
        and d.status = 'scheduled' and a.id = d.account_id and a.status = 'open'
      returning d.id`),
  );
  const done = new Set(cleared.map((row) => row.id));
  const refused = wanted.filter((event) => !done.has(event.depositId)).map((event) => event.id);
  if (refused.length > 0) {
    await tx.execute(sql`delete from processor_events where id = any(${sql.param(refused)}::text[])`);
  }
  if (done.size > 0) {
    await tx.execute(sql`
      insert into ledger_entries (account_id, kind, amount_cents, effective_on, deposit_id, event_id)
      select d.account_id, 'deposit', d.amount_cents, d.due_on, d.id, e.event_id
      from scheduled_deposits as d
      join unnest(${sql.param(ids)}::text[], ${sql.param(deposits)}::uuid[]) as e(event_id, deposit_id) on e.deposit_id = d.id
      where d.id = any(${sql.param([...done])}::uuid[])
      order by d.account_id, d.due_on, d.id`);
  }
  return events.map((event) =>
    !fresh.has(event.id)
      ? { kind: "duplicate" }
      : done.has(event.depositId)
        ? { kind: "applied" }
        : { kind: "refused", status: 404, reason: "No scheduled deposit of an open account has this id." },
  );
}
