import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveDataCipher } from "#app/server/data-key.server.ts";
import { readEnv } from "#app/server/env.server.ts";

// Where the data key comes from (docs/decisions/0028): the variable, or a file generated once
// into DATA_DIR on the embedded database; required in production with DATABASE_URL.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-data-key-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the data key", () => {
  it("is required in production with DATABASE_URL, like AUTH_SECRET", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://app@db.example/harborline",
      AUTH_SECRET: "x".repeat(40),
    };
    expect(() => readEnv(production)).toThrow("DATA_ENCRYPTION_KEY must be set in production");
    const key = crypto.randomBytes(32).toString("base64");
    // The document-signing pair is required there too (issue 44): given, so only the data key is at stake.
    const signing = { DOCUMENT_SIGNING_KEY: "a key", DOCUMENT_SIGNING_CERTIFICATE: "its certificate" };
    expect(readEnv({ ...production, ...signing, DATA_ENCRYPTION_KEY: key }).dataEncryptionKey).toBe(key);
  });

  it("is generated once into DATA_DIR (mode 0600) on the embedded database, and kept", () => {
    const first = resolveDataCipher(readEnv({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, "data-encryption-key");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = first.encrypt("users.phone", "5551234567");
    const again = resolveDataCipher(readEnv({ DATA_DIR: dataDir }));
    expect(again.decrypt("users.phone", stored)).toBe("5551234567");
  });

  it("comes from DATA_ENCRYPTION_KEY when set, whatever DATA_DIR holds", () => {
    const key = crypto.randomBytes(32).toString("base64");
    const cipher = resolveDataCipher(readEnv({ DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: `main:${key}` }));
    expect(cipher.currentKeyId).toBe("main");
    expect(() => resolveDataCipher(readEnv({ DATA_ENCRYPTION_KEY: "short" }))).toThrow("is not 32 bytes");
  });
});
