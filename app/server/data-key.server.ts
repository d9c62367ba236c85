import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DataCipher, parseDataKeys } from "./data-cipher.server.ts";
import type { Env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/**
 * The cipher of personal data at rest (docs/decisions/0028), as the auth secret is resolved
 * (secret.server.ts): DATA_ENCRYPTION_KEY wins; on the embedded database a random key is made
 * once and kept beside the data in `data-encryption-key` (mode 0600, the same format as the
 * variable, so a new key can be put in front of it to rotate). Never logged.
 */
export function resolveDataCipher(env: Env): DataCipher {
  if (env.dataEncryptionKey) return new DataCipher(parseDataKeys(env.dataEncryptionKey));
  if (env.databaseUrl) {
    logger.warn("DATA_ENCRYPTION_KEY is not set: using a development-only key (set it before deploying)");
    const key = crypto.createHash("sha256").update(`harborline-dev-data-key:${env.databaseUrl}`).digest();
    return new DataCipher([{ id: "dev", key }]);
  }
  const file = path.join(env.dataDir, "data-encryption-key");
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
    text = crypto.randomBytes(32).toString("base64");
    fs.writeFileSync(file, `${text}\n`, { mode: 0o600, flag: "wx" });
  }
  return new DataCipher(parseDataKeys(text));
}
