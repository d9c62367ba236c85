// The e2e server (e2e-server.ts) in a child process at LOG_LEVEL=info, its whole log kept in
// E2E_LOG_FILE for the log canary (log-canary.ts). Only warnings, errors and lines that are not
// JSON reach this process's output (Playwright shows them), so the request lines do not flood it.
// Playwright stops the server by killing this process's group, which holds the child too.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { E2E_LOG_FILE, E2E_TYPED_FILE } from "./constants.ts";

fs.mkdirSync(path.dirname(E2E_LOG_FILE), { recursive: true });
// A new run: no log and no values from the last one.
fs.writeFileSync(E2E_LOG_FILE, "");
fs.writeFileSync(E2E_TYPED_FILE, "");
const logFile = fs.openSync(E2E_LOG_FILE, "a");

const child = spawn(
  process.execPath,
  [...process.execArgv, path.join(import.meta.dirname, "e2e-server.ts")],
  {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LOG_LEVEL: "info" },
  },
);

/** pino's numeric levels: 40 is warn. */
function shown(line: string): boolean {
  try {
    const { level } = JSON.parse(line) as { level?: unknown };
    return typeof level !== "number" || level >= 40;
  } catch {
    return true;
  }
}

for (const [input, output] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  readline.createInterface({ input }).on("line", (line) => {
    fs.writeSync(logFile, `${line}\n`);
    if (shown(line)) output.write(`${line}\n`);
  });
}

child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
