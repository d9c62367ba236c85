// @ts-check
// New Password's strength meter on a page sent without React (Profile Settings, decision 57),
// what NewPasswordFields does with React (spec section 5): as the two fields are typed, the meter
// and its label follow the score (password-score.browser.js), each field says what keeps the
// button disabled below it ('Password must be at least 8 characters long', 'New passwords do not
// match'), and the submit button is disabled while the score is below 3 or the two differ.
// Without this script the meter stays unseen (its place kept) and the server refuses the same way.
// Its words come from the meter's `data-`. Plain JavaScript, inlined (inline-script.ts); no
// comment inside a function.
import {
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_SCORE,
  passwordScore,
} from "../../domain/password-score.browser.js";
import { showFieldError } from "../ui/field-error.browser.js";
import { clearFieldError } from "../ui/page-form.browser.js";

/**
 * Runs the meter of each form holding one (`[data-password-meter]`).
 * @param {ParentNode} root
 */
export function watchPasswordMeters(root) {
  for (const meter of root.querySelectorAll("[data-password-meter]")) {
    const form = meter.closest("form");
    const password = form?.elements.namedItem("newPassword");
    const confirm = form?.elements.namedItem("confirmPassword");
    if (
      meter instanceof HTMLElement &&
      form &&
      password instanceof HTMLInputElement &&
      confirm instanceof HTMLInputElement
    )
      watchPasswordMeter(form, meter, password, confirm);
  }
}

/**
 * @param {HTMLFormElement} form
 * @param {HTMLElement} meter
 * @param {HTMLInputElement} password New Password
 * @param {HTMLInputElement} confirm Confirm New Password
 */
function watchPasswordMeter(form, meter, password, confirm) {
  const say = meter.dataset;
  const labels = (say.labels ?? "").split("|");
  const label = meter.querySelector("[data-strength-label]");
  const pair = [password, confirm];

  /** @param {HTMLInputElement} field @param {string | undefined} hint */
  function hintBelow(field, hint) {
    const shown = document.getElementById(`${field.id}-error`);
    if (shown && shown.dataset.hint === undefined) return;
    if (!hint) return clearFieldError(field);
    if (shown?.textContent === hint) return;
    showFieldError(field, hint);
    const drawn = document.getElementById(`${field.id}-error`);
    if (drawn) drawn.dataset.hint = "";
  }

  /** @param {Event | null} event */
  function update(event) {
    const score = passwordScore(password.value);
    for (const step of meter.querySelectorAll("[data-step]")) {
      const lit = Number(/** @type {HTMLElement} */ (step).dataset.step) <= score;
      step.className = (lit ? (score < MIN_PASSWORD_SCORE ? say.weak : say.strong) : say.off) ?? "";
    }
    if (label) label.textContent = password.value ? (labels[score] ?? "") : (say.notEntered ?? "");
    if (pair.some((field) => field === event?.target)) {
      const short = password.value !== "" && password.value.length < MIN_PASSWORD_LENGTH;
      hintBelow(password, short ? say.tooShort : undefined);
      const differs = confirm.value !== "" && confirm.value !== password.value;
      hintBelow(confirm, differs ? say.mismatch : undefined);
    }
    const notReady = score < MIN_PASSWORD_SCORE || password.value !== confirm.value;
    for (const button of form.querySelectorAll('button[type="submit"]')) {
      if (button instanceof HTMLButtonElement && form.dataset.sending === undefined)
        button.disabled = notReady;
    }
  }

  meter.classList.remove("invisible");
  window.addEventListener("input", (event) => {
    if (event.target instanceof Node && form.contains(event.target)) update(event);
  });
  window.addEventListener("pageshow", () => setTimeout(() => update(null)));
  update(null);
}
