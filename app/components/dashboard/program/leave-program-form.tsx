import { Button } from "#app/components/ui/button.tsx";
import { LEAVE_MESSAGES } from "#app/domain/ledger/program-exit.ts";
import { removableFormKey, useRemovableDashboardForm } from "../use-dashboard-action.ts";

/**
 * Leaving the program (issue 23): one button that opens its confirmation in place (a disclosure,
 * so it works by keyboard and without JavaScript), then one press; the button waits for the answer.
 * The answer removes the form: the dedicated account toasts it (useRemovedFormsAnswers).
 */
export function LeaveProgramForm({ accountId }: { accountId: string }) {
  const { fetcher, busy } = useRemovableDashboardForm("leave-program", accountId);
  return (
    // Its id keeps it open when a live refresh redraws the account (portal-room.browser.js).
    <details
      id={`${removableFormKey("leave-program", accountId)}:details`}
      className="mt-6 rounded-md border border-slate-200 p-4"
    >
      <summary className="cursor-pointer font-semibold text-red-800">{LEAVE_MESSAGES.button}</summary>
      <fetcher.Form
        method="post"
        id={removableFormKey("leave-program", accountId)}
        className="mt-3 space-y-3"
      >
        <h4 className="font-semibold text-slate-900">{LEAVE_MESSAGES.confirmTitle}</h4>
        <p className="text-slate-700">{LEAVE_MESSAGES.confirmBody}</p>
        <input type="hidden" name="intent" value="leave-program" />
        <input type="hidden" name="accountId" value={accountId} />
        <Button type="submit" variant="danger" disabled={busy} data-busy-label="Leaving...">
          {busy ? "Leaving..." : LEAVE_MESSAGES.confirm}
        </Button>
      </fetcher.Form>
    </details>
  );
}
