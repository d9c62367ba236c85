import { type ReactNode, useState } from "react";
import { PASSWORD_HINT } from "#app/components/auth/auth-parts.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldProps } from "#app/components/ui/use-form.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { MIN_PASSWORD_SCORE, passwordScore, passwordStrengthLabel } from "#app/domain/password-strength.ts";
import { newPasswordHints } from "./new-password-hints.ts";

/**
 * New Password and Confirm New Password with the spec's strength meter (0-5: Very Weak, Weak,
 * Fair, Good, Strong). The submit button the caller draws is disabled, once the page is
 * interactive, while the strength is below 3 or the two differ (spec section 5); without
 * JavaScript it stays enabled and the server refuses the same way. While typed, each field says
 * what keeps the button disabled below it, as its error ('Password must be at least 8 characters
 * long', 'New passwords do not match'); a message from the server shows first until edited.
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
  const score = passwordScore(password);
  const label = passwordStrengthLabel(score);
  const notReady = hydrated && (score < MIN_PASSWORD_SCORE || password !== confirm);
  const hints = newPasswordHints(password, confirm);
  const newField = field("newPassword");
  const confirmField = field("confirmPassword");
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...newField}
        error={newField.error ?? hints.newPassword}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      {hydrated ? (
        <div>
          <div aria-hidden="true" className="flex gap-1">
            {[1, 2, 3, 4, 5].map((step) => (
              <span
                key={step}
                className={`h-1.5 flex-1 rounded ${step <= score ? (score < MIN_PASSWORD_SCORE ? "bg-red-700" : "bg-green-700") : "bg-slate-200"}`}
              />
            ))}
          </div>
          <p aria-live="polite" className="mt-1 text-sm text-slate-700">
            Password strength: <span className="font-semibold">{password ? label : "Not entered"}</span>
          </p>
        </div>
      ) : null}
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        {...confirmField}
        error={confirmField.error ?? hints.confirmPassword}
        onChange={(event) => setConfirm(event.currentTarget.value)}
      />
      {submit(notReady)}
    </>
  );
}
