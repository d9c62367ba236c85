import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DataCipher,
  DataCipherError,
  keyFingerprint,
  parseDataKeys,
} from "#app/server/data-cipher.server.ts";

const keyA = crypto.randomBytes(32);
const keyB = crypto.randomBytes(32);
const cipherA = new DataCipher([{ id: "a", key: keyA }]);

describe("the data cipher (AES-256-GCM, docs/decisions/0028)", () => {
  it("round-trips a value, in the v1 format with its key id, a new IV each time", () => {
    const stored = cipherA.encrypt("applications.address", "1 Harbor Way, Springfield");
    expect(stored).toMatch(/^v1:a:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain("Harbor");
    expect(cipherA.decrypt("applications.address", stored)).toBe("1 Harbor Way, Springfield");
    expect(cipherA.encrypt("applications.address", "1 Harbor Way, Springfield")).not.toBe(stored);
    expect(cipherA.decrypt("applications.phone", cipherA.encrypt("applications.phone", ""))).toBe("");
  });

  it("refuses a value altered in any part", () => {
    const stored = cipherA.encrypt("applications.ssn_last_four", "1234");
    const parts = stored.split(":");
    for (const index of [2, 3, 4]) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[index] as string, "base64url");
      bytes[0] = (bytes[0] as number) ^ 1;
      altered[index] = bytes.toString("base64url");
      expect(() => cipherA.decrypt("applications.ssn_last_four", altered.join(":"))).toThrow(DataCipherError);
    }
  });

  it("refuses a value moved to another column (associated data)", () => {
    const ssn = cipherA.encrypt("applications.ssn_last_four", "1234");
    expect(() => cipherA.decrypt("applications.phone", ssn)).toThrow(/failed authentication/);
    const phone = cipherA.encrypt("users.phone", "5551234567");
    expect(() => cipherA.decrypt("applications.phone", phone)).toThrow(DataCipherError);
  });

  it("says clearly when the key of a value is unknown, without the value", () => {
    const stored = new DataCipher([{ id: "b", key: keyB }]).encrypt("users.phone", "5551234567");
    expect(() => cipherA.decrypt("users.phone", stored)).toThrow(
      'users.phone: the value was encrypted with key "b", which DATA_ENCRYPTION_KEY does not hold',
    );
    expect(() => cipherA.decrypt("users.phone", "5551234567")).toThrow(/not in the v1 format/);
  });

  it("decrypts with every key of the ring and encrypts with the first", () => {
    const old = cipherA.encrypt("applications.monthly_income", "4200.00");
    const ring = new DataCipher([
      { id: "b", key: keyB },
      { id: "a", key: keyA },
    ]);
    expect(ring.decrypt("applications.monthly_income", old)).toBe("4200.00");
    expect(ring.isCurrent(old)).toBe(false);
    const fresh = ring.encrypt("applications.monthly_income", "4200.00");
    expect(fresh.split(":")[1]).toBe("b");
    expect(ring.isCurrent(fresh)).toBe(true);
    expect(DataCipher.isEncrypted(fresh)).toBe(true);
    expect(DataCipher.isEncrypted("4200.00")).toBe(false);
  });

  it("reads DATA_ENCRYPTION_KEY: one bare key (id = fingerprint) or id:key pairs, first current", () => {
    const [only] = parseDataKeys(keyA.toString("base64"));
    expect(only?.id).toBe(keyFingerprint(keyA));
    expect(only?.key.equals(keyA)).toBe(true);
    const ring = parseDataKeys(`new:${keyB.toString("base64url")}, old:${keyA.toString("base64")}`);
    expect(ring.map((k) => k.id)).toEqual(["new", "old"]);
    const secret = crypto.randomBytes(16).toString("base64");
    expect(() => parseDataKeys(secret)).toThrow("key 1 is not 32 bytes");
    try {
      parseDataKeys(`x:${secret}`);
    } catch (error) {
      expect(String(error)).not.toContain(secret);
    }
    expect(() => parseDataKeys(`a:${keyA.toString("base64")},a:${keyB.toString("base64")}`)).toThrow(
      "two keys have the same id",
    );
    expect(() => parseDataKeys(`a b:${keyA.toString("base64")}`)).toThrow(/has an id other than/);
    expect(() => parseDataKeys(" , ")).toThrow("holds no key");
  });

  it("makes search tokens: every run of 3+ digits when stored, the search's own under every key", () => {
    const stored = cipherA.searchTokens("users.phone", "2125550142", { stored: true });
    expect(stored).toHaveLength(36);
    for (const token of stored) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Keyed digests, never the digits. Read under a fixed key: under a random one, a digest's
    // random characters held "212" about once in two hundred runs.
    const fixed = new DataCipher([{ id: "a", key: Buffer.alloc(32, 7) }]);
    const digests = fixed.searchTokens("users.phone", "2125550142", { stored: true }).join(" ");
    expect(digests).not.toMatch(/212|555|0142/);
    const [search] = cipherA.searchTokens("users.phone", "21255501", { stored: false });
    expect(stored).toContain(search);
    const [miss] = cipherA.searchTokens("users.phone", "21255599", { stored: false });
    expect(stored).not.toContain(miss);
    const ring = new DataCipher([
      { id: "b", key: keyB },
      { id: "a", key: keyA },
    ]);
    expect(ring.searchTokens("users.phone", "555", { stored: false })).toHaveLength(2);
    expect(ring.searchTokens("users.phone", "555", { stored: false })).toContain(
      cipherA.searchTokens("users.phone", "555", { stored: false })[0],
    );
  });
});
