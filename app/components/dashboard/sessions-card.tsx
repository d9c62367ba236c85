import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { PageConfirm } from "#app/components/ui/page-confirm.tsx";
import type { SecurityView } from "#app/domain/dashboard/views.ts";

/**
 * The sessions open now (issue 20): each browser signed in to the account, where from and when
 * it was last used; any other can be signed out, or every other at once. Posted as pages, the
 * page answering (decision 57); read again by the frame's refresh (data-live): a sign-in elsewhere
 * shows when the tab comes back, without a reload.
 */
export function SessionsCard({ sessions }: { sessions: SecurityView["sessions"] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section
      id="open-sessions"
      data-live=""
      aria-labelledby="sessions-heading"
      className="rounded-lg border border-slate-200 p-6"
    >
      <h3 id="sessions-heading" className="text-lg font-semibold text-slate-900">
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
      {others > 0 ? <EndOthers count={others} /> : null}
    </section>
  );
}

function EndSession({ id, device }: { id: string; device: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="session-end" />
      <input type="hidden" name="sessionId" value={id} />
      <Button type="submit" variant="secondary" size="sm" data-busy-label="Signing out...">
        Sign Out
        <span className="sr-only"> {device}</span>
      </Button>
    </Form>
  );
}

function EndOthers({ count }: { count: number }) {
  return (
    <div className="mt-4">
      <PageConfirm
        fields={{ intent: "sessions-end-others" }}
        trigger="Sign Out Everywhere Else"
        triggerSize="md"
        title="Sign out everywhere else?"
        description={`${count === 1 ? "The other session" : `The ${count} other sessions`} will be signed out at once. This browser stays signed in.`}
        cancelLabel="Stay Signed In"
        confirmLabel="Sign Out Everywhere Else"
        confirmVariant="primary"
        busyLabel="Signing out..."
      />
    </div>
  );
}
