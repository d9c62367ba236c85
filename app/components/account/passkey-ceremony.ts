// The browser's half of making a passkey (issue 20) in Profile Settings: asking the authenticator
// for one, through @simplewebauthn/browser, loaded only when a button asks for it (it stays out
// of the pages' first JavaScript). The answer goes back to the server as JSON text. Signing in
// with one is /auth's own script (app/components/auth/auth-page.browser.js, decision 49).

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
