// @ts-check
// An error the browser finds before a form is sent, drawn as the server draws one. Plain
// JavaScript, inlined into the scripts of the pages sent without React that check a form first
// (documents-page.browser.js, decision 55; inline-script.ts); no comment inside a function.

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

/**
 * Checks `form` as it is sent, before the frame's handler (the document's: room-forms.browser.js),
 * so a refused form is not marked as being sent: when `problems()` finds any, each is said next to
 * its field, the focus goes to the first, and nothing is sent.
 * @param {HTMLFormElement} form
 * @param {() => [HTMLElement, string][]} problems
 */
export function checkBeforeSending(form, problems) {
  form.addEventListener("submit", (event) => {
    const found = problems();
    if (found.length === 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    for (const [field, message] of found) showFieldError(field, message);
    found[0]?.[0].focus();
  });
}
