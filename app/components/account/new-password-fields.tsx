import { type ReactNode, useEffect, useRef, useState } from "react";
import { PASSWORD_HINT } from "#app/components/auth/auth-parts.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldProps } from "#app/components/ui/use-form.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { MIN_PASSWORD_SCORE, passwordScore } from "#app/domain/password-score.ts";
import { passwordStrengthLabel } from "#app/domain/password-strength.ts";
import { newPasswordHints } from "./new-password-hints.ts";

const NOT_ENTERED = "Not entered";

/** A step of the strength meter: lit red below the minimum score, green from it, grey unlit. */
function meterStepClass(step: number, score: number): string {
  const lit = score < MIN_PASSWORD_SCORE ? "bg-red-700" : "bg-green-700";
  return `h-1.5 flex-1 rounded ${step <= score ? lit : "bg-slate-200"}`;
}

/**
 * New Password and Confirm New Password with the spec's strength meter (0-5: Very Weak, Weak,
 * Fair, Good, Strong). The submit button the caller draws is disabled, once the page is
 * interactive, while the strength is below 3, the length is refused or the two differ (spec
 * section 5); without JavaScript it stays enabled and the server refuses the same way. While
 * typed, each field says what keeps the button disabled below it, as its error, in the server's
 * own words (new-password-hints.ts); a message from the server shows first until edited. Before
 * React runs the meter is drawn unseen, its place kept, so that it appearing moves nothing.
 */
export function NewPasswordFields({
  field,
  submit,
}: {
  field: (name: "newPassword" | "confirmPassword") => FieldProps;
  submit: (disabled: boolean) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  // What was typed before React ran (its scripts load after the first paint) is in the fields,
  // not in the meter's state: read once as the page becomes interactive.
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const typed = (name: string) =>
      fields.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
    setPassword(typed("newPassword"));
    setConfirm(typed("confirmPassword"));
  }, []);
  const score = passwordScore(password);
  const label = passwordStrengthLabel(score);
  const hints = newPasswordHints(password, confirm);
  const notReady =
    hydrated && (score < MIN_PASSWORD_SCORE || hints.newPassword !== undefined || password !== confirm);
  const newField = field("newPassword");
  const confirmField = field("confirmPassword");
  return (
    <div ref={fields} className="contents">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...newField}
        error={newField.error ?? hints.newPassword}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <div className={hydrated ? undefined : "invisible"}>
        <div aria-hidden="true" className="flex gap-1">
          {[1, 2, 3, 4, 5].map((step) => (
            <span key={step} className={meterStepClass(step, score)} />
          ))}
        </div>
        <p aria-live="polite" className="mt-1 text-sm text-slate-700">
          Password strength: <span className="font-semibold">{password ? label : NOT_ENTERED}</span>
        </p>
      </div>
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        {...confirmField}
        error={confirmField.error ?? hints.confirmPassword}
        onChange={(event) => setConfirm(event.currentTarget.value)}
      />
      {submit(notReady)}
    </div>
  );
}
