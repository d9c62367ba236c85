import crypto from "node:crypto";

// Personal data at rest (docs/decisions/0028): AES-256-GCM with a key kept outside the
// database. Each value is stored as `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts, a
// random 96-bit IV per value), with its table and column as associated data, so a value
// copied into another column does not decrypt. The first key is the current one (new values);
// the others still decrypt until `npm run data-key:rotate` has re-encrypted every value.

/** Every encrypted column, named `table.column` (the associated data of its values). */
export const ENCRYPTED_COLUMNS = [
  "applications.ssn_last_four",
  "applications.date_of_birth",
  "applications.address",
  "applications.phone",
  "applications.monthly_income",
  "users.phone",
  "messages.body",
  // The draft account's numbers (issue 44): never read back but by a key rotation.
  "bank_accounts.routing_number",
  "bank_accounts.account_number",
] as const;
export type EncryptedColumn = (typeof ENCRYPTED_COLUMNS)[number];

const VERSION = "v1";
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DataKey {
  id: string;
  key: Buffer;
}

/** A refusal to read a stored value; its message names the column and key id, never the value. */
export class DataCipherError extends Error {
  override name = "DataCipherError";
}

/** The id a key gets when none is given: a short fingerprint (the key cannot be derived from it). */
export function keyFingerprint(key: Buffer): string {
  return `k${crypto.createHash("sha256").update(key).digest("hex").slice(0, 10)}`;
}

/**
 * Reads `DATA_ENCRYPTION_KEY`: one key, or several separated by commas (the first is current),
 * each `<base64 of 32 bytes>` or `<id>:<base64 of 32 bytes>`. Errors never repeat a key.
 */
export function parseDataKeys(text: string): DataKey[] {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new DataCipherError("DATA_ENCRYPTION_KEY holds no key");
  const keys = entries.map((entry, index) => {
    const colon = entry.indexOf(":");
    const encoded = colon === -1 ? entry : entry.slice(colon + 1);
    const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) ? Buffer.from(encoded, "base64") : Buffer.alloc(0);
    if (key.length !== 32) {
      throw new DataCipherError(
        `DATA_ENCRYPTION_KEY: key ${index + 1} is not 32 bytes in base64 (make one with: openssl rand -base64 32)`,
      );
    }
    const id = colon === -1 ? keyFingerprint(key) : entry.slice(0, colon);
    if (!KEY_ID.test(id)) {
      throw new DataCipherError(
        `DATA_ENCRYPTION_KEY: key ${index + 1} has an id other than letters, digits, - and _`,
      );
    }
    return { id, key };
  });
  const ids = new Set(keys.map((k) => k.id));
  if (ids.size !== keys.length) throw new DataCipherError("DATA_ENCRYPTION_KEY: two keys have the same id");
  return keys;
}

const b64 = (buffer: Buffer) => buffer.toString("base64url");

export class DataCipher {
  readonly #keys: ReadonlyMap<string, Buffer>;
  readonly #searchKeys: readonly Buffer[];
  /** The id of the key new values are encrypted with. */
  readonly currentKeyId: string;

