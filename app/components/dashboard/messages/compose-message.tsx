import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { UPLOAD_MESSAGES, uploadSizeProblem } from "#app/domain/documents/upload.ts";
import {
  characterCount,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_CHARS,
  MESSAGE_MESSAGES,
} from "#app/domain/messages/rules.ts";
import { MESSAGES_ROOM as R } from "#app/domain/messages/views.ts";
import { useDashboardAction } from "../use-dashboard-action.ts";

type Errors = { body?: string; files?: string };

/** What the browser can tell before sending: some text, not too long, at most three files, none too large. */
function checkBeforeSending(form: HTMLFormElement): Errors {
  const data = new FormData(form);
  const errors: Errors = {};
  const body = String(data.get("body") ?? "");
  if (body.trim() === "") errors.body = MESSAGE_MESSAGES.empty;
  else if (characterCount(body) > MESSAGE_MAX_CHARS) errors.body = MESSAGE_MESSAGES.tooLong;
  const files = data.getAll("files").filter((file): file is File => file instanceof File && file.name !== "");
  if (files.length > MESSAGE_MAX_ATTACHMENTS) errors.files = MESSAGE_MESSAGES.tooManyFiles;
  for (const file of files) {
    const problem = uploadSizeProblem(file.size);
    if (problem) errors.files = UPLOAD_MESSAGES[problem];
  }
  return errors;
}

/**
 * The customer's message (issue 25): text and up to three files, checked here first (a 40 MB
 * photo is not sent to be refused) and again by the server. Without JavaScript it is a plain
 * multipart form and the page answers. Once sent, the form empties; refused, it keeps the text.
 */
export function ComposeMessage() {
  const { fetcher, busy, answer } = useDashboardAction("send-message", "send-message");
  const formRef = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<Errors>({});
  const [length, setLength] = useState(0);
  const server = answer && !answer.ok ? answer.fieldErrors : undefined;
  const errors: Errors = { ...server, ...checked };
  useEffect(() => {
    if (answer?.ok) {
      formRef.current?.reset();
      setLength(0);
    }
  }, [answer]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const found = checkBeforeSending(event.currentTarget);
    setChecked(found);
    if (found.body || found.files) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${found.body ? "body" : "files"}"]`)?.focus();
    }
  };
  const formMessage =
    answer && !answer.ok && answer.formMessage ? { ok: false, text: answer.formMessage } : undefined;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-label="Write a message"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="send-message" />
      <FormMessage message={formMessage} />
      <TextareaField
        label={R.bodyLabel}
        name="body"
        rows={5}
        error={errors.body}
        hint={`${length.toLocaleString("en-US")} of ${MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters`}
        defaultValue={answer && !answer.ok ? (answer.values?.body ?? "") : ""}
        onChange={(event) => setLength(characterCount(event.currentTarget.value))}
        readOnly={busy}
      />
      <FileField
        label={R.filesLabel}
        hint={R.filesHint}
        error={errors.files}
        name="files"
        multiple
        disabled={busy}
      />
      <Button type="submit" disabled={busy}>
        {busy ? R.submitting : R.submit}
      </Button>
    </fetcher.Form>
  );
}
