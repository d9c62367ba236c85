import { useLocation } from "react-router";
import { inlineScript } from "#app/components/inline-script.ts";
import { useNonce } from "#app/components/nonce.tsx";
import { useRootData } from "#app/components/root-data.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { expiredSignInPath, SESSION_MESSAGES } from "#app/domain/session/messages.ts";
import { SESSION_STATUS_URL } from "#app/domain/session/status.ts";
import api from "./session-api.browser.js?raw";
import clock from "./session-clock.browser.js?raw";
import source from "./session-warning.browser.js?raw";

// Inlined with the schedule it shares with React's dialog (inline-script.ts), so the page waits
// for no script file (docs/decisions/0055).
export const SCRIPT = import.meta.env.SSR ? inlineScript(source, clock, api) : "";

/**
 * The idle-timeout warning of a signed-in page sent without React (docs/decisions/0021, 0055):
 * the dialog, closed, in the HTML, and its script (session-warning.browser.js) right after it.
 * The words, the status the page was loaded with and where an expired session goes are its `data-`.
 */
export function SessionWarningPage() {
  const root = useRootData();
  const nonce = useNonce();
  const { pathname, search } = useLocation();
  if (!root?.user || !root.session) return null;
  const { session } = root;
  return (
    <>
      <dialog
        // Named and described as React's alert dialog is (session-timeout.tsx).
        role="alertdialog"
        aria-labelledby="session-warning-title"
        aria-describedby="session-warning-text"
        className="fixed top-1/2 left-1/2 z-50 m-0 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-900/50 focus:outline-none"
        data-status-url={SESSION_STATUS_URL}
        data-seconds-left={session.secondsLeft}
        data-warning-seconds={session.warningSeconds}
        data-extendable={String(session.extendable)}
        data-expired-href={expiredSignInPath(pathname, search)}
        data-idle={SESSION_MESSAGES.idleWarning}
        data-lifetime={SESSION_MESSAGES.lifetimeWarning}
        data-stay-label={SESSION_MESSAGES.stay}
        data-staying-label={SESSION_MESSAGES.staying}
        data-dismiss-label={SESSION_MESSAGES.dismiss}
        data-failed={SESSION_MESSAGES.stayFailed}
      >
        <h2 id="session-warning-title" className="text-lg font-semibold text-slate-900">
          {SESSION_MESSAGES.warningTitle}
        </h2>
        <p id="session-warning-text" className="mt-2 text-slate-700">
          <span data-message>{SESSION_MESSAGES.idleWarning}</span>{" "}
          <span role="timer" className="font-semibold tabular-nums" />.
        </p>
        <p role="alert" data-failure className="mt-3 text-sm text-red-700 empty:hidden" />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* The safe choice first, and focused when the dialog opens. */}
          <button
            type="button"
            data-stay
            // biome-ignore lint/a11y/noAutofocus: the dialog's safe choice takes the focus as it opens, as React's does.
            autoFocus
            className={buttonClasses({ variant: "primary" })}
          >
            {SESSION_MESSAGES.stay}
          </button>
          <form method="post" action="/auth/sign-out">
            <button type="submit" data-sign-out className={buttonClasses({ variant: "secondary" })}>
              {SESSION_MESSAGES.signOut}
            </button>
          </form>
        </div>
      </dialog>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, from files of this folder, not data. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </>
  );
}
