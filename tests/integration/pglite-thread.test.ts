import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "#app/server/db.server.ts";
import { PGliteThread } from "#app/server/pglite-thread.server.ts";
import { APPLICATIONS_CHANNEL } from "#app/server/realtime.server.ts";
import { applications, users } from "#db/schema.ts";
import { refusal } from "#tests/support/db-errors.ts";
import { insertApplication } from "#tests/support/fixtures.ts";

// The embedded database kept in a folder runs in a worker thread of its own
// (pglite-thread.server.ts): the app must not be able to tell it from PGlite in-process.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-thread-"));
let database: Database;

const open = () => openDatabase({ dataDir, rootDir: process.cwd() });
const newUser = (email: string) => ({ name: "Ada Lovelace", email, firstName: "Ada", lastName: "Lovelace" });
const countOf = async (email: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

beforeAll(async () => {
  database = await open();
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("PGlite in its own thread", () => {
  it("answers queries with the same types as in-process (timestamps as dates, numeric as text)", async () => {
    const [row] = await database.db
      .insert(users)
      .values(newUser("types@test.example"))
      .returning({ id: users.id, createdAt: users.createdAt, emailVerified: users.emailVerified });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.emailVerified).toBe(false);
    const result = (await database.db.execute(
      sql`select 12.50::numeric(12,2) as amount, 'x' as text`,
    )) as unknown as {
      rows: { amount: string; text: string }[];
    };
    expect(result.rows).toEqual([{ amount: "12.50", text: "x" }]);
    expect(await database.ping()).toBe(true);
  });

  it("reads dates, intervals and arrays exactly as drizzle on PGlite in-process does", async () => {
    const query = sql`select '2026-01-02 03:04:05+00'::timestamptz as stamp, '1990-05-17'::date as day,
      interval '1 day 2 hours' as gap, array['2026-01-02 03:04:05+00']::timestamptz[] as stamps,
      array[1.50, 2]::numeric[] as amounts, array['1990-05-17']::date[] as days, ${"x"}::text as param`;
    const inProcess = await openDatabase({ rootDir: process.cwd() });
    try {
      const expected = ((await inProcess.db.execute(query)) as unknown as { rows: unknown[] }).rows;
      const actual = ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
      expect(actual).toEqual(expected);
      expect(actual).toEqual([expect.objectContaining({ day: "1990-05-17", amounts: "{1.50,2}" })]);
    } finally {
      await inProcess.close();
    }
  });

  it("commits a transaction's writes together, and rolls them all back when it throws", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("commit-1@test.example"));
      await tx.insert(users).values(newUser("commit-2@test.example"));
    });
    expect(await countOf("commit-1@test.example")).toBe(1);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser("rollback@test.example"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await countOf("rollback@test.example")).toBe(0);
  });

  it("hands PostgreSQL's error fields back (code, constraint) and rolls back the failed transaction", async () => {
    const error = await refusal(() =>
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser("dup@test.example"));
        await tx.insert(users).values(newUser("dup@test.example"));
      }),
    );
    expect(error.code).toBe("23505");
    expect(error.constraint).toBe("users_email_key");
    expect(await countOf("dup@test.example")).toBe(0);
  });

  it("makes a statement from outside wait while a transaction is open, as PGlite does", async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("held@test.example"));
      order.push("inserted");
      await held;
      order.push("committing");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = countOf("held@test.example").then((count) => order.push(`read ${count}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(["inserted", "committing", "read 1"]);
  });

  it("refuses a statement on a transaction that has ended, prepared or not", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-thread-ended-"));
    const thread = PGliteThread.start(folder, process.cwd());
    try {
      await thread.waitReady;
      let ended: { query: PGliteThread["query"] } | undefined;
      await thread.transaction(async (tx) => {
        ended = tx;
        await tx.query("select 1 as n");
      });
      if (!ended) throw new Error("the transaction never ran");
      await expect(ended.query("select 1 as n")).rejects.toThrow(/no open transaction/);
      await expect(ended.query("create temporary table t (n int)")).rejects.toThrow(/no open transaction/);
      expect((await thread.query("select 2 as n")).rows).toEqual([{ n: 2 }]);
    } finally {
      await thread.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
    // A database of its own is made first (initdb in a worker): beside the build in `.ci/run` it
    // took more than the default 30 s once.
  }, 120_000);

  it("forwards the applications trigger's notifications from its thread, in and out of transactions", async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen(APPLICATIONS_CHANNEL, (payload) => first.push(payload));
    const stopSecond = await database.listen(APPLICATIONS_CHANNEL, (payload) => second.push(payload));
    try {
      // Outside a transaction the notification comes back with the prepared statement's
      // answer (pglite-prepared.ts); inside one, with the COMMIT of PGlite's transaction().
      const row = await insertApplication(database.db);
      await database.db.transaction(async (tx) => {
        await tx.update(applications).set({ status: "approved" }).where(eq(applications.id, row.id));
      });
      await database.db.execute(sql`delete from applications where id = ${row.id}`);
      const expected = [
        { op: "insert", rows: 1 },
        { op: "update", rows: 1 },
        { op: "delete", rows: 1 },
      ];
      await vi.waitFor(() => expect(first.map((payload) => JSON.parse(payload))).toEqual(expected));
      expect(second).toEqual(first);
      await stopFirst();
      await insertApplication(database.db);
      await vi.waitFor(() => expect(second).toHaveLength(4));
      expect(first).toHaveLength(3);
    } finally {
      await stopFirst();
      await stopSecond();
    }
    await insertApplication(database.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second).toHaveLength(4);
  });

  it("keeps its data in the folder across a close and a reopen, and refuses statements once closed", async () => {
    await database.db.insert(users).values(newUser("kept@test.example"));
    await database.close();
    await expect(database.db.select().from(users)).rejects.toThrow();
    expect(await database.ping()).toBe(false);
    database = await open();
    expect(await countOf("kept@test.example")).toBe(1);
  });
});
