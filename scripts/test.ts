// `npm test`: every check CI runs, in order, stopping at the first failure:
// lint, typecheck, unit and integration tests on PGlite, the integration tests again on
// PostgreSQL 15 beside the production build, and the end-to-end tests in Chromium.
import { spawn, spawnSync } from "node:child_process";
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
  const pgStart = spawnSync("bash", ["scripts/throwaway-postgres.sh", "start", pgFolder], {
    cwd: root,
    encoding: "utf8",
  });
  if (pgStart.status === 0) {
    databaseUrl = pgStart.stdout.trim();
    ownPostgres = true;
  } else {
    process.stderr.write(`Could not start a throw-away PostgreSQL: ${pgStart.stderr}\n`);
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

// Each runner also writes a JSON report, added up in the closing line.
const reports = path.join(root, ".tmp/reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitestReport = (name: string) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/${name}.json`,
];

const withoutDatabase = { TEST_DATABASE_URL: "" };
step("lint (biome)", "npx", ["biome", "check", "."]);
step("typecheck", "npm", ["run", "typecheck", "--silent"]);
step(
  "unit and integration tests (PGlite)",
  "npx",
  ["vitest", "run", ...vitestReport("vitest-pglite")],
  withoutDatabase,
);
if (!databaseUrl) {
  process.stderr.write(
    "\nThe PostgreSQL leg needs TEST_DATABASE_URL or the PostgreSQL 15 binaries (apt-get install postgresql-15).\n",
  );
  process.exit(1);
}
// The PostgreSQL leg runs beside the build: its files mostly wait for the server, the build
// mostly for one core, so together they take little more than the longer of the two. Its output
// is kept in a file and printed whole once the build is done, so the two never interleave.
// It runs at the lowest CPU priority (nice 19): the build's prerender asks its own server for
// every marketing page with a fixed 10-second limit per page, and on a two-core CI machine a
// busy test leg once starved that server past it and failed the build.
const pgLog = path.join(reports, "vitest-postgres.log");
const pgName = "integration tests (PostgreSQL 15, beside the build)";
const pgStarted = Date.now();
const pgLeg = new Promise<number>((resolve) => {
  const out = fs.openSync(pgLog, "w");
  const child = spawn(
    "nice",
    ["-n", "19", "npx", "vitest", "run", "--project", "integration", ...vitestReport("vitest-postgres")],
    {
      cwd: root,
      stdio: ["ignore", out, out],
      env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
    },
  );
  child.on("exit", (code) => {
    fs.closeSync(out);
    resolve(code ?? 1);
  });
});
step("build", "npm", ["run", "build", "--silent"]);
process.stdout.write(`\n=== ${pgName}\n`);
const pgStatus = await pgLeg;
process.stdout.write(fs.readFileSync(pgLog, "utf8"));
const pgSeconds = ((Date.now() - pgStarted) / 1000).toFixed(1);
timings.push(`${pgName}: ${pgSeconds} s`);
if (pgStatus !== 0) {
  process.stdout.write(`\n${pgName} failed (${pgSeconds} s).\n`);
  stopPostgres();
  process.exit(pgStatus);
}
// The end-to-end tests also start a server on PostgreSQL (tests/e2e/server-lifecycle.spec.ts).
step("end-to-end tests (Chromium)", "npx", ["playwright", "test"], {
  TEST_DATABASE_URL: databaseUrl,
  PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/playwright.json`,
});
// The demonstration (`npm run demo`): its own server in demo mode, its own configuration.
step(
  "the demonstration, end to end (Chromium)",
  "npx",
  ["playwright", "test", "--config", "playwright.demo.config.ts"],
  {
    PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/playwright-demo.json`,
  },
);
stopPostgres();

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(reports, file), "utf8")) as Record<string, unknown>;
}
let passed = 0;
let failed = 0;
for (const file of ["vitest-pglite.json", "vitest-postgres.json"]) {
  const report = readJson(file);
  passed += Number(report.numPassedTests);
  failed += Number(report.numFailedTests);
}
const e2e = readJson("playwright.json").stats as Record<string, number>;
const demoRun = readJson("playwright-demo.json").stats as Record<string, number>;
passed += Number(e2e.expected) + Number(e2e.flaky) + Number(demoRun.expected) + Number(demoRun.flaky);
failed += Number(e2e.unexpected) + Number(demoRun.unexpected);

process.stdout.write(
  `\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s:\n  ${timings.join("\n  ")}\n\n`,
);
const flaky = Number(e2e.flaky) + Number(demoRun.flaky);
process.stdout.write(
  `${passed} passed, ${failed} failed${flaky > 0 ? ` (${flaky} end-to-end tests passed only on their retry: see "flaky" above)` : ""}\n`,
);
if (failed > 0 || passed === 0) process.exit(1);
