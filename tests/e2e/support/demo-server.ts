// The demonstration's server for tests/e2e/demo.spec.ts (playwright.demo.config.ts): `npm run
// demo`'s own script (scripts/demo.ts) on E2E_PORT, its data in .tmp, its output passed on, and
// the admin's password (the last line it prints) written to a file the spec reads. Playwright
// stops it by killing this process's group, which holds the child too.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { DEMO_DIR, DEMO_PASSWORD_FILE, E2E_PORT } from "./constants.ts";

fs.rmSync(DEMO_DIR, { recursive: true, force: true });
fs.mkdirSync(DEMO_DIR, { recursive: true });
const child = spawn(process.execPath, [path.resolve("scripts/demo.ts")], {
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: path.join(DEMO_DIR, "data") },
});
let last = "";
readline.createInterface({ input: child.stdout }).on("line", (line) => {
  process.stdout.write(`${line}\n`);
  if (last.includes("with this password:")) fs.writeFileSync(DEMO_PASSWORD_FILE, line);
  last = line;
});
child.on("exit", (code) => process.exit(code ?? 1));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
