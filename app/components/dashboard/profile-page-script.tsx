import passwordMeter from "#app/components/account/password-meter.browser.js?raw";
import base64url from "#app/components/auth/base64url.browser.js?raw";
import { inlineScript } from "#app/components/inline-script.ts";
import { useNonce } from "#app/components/nonce.tsx";
import fieldError from "#app/components/ui/field-error.browser.js?raw";
import pageForm from "#app/components/ui/page-form.browser.js?raw";
import passwordScore from "#app/domain/password-score.browser.js?raw";
import source from "./profile-page.browser.js?raw";

// Inlined with the helpers it uses (inline-script.ts), so the room waits for no script file
// (docs/decisions/0055, 0057). Its words are the `data-` of the elements it works on.
export const SCRIPT = import.meta.env.SSR
  ? inlineScript(source, passwordScore, fieldError, pageForm, passwordMeter, base64url)
  : "";

/** Profile Settings' own script (profile-page.browser.js): the strength meter and Add a Passkey. */
export function ProfilePageScript() {
  const nonce = useNonce();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, from files of this repository, not data.
    <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
  );
}
