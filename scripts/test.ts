// `npm test`: every check CI runs, in order, stopping at the first failure:
// lint, typecheck, unit and integration tests on PGlite, the integration tests again on
// PostgreSQL 15, the production build, and the end-to-end tests in Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const started = Date.now();
const timings: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const t = Date.now();
  process.stdout.write(`\n=== ${name}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    process.stdout.write(`\n${name} failed (${seconds} s).\n`);
    stopPostgres();
    process.exit(result.status ?? 1);
  }
}

if (!process.version.startsWith("v24.")) {
  process.stderr.write(
    `npm test needs Node 24 (the project's own, from node_modules); this is ${process.version}.\n`,
  );
  process.exit(1);
}

// The PostgreSQL leg: CI passes TEST_DATABASE_URL; otherwise start a throw-away server
// when the PostgreSQL 15 binaries are installed.
const pgFolder = path.join(root, ".tmp/postgres");
let ownPostgres = false;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && fs.existsSync("/usr/lib/postgresql/15/bin/initdb")) {
  const started = spawnSync("bash", ["scripts/throwaway-postgres.sh", "start", pgFolder], {
    cwd: root,
    encoding: "utf8",
  });
  if (started.status === 0) {
    databaseUrl = started.stdout.trim();
    ownPostgres = true;
  } else {
    process.stderr.write(`Could not start a throw-away PostgreSQL: ${started.stderr}\n`);
    process.exit(1);
  }
}
function stopPostgres() {
  if (ownPostgres) spawnSync("bash", ["scripts/throwaway-postgres.sh", "stop", pgFolder], { cwd: root });
}
process.on("SIGINT", () => {
  stopPostgres();
  process.exit(130);
});

const withoutDatabase = { TEST_DATABASE_URL: "" };
step("lint (biome)", "npx", ["biome", "check", "."]);
step("typecheck", "npm", ["run", "typecheck", "--silent"]);
step("unit and integration tests (PGlite)", "npx", ["vitest", "run"], withoutDatabase);
if (databaseUrl) {
  step("integration tests (PostgreSQL 15)", "npx", ["vitest", "run", "--project", "integration"], {
    TEST_DATABASE_URL: databaseUrl,
  });
} else {
  process.stdout.write(
    "\n=== integration tests (PostgreSQL 15): skipped, no TEST_DATABASE_URL and no PostgreSQL 15 binaries\n",
  );
  if (process.env.CI) process.exit(1);
}
stopPostgres();
step("build", "npm", ["run", "build", "--silent"]);
step("end-to-end tests (Chromium)", "npx", ["playwright", "test"]);

process.stdout.write(
  `\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s:\n  ${timings.join("\n  ")}\n`,
);
