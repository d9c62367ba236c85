import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationStatus } from "#app/domain/enums.ts";
import type { TransitionTable } from "#app/domain/state-machine.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import { changeState, type StateRecipe } from "#app/server/state-change.server.ts";
import { applications, auditLog } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The one recipe for a change of state (docs/decisions/0040), with a small recipe of its own over
// applications: it refuses what the table does not allow and a stale version, writes the change,
// its audit row and its own work in one transaction (all or nothing), prepares outside it, and
// takes its time from the clock it is given.

let database: Database;
let caller: { id: string; email: string };
const clock = new TestClock("2026-11-26T19:35:00-07:00");

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await insertUser(database.db);
  caller = { id: user.id, email: user.email };
});
afterAll(() => database.close());

type Row = { id: string; status: ApplicationStatus; version: string };
type Action = "approve" | "decline";

const TABLE: TransitionTable<Row, Action, "reviewer"> = {
  approve: { actor: "reviewer", allowed: (row) => row.status === "pending" },
  decline: { actor: "reviewer", allowed: (row) => row.status === "pending" },
};

const columns = {
  id: applications.id,
  status: applications.status,
  version: sql<string>`${applications.updatedAt}::text`,
};

/** A recipe whose steps are recorded, with the handle each was given. */
function recipe(options: { failAfter?: boolean } = {}) {
  const steps: { step: string; db: Db }[] = [];
  const made: StateRecipe<Row, Action, "reviewer", typeof caller, string> = {
    target: "application",
    table: TABLE,
    isId: isApplicationId,
    async read(db, id) {
      steps.push({ step: "read", db });
      const [row] = await db.select(columns).from(applications).where(eq(applications.id, id));
      return row;
    },
    actorOf: (_row, who) => (who.id === caller.id ? "reviewer" : null),
    async write(tx, row, action, now) {
      steps.push({ step: "write", db: tx });
      const [written] = await tx
        .update(applications)
        .set({ status: action === "approve" ? "approved" : "declined", updatedAt: now, decidedAt: now })
        .where(and(eq(applications.id, row.id), sql`${applications.updatedAt} = ${row.version}::timestamptz`))
        .returning(columns);
      return written;
    },
    refusal: (row, action, stale) => `${action} refused from ${row.status}${stale ? " (stale)" : ""}`,
    auditAction: (action) => (action === "approve" ? "application_approved" : "application_declined"),
    auditState: ({ status }) => ({ status }),
    async prepare(db) {
      steps.push({ step: "prepare", db });
      return "rendered before";
    },
    async after(tx, change) {
      steps.push({ step: `after:${change.prepared}`, db: tx });
      if (options.failAfter) throw new Error("the change's own work failed");
    },
  };
  return { recipe: made, steps };
}

const statusOf = async (id: string) =>
  (await database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
const auditOf = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe("changeState", () => {
  it("prepares outside the transaction, then reads, writes, audits and does its work inside it, at the clock's time", async () => {
    const application = await insertApplication(database.db);
    const { recipe: made, steps } = recipe();
    const result = await changeState(database.db, made, {
      id: application.id,
      action: "approve",
      caller,
      now: clock.now(),
    });
    expect(result.kind).toBe("changed");
    expect(steps.map((s) => s.step)).toEqual(["prepare", "read", "write", "after:rendered before"]);
    expect(steps[0]?.db).toBe(database.db);
    for (const inside of steps.slice(1)) expect(inside.db).not.toBe(database.db);
    const [row] = await database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.decidedAt?.toISOString()).toBe("2026-11-27T02:35:00.000Z");
    const audit = await auditOf(application.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: caller.id,
      action: "application_approved",
      before: { status: "pending" },
      after: { status: "approved" },
    });
  });

  it("refuses what the table does not allow, with the state it is in, and writes nothing", async () => {
    const application = await insertApplication(database.db, { status: "declined" });
    const { recipe: made } = recipe();
    const result = await changeState(database.db, made, {
      id: application.id,
      action: "approve",
      caller,
      now: clock.now(),
    });
    expect(result).toMatchObject({
      kind: "refused",
      reason: "approve refused from declined",
      current: { status: "declined" },
    });
    expect(await auditOf(application.id)).toEqual([]);
  });

  it("refuses a version the caller saw that is no longer the record's", async () => {
    const application = await insertApplication(database.db);
    const { recipe: made } = recipe();
    const result = await changeState(database.db, made, {
      id: application.id,
      action: "approve",
      caller,
      seenVersion: "2001-01-01 00:00:00+00",
      now: clock.now(),
    });
    expect(result).toMatchObject({ kind: "refused", reason: "approve refused from pending (stale)" });
    expect(await statusOf(application.id)).toBe("pending");
  });

  it("lets only one of two callers acting at once win", async () => {
    const application = await insertApplication(database.db);
    const results = await Promise.all(
      (["approve", "decline"] as const).map((action) =>
        changeState(database.db, recipe().recipe, { id: application.id, action, caller, now: clock.now() }),
      ),
    );
    expect(results.map((r) => r.kind).sort()).toEqual(["changed", "refused"]);
    expect(await auditOf(application.id)).toHaveLength(1);
  });

  it("keeps nothing when the change's own work fails: no change, no audit row", async () => {
    const application = await insertApplication(database.db);
    const { recipe: made } = recipe({ failAfter: true });
    await expect(
      changeState(database.db, made, { id: application.id, action: "approve", caller, now: clock.now() }),
    ).rejects.toThrow("the change's own work failed");
    expect(await statusOf(application.id)).toBe("pending");
    expect(await auditOf(application.id)).toEqual([]);
  });

  it("answers not found for a malformed id, an unknown one, and a record that is not the caller's business", async () => {
    const application = await insertApplication(database.db);
    const stranger = { id: crypto.randomUUID(), email: "stranger@test.example" };
    const ask = (id: string, who = caller) =>
      changeState(database.db, recipe().recipe, { id, action: "approve", caller: who, now: clock.now() });
    expect(await ask("not-an-id")).toEqual({ kind: "not-found" });
    expect(await ask(crypto.randomUUID())).toEqual({ kind: "not-found" });
    expect(await ask(application.id, stranger)).toEqual({ kind: "not-found" });
    expect(await statusOf(application.id)).toBe("pending");
  });
});
