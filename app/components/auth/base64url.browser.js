// @ts-check
// WebAuthn's binary fields as the server's JSON carries them (base64url), for the pages' own
// scripts that ask the device: passkey sign-in (auth-page.browser.js) and Add a Passkey
// (profile-page.browser.js). Plain JavaScript, inlined (inline-script.ts); no comment inside a
// function.

/** @param {string} text */
export function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

/** @param {ArrayBuffer} buffer */
export function toBase64Url(buffer) {
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
