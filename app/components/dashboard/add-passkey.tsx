import { type FormEvent, useState } from "react";
import { createPasskey, passkeysSupported } from "#app/components/account/passkey-ceremony.ts";
import { Button } from "#app/components/ui/button.tsx";
import { PENDING_LABEL } from "#app/components/ui/pending-label.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import { isSignedOut, useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import type { FormReply } from "#app/domain/forms.ts";
import { confirmPasswordForm } from "#app/domain/two-factor.ts";
import { SECURITY_MESSAGES as M, PASSKEY_NAME_MAX } from "#app/domain/user/security.ts";
import { useSessionEnded } from "./session-context.ts";

/** Where Add a Passkey's first half is asked: the password, then the device's question (JSON). */
const PASSKEY_OPTIONS_URL = "/dashboard/profile/passkey";

type Step = "idle" | "sending" | "waiting";
type OptionsReply = FormReply<"password"> & { passkey?: { challengeId: string; options: unknown } };

/** The password checked by the server, which answers what the device is asked to make. */
async function askOptions(password: string): Promise<OptionsReply | { signedOut: true }> {
  const body = new FormData();
  body.append("intent", "passkey-options");
  body.append("password", password);
  const response = await fetch(PASSKEY_OPTIONS_URL, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
  });
  return (await response.json()) as OptionsReply | { signedOut: true };
}

/**
 * Add a Passkey: the password (checked first: a session left open must not be enough to add a
 * way in), the device's prompt, then the room's `passkey-add` with the device's answer, sent by a
 * fetcher whose answer is the toast and the new row. A wrong password is said under its field,
 * with the focus; anything else that stops it under the button. Without JavaScript a sentence
 * says it needs it; before React runs nothing is drawn (the sentence would not be true).
 */
export function AddPasskey() {
  const hydrated = useHydrated();
  const onSignedOut = useSessionEnded();
  const [step, setStep] = useState<Step>("idle");
  const [problem, setProblem] = useState<string>();
  const [refused, setRefused] = useState<OptionsReply>();
  const add = useFetcherAction<DashboardActionData>({
    key: "passkey-add",
    intent: "passkey-add",
    onSignedOut,
    onReply: (answer) => {
      if (answer.ok) form.props.ref.current?.reset();
      else setProblem(answer.formMessage ?? M.passkeyFailed);
    },
  });
  const form = useForm(confirmPasswordForm, { reply: refused, onValid: start });
  const busy = step !== "idle" || add.busy;

  async function run(password: string, name: string) {
    if (!(await passkeysSupported())) return setProblem(M.passkeyUnsupported);
    const asked = await askOptions(password);
    if (isSignedOut(asked)) return onSignedOut();
    if (!asked.ok || !asked.passkey) {
      if (asked.fieldErrors?.password) return setRefused(asked);
      return setProblem(asked.formMessage ?? M.passkeyFailed);
    }
    setStep("waiting");
    const made = await createPasskey(asked.passkey.options);
    if (!made.ok)
      return setProblem(made.reason === "unsupported" ? M.passkeyUnsupported : M.passkeyCancelled);
    const fields = {
      intent: "passkey-add",
      challengeId: asked.passkey.challengeId,
      response: made.response,
      name,
    };
    add.fetcher.submit(fields, { method: "post" });
  }

  function start(_data: unknown, event: FormEvent<HTMLFormElement>) {
    // The form is never posted as it is: its password goes to the JSON route first.
    event.preventDefault();
    if (busy) return;
    const typed = new FormData(event.currentTarget);
    setProblem(undefined);
    setRefused(undefined);
    setStep("sending");
    void run(String(typed.get("password") ?? ""), String(typed.get("name") ?? ""))
      .catch(() => setProblem(M.passkeyFailed))
      .finally(() => setStep("idle"));
  }

  if (!hydrated) {
    return (
      <noscript>
        <p className="mt-6 text-slate-700">
          Adding a passkey needs JavaScript, which is turned off in this browser.
        </p>
      </noscript>
    );
  }
  return (
    <form method="post" {...form.props} className="mt-6 max-w-md space-y-4">
      <h4 className="font-semibold text-slate-900">Add a Passkey</h4>
      <TextField
        label="Passkey Name (optional)"
        name="name"
        maxLength={PASSKEY_NAME_MAX}
        hint="For example: My phone. Left empty, it is named for this browser."
        error={add.answer?.ok ? undefined : add.answer?.fieldErrors?.name}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {step === "waiting" ? "Waiting for your device..." : busy ? PENDING_LABEL : "Add a Passkey"}
        </Button>
        {problem ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </form>
  );
}
