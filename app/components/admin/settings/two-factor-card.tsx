import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { SettingsReply } from "#app/domain/admin/settings.ts";
import { confirmPasswordForm, TWO_FACTOR_MESSAGES, totpCodeForm } from "#app/domain/two-factor.ts";
import { useSettingsAction } from "./use-settings-action.ts";

/**
 * Two-factor sign-in: off → the password, then the QR code, its key and the recovery codes
 * (shown once) and a code from the app to confirm; on → the password turns it off.
 */
export function TwoFactorCard({ enabled, required }: { enabled: boolean; required: boolean }) {
  const start = useSettingsAction("two-factor-enable");
  const enrolment = start.answer?.ok ? start.answer.enrolment : undefined;
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="two-factor-heading" className="text-xl font-semibold text-slate-900">
        Two-Factor Sign-In
      </h2>
      <p className="mt-2 text-slate-700">
        {enabled
          ? "Two-factor sign-in is on: every sign-in to the admin area asks for a code from your authenticator app."
          : "Add a second step to your sign-in: a 6-digit code from an authenticator app on your phone."}
      </p>
      {enabled && required ? (
        <p className="mt-4 text-slate-700">{TWO_FACTOR_MESSAGES.requiredCannotDisable}</p>
      ) : enabled ? (
        <PasswordStep intent="two-factor-disable" label="Turn Off Two-Factor Sign-In" />
      ) : enrolment ? (
        <Enrolment enrolment={enrolment} />
      ) : (
        <PasswordStep intent="two-factor-enable" label="Turn On Two-Factor Sign-In" action={start} />
      )}
    </section>
  );
}

type Action = ReturnType<typeof useSettingsAction>;

function PasswordStep({
  intent,
  label,
  action,
}: {
  intent: "two-factor-enable" | "two-factor-disable";
  label: string;
  action?: Action;
}) {
  const own = useSettingsAction(intent, `${intent}-form`);
  const { fetcher, busy, answer } = action ?? own;
  const form = useForm(confirmPasswordForm, { reply: answer });
  return (
    <fetcher.Form method="post" {...form.props} className="mt-4 max-w-md space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormMessage message={answer?.ok ? undefined : form.formMessage} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Please wait..." : label}
      </Button>
    </fetcher.Form>
  );
}

function Enrolment({ enrolment }: { enrolment: NonNullable<SettingsReply["enrolment"]> }) {
  const { fetcher, busy, answer } = useSettingsAction("two-factor-confirm");
  const form = useForm(totpCodeForm, { reply: answer });
  return (
    <div className="mt-4 space-y-6">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>Scan this QR code with your authenticator app, or type the key below it.</li>
        <li>
          Save the recovery codes somewhere safe: each works once if you lose your phone. They are not shown
          again.
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <figure className="w-48">
        {/* The SVG is drawn by the qrcode library from our own otpauth:// address: paths only. */}
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="w-48"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG of paths made on our server from our own data.
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <figcaption className="mt-2 text-sm text-slate-700">
          Key: <code className="break-all font-mono text-slate-900">{enrolment.secret}</code>
        </figcaption>
      </figure>
      <div>
        <h3 className="font-semibold text-slate-900">Recovery Codes</h3>
        <ul
          aria-label="Recovery codes"
          className="mt-2 grid max-w-md grid-cols-2 gap-2 font-mono text-slate-900"
        >
          {enrolment.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <fetcher.Form method="post" {...form.props} className="max-w-md space-y-4">
        <input type="hidden" name="intent" value="two-factor-confirm" />
        <FormMessage message={form.formMessage} />
        <TextField
          label="Authentication Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.field("code")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Please wait..." : "Confirm and Turn On"}
        </Button>
      </fetcher.Form>
    </div>
  );
}
