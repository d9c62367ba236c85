import { useRef, useState } from "react";
import { createPasskey } from "#app/components/account/passkey-ceremony.ts";
import { notify } from "#app/components/toaster.tsx";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { PENDING_LABEL } from "#app/components/ui/pending-label.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { DashboardActionData, SecurityView } from "#app/domain/dashboard/views.ts";
import { confirmPasswordForm } from "#app/domain/two-factor.ts";
import { SECURITY_MESSAGES as M, PASSKEY_NAME_MAX } from "#app/domain/user/security.ts";
import { RemovedFormAnswers } from "./removed-form-answers.tsx";
import { useSessionEnded } from "./session-context.ts";
import { useDashboardAction, useRemovableDashboardForm } from "./use-dashboard-action.ts";

/**
 * Passkeys (issue 20): the account's list, and Add a Passkey: the password first, then the
 * device's own prompt (its PIN, fingerprint or face), then the server keeps the new key. A
 * passkey signs in on its own, with no password. Passkeys need JavaScript; the list does not.
 */
export function PasskeysCard({ passkeys }: { passkeys: SecurityView["passkeys"] }) {
  return (
    <section aria-labelledby="passkeys-heading" className="rounded-lg border border-slate-200 p-6">
      <h3 id="passkeys-heading" className="text-lg font-semibold text-slate-900">
        Passkeys
      </h3>
      <p className="mt-2 text-slate-700">
        A passkey signs you in with this device's screen lock (a PIN, your fingerprint or your face) instead
        of your password. It never leaves your device, and it cannot be used on another website.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-slate-700">You have no passkeys yet.</p>
      ) : (
        <ul
          aria-label="Your passkeys"
          className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-medium text-slate-900">{key.name}</p>
                <p className="text-sm text-slate-700">
                  Added {key.added}
                  {key.lastUsed ? ` · Last used ${key.lastUsed}` : " · Not used yet"}
                </p>
              </div>
              <RemovePasskey id={key.id} name={key.name} />
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
      <RemovedFormAnswers intent="passkey-delete" ids={passkeys.map((key) => key.id)} />
    </section>
  );
}

function AddPasskey() {
  const hydrated = useHydrated();
  const name = useRef("");
  const [waiting, setWaiting] = useState(false);
  const add = useDashboardAction("passkey-add", "passkey-add");
  // The server's options are the device's question: asked once the answer arrives, its answer sent back.
  const options = useFetcherAction<DashboardActionData>({
    key: "passkey-options",
    intent: "passkey-options",
    onSignedOut: useSessionEnded(),
    onReply: (answer) => {
      const passkey = answer.ok ? answer.passkey : undefined;
      if (!passkey) return;
      setWaiting(true);
      void createPasskey(passkey.options).then((outcome) => {
        setWaiting(false);
        if (!outcome.ok) {
          notify("error", outcome.reason === "unsupported" ? M.passkeyUnsupported : M.passkeyCancelled);
          return;
        }
        add.fetcher.submit(
          {
            intent: "passkey-add",
            challengeId: passkey.challengeId,
            response: outcome.response,
            name: name.current,
          },
          { method: "post", preventScrollReset: true },
        );
      });
    },
  });
  const form = useForm(confirmPasswordForm, { reply: options.answer });
  const busy = options.busy || add.busy || waiting;
  if (!hydrated) {
    return (
      <p className="mt-4 text-slate-700">
        Adding a passkey needs JavaScript, which is turned off in this browser.
      </p>
    );
  }
  return (
    <options.fetcher.Form method="post" {...form.props} className="mt-6 max-w-md space-y-4">
      <h4 className="font-semibold text-slate-900">Add a Passkey</h4>
      <input type="hidden" name="intent" value="passkey-options" />
      <FormMessage message={form.formMessage} />
      <TextField
        label="Passkey Name (optional)"
        name="passkeyName"
        maxLength={PASSKEY_NAME_MAX}
        hint="For example: My phone. Left empty, it is named for this browser."
        onChange={(event) => {
          name.current = event.currentTarget.value;
        }}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <Button type="submit" disabled={busy}>
        {waiting ? "Waiting for your device..." : busy ? PENDING_LABEL : "Add a Passkey"}
      </Button>
    </options.fetcher.Form>
  );
}

function RemovePasskey({ id, name }: { id: string; name: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { fetcher, busy, answer } = useRemovableDashboardForm("passkey-delete", id);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={!hydrated}>
          Remove
          <span className="sr-only"> passkey {name}</span>
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={`Remove the passkey ${name}?`}
      description="It will no longer sign you in. You can still sign in with your password."
      cancelLabel="Keep Passkey"
      confirmLabel="Remove Passkey"
      busyLabel="Removing..."
      busy={busy}
      error={answer && !answer.ok ? answer.formMessage : undefined}
      onConfirm={() =>
        fetcher.submit(
          { intent: "passkey-delete", passkeyId: id },
          { method: "post", preventScrollReset: true },
        )
      }
    />
  );
}
