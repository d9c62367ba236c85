// Applications Management at 100,000 applications (issue 10): seeds a fresh database with
// 100,000 applications and 300,000 debt accounts, then times the admin's reads as the
// server calls them (the data functions on the app's own database handle) and shows each
// statement's plan. Budget: p95 <= 100 ms on the embedded database, <= 50 ms on PostgreSQL.
// Usage: node bench/admin-applications.ts [--pglite] [--postgres URL] [--runs 50] [--warmup 5]
//          [--applications 100000] [--plans] [--index "create index ..."]...
// --pglite (the default) opens PGlite in a temporary folder, in its worker thread as the
// server does; --postgres creates a database of its own on that server and drops it at the
// end. --index adds an index by hand after the first measure and measures again (proposals).
// --plans prints whole plans instead of one line each; --keep leaves the database (its URL or
// folder is printed) for a closer look; --seed-only stops after seeding; --no-parallel sets
// max_parallel_workers_per_gather = 0 on the PostgreSQL bench database.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { ApplicationsQuery } from "../app/domain/admin/applications-query.ts";
import { type Database, openDatabase } from "../app/server/db.server.ts";
import {
  findApplicationDetailsForAdmin,
  findApplicationsPageForAdmin,
} from "../app/server/models/application/admin-reads.server.ts";
import {
  type Case,
  captureStatements,
  explain,
  explainGeneric,
  planCacheUse,
  planSummary,
  queryRows,
  time,
} from "./admin-applications-measure.ts";
import { seed } from "./admin-applications-seed.ts";
import { dashboardCases } from "./admin-dashboard-cases.ts";
import { benchCipher } from "./personal-data.ts";

const { values: options } = parseArgs({
  options: {
    pglite: { type: "boolean", default: false },
    postgres: { type: "string" },
    runs: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    applications: { type: "string", default: "100000" },
    plans: { type: "boolean", default: false },
    index: { type: "string", multiple: true, default: [] },
    keep: { type: "boolean", default: false },
    "seed-only": { type: "boolean", default: false },
    "no-parallel": { type: "boolean", default: false },
  },
});
const RUNS = Number(options.runs);
const WARMUP = Number(options.warmup);
const APPLICATIONS = Number(options.applications);
const USERS = Math.round(APPLICATIONS * 0.9);
const ROOT = path.resolve(import.meta.dirname, "..");
const write = (text = "") => process.stdout.write(`${text}\n`);

