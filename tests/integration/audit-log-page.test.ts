import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogCursor,
  type AuditLogQuery,
  EMPTY_AUDIT_LOG_QUERY,
} from "#app/domain/admin/audit-log-query.ts";
import type { AuditAction, AuditTargetType } from "#app/domain/audit/actions.ts";
import type { Database } from "#app/server/db.server.ts";
import { findApplicationsPageForAdmin } from "#app/server/models/application/admin-reads.server.ts";
import { findAuditLogPage } from "#app/server/models/audit-log.server.ts";
import { auditLog } from "#db/schema.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { testCipher } from "../support/test-cipher.ts";

// The Audit Log's read (issue 12): newest first by (created_at, id), pages by keyset in both
// directions, filtered by action, target type and exact target id in the database, and a
// refusal for a filter value the log does not know. The log is emptied before each test, so
// each sees only its own entries.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(auditLog);
});

interface Entry {
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string | null;
  createdAt: Date;
  before?: unknown;
  after?: unknown;
}

async function insert(entries: Entry[]) {
  return database.db
    .insert(auditLog)
    .values(
      entries.map((entry) => ({
        actorEmail: "admin@test.example",
        action: entry.action ?? "application_approved",
        targetType: entry.targetType ?? "application",
        targetId: entry.targetId === undefined ? crypto.randomUUID() : entry.targetId,
        before: entry.before ?? { status: "pending" },
        after: entry.after ?? { status: "approved" },
        createdAt: entry.createdAt,
      })),
    )
    .returning({ id: auditLog.id, createdAt: auditLog.createdAt });
}

