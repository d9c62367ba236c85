import { Button } from "#app/components/ui/button.tsx";
import { SECURITY_MESSAGES as M } from "#app/domain/user/security.ts";

/**
 * Use a Passkey (issue 20): no e-mail and no password; the device's own prompt (its PIN,
 * fingerprint or face) signs the server's challenge, and the server's answer is the account's
 * page. The page's own script (auth-page.browser.js) shows the button and runs the ceremony
 * through /auth/passkey; without it the button stays hidden, its place kept (Button's min-h-11),
 * so that it appearing moves nothing below it (layout shift, issue 26). What the script says is
 * carried here, in the words of app/domain.
 */
export function PasskeySignIn() {
  return (
    <div
      className="mt-6 border-t border-slate-200 pt-6 text-center"
      data-passkey=""
      data-failed={M.passkeySignInFailed}
      data-cancelled={M.passkeyCancelled}
      data-unsupported={M.passkeyUnsupported}
      data-waiting="Waiting for your device..."
    >
      <div className="min-h-11">
        <Button type="button" variant="secondary" className="w-full" hidden>
          Use a Passkey
        </Button>
      </div>
    </div>
  );
}
