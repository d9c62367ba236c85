import crypto from "node:crypto";

// Keys derived from the auth secret, one per purpose (HKDF-SHA-256, RFC 5869): a key used to
// hash rate-limit keys or sign the flash cookie is never the secret that signs sessions, and
// knowing one says nothing of the others. Every node derives the same keys from the shared secret.

export type SubKeyPurpose =
  | "rate-limit-keys"
  | "flash-cookie"
  | "signed-up-cookie"
  | "apply-contact-cookie"
  | "device-cookie"
  | "device-account"
  | "session-tokens";

const derived = new Map<string, Buffer>();

/** 32 bytes for `purpose`, derived from `secret`. */
export function subKey(secret: string, purpose: SubKeyPurpose): Buffer {
  const id = `${purpose}\0${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync("sha256", secret, "", `harborline:${purpose}`, 32));
    derived.set(id, key);
  }
  return key;
}
