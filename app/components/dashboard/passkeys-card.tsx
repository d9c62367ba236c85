import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { PageConfirm } from "#app/components/ui/page-confirm.tsx";
import { PENDING_LABEL } from "#app/components/ui/pending-label.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import type { DashboardActionData, SecurityView } from "#app/domain/dashboard/views.ts";
import { SECURITY_MESSAGES as M, PASSKEY_NAME_MAX } from "#app/domain/user/security.ts";

/** Where Add a Passkey's first half is asked (routes/dashboard/passkey-options.ts). */
const PASSKEY_OPTIONS_URL = "/dashboard/profile/passkey";

/**
 * Passkeys (issue 20): the account's list, and Add a Passkey: the password first, then the
 * device's own prompt (its PIN, fingerprint or face), then the server keeps the new key. A
 * passkey signs in on its own, with no password. The page is sent without React (decision 57):
 * the list and Remove work as posted pages; adding needs the page's script (WebAuthn), which
 * shows the form and asks the device.
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
      {/* Read again by the frame's refresh (data-live): a passkey removed in another tab goes. */}
      <div id="passkey-list" data-live="">
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
                <PageConfirm
                  fields={{ intent: "passkey-delete", passkeyId: key.id }}
                  trigger={
                    <>
                      Remove<span className="sr-only"> passkey {key.name}</span>
                    </>
                  }
                  title={`Remove the passkey ${key.name}?`}
                  description="It will no longer sign you in. You can still sign in with your password."
                  cancelLabel="Keep Passkey"
                  confirmLabel="Remove Passkey"
                  busyLabel="Removing..."
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <AddPasskey />
    </section>
  );
}

/**
 * Drawn hidden, with the sentence saying it needs JavaScript shown: the page's script
 * (profile-page.browser.js) swaps the two, asks `PASSKEY_OPTIONS_URL` with the password, the
 * device for the passkey, and then sends this form as a page with the device's answer.
 */
function AddPasskey() {
  const { answer } = useFetcherReply<DashboardActionData>({ intent: "passkey-add" });
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <div className="mt-6 max-w-md">
      <p className="text-slate-700" data-needs-script="">
        Adding a passkey needs JavaScript, which is turned off in this browser.
      </p>
      <form
        method="post"
        id="passkey-add"
        hidden
        data-passkey-form=""
        data-options-url={PASSKEY_OPTIONS_URL}
        data-failed={M.passkeyFailed}
        data-cancelled={M.passkeyCancelled}
        data-unsupported={M.passkeyUnsupported}
        data-waiting="Waiting for your device..."
        data-pending={PENDING_LABEL}
        className="space-y-4"
      >
        <h4 className="font-semibold text-slate-900">Add a Passkey</h4>
        <input type="hidden" name="intent" value="passkey-add" />
        <input type="hidden" name="challengeId" value="" />
        <input type="hidden" name="response" value="" />
        <FormMessage message={refused?.formMessage ? { ok: false, text: refused.formMessage } : undefined} />
        <TextField
          label="Passkey Name (optional)"
          name="name"
          maxLength={PASSKEY_NAME_MAX}
          hint="For example: My phone. Left empty, it is named for this browser."
          error={refused?.fieldErrors?.name}
        />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" />
        <Button type="submit" data-busy-label={PENDING_LABEL}>
          Add a Passkey
        </Button>
      </form>
    </div>
  );
}
