import { inlineScript } from "#app/components/inline-script.ts";
import { useNonce } from "#app/components/nonce.tsx";
import fieldError from "#app/components/ui/field-error.browser.js?raw";
import { DOCUMENT_MAX_BYTES } from "#app/domain/documents/kinds.ts";
import { UPLOAD_MESSAGES as M } from "#app/domain/documents/upload.ts";
import source from "./documents-page.browser.js?raw";

// Inlined with the field error's function it uses (inline-script.ts), so the room waits for no
// script file (docs/decisions/0055).
export const SCRIPT = import.meta.env.SSR ? inlineScript(source, fieldError) : "";

/** The Documents room's own script (documents-page.browser.js); its words and the size limit are its `data-`. */
export function DocumentsPageScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      data-max-bytes={DOCUMENT_MAX_BYTES}
      data-no-kind={M.noKind}
      data-no-file={M.noFile}
      data-empty={M.empty}
      data-too-large={M.tooLarge}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, from files of this repository, not data.
      dangerouslySetInnerHTML={{ __html: SCRIPT }}
    />
  );
}
