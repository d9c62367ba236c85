// @ts-check
// The application page's own script (docs/decisions/0054): a visitor who is not signed in gets
// /apply without React, each step posted to the server (decision 53), and this inlined under the
// response's nonce (apply-page-script.tsx). It adds only what a posted page cannot do by itself;
// without it the wizard still works:
// - the answers kept in this tab (sessionStorage, the record React's wizard keeps, without the
//   SSN), so that a reload, or signing in and coming back, loses nothing;
// - a field's error cleared when that field is edited (spec section 5);
// - amounts shown as money as they are typed (issue 21, money-input.browser.js);
// - the buttons disabled once the form is sent, Submit Application saying "Processing...";
// - the focus put where React's wizard puts it after each move (the server's `data-focus`);
// - the document marked as ready (`data-hydrated`), as React's root does.

import { finishMoney, typeMoney } from "../../domain/application/money-input.browser.js";
import { watchPageForm } from "../ui/page-form.browser.js";

(() => {
  const own = document.currentScript?.dataset ?? {};
  const form = document.querySelector("form[data-apply-form]");
  if (form instanceof HTMLFormElement) enhance(form);
  document.documentElement.dataset.hydrated = "";

  /** @param {HTMLFormElement} form */
  function enhance(form) {
    const carried = form.elements.namedItem("wizard");
    if (!(carried instanceof HTMLInputElement)) return;

    // The server knows the answers are kept in the tab (its sign-in notice says so).
    const flag = document.createElement("input");
    flag.type = "hidden";
    flag.name = "script";
    flag.value = "1";
    form.append(flag);

    if (form.dataset.posted !== undefined) keep(carried.value);
    else if (restore(carried)) return;

    watchPageForm(form, (event) => {
      const submitter = event.submitter;
      // After the submission has started: a submit button disabled before it would not be sent.
      setTimeout(() => {
        for (const button of form.querySelectorAll('button[type="submit"]')) {
          /** @type {HTMLButtonElement} */ (button).disabled = true;
        }
        if (submitter instanceof HTMLButtonElement && submitter.dataset.final !== undefined) {
          submitter.dataset.label ??= submitter.textContent ?? "";
          submitter.textContent = own.processingLabel ?? "";
        }
      });
    });
    window.addEventListener("pageshow", (event) => {
      if (!event.persisted) return;
      delete form.dataset.sending;
      for (const element of form.querySelectorAll('button[type="submit"]')) {
        const button = /** @type {HTMLButtonElement} */ (element);
        button.disabled = false;
        if (button.dataset.label !== undefined) button.textContent = button.dataset.label;
      }
    });
    for (const field of form.querySelectorAll("input[data-money]")) {
      money(/** @type {HTMLInputElement} */ (field));
    }
    focusAsAsked(form);
  }

  /**
   * Where React's wizard would put the focus after this move (the server's `data-focus`): the
   * step's heading, the first field with an error, an account's first field, the SSN asked again.
   * @param {HTMLFormElement} form
   */
  function focusAsAsked(form) {
    const focus = form.dataset.focus ?? "";
    /** @type {Element | null | undefined} */
    let target = null;
    if (focus === "heading") target = document.getElementById("wizard-step-heading");
    else if (focus === "error") target = form.querySelector("[aria-invalid='true'], [data-invalid]");
    else if (focus === "ssn") target = form.querySelector("input[name='ssnLastFour']");
    else if (focus.startsWith("account-")) {
      const account = form.querySelector("[data-debt-accounts]")?.children[Number(focus.slice(8))];
      target = account?.querySelector("input, select");
    }
    if (!(target instanceof HTMLElement)) return;
    const element = target;
    // Once the page can be drawn (its stylesheet loaded): an element not yet rendered takes no focus.
    requestAnimationFrame(() => {
      element.focus();
      if (focus === "ssn") element.scrollIntoView({ block: "center" });
    });
  }

  /** The answers of this page, kept in the tab without the SSN's digits. @param {string} json */
  function keep(json) {
    try {
      const stored = JSON.parse(json);
      if (!stored || typeof stored !== "object" || !stored.values) return;
      delete stored.values.ssnLastFour;
      sessionStorage.setItem(own.draftKey ?? "", JSON.stringify(stored));
    } catch {
      // Storage full or disabled: the answers stay on the page, only not across a reload.
    }
  }

  /**
   * A fresh page with answers kept in the tab: they are sent back, and the server shows the step
   * they were on. True when the page is being left for that.
   * @param {HTMLInputElement} carried
   */
  function restore(carried) {
    let stored = null;
    try {
      stored = sessionStorage.getItem(own.draftKey ?? "");
    } catch {
      return false;
    }
    if (!stored) return false;
    const form = carried.form;
    if (!form) return false;
    carried.value = stored;
    const intent = document.createElement("input");
    intent.type = "hidden";
    intent.name = "intent";
    intent.value = "restore";
    form.append(intent);
    form.setAttribute("aria-busy", "true");
    form.submit();
    return true;
  }

  /** @param {HTMLInputElement} field */
  function money(field) {
    let previous = field.value;
    field.addEventListener("input", (event) => {
      const typed = typeMoney({
        previous,
        raw: field.value,
        caret: field.selectionStart ?? field.value.length,
        inputType: /** @type {InputEvent} */ (event).inputType,
      });
      if (typed && typed.value !== field.value) {
        field.value = typed.value;
        field.setSelectionRange(typed.caret, typed.caret);
      }
      previous = field.value;
    });
    field.addEventListener("blur", () => {
      field.value = finishMoney(field.value);
      previous = field.value;
    });
  }
})();
