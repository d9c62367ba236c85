import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTE_MESSAGES } from "#app/domain/operator/notes.ts";
import { TASK_MESSAGES } from "#app/domain/operator/tasks.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  addNote,
  editNote,
  findNotesOfCustomer,
  logCall,
  pinNote,
} from "#app/server/models/operator/notes.server.ts";
import {
  closeTask,
  createTask,
  findTasksOfCustomer,
  myTasks,
  updateTask,
} from "#app/server/models/operator/tasks.server.ts";
import { adminTasks, adminUsers, auditLog, customerNotes } from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { refusal } from "#tests/support/db-errors.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// Notes, calls and tasks on a customer (issue 45, decision 0068), on PGlite and PostgreSQL: each
// change is a recipe with its audit row; a note or call is edited only by its author and only
// within 24 hours (a moved clock), and the database refuses a late edit or a deletion itself;
// tasks go only to admins, and "My tasks" lists an admin's open ones, overdue first.

let database: Database;
const clock = new TestClock("2026-12-07T15:00:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
let author: { id: string; email: string };
let other: { id: string; email: string };
let customerId: string;

async function newAdmin() {
  const user = await insertUser(database.db);
  await database.db.insert(adminUsers).values({ id: user.id });
  return { id: user.id, email: user.email };
}

beforeAll(async () => {
  database = await createTestDatabase();
  author = await newAdmin();
  other = await newAdmin();
  customerId = (await insertUser(database.db)).id;
});
afterAll(() => database.close());

const auditOf = (targetId: string) =>
  database.db
    .select({
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      actorEmail: auditLog.actorEmail,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "customer_note"), eq(auditLog.targetId, targetId)));

async function noteRow(id: string) {
  const [row] = await database.db.select().from(customerNotes).where(eq(customerNotes.id, id));
  if (!row) throw new Error("no note");
  return row;
}

