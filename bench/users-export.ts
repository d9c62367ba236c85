import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { UsersQuery } from "../app/domain/admin/users-query.ts";
import { DEFAULT_TIME_ZONE } from "../app/domain/time-zone.ts";
import { findUsersPageForAdmin } from "../app/server/models/user/admin-reads.server.ts";
import { usersCsvStream } from "../app/server/users-export.server.ts";
import { seed } from "./admin-applications-seed.ts";
import { openFreshDatabase } from "./fresh-database.ts";
import { benchCipher } from "./personal-data.ts";
import { median } from "./support.ts";

const { values: options } = parseArgs({
  options: {
    postgres: { type: "string" },
    users: { type: "string", default: "100000" },
    runs: { type: "string", default: "3" },
  },
});
const USERS = Number(options.users);
const RUNS = Number(options.runs);
const _ROOT = path.resolve(import.meta.dirname, "..");
const write = (text = "") => process.stdout.write(`${text}\n`);

async function openFresh() {
  const { database, drop } = await openFreshDatabase("users", options.postgres);
  return { database, drop, label: options.postgres ? "PostgreSQL" : "PGlite" };
}

async function timeExport(db: Parameters<typeof usersCsvStream>[0], query: UsersQuery["filter"]) {
  const started = performance.now();
  const stream = await usersCsvStream(db, {
    cipher: benchCipher,
    query: { search: "", filter: query },
    timeZone: DEFAULT_TIME_ZONE,
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of stream) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { ms: performance.now() - started, bytes, rows: lines - 1 };
}

const { database, label, drop } = await openFresh();
try {
  await database.migrate();
  const started = performance.now();
  const steps = await seed(database.db, { users: USERS, applications: USERS });
  await database.db.execute(sql`insert into admin_users (id) select id from users order by id limit 50`);
  await database.db.execute(sql`vacuum analyze`);
  write(
    `${label}: seeded ${USERS.toLocaleString("en-US")} users in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps.join(", ")})`,
  );
  const memory = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB resident`;

  write("\nExport Users (whole file read, median of runs after one warm-up):");
  for (const filter of ["all", "with-applications", "admins"] as const) {
    await timeExport(database.db, filter);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await timeExport(database.db, filter));
    const last = runs.at(-1);
    write(
      `  ${filter.padEnd(18)} ${median(runs.map((r) => r.ms))
        .toFixed(0)
        .padStart(
          6,
        )} ms  ${last?.rows.toLocaleString("en-US")} rows, ${((last?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MiB; ${memory()}`,
    );
  }

  write("\nUser Management list (findUsersPageForAdmin, median of 20 after 3 warm-ups):");
  const cases: [string, UsersQuery][] = [
    ["first page", { search: "", filter: "all", page: 1 }],
    ['search "ovel"', { search: "ovel", filter: "all", page: 1 }],
    ['search "@exam"', { search: "@exam", filter: "all", page: 1 }],
    ['phone "555"', { search: "555", filter: "all", page: 1 }],
    ["admins", { search: "", filter: "admins", page: 1 }],
    ["regular, page 2", { search: "", filter: "regular", page: 2 }],
    ["with applications", { search: "", filter: "with-applications", page: 1 }],
    [
      `page ${Math.floor(USERS / 20 / 1.25)}`,
      { search: "", filter: "all", page: Math.floor(USERS / 20 / 1.25) },
    ],
  ];
  for (const [name, query] of cases) {
    const times = [];
    let found = "";
    for (let i = 0; i < 23; i += 1) {
      const t = performance.now();
      const page = await findUsersPageForAdmin(database.db, benchCipher, query);
      if (i >= 3) times.push(performance.now() - t);
      found = `${page.rows.length} of ${page.matching.toLocaleString("en-US")}`;
    }
    write(`  ${name.padEnd(18)} ${median(times).toFixed(1).padStart(7)} ms  ${found}`);
  }
} finally {
  await database.close();
  await drop();
}
