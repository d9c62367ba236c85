import { useState } from "react";
import { signWithPasskey } from "#app/components/account/passkey-ceremony.ts";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { SECURITY_MESSAGES as M } from "#app/domain/user/security.ts";
import { browserTimeZone } from "./time-zone-field.tsx";

interface PasskeyReply {
  intent: "passkey-options" | "passkey-sign-in";
  ok: boolean;
  formMessage?: string;
  passkey?: { challengeId: string; options: unknown };
}

/**
 * Use a Passkey (issue 20): no e-mail and no password; the device's own prompt (its PIN,
 * fingerprint or face) signs the server's challenge, and the server's answer is the account's
 * page. Shown once the page's scripts run: a passkey needs them; its place is kept until then.
 */
export function PasskeySignIn() {
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState(false);
  const signIn = useFetcherAction<PasskeyReply>({
    key: "passkey-sign-in",
    onReply: (answer) => {
      if (!answer.ok) notify("error", answer.formMessage ?? M.passkeySignInFailed);
    },
  });
  const options = useFetcherAction<PasskeyReply>({
    key: "passkey-options",
    onReply: (answer) => {
      const passkey = answer.ok ? answer.passkey : undefined;
      if (!passkey) {
        notify("error", answer.formMessage ?? M.passkeySignInFailed);
        return;
      }
      setWaiting(true);
      void signWithPasskey(passkey.options).then((outcome) => {
        setWaiting(false);
        if (!outcome.ok) {
          notify("error", outcome.reason === "unsupported" ? M.passkeyUnsupported : M.passkeyCancelled);
          return;
        }
        signIn.fetcher.submit(
          {
            intent: "passkey-sign-in",
            challengeId: passkey.challengeId,
            response: outcome.response,
            // The browser's zone, kept on the profile for the dates shown (issue 21).
            timeZone: browserTimeZone(),
          },
          { method: "post" },
        );
      });
    },
  });
  // Until the scripts run, the button's place is kept empty (its height: Button's min-h-11), so
  // that the button appearing moves nothing below it (layout shift, issue 26).
  if (!hydrated) {
    return (
      <div className="mt-6 border-t border-slate-200 pt-6" aria-hidden="true">
        <div className="min-h-11" />
      </div>
    );
  }
  const busy = options.busy || signIn.busy || waiting;
  const failed = signIn.answer && !signIn.answer.ok ? signIn.answer.formMessage : undefined;
  return (
    <div className="mt-6 border-t border-slate-200 pt-6 text-center">
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={busy}
        onClick={() => options.fetcher.submit({ intent: "passkey-options" }, { method: "post" })}
      >
        {waiting ? "Waiting for your device..." : busy ? "Please wait..." : "Use a Passkey"}
      </Button>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
