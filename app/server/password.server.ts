import crypto from "node:crypto";
import { promisify } from "node:util";

// argon2id with the OWASP ASVS 5 appendix C parameters: m = 19 MiB, t = 2, p = 1.
// Node 24's built-in argon2 needs no native add-on. Stored as a PHC string, so the
// parameters can be raised later and old hashes still verify.
const argon2 = promisify(crypto.argon2);

export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const tag = await argon2("argon2id", { message: password, nonce, ...ARGON2_PARAMS });
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
  if (!match) return false;
  const [, m, t, p, salt, digest] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(digest, "base64");
  let actual: Buffer;
  try {
    actual = await argon2("argon2id", {
      message: password,
      nonce: Buffer.from(salt, "base64"),
      memory: Number(m),
      passes: Number(t),
      parallelism: Number(p),
      tagLength: expected.length,
    });
  } catch {
    // Parameters argon2 refuses (a salt or digest too short, m=0 …): a corrupt hash
    // matches no password, it does not turn a sign-in into a server error.
    return false;
  }
  return crypto.timingSafeEqual(actual, expected);
}

function b64(buffer: Buffer): string {
  return buffer.toString("base64").replace(/=+$/, "");
}