describe("notes and calls", () => {
  it("adds a note with its author, time and audit row, once for a form sent twice", async () => {
    const id = crypto.randomUUID();
    const input = { id, customerId, body: "  Asked about the fee  ", caller: author, now: clock.now() };
    expect(await addNote(database.db, input)).toEqual({ kind: "changed", id });
    const again = await addNote(database.db, input);
    expect(again.kind).toBe("refused");
    const row = await noteRow(id);
    expect([row.body, row.authorEmail, row.kind, row.createdAt.toISOString()]).toEqual([
      "Asked about the fee",
      author.email,
      "note",
      clock.now().toISOString(),
    ]);
    const audit = await auditOf(id);
    expect(audit).toEqual([
      {
        action: "customer_note_added",
        before: { kind: null, body: null, pinned: false },
        after: { kind: "note", body: "Asked about the fee", pinned: false },
        actorEmail: author.email,
      },
    ]);
  });

  it("does not write a note about nobody", async () => {
    const result = await addNote(database.db, {
      customerId: UNKNOWN,
      body: "x",
      caller: author,
      now: clock.now(),
    });
    expect(result).toEqual({ kind: "not-found" });
    expect(
      await addNote(database.db, { customerId: "nope", body: "x", caller: author, now: clock.now() }),
    ).toEqual({
      kind: "not-found",
    });
  });

  it("logs a call with its direction, outcome and moment, audited as call_logged", async () => {
    const at = new Date("2026-12-07T14:30:00Z");
    const result = await logCall(database.db, {
      customerId,
      body: "Promised to deposit Friday",
      call: { direction: "outbound", outcome: "promised_deposit", at },
      caller: author,
      now: clock.now(),
    });
    if (result.kind !== "changed") throw new Error("not logged");
    const row = await noteRow(result.id);
    expect([row.kind, row.callDirection, row.callOutcome, row.callAt?.toISOString()]).toEqual([
      "call",
      "outbound",
      "promised_deposit",
      at.toISOString(),
    ]);
    expect((await auditOf(result.id)).map((entry) => entry.action)).toEqual(["call_logged"]);
    // A call is not pinned.
    expect(
      await pinNote(database.db, { id: result.id, pinned: true, caller: author, now: clock.now() }),
    ).toEqual({
      kind: "refused",
      reason: NOTE_MESSAGES.callsNotPinned,
    });
  });

  it("lets only its author edit a note, within 24 hours; the audit keeps both texts", async () => {
    const start = new Date("2026-12-07T15:00:00Z");
    const written = await addNote(database.db, {
      customerId,
      body: "First words",
      caller: author,
      now: start,
    });
    if (written.kind !== "changed") throw new Error("not added");
    const { id } = written;
    const byOther = await editNote(database.db, { id, body: "Theirs", caller: other, now: start });
    expect(byOther).toEqual({ kind: "refused", reason: NOTE_MESSAGES.notAuthor });

    const later = new Date(start.getTime() + 23 * 3600_000 + 59 * 60_000);
    expect(
      await editNote(database.db, { id, body: "Second words", caller: author, seenVersion: "1", now: later }),
    ).toEqual({ kind: "changed", id });
    const edits = (await auditOf(id)).filter((entry) => entry.action === "customer_note_edited");
    expect(edits.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { kind: "note", body: "First words", pinned: false },
        { kind: "note", body: "Second words", pinned: false },
      ],
    ]);
    // A page showing version 1 is told the note changed.
    const stale = await editNote(database.db, {
      id,
      body: "Third",
      caller: author,
      seenVersion: "1",
      now: later,
    });
    expect(stale).toEqual({ kind: "refused", reason: NOTE_MESSAGES.stale });

    const dayAfter = new Date(start.getTime() + 24 * 3600_000);
    expect(await editNote(database.db, { id, body: "Too late", caller: author, now: dayAfter })).toEqual({
      kind: "refused",
      reason: NOTE_MESSAGES.locked,
    });
    expect((await noteRow(id)).body).toBe("Second words");
  });

  it("the 24 hours follow the services' clock as it moves", async () => {
    const moving = new TestClock("2026-12-10T09:00:00Z");
    const written = await addNote(database.db, {
      customerId,
      body: "On a moving clock",
      caller: author,
      now: moving.now(),
    });
    if (written.kind !== "changed") throw new Error("not added");
    moving.advance({ hours: 12 });
    expect(
      (
        await editNote(database.db, {
          id: written.id,
          body: "Half a day on",
          caller: author,
          now: moving.now(),
        })
      ).kind,
    ).toBe("changed");
    moving.advance({ hours: 12 });
    expect(
      await editNote(database.db, { id: written.id, body: "A day on", caller: author, now: moving.now() }),
    ).toEqual({
      kind: "refused",
      reason: NOTE_MESSAGES.locked,
    });
  });

  it("the database itself refuses a late edit, a change of author or time, and any deletion; pinning stays free", async () => {
    const start = new Date("2026-12-01T10:00:00Z");
    const written = await addNote(database.db, {
      customerId,
      body: "Kept as written",
      caller: author,
      now: start,
    });
    if (written.kind !== "changed") throw new Error("not added");
    const { id } = written;
    const byId = eq(customerNotes.id, id);
    const late = new Date(start.getTime() + 24 * 3600_000);
    const lateEdit = await refusal(() =>
      database.db.update(customerNotes).set({ body: "Rewritten", editedAt: late }).where(byId),
    );
    expect(lateEdit.message).toContain("within 24 hours");
    const noTime = await refusal(() =>
      database.db.update(customerNotes).set({ body: "Rewritten" }).where(byId),
    );
    expect(noTime.message).toContain("within 24 hours");
    const backdated = await refusal(() =>
      database.db
        .update(customerNotes)
        .set({ createdAt: new Date("2026-12-06T10:00:00Z") })
        .where(byId),
    );
    expect(backdated.message).toContain("never change");
    const reauthored = await refusal(() =>
      database.db.update(customerNotes).set({ authorEmail: "x@y.z" }).where(byId),
    );
    expect(reauthored.message).toContain("never change");
    const deleted = await refusal(() => database.db.delete(customerNotes).where(byId));
    expect(deleted.message).toContain("never deleted");
    await database.db.update(customerNotes).set({ pinned: true }).where(byId);
    expect((await noteRow(id)).pinned).toBe(true);
    // Within the window, the database lets the text change with its edited time.
    await database.db
      .update(customerNotes)
      .set({ body: "Within the day", editedAt: new Date(start.getTime() + 3600_000) })
      .where(byId);
    expect((await noteRow(id)).body).toBe("Within the day");
  });

  it("any admin pins and unpins a note; pinned notes come first", async () => {
    const a = await addNote(database.db, { customerId, body: "Pin me", caller: author, now: clock.now() });
    if (a.kind !== "changed") throw new Error("not added");
    expect(await pinNote(database.db, { id: a.id, pinned: true, caller: other, now: clock.now() })).toEqual({
      kind: "changed",
      id: a.id,
    });
    const notes = await findNotesOfCustomer(database.db, customerId);
    expect(notes[0]?.pinned).toBe(true);
    expect(await pinNote(database.db, { id: a.id, pinned: true, caller: other, now: clock.now() })).toEqual({
      kind: "refused",
      reason: NOTE_MESSAGES.alreadyPinned,
    });
    expect(
      (await pinNote(database.db, { id: a.id, pinned: false, caller: author, now: clock.now() })).kind,
    ).toBe("changed");
    expect((await auditOf(a.id)).map((entry) => entry.action)).toEqual([
      "customer_note_added",
      "customer_note_pinned",
      "customer_note_pinned",
    ]);
    expect(
      await pinNote(database.db, { id: UNKNOWN, pinned: true, caller: other, now: clock.now() }),
    ).toEqual({
      kind: "not-found",
    });
  });
});

