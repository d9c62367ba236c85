// The customer list at 100,000 customers (issue 45): seeds a fresh database (PGlite by default, or
// a database of its own on the PostgreSQL server given by --postgres, DATABASE_URL or
// TEST_DATABASE_URL) with 100,000 customers (users with applications), 300,000 notes and calls and
// 50,000 tasks, then times the list's read as the page calls it (findCustomersPage) and the
// work queue's "My tasks" (myTasks): the first page, a deep page by its keyset cursor, searches
// by name, e-mail, a note's rare and common words, and prints p50/p95/p99 of each and its plan.
// Budget: p95 <= 50 ms on PostgreSQL.
// Usage: node bench/customers-list.ts [--postgres URL] [--runs 100] [--customers 100000] [--keep]

import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { CustomersQuery } from "../app/domain/admin/customers-query.ts";
import { type Database, openDatabase } from "../app/server/db.server.ts";
import { findCustomersPage } from "../app/server/models/operator/customers.server.ts";
import { myTasks } from "../app/server/models/operator/tasks.server.ts";
import { seed } from "./admin-applications-seed.ts";
import { openFreshDatabase } from "./fresh-database.ts";
import { benchCipher } from "./personal-data.ts";

const { values: options } = parseArgs({
  options: {
    postgres: { type: "string" },
    pglite: { type: "boolean", default: false },
    runs: { type: "string", default: "100" },
    warmup: { type: "string", default: "5" },
    customers: { type: "string", default: "100000" },
    keep: { type: "boolean", default: false },
    /** A database this bench seeded and kept (--keep): measured again without seeding. */
    seeded: { type: "string" },
  },
});
const RUNS = Number(options.runs);
const WARMUP = Number(options.warmup);
const CUSTOMERS = Number(options.customers);
const ROOT = path.resolve(import.meta.dirname, "..");
const write = (text = "") => process.stdout.write(`${text}\n`);
const postgresUrl = options.pglite
  ? undefined
  : (options.postgres ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL);

