import { useNavigation } from "react-router";
import { PENDING_LABEL } from "#app/components/ui/pending-label.ts";

// The pieces the signed-out pages share: sign-in and sign-up, 'Forgot your password?' and the
// page its link opens.

export const AUTH_FORM_CLASS = "mt-8 space-y-4 rounded-lg border border-slate-200 p-6 shadow-sm";

/** The page's one button; it says so and stays disabled while the form is being sent. */
export function AuthSubmitButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="w-full rounded-md bg-blue-800 px-4 py-2.5 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
    >
      {busy ? PENDING_LABEL : label}
    </button>
  );
}

/** Every reason the server gave for refusing a password, under the form's message. */
export function PasswordReasons({ reasons }: { reasons: readonly string[] | undefined }) {
  if (!reasons?.length) return null;
  return (
    <ul className="mt-1 list-disc pl-5 font-normal">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

export const PASSWORD_HINT =
  "At least 8 characters, mixing upper and lower case letters, digits and symbols.";
