import { useEffect } from "react";
import { checkMessageForm, MESSAGE_FIELDS } from "#app/components/messages/check-message.ts";
import { MessageFilesField } from "#app/components/messages/message-files-field.tsx";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useCheckedForm } from "#app/components/ui/use-checked-form.ts";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import type { ConversationReply } from "#app/domain/admin/conversation-views.ts";
import { ADMIN_MESSAGES as M } from "#app/domain/admin/messages-views.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { conversationFetcherKey } from "./conversation-actions.tsx";

const INTENT = "reply";
const onInvalid = () => notify("error", MESSAGE_MESSAGES.failed, conversationFetcherKey(INTENT));

/**
 * The admin's answer: the text and up to three files, checked here by the server's own check of
 * a message (check-message.ts) and again by the server, sent multipart with or without
 * JavaScript. A refusal sits beside its field; sent, the form empties and the page's toast says
 * so. Kept as typed while the page refreshes itself (the live stream): it is never rebuilt by a
 * new version of the conversation.
 */
export function ReplyForm() {
  const { fetcher, busy, answer } = useFetcherReply<ConversationReply>({
    key: conversationFetcherKey(INTENT),
    intent: INTENT,
  });
  const refused = answer && !answer.ok ? answer : undefined;
  const form = useCheckedForm(checkMessageForm, MESSAGE_FIELDS, { reply: refused, onInvalid });
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
        <TextareaField
          name="body"
          label={M.replyLabel}
          rows={6}
          disabled={busy}
          error={form.errors.body}
          defaultValue={refused?.values?.body}
          autoFocus={form.autoFocus("body")}
        />
        <MessageFilesField
          label={M.filesLabel}
          hint={UPLOAD_MESSAGES.fileHint}
          error={form.errors.files}
          busy={busy}
          autoFocus={form.autoFocus("files")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? M.sending : M.send}
        </Button>
      </fetcher.Form>
    </section>
  );
}
