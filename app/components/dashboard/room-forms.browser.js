// @ts-check
// The forms of a portal room sent without React (docs/decisions/0055), posted as pages: what
// React's fetcher forms and ConfirmDialog did in the browser. Its handlers are on the document,
// so the forms of a part put in place by a live refresh work too:
// - a field's error is cleared when the field is edited (spec section 5);
// - a form is sent once: its buttons are disabled, a button with `data-busy-label` says it;
// - a form with `data-confirm` (page-confirm.tsx) opens its dialog first: the dialog's cancel
//   button or Escape closes it, the focus back on the button that opened it; its confirm button
//   sends the form, the dialog staying open, Escape included, until the page answers;
// - a page answering a refused form has the focus on the first field it names;
// - back from the next page (the back/forward cache), the forms can be sent again;
// - what is typed in a form marked `data-keep-typed` (a message) is kept in the tab while it is
//   sent, and put back into the empty form if the next page of the room is not the server's
//   answer (the send was lost on the way: the browser's error page, then the room opened again).
//   It is dropped as soon as the next page of the portal loads, whatever it is; never a password.
// Plain JavaScript, inlined into the frame's script (inline-script.ts); no comment inside a function.
import { clearFieldError } from "../ui/page-form.browser.js";

/** Where a form being sent keeps what was typed in it, until the next page of the portal. */
const SENDING_KEY = "harborline.sending.v1";

/** @param {Element} field */
function isTypedText(field) {
  return (
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement &&
      ["text", "email", "tel", "search", "url", "number"].includes(field.type))
  );
}

/**
 * Keeps the text typed in `form` (a form marked `data-keep-typed`) in this tab while it is sent.
 * @param {HTMLFormElement} form
 */
function keepWhileSending(form) {
  /** @type {Record<string, string>} */
  const fields = {};
  for (const field of form.elements) {
    if (isTypedText(field) && "name" in field && "value" in field && field.name && field.value)
      fields[String(field.name)] = String(field.value);
  }
  const intent = form.elements.namedItem("intent");
  try {
    sessionStorage.setItem(
      SENDING_KEY,
      JSON.stringify({
        path: window.location.pathname,
        intent: intent instanceof HTMLInputElement ? intent.value : "",
        fields,
      }),
    );
  } catch {}
}

/**
 * Drops what a form kept while it was sent and, unless this page is the server's answer
 * (`data-answered`, room-toasts.tsx), puts it back into that form's empty fields.
 * @param {HTMLElement | null} frame
 */
function restoreLostSend(frame) {
  let kept = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(SENDING_KEY) ?? "null");
    sessionStorage.removeItem(SENDING_KEY);
  } catch {}
  if (!kept || !frame || kept.path !== window.location.pathname || frame.querySelector("[data-answered]"))
    return;
  for (const form of frame.querySelectorAll("form[data-keep-typed]")) {
    const intent = form instanceof HTMLFormElement ? form.elements.namedItem("intent") : null;
    if (
      !(form instanceof HTMLFormElement) ||
      !(intent instanceof HTMLInputElement) ||
      intent.value !== kept.intent
    )
      continue;
    for (const [name, value] of Object.entries(kept.fields ?? {})) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof Element) || !isTypedText(field) || !("value" in field) || field.value !== "")
        continue;
      field.value = String(value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}

/**
 * @param {HTMLFormElement} form
 * @param {boolean} busy
 */
function setFormBusy(form, busy) {
  const dialog = form.dataset.confirm ? document.getElementById(form.dataset.confirm) : null;
  const buttons = [
    ...form.querySelectorAll('button[type="submit"]'),
    ...(dialog?.querySelectorAll("button") ?? []),
  ];
  for (const button of buttons) {
    if (!(button instanceof HTMLButtonElement)) continue;
    const label = button.dataset.busyLabel;
    if (label !== undefined && busy) {
      button.dataset.label ??= button.textContent ?? "";
      button.textContent = label;
    } else if (label !== undefined) button.textContent = button.dataset.label ?? button.textContent;
    button.disabled = busy;
  }
}

/**
 * Makes the forms inside `frame()` work as the file's header says.
 * @param {() => HTMLElement | null} frame
 */
export function watchRoomForms(frame) {
  /** @param {EventTarget | null} target */
  const inFrame = (target) => target instanceof Node && (frame()?.contains(target) ?? false);
  /** @param {Event} event */
  const edited = (event) => {
    if (inFrame(event.target)) clearFieldError(event.target);
  };
  document.addEventListener("input", edited);
  document.addEventListener("change", edited);

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || !inFrame(form)) return;
    const dialog = form.dataset.confirm ? document.getElementById(form.dataset.confirm) : null;
    if (dialog instanceof HTMLDialogElement && form.dataset.confirmed === undefined) {
      event.preventDefault();
      dialog.showModal();
      return;
    }
    if (form.dataset.sending !== undefined) {
      event.preventDefault();
      return;
    }
    form.dataset.sending = "";
    if (form.dataset.keepTyped !== undefined) keepWhileSending(form);
    setTimeout(() => setFormBusy(form, true));
  });

  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest("[data-confirm-keep], [data-confirm-yes]")
        : null;
    const dialog = button?.closest("dialog");
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    if (button.matches("[data-confirm-keep]")) return dialog.close();
    const form = document.querySelector(`form[data-confirm="${CSS.escape(dialog.id)}"]`);
    if (!(form instanceof HTMLFormElement) || form.dataset.sending !== undefined) return;
    form.dataset.confirmed = "";
    form.requestSubmit();
  });

  document.addEventListener(
    "cancel",
    (event) => {
      const dialog = event.target;
      if (dialog instanceof HTMLDialogElement && dialog.querySelector("button[data-confirm-yes]:disabled"))
        event.preventDefault();
    },
    true,
  );

  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll("form[data-sending]")) {
      if (!(form instanceof HTMLFormElement)) continue;
      delete form.dataset.sending;
      delete form.dataset.confirmed;
      setFormBusy(form, false);
      const dialog = form.dataset.confirm ? document.getElementById(form.dataset.confirm) : null;
      if (dialog instanceof HTMLDialogElement) dialog.close();
    }
  });

  restoreLostSend(frame());
  const refused = frame()?.querySelector('form [aria-invalid="true"]');
  if (refused instanceof HTMLElement && !refused.contains(document.activeElement)) refused.focus();
}
