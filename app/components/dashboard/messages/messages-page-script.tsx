import { inlineScript } from "#app/components/inline-script.ts";
import { useNonce } from "#app/components/nonce.tsx";
import fieldError from "#app/components/ui/field-error.browser.js?raw";
import { DOCUMENT_MAX_BYTES } from "#app/domain/documents/kinds.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import {
  MESSAGE_MESSAGES as M,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_CHARS,
} from "#app/domain/messages/rules.ts";
import { countHint } from "./compose-message.tsx";
import source from "./messages-page.browser.js?raw";

// Inlined with the field error's function it uses (inline-script.ts), so the room waits for no
// script file (docs/decisions/0055).
export const SCRIPT = import.meta.env.SSR ? inlineScript(source, fieldError) : "";

/** The Messages room's own script (messages-page.browser.js); its words and limits are its `data-`. */
export function MessagesPageScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      data-max-chars={MESSAGE_MAX_CHARS}
      data-max-files={MESSAGE_MAX_ATTACHMENTS}
      data-max-bytes={DOCUMENT_MAX_BYTES}
      data-count-hint={countHint("{count}")}
      data-no-text={M.empty}
      data-too-long={M.tooLong}
      data-too-many-files={M.tooManyFiles}
      data-empty-file={UPLOAD_MESSAGES.empty}
      data-too-large={UPLOAD_MESSAGES.tooLarge}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, from files of this repository, not data.
      dangerouslySetInnerHTML={{ __html: SCRIPT }}
    />
  );
}
