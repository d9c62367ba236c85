// @ts-check
// Profile Settings' own script (docs/decisions/0057): the room is sent without React, its forms
// posted as pages (the frame's room-forms.browser.js). This adds what a posted page cannot do:
// - New Password's strength meter, its hints and the disabled button (password-meter.browser.js);
// - Add a Passkey (issue 20), through WebAuthn: its form is shown (the sentence saying it needs
//   JavaScript hidden); the password is checked by the JSON route named in the form's
//   `data-options-url`, which answers what the device is asked to make; the device's prompt; and
//   the form is then sent as a page with the device's answer, the page saying how it went.
//   Its words come from the form's `data-`.
// Plain JavaScript, inlined under the response's nonce (profile-page-script.tsx); no comment
// inside a function.
import { watchPasswordMeters } from "../account/password-meter.browser.js";
import { fromBase64Url, toBase64Url } from "../auth/base64url.browser.js";
import { showFieldError } from "../ui/field-error.browser.js";

/**
 * The device makes a passkey for the server's options; its answer in the JSON form the server
 * reads (WebAuthn's RegistrationResponseJSON).
 * @param {any} options the server's PublicKeyCredentialCreationOptionsJSON
 */
async function makePasskey(options) {
  /** @type {PublicKeyCredentialCreationOptions} */
  const publicKey = {
    ...options,
    challenge: fromBase64Url(options.challenge),
    user: { ...options.user, id: fromBase64Url(options.user.id) },
    excludeCredentials: (options.excludeCredentials ?? []).map(
      /** @param {{ id: string }} known */ (known) => ({ ...known, id: fromBase64Url(known.id) }),
    ),
  };
  const credential = /** @type {PublicKeyCredential | null} */ (
    await navigator.credentials.create({ publicKey })
  );
  if (!credential) throw new Error("no credential");
  const made = /** @type {AuthenticatorAttestationResponse} */ (credential.response);
  const key = typeof made.getPublicKey === "function" ? made.getPublicKey() : null;
  return {
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: credential.type,
    response: {
      clientDataJSON: toBase64Url(made.clientDataJSON),
      attestationObject: toBase64Url(made.attestationObject),
      ...(typeof made.getTransports === "function" ? { transports: made.getTransports() } : {}),
      ...(typeof made.getAuthenticatorData === "function"
        ? { authenticatorData: toBase64Url(made.getAuthenticatorData()) }
        : {}),
      ...(key ? { publicKey: toBase64Url(key) } : {}),
      ...(typeof made.getPublicKeyAlgorithm === "function"
        ? { publicKeyAlgorithm: made.getPublicKeyAlgorithm() }
        : {}),
    },
    clientExtensionResults: credential.getClientExtensionResults(),
    ...(credential.authenticatorAttachment
      ? { authenticatorAttachment: credential.authenticatorAttachment }
      : {}),
  };
}

/** @param {HTMLFormElement} form */
function watchAddPasskey(form) {
  const say = form.dataset;
  const button = form.querySelector('button[type="submit"]');
  const password = form.elements.namedItem("password");
  const field = (/** @type {string} */ name) => form.elements.namedItem(name);
  if (!(button instanceof HTMLButtonElement) || !(password instanceof HTMLInputElement)) return;
  form.hidden = false;
  for (const sentence of form.parentElement?.querySelectorAll("[data-needs-script]") ?? []) sentence.remove();

  /** @param {string} [text] */
  function busy(text) {
    if (!(button instanceof HTMLButtonElement)) return;
    button.dataset.label ??= button.textContent ?? "";
    button.textContent = text ?? say.pending ?? "";
    button.disabled = true;
  }

  function idle() {
    if (!(button instanceof HTMLButtonElement)) return;
    button.textContent = button.dataset.label ?? button.textContent;
    button.disabled = false;
  }

  /** @param {string} message */
  function fail(message) {
    idle();
    const alert = document.createElement("div");
    alert.setAttribute("role", "alert");
    alert.dataset.passkeyAlert = "";
    alert.className = "rounded-md bg-red-50 p-3 text-sm font-medium text-red-800";
    alert.textContent = message;
    form.querySelector("h4")?.after(alert);
  }

  form.addEventListener("submit", async (event) => {
    if (form.dataset.made !== undefined) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (button.disabled) return;
    for (const old of form.querySelectorAll("[data-passkey-alert], [role='alert']")) old.remove();
    if (!window.PublicKeyCredential || !navigator.credentials?.create) return fail(say.unsupported ?? "");
    busy();
    try {
      const body = new FormData();
      body.append("intent", "passkey-options");
      body.append("password", password.value);
      const asked = await fetch(say.optionsUrl ?? "", {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      if (asked.status === 401) return window.location.reload();
      /** @type {{ ok?: boolean, formMessage?: string, fieldErrors?: Record<string, string>, passkey?: { challengeId: string, options: any } }} */
      const answer = await asked.json();
      if (!answer.ok || !answer.passkey) {
        const wrong = answer.fieldErrors?.password;
        if (wrong) {
          idle();
          showFieldError(password, wrong);
          return password.focus();
        }
        return fail(answer.formMessage ?? say.failed ?? "");
      }
      busy(say.waiting);
      let made;
      try {
        made = await makePasskey(answer.passkey.options);
      } catch {
        return fail(say.cancelled ?? "");
      }
      const challengeId = field("challengeId");
      const response = field("response");
      if (!(challengeId instanceof HTMLInputElement) || !(response instanceof HTMLInputElement)) return;
      challengeId.value = answer.passkey.challengeId;
      response.value = JSON.stringify(made);
      password.value = "";
      password.disabled = true;
      idle();
      form.dataset.made = "";
      form.requestSubmit();
    } catch {
      fail(say.failed ?? "");
    }
  });

  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    delete form.dataset.made;
    password.disabled = false;
    idle();
  });
}

watchPasswordMeters(document);
const passkeyForm = document.querySelector("form[data-passkey-form]");
if (passkeyForm instanceof HTMLFormElement) watchAddPasskey(passkeyForm);
