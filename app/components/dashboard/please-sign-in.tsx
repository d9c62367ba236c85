import { ButtonLink } from "#app/components/ui/button.tsx";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";

/** Shown in place of the dashboard when its session has ended while the page was open. */
export function PleaseSignIn({ returnTo }: { returnTo: string }) {
  return (
    <section aria-labelledby="please-sign-in" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="please-sign-in" className="text-3xl font-bold text-slate-900">
        {M.pleaseSignIn}
      </h1>
      <p className="mt-4 text-slate-700">
        Your session has ended. Sign in again to see your applications; nothing you saved has been lost.
      </p>
      <ButtonLink to={`/auth?redirectTo=${encodeURIComponent(returnTo)}`} className="mt-8">
        Sign In
      </ButtonLink>
    </section>
  );
}
