import { inlineScript } from "#app/components/inline-script.ts";
import { useNonce } from "#app/components/nonce.tsx";
import pageForm from "#app/components/ui/page-form.browser.js?raw";
import { PENDING_LABEL } from "#app/components/ui/pending-label.ts";
import source from "./auth-page.browser.js?raw";
import base64url from "./base64url.browser.js?raw";

// Inlined, so the page waits for no script file (docs/decisions/0049), with the page forms'
// functions it uses (inline-script.ts). Comments and JSDoc types are left out of what is sent.
export const SCRIPT = import.meta.env.SSR ? inlineScript(source, pageForm, base64url) : "";

/**
 * The sign-in pages' own script (auth-page.browser.js), under the response's CSP nonce. The
 * words it shows on a busy button come from its own element's `data-pending-label`.
 */
export function AuthPageScript() {
  const nonce = useNonce();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, from a file of this folder, not data.
    <script nonce={nonce} data-pending-label={PENDING_LABEL} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
  );
}
