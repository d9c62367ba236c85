import { sql } from "drizzle-orm";
import type { Db } from "#app/server/db.server.ts";

/** One table's fingerprint: its row count and the md5 of all its rows as text, in one order. */
export interface TableChecksum {
  rows: number;
  md5: string;
}

/**
 * Every table of the database (the app's and drizzle's migrations journal), each with its row
 * count and a checksum of its rows: two databases with equal answers hold the same data.
 * Rows are ordered by their text under the "C" collation, so both sides order them alike.
 */
export async function tableChecksums(db: Db): Promise<Record<string, TableChecksum>> {
  const tables = (await db.execute(sql`
    select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') order by 1`)) as unknown as {
    rows: { name: string }[];
  };
  const sums: Record<string, TableChecksum> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as rows,
        md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as md5
        from ${name} t`),
    )) as unknown as { rows: TableChecksum[] };
    const row = result.rows[0];
    if (!row) throw new Error(`no checksum for ${name}`);
    sums[name] = { rows: Number(row.rows), md5: row.md5 };
  }
  return sums;
}

/** The names of every index, which a restore must rebuild too. */
export async function indexNames(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select schemaname || '.' || indexname as name from pg_indexes
    where schemaname not in ('pg_catalog', 'information_schema') order by 1`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows.map((row) => row.name);
}
