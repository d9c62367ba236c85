// @ts-check
// The sign-in pages' own script (docs/decisions/0049-sign-in-pages-without-react.md): /auth and
// /auth/forgot-password are sent without React, as HTML and CSS, and this is inlined into them
// under the response's nonce (auth-page-script.tsx). It adds only what a form posted as a page
// cannot do by itself; without it every form still works:
// - the browser's IANA time zone in each hidden `timeZone` field, as the form is sent (issue 21);
// - a field's error cleared when that field is edited (spec section 5);
// - the submit button disabled and saying "Please wait..." (PENDING_LABEL) while the form is
//   sent, so a second click sends nothing;
// - 'Use a Passkey' (issue 20), through WebAuthn and the JSON route /auth/passkey.
// It ends by marking the document as ready (`data-hydrated`), as React's root does.
import { watchPageForm } from "../ui/page-form.browser.js";
import { fromBase64Url, toBase64Url } from "./base64url.browser.js";

(() => {
  // The words of a busy button, from the script's own element (auth-page-script.tsx).
  const PENDING = document.currentScript?.dataset.pendingLabel ?? "";

  // Read when a form is sent, not as the page loads: the first use of Intl loads the browser's
  // locale data, a long task on a slow phone (decision 48).
  function timeZone() {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
    } catch {
      return "";
    }
  }

  /** @param {HTMLButtonElement} button @param {boolean} busy @param {string} [text] */
  function setBusy(button, busy, text = PENDING) {
    if (busy) {
      button.dataset.label ??= button.textContent ?? "";
      button.textContent = text;
      button.disabled = true;
    } else {
      button.textContent = button.dataset.label ?? button.textContent;
      button.disabled = false;
    }
  }

  for (const element of document.querySelectorAll("form[data-page-form]")) {
    const form = /** @type {HTMLFormElement} */ (element);
    watchPageForm(form, () => {
      for (const input of form.querySelectorAll('input[type="hidden"][name="timeZone"]')) {
        /** @type {HTMLInputElement} */ (input).value = timeZone();
      }
      // After the submission has started: a submit button disabled before it would not be sent.
      setTimeout(() => {
        for (const button of form.querySelectorAll('button[type="submit"]')) {
          setBusy(/** @type {HTMLButtonElement} */ (button), true);
        }
      });
    });
  }

  // Back to this page from the next one (the back/forward cache): its forms and the passkey
  // button can be used again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const element of document.querySelectorAll("form[data-page-form]")) {
      const form = /** @type {HTMLFormElement} */ (element);
      delete form.dataset.sending;
      for (const button of form.querySelectorAll('button[type="submit"]')) {
        setBusy(/** @type {HTMLButtonElement} */ (button), false);
      }
    }
    const passkeyButton = document.querySelector("[data-passkey] button");
    if (passkeyButton instanceof HTMLButtonElement && passkeyButton.disabled) setBusy(passkeyButton, false);
  });

  const passkey = document.querySelector("[data-passkey]");
  if (passkey instanceof HTMLElement) passkeySignIn(passkey);

  /** @param {HTMLElement} box */
  function passkeySignIn(box) {
    const button = box.querySelector("button");
    if (!button) return;
    const say = box.dataset;
    button.hidden = false;

    /** @param {string} message */
    function fail(message) {
      const alert = document.createElement("p");
      alert.setAttribute("role", "alert");
      alert.className = "mt-3 text-sm text-red-700";
      alert.textContent = message;
      box.append(alert);
      if (button) setBusy(button, false);
    }

    /** @param {Record<string, string>} fields */
    async function post(fields) {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const response = await fetch(`/auth/passkey${window.location.search}`, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      return /** @type {{ ok: boolean, formMessage?: string, location?: string, passkey?: { challengeId: string, options: any } }} */ (
        await response.json()
      );
    }

    button.addEventListener("click", async () => {
      if (button.disabled) return;
      for (const old of box.querySelectorAll('[role="alert"]')) old.remove();
      setBusy(button, true);
      if (!window.PublicKeyCredential || !navigator.credentials?.get) {
        fail(say.unsupported ?? "");
        return;
      }
      try {
        const asked = await post({ intent: "passkey-options" });
        if (!asked.ok || !asked.passkey) {
          fail(asked.formMessage ?? say.failed ?? "");
          return;
        }
        setBusy(button, true, say.waiting);
        let response;
        try {
          response = await signChallenge(asked.passkey.options);
        } catch {
          fail(say.cancelled ?? "");
          return;
        }
        setBusy(button, true);
        const answer = await post({
          intent: "passkey-sign-in",
          challengeId: asked.passkey.challengeId,
          response: JSON.stringify(response),
          timeZone: timeZone(),
        });
        if (answer.ok && answer.location) window.location.assign(answer.location);
        else fail(answer.formMessage ?? say.failed ?? "");
      } catch {
        fail(say.failed ?? "");
      }
    });
  }

  /**
   * The authenticator signs the server's challenge (the device's own prompt); its answer in the
   * JSON form the server reads (WebAuthn's AuthenticationResponseJSON).
   * @param {any} options the server's PublicKeyCredentialRequestOptionsJSON
   */
  async function signChallenge(options) {
    /** @type {PublicKeyCredentialRequestOptions} */
    const publicKey = {
      ...options,
      challenge: fromBase64Url(options.challenge),
      allowCredentials: (options.allowCredentials ?? []).map(
        /** @param {{ id: string }} allowed */ (allowed) => ({ ...allowed, id: fromBase64Url(allowed.id) }),
      ),
    };
    const credential = /** @type {PublicKeyCredential | null} */ (
      await navigator.credentials.get({ publicKey })
    );
    if (!credential) throw new Error("no credential");
    const signed = /** @type {AuthenticatorAssertionResponse} */ (credential.response);
    return {
      id: credential.id,
      rawId: toBase64Url(credential.rawId),
      type: credential.type,
      response: {
        authenticatorData: toBase64Url(signed.authenticatorData),
        clientDataJSON: toBase64Url(signed.clientDataJSON),
        signature: toBase64Url(signed.signature),
        ...(signed.userHandle ? { userHandle: toBase64Url(signed.userHandle) } : {}),
      },
      clientExtensionResults: credential.getClientExtensionResults(),
      ...(credential.authenticatorAttachment
        ? { authenticatorAttachment: credential.authenticatorAttachment }
        : {}),
    };
  }

  document.documentElement.dataset.hydrated = "";
})();
