import { useEffect, useState } from "react";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import type { ConversationReply } from "#app/domain/admin/conversation-views.ts";
import { ADMIN_MESSAGES as M } from "#app/domain/admin/messages-views.ts";
import { UPLOAD_MESSAGES, uploadSizeProblem } from "#app/domain/documents/upload.ts";
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MESSAGES, messageForm } from "#app/domain/messages/rules.ts";
import { conversationFetcherKey } from "./conversation-actions.tsx";

const INTENT = "reply";
const onInvalid = () => notify("error", MESSAGE_MESSAGES.failed, conversationFetcherKey(INTENT));

/** What the browser can tell of the files before sending: how many, and their sizes. */
function filesError(form: HTMLFormElement): string | undefined {
  const files = new FormData(form).getAll("files").filter((file) => file instanceof File && file.size > 0);
  if (files.length > MESSAGE_MAX_ATTACHMENTS) return MESSAGE_MESSAGES.tooManyFiles;
  const tooLarge = files.some((file) => file instanceof File && uploadSizeProblem(file.size) === "tooLarge");
  return tooLarge ? UPLOAD_MESSAGES.tooLarge : undefined;
}

/**
 * The admin's answer: the text (checked here by the message's own rules, and again by the server)
 * and up to three files, sent multipart with or without JavaScript. A refusal sits beside its
 * field; sent, the form empties and the page's toast says so. Kept as typed while the page
 * refreshes itself (the live stream): it is never rebuilt by a new version of the conversation.
 */
export function ReplyForm() {
  const { fetcher, busy, answer } = useFetcherReply<ConversationReply>({
    key: conversationFetcherKey(INTENT),
    intent: INTENT,
  });
  const refused = answer && !answer.ok ? answer : undefined;
  // The browser's own refusal of the files holds until the server answers again.
  const [checked, setChecked] = useState<{ error: string; after: ConversationReply | undefined } | null>(
    null,
  );
  const local = checked && checked.after === answer ? checked.error : undefined;
  const form = useForm(messageForm, {
    reply: refused,
    onInvalid,
    onValid: (_data, event) => {
      const error = filesError(event.currentTarget);
      setChecked(error ? { error, after: answer } : null);
      if (!error) return;
      event.preventDefault();
      onInvalid();
      event.currentTarget.querySelector<HTMLElement>('[name="files"]')?.focus();
    },
  });
  const formRef = form.props.ref;
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer, formRef]);
  return (
    <section aria-labelledby="reply-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="reply-title" className="text-lg font-semibold text-slate-900">
        {M.replyTitle}
      </h2>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        {...form.props}
        aria-labelledby="reply-title"
        className="space-y-4"
      >
        <input type="hidden" name="intent" value={INTENT} />
        <FormMessage message={form.formMessage} />
        <TextareaField {...form.field("body")} label={M.replyLabel} rows={6} disabled={busy} />
        <FileField
          label={M.filesLabel}
          hint={UPLOAD_MESSAGES.fileHint}
          error={local ?? refused?.fieldErrors?.files}
          name="files"
          multiple
          disabled={busy}
        />
        <Button type="submit" disabled={busy}>
          {busy ? M.sending : M.send}
        </Button>
      </fetcher.Form>
    </section>
  );
}
