// @ts-check
// What every form of the pages sent without React does, with a script of their own (sign-in,
// decision 49; a visitor's application, decision 54): a field's error cleared when the field is
// edited (spec section 5), and the form sent once. Plain JavaScript, inlined into those scripts
// (inline-script.ts); no comment inside a function.

/**
 * Takes the error off an edited field: its `aria-invalid`, and the element it is described by
 * that says it is one (`data-field-error`, field-message.tsx), so the id is not spelled here.
 * @param {EventTarget | null} target
 */
export function clearFieldError(target) {
  if (!(target instanceof HTMLElement) || target.getAttribute("aria-invalid") !== "true") return;
  target.removeAttribute("aria-invalid");
  const rest = (target.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => {
    const described = id ? document.getElementById(id) : null;
    if (!described?.hasAttribute("data-field-error")) return id !== "";
    described.remove();
    return false;
  });
  if (rest.length > 0) target.setAttribute("aria-describedby", rest.join(" "));
  else target.removeAttribute("aria-describedby");
}

/**
 * Clears an edited field's error, and sends the form once: a second send is refused while
 * `data-sending` is set (a page coming back from the back/forward cache removes it).
 * @param {HTMLFormElement} form
 * @param {(event: SubmitEvent) => void} onSend
 */
export function watchPageForm(form, onSend) {
  form.addEventListener("input", (event) => clearFieldError(event.target));
  form.addEventListener("change", (event) => clearFieldError(event.target));
  form.addEventListener("submit", (event) => {
    if (form.dataset.sending !== undefined) {
      event.preventDefault();
      return;
    }
    form.dataset.sending = "";
    onSend(event);
  });
}
