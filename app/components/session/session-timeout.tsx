import { lazy, Suspense, useEffect, useState } from "react";
import { useRootData } from "#app/components/root-data.ts";
import { SESSION_MESSAGES } from "#app/domain/session/messages.ts";
import { useSessionClock } from "./use-session-clock.ts";

// The dialog (Radix's alert dialog) is loaded when a warning is first due, two minutes before
// the session would end: until then a signed-in page carries the clock alone (issue 42).
const SessionWarningDialog = lazy(() =>
  import("./session-warning-dialog.tsx").then((module) => ({ default: module.SessionWarningDialog })),
);

/**
 * The idle-timeout warning of every signed-in page (docs/decisions/0021): two minutes before
 * the session ends, an alert dialog (focus moved into it, announced) offers 'Stay signed in'
 * (also Escape) and 'Sign out'; when the time is up the page goes to the sign-in page.
 */
export function SessionTimeout() {
  const root = useRootData();
  const { warning, stay } = useSessionClock(root?.user ? root.session : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The 12 hours cannot be extended: the person may close the notice and finish what they were doing.
  const [dismissed, setDismissed] = useState(false);
  const open = warning !== null && !(dismissed && !warning.extendable);

  useEffect(() => {
    if (warning === null) {
      setDismissed(false);
      setError(undefined);
    }
  }, [warning]);

  async function staySignedIn() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const reached = await stay();
    setBusy(false);
    if (!reached) setError(SESSION_MESSAGES.stayFailed);
  }

  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog
        warning={warning}
        open={open}
        busy={busy}
        error={error}
        // Escape or 'Stay signed in': the person is here.
        onStay={() => (warning.extendable ? void staySignedIn() : setDismissed(true))}
      />
    </Suspense>
  );
}
