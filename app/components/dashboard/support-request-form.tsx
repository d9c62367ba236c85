import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SENT,
  SUPPORT_SUBJECT_MAX,
  supportForm,
} from "#app/domain/support/request.ts";
import { useDashboardAction } from "./use-dashboard-action.ts";
import { useKeptDraft } from "./use-kept-draft.ts";
import { useReadByStream } from "./use-live-portal.ts";

/**
 * The quick request (spec section 2; issue 25): a subject and a message, sent to the team as a
 * secure message in the customer's conversation, where the answer comes. Checked here first and
 * again by the server; once sent the form empties and links to Messages, refused (or lost on the
 * way) it keeps what was typed, and answered "signed out" it has it back once signed in again
 * (use-kept-draft.ts). Without JavaScript it posts as a page and the page answers the same way.
 */
export function SupportRequestForm() {
  const { fetcher, busy, answer } = useDashboardAction("support", "support");
  const form = useForm(supportForm, {
    reply: answer,
    onValid: (_data, event) => keep(event.currentTarget),
  });
  const { ref } = form.props;
  const keep = useKeptDraft(ref, "support", fetcher.data);
  const revalidate = useReadByStream();
  useEffect(() => {
    if (answer?.ok) ref.current?.reset();
  }, [answer, ref]);

  return (
    <section aria-labelledby="support-request">
      <h2 id="support-request" className="text-xl font-semibold text-slate-900">
        Quick Support Request
      </h2>
      <p className="mt-1 text-slate-700">
        Tell us what you need: it goes to our team as a secure message, and the answer comes to your Messages.
      </p>
      <fetcher.Form
        method="post"
        {...form.props}
        defaultShouldRevalidate={revalidate}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="support" />
        <FormMessage message={form.formMessage} />
        <TextField label="Subject" maxLength={SUPPORT_SUBJECT_MAX} {...form.field("subject")} />
        <TextareaField label="Message" rows={6} maxLength={SUPPORT_MESSAGE_MAX} {...form.field("message")} />
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send Request"}
        </Button>
        {answer?.ok ? (
          <p role="status" className="text-green-800">
            {SUPPORT_SENT}{" "}
            <Link to="/dashboard/messages" className="font-medium text-blue-800 underline">
              Open Messages
            </Link>
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
