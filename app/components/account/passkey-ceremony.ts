// The browser's half of a passkey (issue 20), the one ceremony of sign-in (/auth) and Profile
// Settings: asking the device to make a passkey or to sign a challenge, through
// @simplewebauthn/browser, loaded only when a button asks for it (it stays out of the pages'
// first JavaScript). The device's answer goes back to the server as JSON text.

export type CeremonyOutcome =
  | { ok: true; response: string }
  /** The person closed the prompt, it timed out, or the authenticator said no. */
  | { ok: false; reason: "cancelled" }
  /** This browser has no WebAuthn. */
  | { ok: false; reason: "unsupported" };

/** Whether this browser can make or use passkeys at all (asked before anything is sent). */
export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await import("@simplewebauthn/browser");
  return browserSupportsWebAuthn();
}

async function run(ask: () => Promise<unknown>): Promise<CeremonyOutcome> {
  if (!(await passkeysSupported())) return { ok: false, reason: "unsupported" };
  try {
    return { ok: true, response: JSON.stringify(await ask()) };
  } catch {
    // WebAuthn says nothing more to a page than "not allowed" for a closed prompt, a timeout or
    // a refusal, on purpose (no telling which passkeys exist): one answer for all of them.
    return { ok: false, reason: "cancelled" };
  }
}

/** Makes a passkey with the server's registration options (Profile Settings' Add a Passkey). */
export function createPasskey(options: unknown): Promise<CeremonyOutcome> {
  return run(async () => {
    const { startRegistration } = await import("@simplewebauthn/browser");
    return startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"],
    });
  });
}

/** Signs the server's challenge with a passkey of this site (Use a Passkey on /auth). */
export function signWithPasskey(options: unknown): Promise<CeremonyOutcome> {
  return run(async () => {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    return startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
    });
  });
}