  constructor(keys: readonly DataKey[]) {
    const [current] = keys;
    if (!current) throw new DataCipherError("a data cipher needs at least one key");
    this.currentKeyId = current.id;
    this.#keys = new Map(keys.map((k) => [k.id, k.key]));
    // A key of its own for search tokens, derived from each data key (never the same bytes).
    this.#searchKeys = keys.map((k) =>
      Buffer.from(crypto.hkdfSync("sha256", k.key, Buffer.alloc(0), "harborline search tokens", 32)),
    );
  }

  encrypt(column: EncryptedColumn, plaintext: string): string {
    const key = this.#keys.get(this.currentKeyId) as Buffer;
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(column));
    const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return [VERSION, this.currentKeyId, b64(iv), b64(cipher.getAuthTag()), b64(data)].join(":");
  }

  decrypt(column: EncryptedColumn, stored: string): string {
    const parts = stored.split(":");
    if (parts.length !== 5 || parts[0] !== VERSION) {
      throw new DataCipherError(`${column}: the stored value is not in the ${VERSION} format`);
    }
    const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
    const key = this.#keys.get(keyId);
    if (!key) {
      throw new DataCipherError(
        `${column}: the value was encrypted with key "${keyId}", which DATA_ENCRYPTION_KEY does not hold`,
      );
    }
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(column));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    } catch {
      throw new DataCipherError(
        `${column}: the stored value failed authentication (altered, or from another column)`,
      );
    }
  }

  /**
   * Bytes (a document's chunk: issue 22) in the same format, with `aad` as their associated data
   * (the document's id and the chunk's position, so a chunk moved elsewhere does not decrypt).
   */
  encryptBytes(aad: string, bytes: Uint8Array): string {
    const key = this.#keys.get(this.currentKeyId) as Buffer;
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad));
    const head = cipher.update(bytes);
    const tail = cipher.final();
    // GCM's final() gives nothing more: no copy of a document's chunk just to join an empty tail.
    const data = tail.length === 0 ? head : Buffer.concat([head, tail]);
    return [VERSION, this.currentKeyId, b64(iv), b64(cipher.getAuthTag()), b64(data)].join(":");
  }

  decryptBytes(aad: string, stored: string): Buffer {
    const parts = stored.split(":");
    if (parts.length !== 5 || parts[0] !== VERSION) {
      throw new DataCipherError(`a document chunk is not in the ${VERSION} format`);
    }
    const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
    const key = this.#keys.get(keyId);
    if (!key) {
      throw new DataCipherError(
        `a document chunk was encrypted with key "${keyId}", which DATA_ENCRYPTION_KEY does not hold`,
      );
    }
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]);
    } catch {
      throw new DataCipherError("a document chunk failed authentication (altered, or moved)");
    }
  }

  /** `decrypt`, passing null through (optional columns). */
  decryptOptional(column: EncryptedColumn, stored: string | null): string | null {
    return stored === null ? null : this.decrypt(column, stored);
  }

  /** `encrypt`, passing null through (optional columns). */
  encryptOptional(column: EncryptedColumn, plaintext: string | null | undefined): string | null {
    return plaintext === null || plaintext === undefined ? null : this.encrypt(column, plaintext);
  }

  /** True for a value in our format (any key); false for plaintext left from before encryption. */
  static isEncrypted(stored: string): boolean {
    return stored.startsWith(`${VERSION}:`) && stored.split(":").length === 5;
  }

  /** True when the value is encrypted with the current key (rotation has nothing to do). */
  isCurrent(stored: string): boolean {
    return DataCipher.isEncrypted(stored) && stored.split(":")[1] === this.currentKeyId;
  }

  /**
   * The keyed hashes that let an exact digit string be found without storing it: one token per
   * key for the search (`digits`), or, for a stored phone, one per run of 3 or more digits
   * under the current key. Equal runs give equal tokens (what a search needs); without the key
   * they say nothing about the digits.
   */
  searchTokens(column: EncryptedColumn, digits: string, { stored }: { stored: boolean }): string[] {
    const keys = stored ? this.#searchKeys.slice(0, 1) : this.#searchKeys;
    const runs = stored ? digitRuns(digits) : [digits];
    return keys.flatMap((key) =>
      runs.map((run) =>
        crypto
          .createHmac("sha256", key)
          .update(`${column}\0${run}`)
          .digest()
          .subarray(0, 16)
          .toString("base64url"),
      ),
    );
  }
}

/** Every contiguous run of 3 or more characters: what a partial phone search may type. */
function digitRuns(digits: string): string[] {
  const runs = new Set<string>();
  for (let start = 0; start < digits.length; start += 1) {
    for (let end = start + 3; end <= digits.length; end += 1) runs.add(digits.slice(start, end));
  }
  return [...runs];
}