/** The id the seed gave application `n` (md5 of "application<n>" read as a UUID). */
function applicationId(n: number): string {
  const hex = crypto.createHash("md5").update(`application${n}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pageFound = (result: unknown) => {
  const { rows, total } = result as Awaited<ReturnType<typeof findApplicationsPageForAdmin>>;
  return `${rows.length} of ${total.toLocaleString("en-US")}`;
};

function listCase(name: string, query: Partial<ApplicationsQuery>): Case {
  const full: ApplicationsQuery = { search: "", filter: "all", page: 1, ...query };
  return { name, call: (db) => findApplicationsPageForAdmin(db, benchCipher, full), found: pageFound };
}

/** A real row's name and e-mail, so the selective searches find something. */
async function sampleRow(database: Database) {
  const [row] = await queryRows(
    database,
    "select first_name, last_name, email from applications where id = $1",
    [applicationId(Math.min(4242, APPLICATIONS))],
  );
  if (!row) throw new Error("the seeded application 4242 (or the last) is missing");
  const [local = ""] = String(row.email).split("@");
  return {
    fullName: `${row.first_name} ${row.last_name}`,
    emailFragment: local.split(".").slice(1).join("."),
  };
}

async function listCases(database: Database): Promise<Case[]> {
  const sample = await sampleRow(database);
  const deepPage = Math.max(1, Math.floor((APPLICATIONS / 20) * 0.8));
  return [
    listCase("first page", {}),
    listCase('name fragment "ovel"', { search: "ovel" }),
    listCase(`full name "${sample.fullName}"`, { search: sample.fullName }),
    listCase('e-mail fragment "@exam"', { search: "@exam" }),
    listCase(`e-mail fragment "${sample.emailFragment}"`, { search: sample.emailFragment }),
    listCase("status pending", { filter: "pending" }),
    listCase("status declined", { filter: "declined" }),
    listCase(`page ${deepPage.toLocaleString("en-US")}`, { page: deepPage }),
    listCase('"ovel" + declined', { search: "ovel", filter: "declined" }),
    listCase('"@exam" + pending, page 2', { search: "@exam", filter: "pending", page: 2 }),
    listCase('two letters "an" (no trigram)', { search: "an" }),
    listCase("pending, page 1,500", { filter: "pending", page: 1500 }),
    {
      name: "expanded row's details",
      call: (db, run) =>
        findApplicationDetailsForAdmin(db, benchCipher, applicationId(1 + ((run * 7919) % APPLICATIONS))),
      found: (result) =>
        `${(result as { debtAccounts: unknown[] } | null)?.debtAccounts.length ?? 0} accounts`,
    },
  ];
}

async function openFresh(kind: "pglite" | "postgres") {
  if (kind === "pglite") {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-bench-admin-"));
    const database = await openDatabase({ dataDir: folder, rootDir: ROOT });
    const drop = async () => fs.rmSync(folder, { recursive: true, force: true });
    return { database, folder, url: undefined, drop };
  }
  const serverUrl = options.postgres ?? "";
  const name = `harborline_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  // Parallel workers fight for the cores of a small shared machine: an option to see without.
  if (options["no-parallel"]) await admin(`alter database ${name} set max_parallel_workers_per_gather = 0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), rootDir: ROOT });
  const drop = () => admin(`drop database if exists ${name} with (force)`);
  return { database, folder: undefined, url: url.toString(), drop };
}

/**
 * VACUUM ANALYZE until every page of the seeded tables is marked all-visible (index-only
 * scans need it). A pass can leave them unmarked when a transaction that started before the
 * seed committed is still running (PostgreSQL's autovacuum analysing a table, say).
 */
async function vacuumAnalyze(database: Database): Promise<number> {
  for (let pass = 1; ; pass++) {
    await database.db.execute(sql`vacuum analyze`);
    const unmarked = await queryRows(
      database,
      "select relname from pg_class where relname in ('applications', 'debt_accounts', 'users') and relallvisible < relpages",
    );
    if (unmarked.length === 0 || pass === 5) return pass;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

function folderSize(folder: string): number {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => value.toFixed(1).padStart(7);

async function measure(database: Database, cases: Case[], budget: number): Promise<boolean> {
  let met = true;
  write(`${"case".padEnd(40)}    p50     p95     max  found`);
  for (const one of cases) {
    let result: unknown;
    const timing = await time(
      async (run) => {
        result = await one.call(database.db, run);
      },
      RUNS,
      WARMUP,
    );
    const ok = timing.p95 <= budget;
    met &&= ok;
    write(
      `${one.name.padEnd(40)}${ms(timing.p50)} ${ms(timing.p95)} ${ms(timing.max)}  ${one.found(result)}${ok ? "" : "  OVER BUDGET"}`,
    );
    const statements = await captureStatements(database, (db) => one.call(db, 0));
    for (const [i, statement] of statements.entries()) {
      const plan = await explain(database, statement);
      const cache = await planCacheUse(database, statement);
      const label = `    sql ${i + 1}${cache ? ` (${cache.generic} generic, ${cache.custom} custom plans so far)` : ""}: `;
      if (options.plans) write(`${label}${statement.sql}\n${plan.map((line) => `      ${line}`).join("\n")}`);
      else write(`${label}${planSummary(plan)}`);
      if (cache && cache.generic > 0)
        write(`      generic: ${planSummary(await explainGeneric(database, statement))}`);
    }
  }
  return met;
}

async function bench(kind: "pglite" | "postgres") {
  const budget = kind === "pglite" ? 100 : 50;
  write(`\n== ${kind === "pglite" ? "PGlite (worker thread, temporary folder)" : "PostgreSQL"} ==`);
  write(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} on ${os.availableParallelism()} cores`,
  );
  const { database, folder, url, drop } = await openFresh(kind);
  try {
    await database.migrate();
    const started = performance.now();
    const steps = await seed(database.db, { applications: APPLICATIONS, users: USERS });
    const seeded = performance.now();
    const passes = await vacuumAnalyze(database);
    const vacuumed = performance.now();
    const [counts] = await queryRows(
      database,
      "select (select count(*) from applications) a, (select count(*) from debt_accounts) d, (select count(*) from users) u, pg_database_size(current_database()) size, version() version",
    );
    write(String(counts?.version));
    write(
      `seeded ${counts?.a} applications, ${counts?.d} debt accounts, ${counts?.u} users in ${((seeded - started) / 1000).toFixed(1)} s (${steps.join(", ")}); VACUUM ANALYZE ${((vacuumed - seeded) / 1000).toFixed(1)} s (${passes} passes)`,
    );
    write(
      `database size ${mb(Number(counts?.size))}${folder ? `; folder on disk ${mb(folderSize(folder))} (write-ahead log ${mb(folderSize(path.join(folder, "pglite/pg_wal")))})` : ""}; RSS ${mb(process.memoryUsage().rss)}`,
    );
    if (options["seed-only"]) return;
    const cases = [...(await listCases(database)), ...(await dashboardCases(database))];
    write(`\n${RUNS} runs after ${WARMUP} warm-up runs each, ms; budget p95 <= ${budget} ms`);
    let met = await measure(database, cases, budget);
    for (const ddl of options.index) {
      const creating = performance.now();
      await database.db.execute(sql.raw(ddl));
      await database.db.execute(sql`analyze applications`);
      write(`\nwith ${ddl} (took ${((performance.now() - creating) / 1000).toFixed(1)} s)`);
    }
    if (options.index.length > 0) met = await measure(database, cases, budget);
    write(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    write(
      `\nRSS ${mb(process.memoryUsage().rss)}, peak ${mb(process.resourceUsage().maxRSS * 1024)}; budget ${met ? "met" : "MISSED"}`,
    );
  } finally {
    await database.close();
    if (options.keep) write(`kept: ${url ?? path.join(folder ?? "", "pglite")}`);
    else await drop();
  }
}

if (options.postgres === undefined || options.pglite) await bench("pglite");
if (options.postgres !== undefined) await bench("postgres");
