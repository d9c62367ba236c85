import { ButtonLink } from "#app/components/ui/button.tsx";

const BACK_HERE = encodeURIComponent("/apply");

/**
 * Shown on the review step to a visitor who is not signed in: signing in or creating an
 * account brings them back to this step with their answers (kept in this tab).
 */
export function SignInNotice({ emphasised }: { emphasised: boolean }) {
  return (
    <div
      role={emphasised ? "alert" : undefined}
      className={`rounded-lg border p-4 ${emphasised ? "border-amber-400 bg-amber-50" : "border-slate-200 bg-slate-50"}`}
    >
      <p className="font-semibold text-slate-900">Sign in to submit your application</p>
      <p className="mt-1 text-sm text-slate-700">
        You need an account to submit. Your answers stay in this browser tab while you sign in or create one,
        and you will come back to this step.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <ButtonLink to={`/auth?redirectTo=${BACK_HERE}`} size="sm">
          Sign In
        </ButtonLink>
        <ButtonLink to={`/auth?mode=sign-up&redirectTo=${BACK_HERE}`} variant="secondary" size="sm">
          Create Account
        </ButtonLink>
      </div>
    </div>
  );
}
