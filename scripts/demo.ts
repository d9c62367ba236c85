// `npm run demo`: a populated demonstration (issue 45, docs/decisions/0069). Builds when stale,
// then starts the server in demo mode (`--demo`, which only this script passes) on the embedded
// database in ./data-demo (DATA_DIR to choose another; never ./data), made afresh each time:
// about 25 customers at every stage with months of history, and an admin page (/admin/demo) whose
// clock moves the program's days ahead. `--keep` starts again on the demo data already there.
import fs from "node:fs";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.ts";

const root = path.resolve(import.meta.dirname, "..");
/** Marks a folder made by this script: the only kind it ever removes. */
const MARKER = ".harborline-demo";

function fail(message: string): never {
  process.stderr.write(`\nnpm run demo: ${message}\n\n`);
  process.exit(1);
}

if (process.env.DATABASE_URL) fail("the demonstration runs on the embedded database: unset DATABASE_URL.");
const dataDir = path.resolve(root, process.env.DATA_DIR || "data-demo");
if (dataDir === path.resolve(root, "data"))
  fail("the demonstration never uses ./data: choose another DATA_DIR.");
const keep = process.argv.includes("--keep");
const marked = fs.existsSync(path.join(dataDir, MARKER));
if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0 && !marked) {
  fail(`${dataDir} holds data this script did not make: choose another DATA_DIR.`);
}
if (!(keep && marked)) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, MARKER), "Made by npm run demo; removed by it at its next start.\n");
}

buildIfStale();
// Quiet logs by default, so that the admin's password stays the last line printed.
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PAYMENT_PROCESSOR: "simulated",
  LOG_LEVEL: process.env.LOG_LEVEL || "warn",
});
process.argv.push("--demo");
await import("../server.ts");
