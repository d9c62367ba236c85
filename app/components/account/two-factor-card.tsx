import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { PENDING_LABEL } from "#app/components/ui/pending-label.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  confirmPasswordForm,
  ENROLLMENT_KEY_FIELD,
  RECOVERY_CODES_FIELD,
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnrollment,
  type TwoFactorSettingsIntent,
  type TwoFactorSettingsReply,
  totpCodeForm,
} from "#app/domain/two-factor.ts";

/**
 * A form of the card: its fetcher and answer, shown as a toast; a reply saying the session ended
 * goes to `onSignedOut`, every other to `onReply` after its toast.
 */
function useTwoFactorAction(
  intent: TwoFactorSettingsIntent,
  key: string,
  onSignedOut?: () => void,
  onReply?: (answer: TwoFactorSettingsReply) => void,
) {
  return useFetcherAction<TwoFactorSettingsReply | { signedOut: true }>({
    key,
    intent,
    onSignedOut,
    onReply,
  });
}

interface TwoFactorCardProps {
  enabled: boolean;
  /** It cannot be turned off (ADMIN_TWO_FACTOR=required, for admins). */
  required: boolean;
  /** Where the second step is asked: "every sign-in to the admin area", "every sign-in". */
  where: string;
  onSignedOut?: () => void;
  /** 2 on its own page (Admin Settings), 3 inside a page's section (Profile Settings). */
  headingLevel?: 2 | 3;
}

/**
 * Two-factor sign-in (Admin Settings, Profile Settings): off → the password, then the QR code,
 * its key and the recovery codes (shown once) and a code from the app to confirm; on → the
 * password turns it off. Each form posts to the page's own action.
 */
export function TwoFactorCard({
  enabled,
  required,
  where,
  onSignedOut,
  headingLevel = 2,
}: TwoFactorCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Every form's answer is read here, in the card that stays: confirming or turning off removes
  // the form that posted, and the router may render its answer and the card without that form
  // in one go, so a form's own listener would never show the toast.
  const start = useTwoFactorAction("two-factor-enable", "two-factor-enable", onSignedOut);
  // The key and recovery codes are forgotten once they are used or no longer apply.
  const forgetEnrollment = (answer: TwoFactorSettingsReply) => {
    if (answer.ok) start.fetcher.reset();
  };
  const confirm = useTwoFactorAction(
    "two-factor-confirm",
    "two-factor-confirm",
    onSignedOut,
    forgetEnrollment,
  );
  const disable = useTwoFactorAction(
    "two-factor-disable",
    "two-factor-disable-form",
    onSignedOut,
    forgetEnrollment,
  );
  // A refused code answers with the enrollment again (the server's, not the form's): a page posted
  // without JavaScript has no other answer to show it from, and the code's error stays beside it.
  const enrollment = enabled
    ? undefined
    : (confirm.answer?.enrollment ?? (start.answer?.ok ? start.answer.enrollment : undefined));
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border border-slate-200 p-6">
      <Heading id="two-factor-heading" className="text-xl font-semibold text-slate-900">
        Two-Factor Sign-In
      </Heading>
      <p className="mt-2 text-slate-700">
        {enabled
          ? `Two-factor sign-in is on: ${where} asks for a code from your authenticator app.`
          : "Add a second step to your sign-in: a 6-digit code from an authenticator app on your phone."}
      </p>
      {enabled && required ? (
        <p className="mt-4 text-slate-700">{TWO_FACTOR_MESSAGES.requiredCannotDisable}</p>
      ) : enabled ? (
        <PasswordStep
          key="two-factor-disable"
          intent="two-factor-disable"
          label="Turn Off Two-Factor Sign-In"
          action={disable}
        />
      ) : enrollment ? (
        <Enrollment enrollment={enrollment} action={confirm} />
      ) : (
        <PasswordStep
          key="two-factor-enable"
          intent="two-factor-enable"
          label="Turn On Two-Factor Sign-In"
          action={start}
        />
      )}
    </section>
  );
}

type Action = ReturnType<typeof useTwoFactorAction>;

function PasswordStep({
  intent,
  label,
  action,
}: {
  intent: "two-factor-enable" | "two-factor-disable";
  label: string;
  action: Action;
}) {
  const { fetcher, busy, answer } = action;
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
        {busy ? PENDING_LABEL : label}
      </Button>
    </fetcher.Form>
  );
}

function Enrollment({ enrollment, action }: { enrollment: TwoFactorEnrollment; action: Action }) {
  const { fetcher, busy, answer } = action;
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
          dangerouslySetInnerHTML={{ __html: enrollment.qrSvg }}
        />
        <figcaption className="mt-2 text-sm text-slate-700">
          Key: <code className="break-all font-mono text-slate-900">{enrollment.secret}</code>
        </figcaption>
      </figure>
      <div>
        <h3 className="font-semibold text-slate-900">Recovery Codes</h3>
        <ul
          aria-label="Recovery codes"
          className="mt-2 grid max-w-md grid-cols-2 gap-2 font-mono text-slate-900"
        >
          {enrollment.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <fetcher.Form method="post" {...form.props} className="max-w-md space-y-4">
        <input type="hidden" name="intent" value="two-factor-confirm" />
        {/* Shown again with a wrong code, once the server has matched the key and each code to
            what it stores. */}
        <input type="hidden" name={ENROLLMENT_KEY_FIELD} value={enrollment.secret} />
        <input type="hidden" name={RECOVERY_CODES_FIELD} value={enrollment.recoveryCodes.join(" ")} />
        <FormMessage message={form.formMessage} />
        <TextField
          label="Authentication Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.field("code")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? PENDING_LABEL : "Confirm and Turn On"}
        </Button>
      </fetcher.Form>
    </div>
  );
}
