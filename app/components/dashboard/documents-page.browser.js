// @ts-check
// The Documents room's own script when it is sent without React (docs/decisions/0055), inlined
// under the response's nonce (documents-page-script.tsx). The upload is a multipart form posted
// as a page, and the server checks everything again on the bytes; this adds what the browser can
// tell first, as React's form did:
// no kind chosen, no file chosen, an empty file or one over the limit: said next to the field,
// the focus on the first, and nothing sent (a 40 MB photo is not sent to be refused). The rest
// (errors cleared as fields are edited, one send, the busy button, the focus on a field the
// server refused) is the frame's, for every form of a room (room-forms.browser.js).
// Its words and the limit come from its own element's `data-`.
import { checkBeforeSending } from "../ui/field-error.browser.js";

(() => {
  const said = document.currentScript?.dataset ?? {};
  const form = document.querySelector("form[data-upload-form]");
  if (!(form instanceof HTMLFormElement)) return;
  const kind = form.elements.namedItem("kind");
  const file = form.elements.namedItem("file");
  if (!(kind instanceof HTMLSelectElement) || !(file instanceof HTMLInputElement)) return;

  /** @returns {[HTMLElement, string][]} */
  const problems = () => {
    /** @type {[HTMLElement, string][]} */
    const found = [];
    if (kind.value === "") found.push([kind, said.noKind ?? ""]);
    const chosen = file.files?.[0];
    if (!chosen) found.push([file, said.noFile ?? ""]);
    else if (chosen.size === 0) found.push([file, said.empty ?? ""]);
    else if (chosen.size > Number(said.maxBytes)) found.push([file, said.tooLarge ?? ""]);
    return found;
  };

  checkBeforeSending(form, problems);
})();
