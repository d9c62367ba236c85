import { useEffect, useState } from "react";
import { passkeysSupported, signWithPasskey } from "#app/components/account/passkey-ceremony.ts";
import { Button } from "#app/components/ui/button.tsx";
import { PENDING_LABEL } from "#app/components/ui/pending-label.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { SECURITY_MESSAGES as M, type PasskeySignInReply } from "#app/domain/user/security.ts";
import { browserTimeZone } from "./time-zone-field.tsx";

/** Where the challenge is asked and the device's answer sent (routes/auth/passkey.ts, JSON). */
const PASSKEY_URL = "/auth/passkey";

type Step = "idle" | "sending" | "waiting";

/** One request to /auth/passkey, keeping the page's ?redirectTo=; its JSON answer. */
async function post(fields: Record<string, string>): Promise<PasskeySignInReply> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${PASSKEY_URL}${window.location.search}`, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
  });
  return (await response.json()) as PasskeySignInReply;
}

/**
 * The whole sign-in: the server's challenge, the device's prompt, the device's answer to the
 * server. The page to open when it signed in, or what to say when it did not.
 */
async function signIn(report: (step: Step) => void): Promise<{ location: string } | { failed: string }> {
  if (!(await passkeysSupported())) return { failed: M.passkeyUnsupported };
  const asked = await post({ intent: "passkey-options" });
  if (!asked.ok || !asked.passkey) return { failed: asked.formMessage ?? M.passkeySignInFailed };
  report("waiting");
  const outcome = await signWithPasskey(asked.passkey.options);
  report("sending");
  if (!outcome.ok)
    return { failed: outcome.reason === "unsupported" ? M.passkeyUnsupported : M.passkeyCancelled };
  const answer = await post({
    intent: "passkey-sign-in",
    challengeId: asked.passkey.challengeId,
    response: outcome.response,
    // The browser's zone, kept on the profile for the dates shown (issue 21).
    timeZone: browserTimeZone(),
  });
  return answer.ok && answer.location
    ? { location: answer.location }
    : { failed: answer.formMessage ?? M.passkeySignInFailed };
}

/**
 * Use a Passkey (issue 20): no e-mail and no password; the device's own prompt (its PIN,
 * fingerprint or face) signs the server's challenge, and the server's answer is the account's
 * page, opened as a page load (the session has changed). A passkey needs JavaScript: until React
 * runs, the button's place is kept empty (Button's min-h-11), so that it appearing moves nothing
 * below it (layout shift, issue 26). What went wrong is said under the button.
 */
export function PasskeySignIn() {
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>("idle");
  const [failed, setFailed] = useState<string>();
  // Back to this page from the account's (the back/forward cache keeps React's state): the
  // button works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStep("idle");
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  async function start() {
    if (step !== "idle") return;
    setFailed(undefined);
    setStep("sending");
    const outcome = await signIn(setStep).catch(() => ({ failed: M.passkeySignInFailed }));
    if ("location" in outcome) {
      // Left busy: the browser is leaving for the account's page.
      window.location.assign(outcome.location);
      return;
    }
    setStep("idle");
    setFailed(outcome.failed);
  }

  return (
    <div className="mt-6 border-t border-slate-200 pt-6 text-center">
      <div className="min-h-11">
        {hydrated ? (
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            disabled={step !== "idle"}
            onClick={start}
          >
            {step === "waiting"
              ? "Waiting for your device..."
              : step === "sending"
                ? PENDING_LABEL
                : "Use a Passkey"}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
