import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db.server.ts";
import type { SessionUser } from "../guards.server.ts";
import { PREPARED_MARK } from "../pg-named-statements.server.ts";

// What a stored page is made of, summed up in one value (docs/decisions/0036, 0037, 0040): each
// page that may be stored declares, beside its own data functions, the rows its loaders read
// (`PageRows`), and the fingerprint is the md5 of those rows' `xmin`. `xmin` is the transaction
// that wrote this version of a row: every insert or update gives the row a new one, and a delete
// removes the row from the list, whoever writes it and on whichever node. No trigger, no counter,
// no write of its own. tests/integration/stored-page-rows.test.ts runs every stored page's
// loaders under a query log and fails when one reads a table its declared rows do not cover.

/** Whose page, at which address: what a page's rows are chosen by. */
export interface PageScope {
  db: Db;
  user: SessionUser;
  url: URL;
}

export interface PageRows {
  /** Starts each of its parts (`user:…`), so two kinds of rows never give the same list. */
  name: string;
  /** The table whose rows' versions these are (the coverage test checks both ways). */
  table: string;
  /** One-column rows named `part`: the name, the row's id where there are several, and its xmin. */
  parts(scope: PageScope): SQL;
  /** Without at least one such row the page is not this person's: it is rendered as usual. */
  required?: boolean;
}

/** The rows of a page made of several routes (a layout and its room), each kind once. */
export function pageRows(...declarations: (readonly PageRows[])[]): PageRows[] {
  const byName = new Map<string, PageRows>();
  for (const rows of declarations.flat()) byName.set(rows.name, rows);
  return [...byName.values()];
}

/** The md5 of the page's rows, or null when a required kind of row is missing. */
export async function fingerprintOf(scope: PageScope, rows: readonly PageRows[]): Promise<string | null> {
  if (rows.length === 0) throw new Error("a stored page is made of some rows");
  const parts = sql.join(
    rows.map((kind) => sql`(${kind.parts(scope)})`),
    sql` union all `,
  );
  const required = rows.filter((kind) => kind.required);
  const present =
    required.length === 0
      ? sql`true`
      : sql.join(
          required.map((kind) => sql`bool_or(part like ${`${kind.name}:%`})`),
          sql` and `,
        );
  const { rows: found } = (await scope.db.execute(
    // Prepared once per PostgreSQL connection: it runs on every request for a stored page.
    sql`${sql.raw(PREPARED_MARK)}select md5(string_agg(part, ',' order by part)) as fingerprint from (${parts}) parts having ${present}`,
  )) as unknown as { rows: { fingerprint: string | null }[] };
  return found[0]?.fingerprint ?? null;
}
