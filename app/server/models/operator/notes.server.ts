import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { CallDirection, CallOutcome, NoteKind } from "#app/domain/operator/kinds.ts";
import {
  mayEditNote,
  NOTE_TRANSITIONS,
  type NoteAction,
  type NoteActor,
  type NoteState,
  noteRefusal,
} from "#app/domain/operator/notes.ts";
import { customerNotes, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { changeState, type StateChangeCaller, type StateRecipe } from "../../state-change.server.ts";

// Notes and calls on a customer (issue 45, docs/decisions/0068): written, edited (by their author,
// within 24 hours of their writing) and pinned through the one recipe for changes of state, each
// with its audit row; a new note is a record moving from "absent" to written, so two sends of one
// form (the same id) write it once. The database refuses a late edit too (migration 0037).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isNoteId = (id: string) => UUID.test(id);

interface NoteRow extends NoteState {
  id: string;
  version: string;
  authorId: string | null;
  body: string | null;
}

/** An admin acting on a customer's notes (checked to be an admin by the route). */
export type NoteCaller = StateChangeCaller & { id: string };

export interface NewCall {
  direction: CallDirection;
  outcome: CallOutcome;
  at: Date;
}

type NoteChange =
  | { action: "add"; customerId: string; body: string }
  | { action: "log-call"; customerId: string; body: string; call: NewCall }
  | { action: "edit"; body: string }
  | { action: "pin" | "unpin" };

const AUDIT = {
  add: "customer_note_added",
  "log-call": "call_logged",
  edit: "customer_note_edited",
  pin: "customer_note_pinned",
  unpin: "customer_note_pinned",
} as const;

async function customerExists(db: Db, customerId: string): Promise<boolean> {
  if (!UUID.test(customerId)) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, customerId));
  return Boolean(row);
}

function recipe(
  change: NoteChange,
  caller: NoteCaller,
  now: Date,
): StateRecipe<NoteRow, NoteAction, NoteActor, NoteCaller, null> {
  const creating = change.action === "add" || change.action === "log-call";
  async function read(db: Db, id: string): Promise<NoteRow | undefined> {
    const [row] = await db
      .select({
        id: customerNotes.id,
        kind: customerNotes.kind,
        pinned: customerNotes.pinned,
        authorId: customerNotes.authorId,
        body: customerNotes.body,
        createdAt: customerNotes.createdAt,
        version: customerNotes.version,
      })
      .from(customerNotes)
      .where(eq(customerNotes.id, id));
    if (row)
      return {
        id: row.id,
        exists: true,
        kind: row.kind,
        pinned: row.pinned,
        editable: mayEditNote(row, now),
        authorId: row.authorId,
        body: row.body,
        version: String(row.version),
      };
    // The note about to be written: only when writing one (otherwise, simply not found).
    if (!creating) return undefined;
    return {
      id,
      exists: false,
      kind: null,
      pinned: false,
      editable: false,
      authorId: caller.id,
      body: null,
      version: "0",
    };
  }
  return {
    target: "customer_note",
    table: NOTE_TRANSITIONS,
    isId: isNoteId,
    read,
    actorOf: (row, who) => (row.authorId !== null && row.authorId === who.id ? "author" : "admin"),
    async write(tx, row, action) {
      if (change.action === "add" || change.action === "log-call") {
        const call = change.action === "log-call" ? change.call : null;
        const [written] = await tx
          .insert(customerNotes)
          .values({
            id: row.id,
            customerId: change.customerId,
            authorId: caller.id,
            authorEmail: caller.email,
            kind: call ? "call" : "note",
            body: change.body,
            callDirection: call?.direction ?? null,
            callOutcome: call?.outcome ?? null,
            callAt: call?.at ?? null,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: customerNotes.id });
        return written ? read(tx, row.id) : undefined;
      }
      const set =
        action === "edit" && change.action === "edit"
          ? { body: change.body, editedAt: now }
          : { pinned: action === "pin" };
      const [written] = await tx
        .update(customerNotes)
        .set({ ...set, version: Number(row.version) + 1 })
        .where(and(eq(customerNotes.id, row.id), eq(customerNotes.version, Number(row.version))))
        .returning({ id: customerNotes.id });
      return written ? read(tx, row.id) : undefined;
    },
    refusal: (row, action, stale) => noteRefusal(row, action, row.authorId === caller.id, stale),
    auditAction: (action) => AUDIT[action],
    auditState: (row) =>
      row.exists
        ? { kind: row.kind, body: row.body, pinned: row.pinned }
        : { kind: null, body: null, pinned: false },
  };
}

