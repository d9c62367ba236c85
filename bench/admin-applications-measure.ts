// Timing and query plans for bench/admin-applications.ts: runs a data function N times on the
// app's own database handle, and captures the SQL it sends (through a second drizzle over
// the same client, with a logger) to show each statement's EXPLAIN (ANALYZE).
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database, Db } from "../app/server/db.server.ts";
import { schema } from "../db/schema.ts";

export interface Case {
  name: string;
  call: (db: Db, run: number) => Promise<unknown>;
  /** What one call found, for the table ("20 of 35,112"). */
  found: (result: unknown) => string;
}

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** `warmup` untimed calls, then `runs` timed ones, one at a time. */
export async function time(call: (run: number) => Promise<unknown>, runs: number, warmup: number) {
  for (let i = 0; i < warmup; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call(warmup + i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? Number.NaN };
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** What both clients answer: `{ rows }`. */
type Client = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

function clientOf(database: Database): Client {
  return (database.db as unknown as { $client: Client }).$client;
}

/** The statements `call` sends when given a database that logs them instead of the app's. */
export async function captureStatements(
  database: Database,
  call: (db: Db) => Promise<unknown>,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  const client = clientOf(database);
  const db =
    database.kind === "postgres"
      ? drizzlePg({ client: client as unknown as pg.Pool, schema, logger })
      : drizzlePglite({ client: client as unknown as PGlite, schema, logger });
  await call(db as unknown as Db);
  return statements;
}

export async function queryRows(database: Database, sql: string, params: unknown[] = []) {
  return (await clientOf(database).query(sql, params)).rows;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement with its parameters: the plan's text lines. */
export async function explain(database: Database, statement: Statement): Promise<string[]> {
  const rows = await queryRows(database, `explain (analyze, buffers) ${statement.sql}`, statement.params);
  return rows.map((row) => String(row["QUERY PLAN"]));
}

/**
 * A plan in one line: its nodes, outermost first, without costs ("Limit > Index Scan
 * Backward using applications_created_at_id_idx on applications"), and its execution time.
 */
export function planSummary(lines: string[]): string {
  const nodes: string[] = [];
  let executionMs = "";
  for (const line of lines) {
    const executed = /^Execution Time: ([\d.]+) ms/.exec(line.trim());
    if (executed) executionMs = executed[1] ?? "";
    const node = /^\s*(?:->\s*)?([A-Z].*?)\s+\(cost=/.exec(line);
    const rows = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(line)?.[1];
    const name = node?.[1]?.replace(/ on (\S+) \1_\d+$/, " on $1"); // drizzle's subquery alias
    if (name) nodes.push(`${name}${rows === undefined ? "" : ` [${rows}]`}`);
  }
  return executionMs ? `${nodes.join(" > ")}; ${executionMs} ms` : nodes.join(" > ");
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * EXPLAIN (ANALYZE) of the generic plan, the one PostgreSQL keeps for a prepared statement
 * whatever its parameters once it finds it no dearer than the custom ones (PGlite's case).
 */
export async function explainGeneric(database: Database, statement: Statement): Promise<string[]> {
  // EXECUTE takes no bound parameters: its arguments are written out as literals.
  const args = statement.params.map(literal).join(", ");
  await queryRows(database, `prepare bench_generic as ${statement.sql}`);
  try {
    await queryRows(database, "set plan_cache_mode = force_generic_plan");
    const rows = await queryRows(
      database,
      `explain (analyze, buffers) execute bench_generic${args ? `(${args})` : ""}`,
    );
    return rows.map((row) => String(row["QUERY PLAN"]));
  } finally {
    await queryRows(database, "reset plan_cache_mode");
    await queryRows(database, "deallocate bench_generic");
  }
}

/**
 * PGlite's thread prepares each statement under a name (app/server/pglite-prepared.ts), so
 * PostgreSQL may switch it to a generic plan after five runs: how often each plan was used.
 */
export async function planCacheUse(database: Database, statement: Statement) {
  if (database.kind !== "pglite") return undefined;
  const [row] = await queryRows(
    database,
    "select generic_plans, custom_plans from pg_prepared_statements where statement = $1",
    [statement.sql],
  );
  return row ? { generic: Number(row.generic_plans), custom: Number(row.custom_plans) } : undefined;
}
