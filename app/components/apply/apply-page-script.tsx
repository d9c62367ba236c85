import { inlineScript } from "#app/components/inline-script.ts";
import { useNonce } from "#app/components/nonce.tsx";
import pageForm from "#app/components/ui/page-form.browser.js?raw";
import money from "#app/domain/application/money-input.browser.js?raw";
import { PROCESSING_LABEL } from "./application-wizard.tsx";
import page from "./apply-page.browser.js?raw";
import { DRAFT_KEY } from "./draft-storage.ts";

// Inlined, so the page waits for no script file (docs/decisions/0054, as 0049 for sign-in), with
// the money field's and the page forms' functions it uses (inline-script.ts).
export const SCRIPT = import.meta.env.SSR ? inlineScript(page, money, pageForm) : "";

/** The application page's own script, under the response's CSP nonce; its words and key from its `data-`. */
export function ApplyPageScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      data-processing-label={PROCESSING_LABEL}
      data-draft-key={DRAFT_KEY}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, from files of this repository, not data.
      dangerouslySetInnerHTML={{ __html: SCRIPT }}
    />
  );
}
