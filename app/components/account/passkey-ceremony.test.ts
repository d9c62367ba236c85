import { afterEach, describe, expect, it, vi } from "vitest";
import { createPasskey, passkeysSupported, signWithPasskey } from "./passkey-ceremony.ts";

// The one passkey ceremony (issue 42) against a stand-in for the browser's WebAuthn: what the
// device is asked, and each way it can end (an answer, a closed prompt, no WebAuthn at all).

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64url = (text: string) => Buffer.from(text).toString("base64url");

/** A credential as navigator.credentials answers: its parts as bytes. */
function credential(response: Record<string, ArrayBuffer | (() => unknown)>) {
  return {
    id: b64url("key-1"),
    rawId: bytes("key-1"),
    type: "public-key",
    response,
    authenticatorAttachment: "platform",
    getClientExtensionResults: () => ({}),
  };
}

/** The browser's WebAuthn, answering `create` and `get` as given; what they were asked, kept. */
function webAuthn(answer: { create?: () => unknown; get?: () => unknown }) {
  const asked: { create?: CredentialCreationOptions; get?: CredentialRequestOptions } = {};
  vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
  vi.stubGlobal("navigator", {
    credentials: {
      create: async (options: CredentialCreationOptions) => {
        asked.create = options;
        return answer.create?.();
      },
      get: async (options: CredentialRequestOptions) => {
        asked.get = options;
        return answer.get?.();
      },
    },
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("signWithPasskey", () => {
  it("asks the device to sign the server's challenge and answers its signature as JSON", async () => {
    const asked = webAuthn({
      get: () =>
        credential({
          authenticatorData: bytes("data"),
          clientDataJSON: bytes("client"),
          signature: bytes("signature"),
        }),
    });
    const outcome = await signWithPasskey({ challenge: b64url("challenge"), rpId: "localhost" });
    expect(new TextDecoder().decode(asked.get?.publicKey?.challenge as ArrayBuffer)).toBe("challenge");
    expect(outcome.ok).toBe(true);
    const sent = JSON.parse(outcome.ok ? outcome.response : "{}");
    expect(sent).toMatchObject({
      id: b64url("key-1"),
      rawId: b64url("key-1"),
      type: "public-key",
      response: { signature: b64url("signature"), clientDataJSON: b64url("client") },
    });
  });

  it("says cancelled when the prompt is closed or times out", async () => {
    webAuthn({
      get: () => {
        throw new DOMException("The operation either timed out or was not allowed.", "NotAllowedError");
      },
    });
    await expect(signWithPasskey({ challenge: b64url("challenge") })).resolves.toEqual({
      ok: false,
      reason: "cancelled",
    });
  });
});

describe("createPasskey", () => {
  it("asks the device for a passkey for the server's user and answers the new key as JSON", async () => {
    const asked = webAuthn({
      create: () =>
        credential({
          clientDataJSON: bytes("client"),
          attestationObject: bytes("attestation"),
          getTransports: () => ["internal"],
        }),
    });
    const outcome = await createPasskey({
      challenge: b64url("challenge"),
      rp: { name: "Harborline", id: "localhost" },
      user: { id: b64url("user-1"), name: "ada@test.example", displayName: "Ada" },
      pubKeyCredParams: [{ alg: -7, type: "public-key" }],
    });
    const user = asked.create?.publicKey?.user;
    expect(new TextDecoder().decode(user?.id as ArrayBuffer)).toBe("user-1");
    const sent = JSON.parse(outcome.ok ? outcome.response : "{}");
    expect(sent).toMatchObject({
      id: b64url("key-1"),
      response: { attestationObject: b64url("attestation"), transports: ["internal"] },
    });
  });

  it("says unsupported, asking nothing, in a browser without WebAuthn", async () => {
    let asked = false;
    vi.stubGlobal("PublicKeyCredential", undefined);
    vi.stubGlobal("navigator", {
      credentials: {
        create: async () => {
          asked = true;
        },
      },
    });
    expect(await passkeysSupported()).toBe(false);
    await expect(createPasskey({ challenge: b64url("challenge") })).resolves.toEqual({
      ok: false,
      reason: "unsupported",
    });
    expect(asked).toBe(false);
  });
});
