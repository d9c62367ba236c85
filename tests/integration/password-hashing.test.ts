import crypto from "node:crypto";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ARGON2_PARAMS, hashPassword, verifyPassword } from "#app/server/password.server.ts";

const argon2 = promisify(crypto.argon2);
const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");

/** A PHC string computed here with node:crypto, independent of hashPassword. */
async function phc(password: string, params: { memory: number; passes: number; parallelism: number }) {
  const nonce = crypto.randomBytes(16);
  const tag = await argon2("argon2id", { message: password, nonce, tagLength: 32, ...params });
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${b64(nonce)}$${b64(tag)}`;
}

const PASSWORD = "Harbor-Light-42";

describe("hashPassword", () => {
  it("produces an argon2id PHC string with the OWASP parameters", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
    const [, , , , salt, digest] = hash.split("$");
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(digest ?? "", "base64")).toHaveLength(ARGON2_PARAMS.tagLength);
    expect(hash).not.toContain(PASSWORD);
    // Unpadded base64, as the PHC format asks.
    expect(salt).not.toContain("=");
    expect(digest).not.toContain("=");
  });

  it("salts every hash: the same password hashes differently twice", async () => {
    const [a, b] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(a).not.toBe(b);
    expect(a?.split("$")[4]).not.toBe(b?.split("$")[4]);
  });
});

describe("verifyPassword", () => {
  it("accepts the right password and refuses a wrong one", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: "Harbor-Light-43" })).toBe(false);
    expect(await verifyPassword({ hash, password: PASSWORD.toLowerCase() })).toBe(false);
    expect(await verifyPassword({ hash, password: "" })).toBe(false);
  });

  it("handles non-ASCII passwords", async () => {
    const password = "Pässwörd-Ünïcödé-✓";
    const hash = await hashPassword(password);
    expect(await verifyPassword({ hash, password })).toBe(true);
    expect(await verifyPassword({ hash, password: password.normalize("NFD") })).toBe(false);
  });

  it.each([
    "",
    "not-a-hash",
    "$2b$10$abcdefghijklmnopqrstuuJ3Jd4vG8d1L3Q6bA5bH1cZ2eK7nF9dW",
    "$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
    "$argon2id$v=16$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
    "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA",
    "$argon2id$v=19$m=19456,t=2$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
  ])("refuses a malformed hash %j", async (hash) => {
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
  });

  it.each([
    [
      "an impossible memory size",
      "$argon2id$v=19$m=1,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
    ],
    [
      "no passes",
      "$argon2id$v=19$m=19456,t=0,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
    ],
    ["a salt too short", "$argon2id$v=19$m=19456,t=2,p=1$c2Fs$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g"],
    ["a digest too short", "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGE"],
  ])("refuses a well-formed hash with %s instead of throwing", async (_what, hash) => {
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
  });

  it("reads the parameters from the hash, so hashes made with other parameters still verify", async () => {
    const params = { memory: 8_192, passes: 1, parallelism: 1 };
    const hash = await phc(PASSWORD, params);
    expect(hash.startsWith("$argon2id$v=19$m=8192,t=1,p=1$")).toBe(true);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: "Harbor-Light-43" })).toBe(false);
  });

  it("refuses a hash whose parameters were edited (they are part of what is verified)", async () => {
    const hash = await hashPassword(PASSWORD);
    const edited = hash.replace("$m=19456,", "$m=8192,");
    expect(edited).not.toBe(hash);
    expect(await verifyPassword({ hash: edited, password: PASSWORD })).toBe(false);
  });

  it("verifies a hash made by hashPassword against one made here with the same salt", async () => {
    const hash = await hashPassword(PASSWORD);
    const [, , , , salt] = hash.split("$");
    const tag = await argon2("argon2id", {
      message: PASSWORD,
      nonce: Buffer.from(salt ?? "", "base64"),
      memory: 19_456,
      passes: 2,
      parallelism: 1,
      tagLength: 32,
    });
    expect(hash.endsWith(`$${b64(tag)}`)).toBe(true);
  });
});
