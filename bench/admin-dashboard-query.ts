// The admin Dashboard's one query (findDashboardStatsForAdmin) on a database of N applications
// spread over the last 24 months, with its plan: the embedded database (in its worker thread,
// as the server runs it) or the PostgreSQL server in DATABASE_URL.
// Usage: node bench/admin-dashboard-query.ts [applications=100000] [runs=50]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE } from "#app/domain/time-zone.ts";
import { type Database, openDatabase } from "#app/server/db.server.ts";
import { findDashboardStatsForAdmin } from "#app/server/models/application/admin-stats.server.ts";
import { encryptedPick } from "./personal-data.ts";

const count = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 50);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "harborline-dashboard-"));

async function seed(database: Database) {
  const { db } = database;
  await db.execute(sql`truncate applications cascade`);
  await db.execute(sql`delete from users where email like '%@bench.example'`);
  await db.execute(sql`
    insert into users (name, first_name, last_name, email, phone)
    select 'Bench User', 'Bench', 'User', 'bench-' || g || '@bench.example', ${encryptedPick("users.phone", sql`g`)}
    from generate_series(1, ${Math.ceil(count / 2)}) as g`);
  // Statuses in proportion (60% pending, 25% approved, 10% declined, 5% cancelled); created
  // evenly over 24 months back from now; amounts with cents.
  await db.execute(sql`
    insert into applications (submission_id, status, debt_amount, debt_range, credit_score, first_name,
      last_name, email, phone, address, date_of_birth, ssn_last_four, employment_status, monthly_income,
      created_at)
    select gen_random_uuid(),
      case when g % 20 < 12 then 'pending' when g % 20 < 17 then 'approved'
           when g % 20 < 19 then 'declined' else 'cancelled' end,
      7500 + (g * 7919 % 9250000) / 100.0, '$7,500-$10,000', 'good', 'Bench', 'Applicant',
      'applicant-' || g || '@bench.example', ${encryptedPick("applications.phone", sql`g`)},
      ${encryptedPick("applications.address", sql`g`)}, ${encryptedPick("applications.date_of_birth", sql`g`)},
      ${encryptedPick("applications.ssn_last_four", sql`g`)}, 'employed',
      ${encryptedPick("applications.monthly_income", sql`g`)}, now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`vacuum analyze applications`);
  await db.execute(sql`vacuum analyze users`);
}

const database = await openDatabase({ databaseUrl, dataDir, rootDir: process.cwd() });
try {
  await database.migrate();
  await seed(database);
  const now = new Date();
  // The plan, with the statement the model sends (captured by asking it to explain instead).
  const explaining = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property !== "execute") return Reflect.get(target, property, receiver);
      return async (query: Parameters<typeof target.execute>[0]) => {
        const plan = (await target.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
          rows: { "QUERY PLAN": string }[];
        };
        process.stdout.write(`${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}\n`);
        return target.execute(query);
      };
    },
  });
  await findDashboardStatsForAdmin(explaining, { now, timeZone: DEFAULT_TIME_ZONE });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await findDashboardStatsForAdmin(database.db, { now, timeZone: DEFAULT_TIME_ZONE });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  process.stdout.write(
    `${database.kind}, ${count} applications: dashboard query median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${runs} runs\n`,
  );
} finally {
  await database.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
