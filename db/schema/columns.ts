// Column helpers shared by the schema's tables.
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, numeric, timestamp } from "drizzle-orm/pg-core";

/**
 * `column IN ('a', 'b')` for a CHECK constraint; values are our own constants. Give the column
 * the same list as its type (`text(name, { enum })`) so selects return the union.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// Money: numeric(12,2), read as strings so no cent is lost to floating point.
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
