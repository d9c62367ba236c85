import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { useFocusWhenGone } from "#app/components/ui/use-focus-when-gone.ts";
import type { SecurityView } from "#app/domain/dashboard/views.ts";
import { AddPasskey } from "./add-passkey.tsx";
import { RemovedFormAnswers } from "./removed-form-answers.tsx";
import { useRemovableDashboardForm } from "./use-dashboard-action.ts";

/**
 * Passkeys (issue 20): the account's list, and Add a Passkey: the password first, then the
 * device's own prompt (its PIN, fingerprint or face), then the server keeps the new key. A
 * passkey signs in on its own, with no password. Adding one needs JavaScript (WebAuthn); the
 * list and Remove do not.
 */
export function PasskeysCard({ passkeys }: { passkeys: SecurityView["passkeys"] }) {
  const ids = passkeys.map((key) => key.id);
  const heading = useFocusWhenGone<HTMLHeadingElement>(ids);
  return (
    <section aria-labelledby="passkeys-heading" className="rounded-lg border border-slate-200 p-6">
      <h3
        id="passkeys-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
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
      {/* Removing a passkey removes its row, and the form with it: its answer is toasted here. */}
      <RemovedFormAnswers intent="passkey-delete" ids={ids} />
    </section>
  );
}

function RemovePasskey({ id, name }: { id: string; name: string }) {
  const { fetcher, answer } = useRemovableDashboardForm("passkey-delete", id);
  return (
    <ConfirmForm
      fetcher={fetcher}
      fields={{ intent: "passkey-delete", passkeyId: id }}
      trigger={
        <>
          Remove<span className="sr-only"> passkey {name}</span>
        </>
      }
      title={`Remove the passkey ${name}?`}
      description="It will no longer sign you in. You can still sign in with your password."
      cancelLabel="Keep Passkey"
      confirmLabel="Remove Passkey"
      busyLabel="Removing..."
      error={answer && !answer.ok ? answer.formMessage : undefined}
    />
  );
}
