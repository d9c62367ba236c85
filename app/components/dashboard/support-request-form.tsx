import { useState } from "react";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportRequester,
  supportMailto,
  supportRequestSchema,
} from "#app/domain/dashboard/support-request.ts";
import { useFieldErrors } from "./use-field-errors.ts";

/**
 * The quick request (spec section 2 and 7): nothing is sent to our server; the customer's
 * mail client opens with the message, their user id, e-mail and name filled in.
 */
export function SupportRequestForm({ to, user }: { to: string; user: SupportRequester }) {
  const hydrated = useHydrated();
  const { errors, clear, check } = useFieldErrors<"subject" | "message">(undefined);
  // The address of the last message opened: also offered as a link, for a browser that has
  // no mail client set up (the spec's message asks the customer to send it themselves).
  const [mailto, setMailto] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMailto(null);
    setFailed(false);
    const request = check(supportRequestSchema, Object.fromEntries(new FormData(event.currentTarget)));
    if (!request) return;
    try {
      const href = supportMailto(to, request, user);
      window.location.href = href;
      setMailto(href);
      notify("success", M.supportRequestOpened);
    } catch {
      setFailed(true);
      notify("error", M.failedSupportRequest);
    }
  }

  return (
    <section aria-labelledby="support-request">
      <h2 id="support-request" className="text-xl font-semibold text-slate-900">
        Quick Support Request
      </h2>
      <p className="mt-1 text-slate-700">
        Tell us what you need; your mail client opens with the message ready to send.
      </p>
      <form noValidate onSubmit={onSubmit} onInput={clear} className="mt-4 space-y-4">
        <TextField label="Subject" name="subject" maxLength={SUPPORT_SUBJECT_MAX} error={errors.subject} />
        <TextareaField
          label="Message"
          name="message"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          error={errors.message}
        />
        <Button type="submit" disabled={!hydrated}>
          Send Request
        </Button>
        {failed ? (
          <p role="alert" className="text-red-700">
            This message is too long to hand to your mail client. Please shorten it, or write to us at{" "}
            <a href={`mailto:${to}`} className="font-medium underline">
              {to}
            </a>
            .
          </p>
        ) : null}
        {mailto ? (
          <p role="status" className="text-green-800">
            {M.supportRequestOpened}{" "}
            <a href={mailto} className="font-medium text-blue-800 underline">
              Open the message again
            </a>
          </p>
        ) : null}
      </form>
    </section>
  );
}
