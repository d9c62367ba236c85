import { useCallback, useState } from "react";
import { useActionData } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_READY,
  SUPPORT_SUBJECT_MAX,
  type SupportRequest,
  type SupportRequester,
  supportForm,
  supportMailto,
  supportTooLong,
} from "#app/domain/support/request.ts";

/**
 * The quick request (spec section 2 and 7): nothing is sent to our server; the customer's
 * mail client opens with the message, their user id, e-mail and name filled in. Without
 * JavaScript the form posts to the dashboard's action, which checks it with the same rules and
 * answers with the link to open (it stores and sends nothing).
 */
export function SupportRequestForm({ to, user }: { to: string; user: SupportRequester }) {
  const posted = useActionData<DashboardActionData>();
  const answer = posted && !posted.signedOut && posted.intent === "support" ? posted : undefined;
  // The address of the last message opened: also offered as a link, for a browser that has
  // no mail client set up (the spec's message asks the customer to send it themselves).
  const [mailto, setMailto] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const onValid = useCallback(
    (data: unknown, event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setMailto(null);
      setFailed(false);
      try {
        const href = supportMailto(to, data as SupportRequest, user);
        window.location.href = href;
        setMailto(href);
        notify("success", M.supportRequestOpened);
      } catch {
        setFailed(true);
        notify("error", M.failedSupportRequest);
      }
    },
    [to, user],
  );
  const form = useForm(supportForm, { reply: answer, onValid });
  const ready = mailto ?? answer?.mailto ?? null;

  return (
    <section aria-labelledby="support-request">
      <h2 id="support-request" className="text-xl font-semibold text-slate-900">
        Quick Support Request
      </h2>
      <p className="mt-1 text-slate-700">
        Tell us what you need; your mail client opens with the message ready to send.
      </p>
      <form method="post" {...form.props} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="support" />
        <FormMessage message={failed ? { ok: false, text: supportTooLong(to) } : form.formMessage} />
        <TextField label="Subject" maxLength={SUPPORT_SUBJECT_MAX} {...form.field("subject")} />
        <TextareaField label="Message" rows={6} maxLength={SUPPORT_MESSAGE_MAX} {...form.field("message")} />
        <Button type="submit">Send Request</Button>
        {ready ? (
          <p role="status" className="text-green-800">
            {mailto ? M.supportRequestOpened : SUPPORT_READY}{" "}
            <a href={ready} className="font-medium text-blue-800 underline">
              {mailto ? "Open the message again" : "Open the message in your mail client"}
            </a>
          </p>
        ) : null}
      </form>
    </section>
  );
}
