import { useEffect, useState } from "react";
import { checkMessageForm, MESSAGE_FIELDS } from "#app/components/messages/check-message.ts";
import { MessageFilesField } from "#app/components/messages/message-files-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxField } from "#app/components/ui/checkbox-field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useCheckedForm } from "#app/components/ui/use-checked-form.ts";
import { characterCountHint } from "#app/domain/messages/rules.ts";
import { MESSAGES_ROOM as R } from "#app/domain/messages/views.ts";
import { useDashboardAction } from "../use-dashboard-action.ts";
import { useKeptDraft } from "../use-kept-draft.ts";
import { useReadByStream } from "../use-live-portal.ts";

const INTENT = "send-message";

/**
 * The customer's message (issue 25): text and up to three files, a multipart form. Checked here
 * by the server's own check first (a 40 MB photo is not sent to be refused: check-message.ts) and
 * again by the server; the characters are counted as they are typed. Once sent, the form empties;
 * refused, or lost on the way, it keeps the text; answered "signed out", the text comes back once
 * signed in again (use-kept-draft.ts). A box marks its files as a court paper or legal notice
 * (issue 43). Without JavaScript it is posted as a page, which answers.
 */
export function ComposeMessage() {
  const { fetcher, busy, answer } = useDashboardAction(INTENT, INTENT);
  const form = useCheckedForm(checkMessageForm, MESSAGE_FIELDS, {
    reply: answer,
    onValid: (_data, event) => keep(event.currentTarget),
  });
  const formRef = form.props.ref;
  const keep = useKeptDraft(formRef, INTENT, fetcher.data);
  const revalidate = useReadByStream();
  const kept = answer && !answer.ok ? (answer.values?.body ?? "") : "";
  const [hint, setHint] = useState(() => characterCountHint(kept));
  // A text the browser kept (back, or typed before the page was ready) is counted at once.
  useEffect(() => {
    const body = formRef.current?.elements.namedItem("body");
    if (body instanceof HTMLTextAreaElement) setHint(characterCountHint(body.value));
  }, [formRef]);
  useEffect(() => {
    if (!answer?.ok) return;
    formRef.current?.reset();
    setHint(characterCountHint(""));
  }, [answer, formRef]);
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      defaultShouldRevalidate={revalidate}
      aria-label="Write a message"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <FormMessage message={form.formMessage} />
      <TextareaField
        label={R.bodyLabel}
        name="body"
        rows={5}
        error={form.errors.body}
        hint={hint}
        defaultValue={kept}
        autoFocus={form.autoFocus("body")}
        onChange={(event) => setHint(characterCountHint(event.currentTarget.value))}
        readOnly={busy}
      />
      <MessageFilesField
        label={R.filesLabel}
        hint={R.filesHint}
        error={form.errors.files}
        busy={busy}
        autoFocus={form.autoFocus("files")}
      />
      {/* A court paper sent here is kept as a legal notice, as an upload is (issue 43); a plain box,
          posted with the form, with or without JavaScript. */}
      <div>
        <CheckboxField
          name="legalNotice"
          label={R.legalNoticeLabel}
          disabled={busy}
          aria-describedby="legal-notice-hint"
        />
        <p id="legal-notice-hint" className="mt-1 pl-8 text-sm text-slate-600">
          {R.legalNoticeHint}
        </p>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? R.submitting : R.submit}
      </Button>
    </fetcher.Form>
  );
}
