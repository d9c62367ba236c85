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

/**
 * Says what is wrong with a field before the form is sent, as the server's page would (the
 * element `field-message.tsx` draws, after the field's hint): `aria-invalid`, and the error tied
 * to the field by `aria-describedby`. An error already shown is replaced.
 * @param {HTMLElement} field
 * @param {string} message
 */
export function showFieldError(field, message) {
  const id = `${field.id}-error`;
  document.getElementById(id)?.remove();
  const error = document.createElement("p");
  error.id = id;
  error.className = "mt-1 text-sm text-red-700";
  error.dataset.fieldError = "";
  error.textContent = message;
  (document.getElementById(`${field.id}-hint`) ?? field).after(error);
  field.setAttribute("aria-invalid", "true");
  const described = (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((name) => name && name !== id);
  field.setAttribute("aria-describedby", [...described, id].join(" "));
}
