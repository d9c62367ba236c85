import { data, type RouterContextProvider } from "react-router";
import type { CustomerReply } from "#app/domain/admin/customer-views.ts";
import type { CallDirection, CallOutcome } from "#app/domain/operator/kinds.ts";
import { callFieldProblems, callIsFuture, NOTE_MESSAGES, noteProblem } from "#app/domain/operator/notes.ts";
import { TASK_MESSAGES, taskFieldProblems } from "#app/domain/operator/tasks.ts";
import { momentAt, timeZoneOf } from "#app/domain/time-zone.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  addNote,
  editNote,
  logCall,
  type NoteChangeResult,
  pinNote,
} from "#app/server/models/operator/notes.server.ts";
import {
  closeTask,
  createTask,
  type TaskChangeResult,
  updateTask,
} from "#app/server/models/operator/tasks.server.ts";

// The customer page's POSTs (issue 45), called by its action after `requireAdmin`: a note, a
// call, a note edited or pinned, a task added, changed, done or cancelled. Each form is read again here
// with the domain's own checks, then written through its recipe (models/operator/*), which
// re-reads the record and refuses what the rules refuse. The answer is said on the page, with or
// without JavaScript.

type Context = Readonly<RouterContextProvider>;
type Intent =
  | "add-note"
  | "edit-note"
  | "pin-note"
  | "unpin-note"
  | "log-call"
  | "add-task"
  | "update-task"
  | "complete-task"
  | "cancel-task";
export const CUSTOMER_INTENTS: readonly Intent[] = [
  "add-note",
  "edit-note",
  "pin-note",
  "unpin-note",
  "log-call",
  "add-task",
  "update-task",
  "complete-task",
  "cancel-task",
];
const isIntent = (value: unknown): value is Intent => CUSTOMER_INTENTS.includes(value as Intent);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function reply(body: CustomerReply, status = 200) {
  return data(body, { status });
}

function answer(
  intent: Intent,
  result: NoteChangeResult | TaskChangeResult,
  success: string,
  notFound: string,
  values?: Record<string, string>,
  subject?: string,
) {
  if (result.kind === "changed") return reply({ intent, ok: true, message: success, subject: result.id });
  const about = subject ? { subject } : {};
  if (result.kind === "not-found") return reply({ intent, ok: false, message: notFound, ...about }, 404);
  return reply({ intent, ok: false, message: result.reason, ...(values ? { values } : {}), ...about }, 409);
}

/** Runs the form's intent for `customerId` (already known to be a customer's id). */
export async function customerAction(
  context: Context,
  admin: SessionUser,
  customerId: string,
  form: FormData,
) {
  const intent = form.get("intent");
  if (!isIntent(intent)) throw new Response("Unknown request", { status: 400 });
  const { db, clock } = getServices(context);
  const now = clock.now();
  const caller = { id: admin.id, email: admin.email };
  const formId = text(form, "formId");
  const newId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(formId)
    ? formId
    : undefined;
  const subject = text(form, "id");
  const seenVersion = text(form, "version") || null;
  try {
    switch (intent) {
      case "add-note":
      case "edit-note": {
        const body = text(form, "body");
        const problem = noteProblem(body);
        if (problem)
          return reply(
            {
              intent,
              ok: false,
              message: problem,
              fieldErrors: { body: problem },
              values: { body },
              subject,
            },
            400,
          );
        const result =
          intent === "add-note"
            ? await addNote(db, { id: newId, customerId, body, caller, now })
            : await editNote(db, { id: subject, body, caller, seenVersion, now });
        return answer(
          intent,
          result,
          intent === "add-note" ? NOTE_MESSAGES.added : NOTE_MESSAGES.edited,
          NOTE_MESSAGES.notFound,
          { body },
        );
      }
      case "pin-note":
      case "unpin-note": {
        const result = await pinNote(db, {
          id: subject,
          pinned: intent === "pin-note",
          caller,
          seenVersion,
          now,
        });
        return answer(
          intent,
          result,
          intent === "pin-note" ? NOTE_MESSAGES.pinned : NOTE_MESSAGES.unpinned,
          NOTE_MESSAGES.notFound,
        );
      }
      case "log-call": {
        const fields = {
          direction: text(form, "direction"),
          outcome: text(form, "outcome"),
          day: text(form, "day"),
          time: text(form, "time"),
        };
        const body = text(form, "body");
        const values = { ...fields, body };
        const fieldErrors: Record<string, string> = { ...callFieldProblems(fields) };
        const problem = noteProblem(body);
        if (problem) fieldErrors.body = problem;
        const at = fieldErrors.day ? null : momentAt(fields.day, fields.time, timeZoneOf(admin.timeZone));
        if (at && callIsFuture(at, now)) fieldErrors.day = NOTE_MESSAGES.callInFuture;
        const first = Object.values(fieldErrors)[0];
        if (first || !at)
          return reply(
            { intent, ok: false, message: first ?? NOTE_MESSAGES.callTime, fieldErrors, values },
            400,
          );
        const result = await logCall(db, {
          id: newId,
          customerId,
          body,
          call: { direction: fields.direction as CallDirection, outcome: fields.outcome as CallOutcome, at },
          caller,
          now,
        });
        return answer(intent, result, NOTE_MESSAGES.callLogged, NOTE_MESSAGES.notFound, values);
      }
      case "add-task":
      case "update-task": {
        const fields = {
          title: text(form, "title"),
          details: text(form, "details"),
          dueOn: text(form, "dueOn"),
          assigneeId: text(form, "assigneeId"),
        };
        const fieldErrors: Record<string, string> = { ...taskFieldProblems(fields) };
        const first = Object.values(fieldErrors)[0];
        if (first)
          return reply({ intent, ok: false, message: first, fieldErrors, values: fields, subject }, 400);
        const result =
          intent === "add-task"
            ? await createTask(db, { id: newId, customerId, fields, caller, now })
            : await updateTask(db, { id: subject, fields, caller, seenVersion, now });
        return answer(
          intent,
          result,
          intent === "add-task" ? TASK_MESSAGES.created : TASK_MESSAGES.updated,
          TASK_MESSAGES.notFound,
          fields,
          subject || undefined,
        );
      }
      case "complete-task":
      case "cancel-task": {
        const result = await closeTask(db, {
          id: subject,
          outcome: intent === "complete-task" ? "complete" : "cancel",
          caller,
          seenVersion,
          now,
        });
        return answer(
          intent,
          result,
          intent === "complete-task" ? TASK_MESSAGES.completed : TASK_MESSAGES.cancelled,
          TASK_MESSAGES.notFound,
        );
      }
    }
  } catch (error) {
    logFailure("a customer page change failed", error, { intent, customerId });
    const failed = intent.endsWith("task") ? TASK_MESSAGES.failed : NOTE_MESSAGES.failed;
    return reply({ intent, ok: false, message: failed }, 500);
  }
}
