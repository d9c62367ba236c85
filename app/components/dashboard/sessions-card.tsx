import { Button } from "#app/components/ui/button.tsx";
import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { useFocusWhenGone } from "#app/components/ui/use-focus-when-gone.ts";
import type { SecurityView } from "#app/domain/dashboard/views.ts";
import { RemovedFormAnswers } from "./removed-form-answers.tsx";
import { useAnswerToast, useDashboardFetcher, useRemovableDashboardForm } from "./use-dashboard-action.ts";

const END_OTHERS = "sessions-end-others";

/**
 * The sessions open now (issue 20): each browser signed in to the account, where from and when
 * it was last used; any other can be signed out, or every other at once. Read again when the tab
 * comes back (the frame's revalidation): a sign-in elsewhere shows without a reload.
 */
export function SessionsCard({ sessions }: { sessions: SecurityView["sessions"] }) {
  const others = sessions.filter((session) => !session.current).length;
  const ids = sessions.map((session) => session.id);
  const heading = useFocusWhenGone<HTMLHeadingElement>(ids);
  // "Sign Out Everywhere Else" is removed by its own answer (no other session left): its toast
  // is shown here, by the card that stays (the race of removed-form-answers.tsx).
  const endOthers = useDashboardFetcher(END_OTHERS, END_OTHERS);
  useAnswerToast(endOthers.reply);
  return (
    <section aria-labelledby="sessions-heading" className="rounded-lg border border-slate-200 p-6">
      <h3
        id="sessions-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Where You're Signed In
      </h3>
      <p className="mt-2 text-slate-700">
        If you see a device you do not know, sign it out and change your password.
      </p>
      {/* Two columns, so that the table fits a phone's width without scrolling sideways. */}
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Your open sessions, the most recently used first</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Device
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {sessions.map((session) => (
            <tr key={session.id}>
              <td className="py-3 pr-3 align-top">
                <p className="font-semibold text-slate-900">{session.device}</p>
                <p className="break-all">{session.address}</p>
                <p>Signed in {session.signedIn}</p>
                <p>Last active {session.lastActive}</p>
              </td>
              <td className="py-3 text-right align-top">
                {session.current ? (
                  <span className="font-semibold text-green-800">This device</span>
                ) : (
                  <EndSession id={session.id} device={session.device} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {others > 0 ? <EndOthers count={others} action={endOthers} /> : null}
      <RemovedFormAnswers intent="session-end" ids={ids} />
    </section>
  );
}

/** One other session, signed out by its own button (a keyed fetcher: its answer outlives the row). */
function EndSession({ id, device }: { id: string; device: string }) {
  const { fetcher, busy } = useRemovableDashboardForm("session-end", id);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="session-end" />
      <input type="hidden" name="sessionId" value={id} />
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        {busy ? "Signing out..." : "Sign Out"}
        <span className="sr-only"> {device}</span>
      </Button>
    </fetcher.Form>
  );
}

function EndOthers({ count, action }: { count: number; action: ReturnType<typeof useDashboardFetcher> }) {
  const { fetcher, answer } = action;
  return (
    <div className="mt-4">
      <ConfirmForm
        fetcher={fetcher}
        fields={{ intent: END_OTHERS }}
        trigger="Sign Out Everywhere Else"
        triggerSize="md"
        title="Sign out everywhere else?"
        description={`${count === 1 ? "The other session" : `The ${count} other sessions`} will be signed out at once. This browser stays signed in.`}
        cancelLabel="Stay Signed In"
        confirmLabel="Sign Out Everywhere Else"
        confirmVariant="primary"
        busyLabel="Signing out..."
        error={answer && !answer.ok ? answer.formMessage : undefined}
      />
    </div>
  );
}
