// @ts-check
// The Messages room's own script when it is sent without React (docs/decisions/0055), inlined
// under the response's nonce (messages-page-script.tsx). The message is a multipart form posted
// as a page, and the server checks everything again; this adds what React's form did in the
// browser: the count of characters under the text as it is typed, and, before sending, no text,
// too long a text, more than three files, an empty file or one over the limit: said next to the
// field, the focus on the first, and nothing sent. The rest (errors cleared as fields are edited,
// one send, the busy button, the focus on a field the server refused) is the frame's, for every
// form of a room (room-forms.browser.js). Its words and limits come from its own element's `data-`.
import { checkBeforeSending } from "../../ui/field-error.browser.js";

(() => {
  const said = document.currentScript?.dataset ?? {};
  const form = document.querySelector("form[data-message-form]");
  if (!(form instanceof HTMLFormElement)) return;
  const body = form.elements.namedItem("body");
  const files = form.elements.namedItem("files");
  if (!(body instanceof HTMLTextAreaElement) || !(files instanceof HTMLInputElement)) return;
  const hint = document.getElementById(`${body.id}-hint`);

  /** Characters as the server counts them: code points, not UTF-16 units. */
  const count = () => [...body.value].length;
  // Grouped by thousands as en-US writes them, without Intl: its first use loads the browser's
  // locale data, a long task on a slow phone (decision 48).
  const showCount = () => {
    const typed = String(count()).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    if (hint) hint.textContent = (said.countHint ?? "").replace("{count}", typed);
  };
  body.addEventListener("input", showCount);
  // A text the browser kept (back, or a form restored) is counted at once; the server counted its own.
  if (body.value !== body.defaultValue) showCount();
  window.addEventListener("pageshow", showCount);

  /** @returns {[HTMLElement, string][]} */
  const problems = () => {
    /** @type {[HTMLElement, string][]} */
    const found = [];
    if (body.value.trim() === "") found.push([body, said.noText ?? ""]);
    else if (count() > Number(said.maxChars)) found.push([body, said.tooLong ?? ""]);
    const chosen = [...(files.files ?? [])];
    if (chosen.length > Number(said.maxFiles)) found.push([files, said.tooManyFiles ?? ""]);
    else if (chosen.some((file) => file.size === 0)) found.push([files, said.emptyFile ?? ""]);
    else if (chosen.some((file) => file.size > Number(said.maxBytes)))
      found.push([files, said.tooLarge ?? ""]);
    return found;
  };

  checkBeforeSending(form, problems);
})();
