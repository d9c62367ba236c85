import { Button } from "#app/components/ui/button.tsx";
import { LEAVE_MESSAGES } from "#app/domain/ledger/program-exit.ts";
import { useRemovableDashboardForm } from "../use-dashboard-action.ts";
import { useReadByStream } from "../use-live-portal.ts";

/**
 * Leaving the program (issue 23): one button that opens its confirmation in place (a disclosure,
 * so it works by keyboard and without JavaScript), then one press; the button waits for the answer.
 * The answer removes the form: the room toasts it (RemovedFormAnswers in routes/dashboard/program.tsx).
 */
export function LeaveProgramForm({ accountId }: { accountId: string }) {
  const { fetcher, busy } = useRemovableDashboardForm("leave-program", accountId);
  const revalidate = useReadByStream();
  return (
    <details className="mt-6 rounded-md border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold text-red-800">{LEAVE_MESSAGES.button}</summary>
      <fetcher.Form method="post" defaultShouldRevalidate={revalidate} className="mt-3 space-y-3">
        <h4 className="font-semibold text-slate-900">{LEAVE_MESSAGES.confirmTitle}</h4>
        <p className="text-slate-700">{LEAVE_MESSAGES.confirmBody}</p>
        <input type="hidden" name="intent" value="leave-program" />
        <input type="hidden" name="accountId" value={accountId} />
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Leaving..." : LEAVE_MESSAGES.confirm}
        </Button>
      </fetcher.Form>
    </details>
  );
}
