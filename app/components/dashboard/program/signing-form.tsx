import { Button } from "#app/components/ui/button.tsx";
import { CheckboxField } from "#app/components/ui/checkbox-field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { SIGNING_CONSENT_LABEL } from "#app/content/disclosures.ts";
import { signingForm } from "#app/domain/enrollment/signing-form.ts";
import { useRemovableDashboardForm } from "../use-dashboard-action.ts";
import { useReadByStream } from "../use-live-portal.ts";

/**
 * The signature (issue 22): the customer's full name typed, the consent box ticked, the plan's
 * revision sent back so a plan changed since is not signed. One press, then the button waits.
 */
export function SigningForm({
  applicationId,
  revision,
  authorizeLabel,
}: {
  applicationId: string;
  revision: number;
  /** The debit authorization's own box (issue 44), naming the account's last four. */
  authorizeLabel: string;
}) {
  const { fetcher, busy, answer } = useRemovableDashboardForm("sign-agreement", applicationId);
  const form = useForm(signingForm, { reply: answer });
  const consent = form.field("consent");
  const authorize = form.field("authorizeDebits");
  const revalidate = useReadByStream();
  return (
    <fetcher.Form
      method="post"
      {...form.props}
      defaultShouldRevalidate={revalidate}
      className="mt-4 max-w-xl space-y-4"
    >
      <input type="hidden" name="intent" value="sign-agreement" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="revision" value={revision} />
      <FormMessage message={form.formMessage} />
      <TextField
        label="Type your full name"
        hint="As it appears on your application: this is your signature."
        autoComplete="name"
        maxLength={200}
        disabled={busy}
        {...form.field("typedName")}
      />
      {/* A refused page keeps the box as it was sent. */}
      <CheckboxField
        label={SIGNING_CONSENT_LABEL}
        value="on"
        disabled={busy}
        {...consent}
        defaultValue={undefined}
        defaultChecked={consent.defaultValue === "on"}
      />
      <CheckboxField
        label={authorizeLabel}
        value="on"
        disabled={busy}
        {...authorize}
        defaultValue={undefined}
        defaultChecked={authorize.defaultValue === "on"}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Signing..." : "Sign the Agreement"}
      </Button>
    </fetcher.Form>
  );
}
