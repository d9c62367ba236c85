import { Link } from "react-router";

/**
 * Shown when a confirmation link is malformed, expired or already used, or when the new
 * address it confirms now belongs to another account.
 */
export function ConfirmationLinkError({ reason = "invalid" }: { reason?: "invalid" | "email-taken" }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">This link cannot be used</h1>
      <p className="mt-4 text-slate-700">
        {reason === "email-taken"
          ? "This e-mail address is now used by another account, so your address was not changed. Sign in and choose another address in Profile Settings."
          : "The confirmation link is invalid or has expired. Sign in and ask for a new confirmation e-mail from your dashboard."}
      </p>
      <Link
        to="/auth"
        className="mt-8 inline-block rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white"
      >
        Sign In
      </Link>
    </div>
  );
}
