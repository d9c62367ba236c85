import { Button } from "#app/components/ui/button.tsx";
import { useDashboardAction } from "./use-dashboard-action.ts";

/** Until the e-mail address is confirmed (decisions.md): a notice and a resend button. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { fetcher, busy, answer } = useDashboardAction("resend-verification");
  return (
    <div role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p>
        Please confirm your e-mail address: we sent you a link when you signed up. Until then some messages
        about your applications cannot reach you at <strong>{email}</strong>.
      </p>
      {/* Sending the link again changes nothing the page shows: no loader runs again. */}
      <fetcher.Form
        method="post"
        defaultShouldRevalidate={false}
        className="mt-3 flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="intent" value="resend-verification" />
        <Button type="submit" variant="secondary" size="sm" disabled={busy}>
          {busy ? "Sending..." : "Resend confirmation e-mail"}
        </Button>
        {answer ? (
          <span className={answer.ok ? "text-amber-900" : "text-red-800"}>{answer.message}</span>
        ) : null}
      </fetcher.Form>
    </div>
  );
}