describe("tasks", () => {
  const fields = (over: Partial<{ title: string; dueOn: string; assigneeId: string }> = {}) => ({
    title: "Call about the returned deposit",
    details: "",
    dueOn: "2026-12-10",
    assigneeId: author.id,
    ...over,
  });

  it("creates a task for an admin, refuses one for a customer, and audits it", async () => {
    const made = await createTask(database.db, {
      customerId,
      fields: fields(),
      caller: other,
      now: clock.now(),
    });
    if (made.kind !== "changed") throw new Error(`not created: ${JSON.stringify(made)}`);
    const [row] = await database.db.select().from(adminTasks).where(eq(adminTasks.id, made.id));
    expect([row?.title, row?.assigneeId, row?.status, row?.createdByEmail, row?.details]).toEqual([
      "Call about the returned deposit",
      author.id,
      "open",
      other.email,
      null,
    ]);
    const notAdmin = await createTask(database.db, {
      customerId,
      fields: fields({ assigneeId: customerId }),
      caller: other,
      now: clock.now(),
    });
    expect(notAdmin).toEqual({ kind: "refused", reason: TASK_MESSAGES.notAdmin });
    const audit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "admin_task"), eq(auditLog.targetId, made.id)));
    expect(audit.map((entry) => entry.action)).toEqual(["task_created"]);
  });

  it("lists My tasks overdue first, changes, completes and cancels them", async () => {
    const admin = await newAdmin();
    const ids: Record<string, string> = {};
    for (const [name, dueOn] of [
      ["later", "2026-12-20"],
      ["overdue", "2026-12-01"],
      ["today", "2026-12-07"],
    ] as const) {
      const made = await createTask(database.db, {
        customerId,
        fields: fields({ title: name, dueOn, assigneeId: admin.id }),
        caller: author,
        now: clock.now(),
      });
      if (made.kind !== "changed") throw new Error("not created");
      ids[name] = made.id;
    }
    const mine = await myTasks(database.db, admin.id, clock.now());
    expect(mine.map((task) => [task.title, task.overdue])).toEqual([
      ["overdue", true],
      ["today", false],
      ["later", false],
    ]);
    expect(mine[0]?.customerName).toBe("Ada Lovelace");

    const moved = await updateTask(database.db, {
      id: ids.later as string,
      fields: fields({ title: "later", dueOn: "2026-12-02", assigneeId: admin.id }),
      caller: author,
      seenVersion: "1",
      now: clock.now(),
    });
    expect(moved.kind).toBe("changed");
    expect(
      (
        await closeTask(database.db, {
          id: ids.today as string,
          outcome: "complete",
          caller: admin,
          now: clock.now(),
        })
      ).kind,
    ).toBe("changed");
    expect(
      (
        await closeTask(database.db, {
          id: ids.overdue as string,
          outcome: "cancel",
          caller: admin,
          now: clock.now(),
        })
      ).kind,
    ).toBe("changed");
    expect(
      await closeTask(database.db, {
        id: ids.overdue as string,
        outcome: "complete",
        caller: admin,
        now: clock.now(),
      }),
    ).toEqual({ kind: "refused", reason: TASK_MESSAGES.notOpen });
    expect(
      (await myTasks(database.db, admin.id, clock.now())).map((task) => [task.title, task.overdue]),
    ).toEqual([["later", true]]);
    const all = await findTasksOfCustomer(database.db, customerId);
    expect(all.find((task) => task.id === ids.today)?.completedByEmail).toBe(admin.email);

    // Demoting the admin leaves their tasks unassigned.
    await database.db.delete(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(await myTasks(database.db, admin.id, clock.now())).toEqual([]);
    const [left] = await database.db
      .select()
      .from(adminTasks)
      .where(eq(adminTasks.id, ids.later as string));
    expect(left?.assigneeId).toBeNull();
  });
});