export type NoteChangeResult =
  | { kind: "changed"; id: string }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

async function run(
  db: Db,
  id: string,
  change: NoteChange,
  caller: NoteCaller,
  now: Date,
  seenVersion?: string | null,
) {
  const steps = recipe(change, caller, now);
  // A new note about nobody is not found (a customer's login is never deleted while an admin writes:
  // and if it were, the note would stay, as notes outlive a deleted login).
  if (
    (change.action === "add" || change.action === "log-call") &&
    !(await customerExists(db, change.customerId))
  )
    return { kind: "not-found" as const };
  const result = await changeState(db, steps, { id, action: change.action, caller, seenVersion, now });
  if (result.kind === "changed") return { kind: "changed" as const, id };
  if (result.kind === "refused") return { kind: "refused" as const, reason: result.reason };
  return result;
}

/** Writes a note about a customer; `id` is the form's own (a second send of it writes nothing more). */
export function addNote(
  db: Db,
  input: { id?: string; customerId: string; body: string; caller: NoteCaller; now: Date },
): Promise<NoteChangeResult> {
  const id = input.id ?? crypto.randomUUID();
  return run(
    db,
    id,
    { action: "add", customerId: input.customerId, body: input.body.trim() },
    input.caller,
    input.now,
  );
}

/** Logs a call with a customer: its direction, outcome, moment and what was said. */
export function logCall(
  db: Db,
  input: { id?: string; customerId: string; body: string; call: NewCall; caller: NoteCaller; now: Date },
): Promise<NoteChangeResult> {
  const id = input.id ?? crypto.randomUUID();
  return run(
    db,
    id,
    { action: "log-call", customerId: input.customerId, body: input.body.trim(), call: input.call },
    input.caller,
    input.now,
  );
}

/** Its author changes a note's or a call's text, within 24 hours of its writing. */
export function editNote(
  db: Db,
  input: { id: string; body: string; caller: NoteCaller; seenVersion?: string | null; now: Date },
): Promise<NoteChangeResult> {
  return run(
    db,
    input.id,
    { action: "edit", body: input.body.trim() },
    input.caller,
    input.now,
    input.seenVersion,
  );
}

/** Any admin pins a note to the top of the customer's notes, or unpins it. */
export function pinNote(
  db: Db,
  input: { id: string; pinned: boolean; caller: NoteCaller; seenVersion?: string | null; now: Date },
): Promise<NoteChangeResult> {
  return run(
    db,
    input.id,
    { action: input.pinned ? "pin" : "unpin" },
    input.caller,
    input.now,
    input.seenVersion,
  );
}

export interface NoteLine {
  id: string;
  kind: NoteKind;
  body: string;
  pinned: boolean;
  authorId: string | null;
  authorEmail: string;
  callDirection: CallDirection | null;
  callOutcome: CallOutcome | null;
  callAt: Date | null;
  createdAt: Date;
  editedAt: Date | null;
  version: number;
}

/** A customer's notes and calls, pinned first, then the newest (at most `limit`). */
export function findNotesOfCustomer(db: Db, customerId: string, limit = 100): Promise<NoteLine[]> {
  return db
    .select({
      id: customerNotes.id,
      kind: customerNotes.kind,
      body: customerNotes.body,
      pinned: customerNotes.pinned,
      authorId: customerNotes.authorId,
      authorEmail: customerNotes.authorEmail,
      callDirection: customerNotes.callDirection,
      callOutcome: customerNotes.callOutcome,
      callAt: customerNotes.callAt,
      createdAt: customerNotes.createdAt,
      editedAt: customerNotes.editedAt,
      version: customerNotes.version,
    })
    .from(customerNotes)
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.pinned), desc(customerNotes.createdAt), desc(customerNotes.id))
    .limit(limit);
}
