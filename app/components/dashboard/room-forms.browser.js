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
// - back from the next page (the back/forward cache), the forms can be sent again.
// Plain JavaScript, inlined into the frame's script (inline-script.ts); no comment inside a function.
import { clearFieldError } from "../ui/page-form.browser.js";

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

  const refused = frame()?.querySelector('form [aria-invalid="true"]');
  if (refused instanceof HTMLElement && !refused.contains(document.activeElement)) refused.focus();
}
