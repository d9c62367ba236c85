import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import {
  type CustomerReply,
  CUSTOMER_MESSAGES as M,
  type NoteView,
  type Section,
} from "#app/domain/admin/customer-views.ts";
import {
  CALL_DIRECTION_LABELS,
  CALL_DIRECTIONS,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  NOTE_MAX_CHARS,
} from "#app/domain/operator/kinds.ts";
import { ActionButton, ReplyLine, replyFor, typed, useSending } from "./customer-forms.tsx";

const DIRECTIONS = CALL_DIRECTIONS.map((value) => ({ value, label: CALL_DIRECTION_LABELS[value] }));
const OUTCOMES = CALL_OUTCOMES.map((value) => ({ value, label: CALL_OUTCOME_LABELS[value] }));

/** Notes and calls: pinned first, then the newest; a note added, a call logged, a note edited within 24 hours by its author. */
export function NotesPanel({
  notes,
  reply,
  now,
}: {
  notes: Section<NoteView[]>;
  reply: CustomerReply | undefined;
  now: { day: string; time: string };
}) {
  return (
    <section aria-labelledby="notes-title" id="notes" className="space-y-4">
      <h2 id="notes-title" className="text-xl font-semibold text-slate-900">
        Notes and calls
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <NoteForm reply={replyFor(reply, "add-note")} />
        <CallForm reply={replyFor(reply, "log-call")} now={now} />
      </div>
      {!notes.ok ? (
        <PanelMessage tone="error">{notes.message}</PanelMessage>
      ) : notes.value.length === 0 ? (
        <PanelMessage tone="info">{M.noNotes}</PanelMessage>
      ) : (
        <ul className="space-y-3" aria-label="Notes and calls, pinned first, then the newest">
          {notes.value.map((note) => (
            <NoteItem key={note.id} note={note} reply={reply} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NoteForm({ reply }: { reply: CustomerReply | undefined }) {
  const sending = useSending("add-note");
  return (
    <Form
      method="post"
      preventScrollReset
      key={reply?.ok ? reply.subject : "note"}
      aria-label="Add a note"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 className="text-lg font-semibold text-slate-900">Add a note</h3>
      <input type="hidden" name="intent" value="add-note" />
      <TextareaField
        label="Note"
        name="body"
        rows={3}
        maxLength={NOTE_MAX_CHARS}
        required
        defaultValue={typed(reply, "body")}
        error={reply?.fieldErrors?.body}
        hint="Only the last four digits of an account, card or routing number"
      />
      <ReplyLine reply={reply} />
      <Button type="submit" disabled={sending}>
        {sending ? "Adding..." : "Add note"}
      </Button>
    </Form>
  );
}

function CallForm({ reply, now }: { reply: CustomerReply | undefined; now: { day: string; time: string } }) {
  const sending = useSending("log-call");
  return (
    <Form
      method="post"
      preventScrollReset
      key={reply?.ok ? reply.subject : "call"}
      aria-label="Log a call"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 className="text-lg font-semibold text-slate-900">Log a call</h3>
      <input type="hidden" name="intent" value="log-call" />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Direction"
          name="direction"
          options={DIRECTIONS}
          placeholder="Choose…"
          required
          defaultValue={typed(reply, "direction")}
          error={reply?.fieldErrors?.direction}
        />
        <SelectField
          label="Outcome"
          name="outcome"
          options={OUTCOMES}
          placeholder="Choose…"
          required
          defaultValue={typed(reply, "outcome")}
          error={reply?.fieldErrors?.outcome}
        />
        <TextField
          label="Day"
          name="day"
          type="date"
          required
          max={now.day}
          defaultValue={typed(reply, "day", now.day)}
          error={reply?.fieldErrors?.day}
        />
        <TextField
          label="Time"
          name="time"
          type="time"
          required
          defaultValue={typed(reply, "time", now.time)}
        />
      </div>
      <TextareaField
        label="What was said"
        name="body"
        rows={3}
        maxLength={NOTE_MAX_CHARS}
        required
        defaultValue={typed(reply, "body")}
        error={reply?.fieldErrors?.body}
      />
      <ReplyLine reply={reply} />
      <Button type="submit" disabled={sending}>
        {sending ? "Logging..." : "Log call"}
      </Button>
    </Form>
  );
}

function NoteItem({ note, reply }: { note: NoteView; reply: CustomerReply | undefined }) {
  const edit = replyFor(reply, "edit-note", note.id);
  const pin =
    replyFor(reply, note.pinned ? "unpin-note" : "pin-note", note.id) ?? replyFor(reply, "pin-note", note.id);
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        {note.pinned ? (
          <span className="mr-2 rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Pinned</span>
        ) : null}
        <span className="font-medium text-slate-900">{note.kind === "call" ? "Call" : "Note"}</span> by{" "}
        {note.author}, <time dateTime={note.writtenIso}>{note.written}</time>
        {note.edited ? `, edited ${note.edited}` : ""}
      </p>
      {note.call ? <p className="text-sm font-medium text-slate-800">{note.call.summary}</p> : null}
      <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
      <div className="flex flex-wrap items-start gap-2">
        {note.kind === "note" ? (
          <ActionButton
            intent={note.pinned ? "unpin-note" : "pin-note"}
            id={note.id}
            version={note.version}
            label={note.pinned ? `Unpin the note of ${note.written}` : `Pin the note of ${note.written}`}
          >
            {note.pinned ? "Unpin" : "Pin"}
          </ActionButton>
        ) : null}
        {note.editable ? (
          <details className="w-full">
            <summary className="cursor-pointer text-sm font-medium text-blue-800 underline">Edit</summary>
            <Form
              method="post"
              preventScrollReset
              className="mt-2 space-y-2"
              aria-label={`Edit the ${note.kind} of ${note.written}`}
            >
              <input type="hidden" name="intent" value="edit-note" />
              <input type="hidden" name="id" value={note.id} />
              <input type="hidden" name="version" value={note.version} />
              <TextareaField
                label="Text"
                name="body"
                rows={3}
                maxLength={NOTE_MAX_CHARS}
                required
                defaultValue={typed(edit, "body", note.body)}
                error={edit?.fieldErrors?.body}
                hint="Notes can be edited for 24 hours"
              />
              <Button type="submit" size="sm">
                Save
              </Button>
            </Form>
          </details>
        ) : null}
      </div>
      <ReplyLine reply={edit ?? pin} />
    </li>
  );
}
