import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { applications, users } from "#db/schema.ts";
import { insertApplication, sampleApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser, lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The counts per status the database keeps for Applications Management (migration 0017,
// docs/decisions/0037): after any write, by any path, they equal a count over the table, and a
// write that changes no status leaves them (and their rows' xmin) as they were.

let database: Database;
const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };
let admin: Awaited<ReturnType<typeof lifecycleAdmin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

type Counts = Record<string, number>;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The counts as kept (zero counts left out) and as counted now. */
async function keptAndCounted(): Promise<{ kept: Counts; counted: Counts }> {
  const { db } = database;
  const kept = await rowsOf<{ status: string; n: number }>(
    db,
    sql`select status, applications::integer as n from application_counts where applications <> 0`,
  );
  const counted = await rowsOf<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::integer as n from applications group by status`,
  );
  const asCounts = (rows: { status: string; n: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.status, row.n]).sort());
  return { kept: asCounts(kept), counted: asCounts(counted) };
}

async function expectExact(what: string) {
  const { kept, counted } = await keptAndCounted();
  expect(kept, what).toEqual(counted);
}

const countsVersion = async () =>
  (
    await rowsOf<{ v: string }>(
      database.db,
      sql`select string_agg(status || ':' || xmin::text, ',' order by status) as v from application_counts`,
    )
  )[0]?.v;

describe("application_counts", () => {
  it("follows inserts, bulk inserts, status changes through the lifecycle, deletes and lost owners", async () => {
    const { db } = database;
    await expectExact("at the start");
    const one = await insertApplication(db);
    await expectExact("one insert");
    const statuses = ["pending", "approved", "declined", "cancelled"] as const;
    const bulk = await db
      .insert(applications)
      .values(Array.from({ length: 40 }, (_, i) => sampleApplication({ status: statuses[i % 4] })))
      .returning({ id: applications.id });
    await expectExact("a bulk insert of mixed statuses");
    const approved = await changeApplicationStatus(db, {
      applicationId: one.id,
      action: "approve",
      actor: admin,
      env,
    });
    expect(approved.kind).toBe("changed");
    await expectExact("an approval");
    await db
      .update(applications)
      .set({ status: "cancelled" })
      .where(
        inArray(
          applications.id,
          bulk.slice(0, 10).map((row) => row.id),
        ),
      );
    await expectExact("a bulk status change");
    await db.delete(applications).where(
      inArray(
        applications.id,
        bulk.slice(10, 15).map((row) => row.id),
      ),
    );
    await expectExact("deletes");
    const owner = await insertUser(db);
    await insertApplication(db, { userId: owner.id });
    await db.delete(users).where(eq(users.id, owner.id));
    await expectExact("an owner deleted (the application kept, its owner set null)");
  });

  it("is left alone by a write that changes no status", async () => {
    const { db } = database;
    const app = await insertApplication(db);
    const before = await countsVersion();
    await db.update(applications).set({ debtAmount: "20000.00" }).where(eq(applications.id, app.id));
    expect(await countsVersion()).toBe(before);
    await db.update(applications).set({ status: "declined" }).where(eq(applications.id, app.id));
    expect(await countsVersion()).not.toBe(before);
    await expectExact("after a decline");
  });

  it("stays exact under concurrent submissions and decisions", async () => {
    const { db } = database;
    const pending = await Promise.all(Array.from({ length: 8 }, () => insertApplication(db)));
    await Promise.all([
      ...Array.from({ length: 12 }, () => insertApplication(db)),
      ...pending.map((app, i) =>
        changeApplicationStatus(db, {
          applicationId: app.id,
          action: i % 2 === 0 ? "approve" : "decline",
          decline: { declineReason: "debt_below_minimum", declineNote: null },
          actor: admin,
          env,
        }),
      ),
    ]);
    await expectExact("after concurrent writes");
  });

  it("goes to zero with a TRUNCATE", async () => {
    // The money and bank tables refuse TRUNCATE (migrations 0026 and 0035), and a cascade reaches
    // them: for this test only, their guards are set aside (this database has no account).
    for (const table of ["dedicated_accounts", "ledger_entries", "bank_accounts", "debit_authorizations"]) {
      await database.db.execute(sql.raw(`alter table ${table} disable trigger ${table}_no_truncate`));
    }
    await database.db.execute(sql`truncate applications cascade`);
    await expectExact("after a truncate");
    expect((await keptAndCounted()).kept).toEqual({});
  });
});