const NOTE_WORDS = `called about the deposit schedule asked for a statement promised to deposit on friday
 wants to settle the card first left a voicemail about the offer prefers e-mail over calls moving house next
 month lost the job in october spouse handles the finances asked how fees work creditor sent a letter`.split(
  /\s+/,
);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function seedOperator(database: Database): Promise<{ admins: string[] }> {
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.17)`);
    // Five admins (users without applications).
    await tx.execute(sql`
      insert into users (id, name, email, email_verified, first_name, last_name, created_at, updated_at)
      select md5('admin' || a)::uuid, 'Admin ' || a, 'admin' || a || '@harborline.test', true, 'Admin', 'Number' || a, now(), now()
      from generate_series(1, 5) a`);
    await tx.execute(
      sql`insert into admin_users (id) select md5('admin' || a)::uuid from generate_series(1, 5) a`,
    );
    const words = sql.raw(`array[${NOTE_WORDS.map((word) => `'${word}'`).join(",")}]`);
    // Three notes or calls per customer on average, of 6 to 20 words; 12 of them say "Zanzibar".
    await tx.execute(sql`
      insert into customer_notes (customer_id, author_id, author_email, kind, body, pinned, call_direction, call_outcome, call_at, created_at)
      select md5('user' || (1 + floor(random() * ${CUSTOMERS})::int))::uuid, md5('admin' || (1 + n % 5))::uuid,
        'admin' || (1 + n % 5) || '@harborline.test',
        case when n % 3 = 0 then 'call' else 'note' end,
        (select string_agg((${words})[1 + floor(random() * ${NOTE_WORDS.length})::int], ' ')
           from generate_series(1, 6 + (n % 15)) w where n > 0)
          || case when n % 25000 = 7 then ' Zanzibar' else '' end,
        n % 3 <> 0 and n % 50 = 1,
        case when n % 3 = 0 then 'outbound' end, case when n % 3 = 0 then 'reached' end,
        case when n % 3 = 0 then now() - random() * interval '300 days' end,
        now() - random() * interval '300 days'
      from generate_series(1, ${CUSTOMERS * 3}) n`);
    // Tasks: one customer in two has one; one in five open tasks overdue.
    await tx.execute(sql`
      insert into admin_tasks (customer_id, title, due_on, assignee_id, created_by_email, status, completed_at, completed_by_email, created_at)
      select md5('user' || (2 * n))::uuid, 'Follow up ' || n, current_date + (floor(random() * 60)::int - 12),
        md5('admin' || (1 + n % 5))::uuid, 'admin1@harborline.test',
        case when n % 4 = 0 then 'done' else 'open' end,
        case when n % 4 = 0 then now() end, case when n % 4 = 0 then 'admin1@harborline.test' end, now()
      from generate_series(1, ${Math.floor(CUSTOMERS / 2)}) n`);
  });
  return { admins: [1, 2, 3, 4, 5].map((a) => a.toString()) };
}

/** A statement's rows, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(database: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function measure(name: string, run: () => Promise<unknown>, found: (result: unknown) => string) {
  let result: unknown;
  for (let i = 0; i < WARMUP; i += 1) result = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
  write(
    `${name.padEnd(44)} p50 ${p50?.padStart(6)} ms  p95 ${p95?.padStart(6)} ms  p99 ${p99?.padStart(6)} ms  (${found(result)})`,
  );
  return Number(p95);
}

async function main() {
  const engine = options.seeded || postgresUrl ? "PostgreSQL" : "PGlite";
  write(
    `Customer list bench on ${engine}: ${CUSTOMERS.toLocaleString("en-US")} customers, ${RUNS} runs each`,
  );
  const { database, drop } = options.seeded
    ? {
        database: await openDatabase({ databaseUrl: options.seeded, rootDir: ROOT }),
        drop: async () => {},
      }
    : await openFreshDatabase("customers", postgresUrl);
  try {
    await database.migrate();
    if (!options.seeded) {
      const started = performance.now();
      await seed(database.db, { applications: Math.round(CUSTOMERS * 1.2), users: CUSTOMERS });
      await seedOperator(database);
      await database.db.execute(sql`vacuum analyze`);
      write(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const [person] = await rowsOf<{ first_name: string; last_name: string; email: string }>(
      database,
      sql`select first_name, last_name, email from users where id in (select user_id from applications) order by id limit 1`,
    );
    const page = (query: Partial<CustomersQuery>) => () =>
      findCustomersPage(database.db, benchCipher, { search: "", after: null, ...query });
    const pageFound = (result: unknown) => {
      const { rows: shown, more } = result as Awaited<ReturnType<typeof findCustomersPage>>;
      return `${shown.length} rows${more ? ", more" : ""}`;
    };
    // A cursor halfway down the list.
    const [middle] = await rowsOf<{ created_at: string; id: string }>(
      database,
      sql`select to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') created_at, u.id::text id
        from users u where exists (select 1 from applications a where a.user_id = u.id)
        order by u.created_at desc, u.id desc offset ${Math.floor(CUSTOMERS / 2)} limit 1`,
    );
    const results: [string, number][] = [];
    const add = async (name: string, run: () => Promise<unknown>, found: (result: unknown) => string) =>
      results.push([name, await measure(name, run, found)]);
    await add("list, first page", page({}), pageFound);
    if (middle)
      await add(
        "list, halfway down (keyset cursor)",
        page({ after: { createdAt: middle.created_at, id: middle.id } }),
        pageFound,
      );
    await add('search a name fragment ("lovel")', page({ search: "lovel" }), pageFound);
    if (person) await add("search one e-mail", page({ search: person.email }), pageFound);
    if (person)
      await add(
        `search a full name ("${person.first_name} ${person.last_name}")`,
        page({ search: `${person.first_name} ${person.last_name}` }),
        pageFound,
      );
    await add('search a note\'s rare word ("zanzibar")', page({ search: "zanzibar" }), pageFound);
    await add('search a note\'s common words ("voicemail")', page({ search: "voicemail" }), pageFound);
    await add('search a phone fragment ("555")', page({ search: "555" }), pageFound);
    const [admin] = await rowsOf<{ id: string }>(database, sql`select md5('admin1')::uuid::text id`);
    if (admin)
      await add(
        "myTasks (one admin's open tasks)",
        () => myTasks(database.db, admin.id, new Date()),
        (result) => `${(result as unknown[]).length} rows`,
      );
    const worst = Math.max(...results.map(([, p95]) => p95));
    write(
      `worst p95: ${worst.toFixed(1)} ms (budget 50 ms on PostgreSQL): ${worst <= 50 ? "within" : "OVER"}`,
    );
  } finally {
    await database.close();
    if (options.keep && !options.seeded)
      write(
        "kept the database: a harborline_bench_* database on that server (measure it again with --seeded <its URL>)",
      );
    else await drop();
  }
}

await main();
