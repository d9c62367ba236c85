import { AlertDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SESSION_MESSAGES } from "#app/domain/session/messages.ts";
import { formatCountdown, type SessionWarning } from "./session-clock.ts";

interface SessionWarningDialogProps {
  warning: SessionWarning;
  open: boolean;
  busy: boolean;
  error: string | undefined;
  /** Escape or 'Stay signed in' (or 'Close' when the session cannot be extended). */
  onStay: () => void;
}

/**
 * The idle-timeout warning itself (session-timeout.tsx decides when): an alert dialog (focus moved
 * into it, announced) offering 'Stay signed in' (also Escape) and 'Sign out'. A module of its own,
 * loaded when a warning is first due: Radix's dialog is no part of a signed-in page's first
 * download (issue 42), and most pages never show the warning.
 */
export function SessionWarningDialog({ warning, open, busy, error, onStay }: SessionWarningDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {SESSION_MESSAGES.warningTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {warning.extendable ? SESSION_MESSAGES.idleWarning : SESSION_MESSAGES.lifetimeWarning}{" "}
            <Countdown warning={warning} />.
          </AlertDialog.Description>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {/* The safe choice first, and focused when the dialog opens. */}
            <AlertDialog.Cancel className={buttonClasses({ variant: "primary" })} disabled={busy}>
              {warning.extendable
                ? busy
                  ? SESSION_MESSAGES.staying
                  : SESSION_MESSAGES.stay
                : SESSION_MESSAGES.dismiss}
            </AlertDialog.Cancel>
            <Form method="post" action="/auth/sign-out">
              <button type="submit" className={buttonClasses({ variant: "secondary" })} disabled={busy}>
                {SESSION_MESSAGES.signOut}
              </button>
            </Form>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The time left as "1:59", every second; role=timer keeps screen readers from reading each tick. */
function Countdown({ warning }: { warning: SessionWarning }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <span role="timer" className="font-semibold tabular-nums">
      {formatCountdown((warning.deadline - now) / 1000)}
    </span>
  );
}
