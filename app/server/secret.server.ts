import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/**
 * The signing secret for sessions and tokens. AUTH_SECRET wins; on the embedded
 * database a random one is made once and kept beside the data (mode 0600), so a
 * fresh checkout needs no configuration and no secret is ever committed.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.authSecret) return env.authSecret;
  if (env.databaseUrl) {
    logger.warn("AUTH_SECRET is not set: using a development-only secret (set it before deploying)");
    return crypto.createHash("sha256").update(`harborline-dev:${env.databaseUrl}`).digest("hex");
  }
  const file = path.join(env.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