const newestFirst = (a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

async function page(query: Partial<AuditLogQuery> = {}) {
  const result = await findAuditLogPage(database.db, { ...EMPTY_AUDIT_LOG_QUERY, ...query });
  if (result.kind !== "page") throw new Error(`refused: ${result.problems.join(", ")}`);
  return result;
}

const ids = (result: Awaited<ReturnType<typeof page>>) => result.rows.map((row) => row.id);
const base = Date.parse("2026-03-01T12:00:00Z");

describe("findAuditLogPage: order and pages", () => {
  it("pages 20 at a time, newest first and by id among equal moments, older then newer again", async () => {
    // Three entries share each moment, as the rows of one transaction do.
    const inserted = await insert(
      Array.from({ length: 45 }, (_, i) => ({ createdAt: new Date(base + Math.floor(i / 3) * 1000) })),
    );
    const expected = [...inserted].sort(newestFirst).map((row) => row.id);

    const first = await page();
    expect(ids(first)).toEqual(expected.slice(0, 20));
    expect(first.newer).toBeNull();
    const second = await page({ cursor: first.older as AuditLogCursor });
    expect(ids(second)).toEqual(expected.slice(20, 40));
    const third = await page({ cursor: second.older as AuditLogCursor });
    expect(ids(third)).toEqual(expected.slice(40));
    expect(third.older).toBeNull();

    // Back towards the newest: the same pages, in the same order.
    const backToSecond = await page({ cursor: third.newer as AuditLogCursor });
    expect(ids(backToSecond)).toEqual(expected.slice(20, 40));
    const backToFirst = await page({ cursor: backToSecond.newer as AuditLogCursor });
    expect(ids(backToFirst)).toEqual(expected.slice(0, 20));
    expect(backToFirst.newer).toBeNull();
    expect(backToFirst.older).not.toBeNull();
  });

  it("keeps the cursor to the microsecond, so entries a microsecond apart are neither skipped nor repeated", async () => {
    await database.db.insert(auditLog).values(
      Array.from({ length: AUDIT_LOG_PAGE_SIZE + 2 }, (_, i) => ({
        actorEmail: "admin@test.example",
        action: "user_updated" as const,
        targetType: "user" as const,
        targetId: crypto.randomUUID(),
        createdAt: sql`timestamptz '2026-03-01 12:00:00.000001+00' + ${i} * interval '1 microsecond'`,
      })),
    );
    const first = await page();
    expect(first.older?.createdAt).toBe("2026-03-01T12:00:00.000003Z");
    const second = await page({ cursor: first.older as AuditLogCursor });
    expect(second.rows).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(AUDIT_LOG_PAGE_SIZE + 2);
  });

  it("answers a page of newer entries past the newest with the newest page, and an empty log with nothing", async () => {
    expect(await page()).toEqual({ kind: "page", rows: [], newer: null, older: null });
    const [only] = await insert([{ createdAt: new Date(base) }]);
    const past = await page({
      cursor: { direction: "newer", createdAt: "2026-03-01T12:00:00.000000Z", id: only?.id as string },
    });
    expect(ids(past)).toEqual([only?.id]);
    expect(past).toMatchObject({ newer: null, older: null });
  });

  it("returns each entry as written: actor, action, target, before and after", async () => {
    const targetId = crypto.randomUUID();
    await insert([
      {
        action: "debt_account_updated",
        targetType: "debt_account",
        targetId,
        createdAt: new Date(base),
        before: { creditor: "<b>Harbor</b>", balance: "10.00" },
        after: { creditor: "<b>Harbor</b>", balance: "12.50" },
      },
    ]);
    const [row] = (await page()).rows;
    expect(row).toMatchObject({
      actorEmail: "admin@test.example",
      action: "debt_account_updated",
      targetType: "debt_account",
      targetId,
      before: { creditor: "<b>Harbor</b>", balance: "10.00" },
      after: { creditor: "<b>Harbor</b>", balance: "12.50" },
      createdAt: new Date(base),
    });
  });
});

describe("findAuditLogPage: filters", () => {
  it("filters by action, by target type, by an exact target id with or without its type, and by all at once", async () => {
    const application = crypto.randomUUID();
    const user = crypto.randomUUID();
    const rows = await insert([
      { action: "application_approved", targetId: application, createdAt: new Date(base) },
      { action: "enrollment_approved", targetId: application, createdAt: new Date(base + 1000) },
      { action: "application_approved", createdAt: new Date(base + 2000) },
      { action: "user_promoted", targetType: "user", targetId: user, createdAt: new Date(base + 3000) },
      {
        action: "settings_updated",
        targetType: "settings",
        targetId: null,
        createdAt: new Date(base + 4000),
      },
      // The same text as an id of another type is another target.
      { action: "user_updated", targetType: "user", targetId: application, createdAt: new Date(base + 5000) },
    ]);
    const id = (i: number) => rows[i]?.id;

    expect(ids(await page({ action: "application_approved" }))).toEqual([id(2), id(0)]);
    expect(ids(await page({ action: "user_deleted" }))).toEqual([]);
    expect(ids(await page({ targetType: "user" }))).toEqual([id(5), id(3)]);
    expect(ids(await page({ targetType: "settings" }))).toEqual([id(4)]);
    expect(ids(await page({ targetType: "application", targetId: application }))).toEqual([id(1), id(0)]);
    expect(ids(await page({ targetId: application }))).toEqual([id(5), id(1), id(0)]);
    expect(ids(await page({ targetId: ` ${application.toUpperCase()} ` }))).toEqual([id(5), id(1), id(0)]);
    expect(ids(await page({ targetId: application.slice(0, 8) }))).toEqual([]);
    expect(
      ids(await page({ action: "enrollment_approved", targetType: "application", targetId: application })),
    ).toEqual([id(1)]);
    expect(ids(await page({ action: "user_promoted", targetType: "application" }))).toEqual([]);
  });

  it("pages a filtered log by its own entries", async () => {
    const inserted = await insert(
      Array.from({ length: 50 }, (_, i) => ({
        action: i % 2 === 0 ? ("application_declined" as const) : ("application_approved" as const),
        createdAt: new Date(base + Math.floor(i / 4) * 1000),
      })),
    );
    const declined = inserted.filter((_, i) => i % 2 === 0).sort(newestFirst);
    const first = await page({ action: "application_declined" });
    const second = await page({ action: "application_declined", cursor: first.older as AuditLogCursor });
    expect([...ids(first), ...ids(second)]).toEqual(declined.map((row) => row.id));
    expect(second.older).toBeNull();
  });

  it("refuses a filter value the log does not know, whatever the caller's types say", async () => {
    await insert([{ createdAt: new Date(base) }]);
    const refused = (query: Record<string, unknown>) =>
      findAuditLogPage(database.db, { ...EMPTY_AUDIT_LOG_QUERY, ...query } as AuditLogQuery);
    expect(await refused({ action: "application_deleted" })).toEqual({
      kind: "refused",
      problems: ["action"],
    });
    expect(await refused({ action: "' or 1=1 --" })).toEqual({ kind: "refused", problems: ["action"] });
    expect(await refused({ targetType: "applications" })).toEqual({ kind: "refused", problems: ["type"] });
    expect(await refused({ targetId: "a b" })).toEqual({ kind: "refused", problems: ["target"] });
    expect(await refused({ targetId: "x".repeat(101) })).toEqual({ kind: "refused", problems: ["target"] });
    expect(await refused({ action: "nope", targetType: "nope" })).toEqual({
      kind: "refused",
      problems: ["action", "type"],
    });
  });
});

describe("the indexes behind the filters", () => {
  async function plan(query: Partial<AuditLogQuery>) {
    // A table this small would be read whole; without that choice the plan shows which index
    // the query can use.
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const condition =
        query.action !== undefined
          ? sql`action = ${query.action}`
          : sql`target_type = ${query.targetType} and target_id = ${query.targetId}`;
      const result = (await tx.execute(
        sql`explain select id from audit_log where ${condition} order by created_at desc, id desc limit 21`,
      )) as unknown as { rows: { "QUERY PLAN": string }[] };
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }

  it("reads an action's entries newest first from (action, created_at, id), with no sort", async () => {
    const text = await plan({ action: "two_factor_disabled" });
    expect(text).toContain("audit_log_action_created_at_id_idx");
    expect(text).not.toMatch(/Sort/);
  });

  it("reads a target's entries from (target_type, target_id)", async () => {
    expect(await plan({ targetType: "application", targetId: crypto.randomUUID() })).toContain(
      "audit_log_target_idx",
    );
  });
});

describe("the link from an entry to its application", () => {
  it("finds the application by its whole id in Applications Management's search", async () => {
    const application = await insertApplication(database.db);
    const found = await findApplicationsPageForAdmin(database.db, testCipher, {
      search: application.id,
      filter: "all",
      page: 1,
    });
    expect(found.rows.map((row) => row.id)).toEqual([application.id]);
    const upper = await findApplicationsPageForAdmin(database.db, testCipher, {
      search: application.id.toUpperCase(),
      filter: "all",
      page: 1,
    });
    expect(upper.rows.map((row) => row.id)).toEqual([application.id]);
  });
});
