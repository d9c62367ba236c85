import { Button } from "#app/components/ui/button.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { characterCount, MESSAGE_MAX_CHARS } from "#app/domain/messages/rules.ts";
import { MESSAGES_ROOM as R } from "#app/domain/messages/views.ts";
import { useDashboardAction } from "../use-dashboard-action.ts";

/** The hint under the text: how many characters of the limit are typed (`count` already formatted). */
export function countHint(count: string): string {
  return `${count} of ${MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters`;
}

/**
 * The customer's message (issue 25): text and up to three files, a multipart form posted as a page
 * (the room is sent without React, docs/decisions/0055). The room's own script counts the
 * characters as they are typed and checks what the browser can tell first (a 40 MB photo is not
 * sent to be refused: messages-page.browser.js); the server checks all of it again. Once sent,
 * the page's form is empty; refused, it keeps the text.
 */
export function ComposeMessage() {
  const { fetcher, answer } = useDashboardAction("send-message", "send-message");
  const kept = answer && !answer.ok ? (answer.values?.body ?? "") : "";
  const errors = answer && !answer.ok ? answer.fieldErrors : undefined;
  const formMessage =
    answer && !answer.ok && answer.formMessage ? { ok: false, text: answer.formMessage } : undefined;
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      noValidate
      data-message-form
      // Kept in the tab while it is sent: a send lost on the way loses nothing (room-forms.browser.js).
      data-keep-typed
      aria-label="Write a message"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="send-message" />
      <FormMessage message={formMessage} />
      <TextareaField
        label={R.bodyLabel}
        name="body"
        rows={5}
        error={errors?.body}
        hint={countHint(characterCount(kept).toLocaleString("en-US"))}
        defaultValue={kept}
      />
      <FileField label={R.filesLabel} hint={R.filesHint} error={errors?.files} name="files" multiple />
      <Button type="submit" data-busy-label={R.submitting}>
        {R.submit}
      </Button>
    </fetcher.Form>
  );
}
