import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "#app/server/db.server.ts";
import { schema } from "#db/schema.ts";

// Every statement the app sends through a database handle, and the tables each one reads, as the
// database itself plans them (EXPLAIN): joins, subqueries and CTEs included, whatever the SQL says.

interface LoggedQuery {
  sql: string;
  params: unknown[];
}

type Client = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** A handle on the same database that records each statement sent through it. */
export function loggingDb(database: Database): { db: Db; queries: LoggedQuery[] } {
  const queries: LoggedQuery[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => queries.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === "postgres"
      ? drizzlePg({ client: client as never, schema, logger })
      : drizzlePglite({ client: client as never, schema, logger });
  return { db: db as unknown as Db, queries };
}

function relationsOf(plan: unknown, found: Set<string>): void {
  if (Array.isArray(plan)) {
    for (const item of plan) relationsOf(item, found);
    return;
  }
  if (!plan || typeof plan !== "object") return;
  for (const [key, value] of Object.entries(plan)) {
    if (key === "Relation Name" && typeof value === "string") found.add(value);
    else relationsOf(value, found);
  }
}

/** The tables the logged statements read or write (statements that plan nothing are skipped). */
export async function tablesOf(database: Database, queries: readonly LoggedQuery[]): Promise<Set<string>> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const tables = new Set<string>();
  for (const { sql, params } of queries) {
    if (!/^\s*(\(?\s*select|with|insert|update|delete)\b/i.test(sql)) continue;
    const { rows } = await client.query(`explain (format json) ${sql}`, params);
    relationsOf(rows, tables);
  }
  return tables;
}
