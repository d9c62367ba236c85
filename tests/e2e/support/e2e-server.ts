// Starts the built server for the end-to-end tests: a fresh data folder, an admin made
// with the real create-admin code, a real SMTP server whose messages land in files, and a
// fixture endpoint on the next port that writes what no screen of the product writes yet.
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { createOrPromoteAdmin } from "#app/server/admin-bootstrap.server.ts";
import { openDatabase } from "#app/server/db.server.ts";
import { startSmtpCapture } from "#tests/support/smtp-capture.ts";
import { E2E_ADMIN, E2E_DIR, E2E_FIXTURE_PORT, E2E_MAIL_DIR, E2E_ORIGIN, E2E_PORT } from "./constants.ts";
import type * as FixtureServer from "./fixture-server.ts";

// The fixtures call the app's source (the server runs the build): a recipe that e-mails renders
// the layout, a .tsx module Node's own type stripping cannot load. So the fixtures' modules are
// loaded through tsx's loader, for them alone (the built server keeps Node's).
const { startFixtureServer } = (await tsImport(
  "./fixture-server.ts",
  import.meta.url,
)) as typeof FixtureServer;

fs.rmSync(E2E_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
const dataDir = path.join(E2E_DIR, "data");

let received = 0;
const smtp = await startSmtpCapture((raw) => {
  received += 1;
  fs.writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${received}.eml`), raw);
});

const database = await openDatabase({ dataDir, rootDir: process.cwd() });
await database.migrate();
const admin = await createOrPromoteAdmin(database.db, E2E_ADMIN);
if (!admin.ok) throw new Error(`could not create the e2e admin: ${admin.problems.join(", ")}`);
await database.close();

Object.assign(process.env, {
  NODE_ENV: "test",
  PORT: String(E2E_PORT),
  DATA_DIR: dataDir,
  PUBLIC_URL: E2E_ORIGIN,
  SMTP_URL: smtp.url,
  // info, so that request lines reach the log the canary reads (e2e-server-logged.ts).
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // Every test comes from 127.0.0.1: raise the per-address limits, keep the per-account one.
  SIGN_IN_LIMIT_PER_ADDRESS: "10000",
  SIGN_UP_LIMIT_PER_ADDRESS: "10000",
  // The payment processor's webhook is open (issue 23); the built-in simulator still runs.
  PROCESSOR_WEBHOOK_SECRET: "e2e-processor-webhook-secret-0123456789abcdef",
});
const { runningApp } = await import("../../../server.ts");
await startFixtureServer(runningApp().services, E2E_FIXTURE_PORT);
