import { ButtonLink } from "#app/components/ui/button.tsx";

const BACK_HERE = encodeURIComponent("/apply");

/**
 * Shown on the review step to a visitor who is not signed in: signing in or creating an
 * account brings them back to this step with their answers (kept in this tab). A page posted
 * without JavaScript keeps no answers in the tab (docs/decisions/0053): there, the links open
 * a new tab, and this page, which holds the answers, is submitted again once signed in.
 */
export function SignInNotice({ emphasised, newTab = false }: { emphasised: boolean; newTab?: boolean }) {
  const target = newTab ? { target: "_blank", rel: "noopener" } : {};
  const back = newTab ? "" : `&redirectTo=${BACK_HERE}`;
  return (
    <div
      role={emphasised ? "alert" : undefined}
      className={`rounded-lg border p-4 ${emphasised ? "border-amber-400 bg-amber-50" : "border-slate-200 bg-slate-50"}`}
    >
      <p className="font-semibold text-slate-900">Sign in to submit your application</p>
      <p className="mt-1 text-sm text-slate-700">
        {newTab
          ? "You need an account to submit. Sign in or create one in a new tab, then come back to this page and submit: your answers stay here."
          : "You need an account to submit. Your answers stay in this browser tab while you sign in or create one, and you will come back to this step."}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <ButtonLink to={newTab ? "/auth" : `/auth?redirectTo=${BACK_HERE}`} size="sm" {...target}>
          Sign In
          {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </ButtonLink>
        <ButtonLink to={`/auth?mode=sign-up${back}`} variant="secondary" size="sm" {...target}>
          Create Account
          {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </ButtonLink>
      </div>
    </div>
  );
}
