import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparedStatements } from "#app/server/pglite-prepared.ts";
import { refusal } from "#tests/support/db-errors.ts";

// The embedded database's thread runs the app's statements as named prepared statements
// (app/server/pglite-prepared.ts): they must answer exactly as PGlite's own query() does.

let db: PGlite;
let prepared: PreparedStatements;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(`
    create table things (
      id serial primary key,
      name text not null unique,
      tags jsonb,
      active boolean not null default true,
      amount numeric(12,2),
      seen timestamptz,
      born date
    )`);
  prepared = new PreparedStatements(db);
});
afterAll(() => db.close());

const INSERT = `insert into things (name, tags, active, amount, seen, born)
  values ($1, $2, $3, $4, $5, $6) returning *`;
const SELECT = "select * from things where name = $1";

describe("named prepared statements in the embedded database's thread", () => {
  it("turns every kind of parameter into text and reads every type back as PGlite's query() does", async () => {
    const params = [
      "Ada",
      { colour: "blue", list: [1, 2] },
      false,
      "1234.50",
      new Date("2026-01-02T03:04:05.000Z"),
      "1990-05-17",
    ];
    const inserted = await prepared.query(INSERT, params, "object", false);
    expect(inserted.affectedRows).toBe(1);
    const viaPrepared = await prepared.query(SELECT, ["Ada"], "object", false);
    const viaQuery = await db.query(SELECT, ["Ada"]);
    expect(viaPrepared.rows).toEqual(viaQuery.rows);
    expect(viaPrepared.fields).toEqual(viaQuery.fields);
    expect(viaPrepared.rows[0]).toMatchObject({
      name: "Ada",
      tags: { colour: "blue", list: [1, 2] },
      active: false,
      amount: "1234.50",
      seen: new Date("2026-01-02T03:04:05.000Z"),
    });
    const arrays = await prepared.query(
      "select $1::int as n, array[1.5, 2]::numeric[] as a",
      [7],
      "array",
      false,
    );
    expect(arrays.rows).toEqual(
      (await db.query("select $1::int as n, array[1.5, 2]::numeric[] as a", [7], { rowMode: "array" })).rows,
    );
  });

  it("reuses a prepared text with each call's own parameters, nulls included", async () => {
    await prepared.query(INSERT, ["Grace", null, true, null, null, null], "object", false);
    const grace = await prepared.query(SELECT, ["Grace"], "object", false);
    const ada = await prepared.query(SELECT, ["Ada"], "object", false);
    const nobody = await prepared.query(SELECT, ["Nobody"], "object", false);
    expect(grace.rows).toMatchObject([{ name: "Grace", tags: null, amount: null, seen: null }]);
    expect(ada.rows).toMatchObject([{ name: "Ada" }]);
    expect(nobody.rows).toEqual([]);
    const update = await prepared.query(
      "update things set active = $1 where name = $2",
      [true, "Ada"],
      "object",
      false,
    );
    expect(update.affectedRows).toBe(1);
    expect(update.rows).toEqual([]);
  });

  it("hands PostgreSQL's error fields back and keeps working afterwards", async () => {
    const error = await refusal(() =>
      prepared.query(INSERT, ["Ada", null, true, null, null, null], "object", false),
    );
    expect(error.code).toBe("23505");
    expect(error.constraint).toBe("things_name_key");
    const syntax = await refusal(() => prepared.query("select from from things", [], "object", false));
    expect(syntax.code).toBe("42601");
    expect((await prepared.query(SELECT, ["Ada"], "object", false)).rows).toHaveLength(1);
  });

  it("runs inside an open transaction, and a statement from outside waits for it to end", async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async () => {
      await prepared.query(INSERT, ["Held", null, true, null, null, null], "object", true);
      order.push("inserted");
      await held;
      order.push("committing");
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const outside = prepared
      .query(SELECT, ["Held"], "object", false)
      .then((result) => order.push(`read ${result.rows.length}`));
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(["inserted", "committing", "read 1"]);
  });

  it("leaves DDL to PGlite's query(), and stops naming new texts after 500", async () => {
    expect(prepared.handles("create table other (id int)")).toBe(false);
    expect(prepared.handles("  WITH x AS (select 1) select * from x")).toBe(true);
    for (let i = 0; prepared.handles(`select ${i} as n`); i++) {
      const result = await prepared.query(`select ${i} as n`, [], "object", false);
      expect(result.rows).toEqual([{ n: i }]);
      if (i > 600) throw new Error("never stopped naming statements");
    }
    const named = await db.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements",
    );
    expect(named.rows[0]?.count).toBe(500);
    expect(prepared.handles(SELECT)).toBe(true);
    expect(prepared.handles("select 'not yet named'")).toBe(false);
  });
});
