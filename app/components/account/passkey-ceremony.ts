// The browser's half of a passkey (issue 20): asking the authenticator to make one or to sign a
// challenge, through @simplewebauthn/browser, loaded only when a button asks for it (it stays out
// of the pages' first JavaScript). The answer goes back to the server as JSON text.

export type CeremonyOutcome =
  | { ok: true; response: string }
  /** The person closed the prompt, it timed out, or the authenticator said no. */
  | { ok: false; reason: "cancelled" }
  /** This browser has no WebAuthn. */
  | { ok: false; reason: "unsupported" };

async function run(ask: () => Promise<unknown>): Promise<CeremonyOutcome> {
  const { browserSupportsWebAuthn } = await import("@simplewebauthn/browser");
  if (!browserSupportsWebAuthn()) return { ok: false, reason: "unsupported" };
  try {
    return { ok: true, response: JSON.stringify(await ask()) };
  } catch {
    return { ok: false, reason: "cancelled" };
  }
}

/** Makes a passkey with the server's registration options. */
export function createPasskey(options: unknown): Promise<CeremonyOutcome> {
  return run(async () => {
    const { startRegistration } = await import("@simplewebauthn/browser");
    return startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"],
    });
  });
}

/** Signs the server's challenge with a passkey of this site. */
export function signWithPasskey(options: unknown): Promise<CeremonyOutcome> {
  return run(async () => {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    return startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
    });
  });
}
