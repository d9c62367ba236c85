import path from "node:path";

/** E2E_PORT lets two runs share a machine (each gets its own server and folder). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
/** The e2e server's fixture endpoint (tests/e2e/support/fixture-server.ts), loopback only. */
export const E2E_FIXTURE_PORT = E2E_PORT + 1;
/** Everything the e2e server writes: its data folder and the e-mails it sent. */
export const E2E_DIR = path.resolve(`.tmp/e2e-${E2E_PORT}`);
export const E2E_MAIL_DIR = path.join(E2E_DIR, "mail");
/** Test-only credentials of the admin the e2e server creates before it starts. */
export const E2E_ADMIN = { email: "e2e-admin@harborline.example", password: "Lighthouse-Keeper-42!" };
/** The password of every test user the e2e tests make (sign-ups and personas). */
export const PASSWORD = "Harbor-Light-42";
/**
 * The e2e server's whole log, at info (e2e-server-logged.ts), and the personal values typed
 * during the run (typed-values.ts): the log canary (log-canary.ts) looks for the second in the first.
 * Beside E2E_DIR, which the server empties when it starts.
 */
export const E2E_LOG_FILE = path.resolve(`.tmp/e2e-${E2E_PORT}-server.log`);
export const E2E_TYPED_FILE = path.resolve(`.tmp/e2e-${E2E_PORT}-typed.jsonl`);
/** The demonstration's server (tests/e2e/demo.spec.ts): its data, and the admin password it printed. */
export const DEMO_DIR = path.resolve(`.tmp/demo-${E2E_PORT}`);
export const DEMO_PASSWORD_FILE = path.join(DEMO_DIR, "admin-password");
