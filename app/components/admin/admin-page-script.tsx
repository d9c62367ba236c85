import { inlineScript } from "#app/components/inline-script.ts";
import { useNonce } from "#app/components/nonce.tsx";
import source from "./admin-page.browser.js?raw";

// Inlined, so the page waits for no script file (docs/decisions/0055).
export const SCRIPT = import.meta.env.SSR ? inlineScript(source) : "";

/** An admin page's own script when it is sent without React (admin-page.browser.js). */
export function AdminPageScript() {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, from a file of this folder, not data.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
