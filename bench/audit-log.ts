import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { type AuditLogQuery, EMPTY_AUDIT_LOG_QUERY } from "../app/domain/admin/audit-log-query.ts";
import type { Database } from "../app/server/db.server.ts";
import { findAuditLogPage } from "../app/server/models/audit-log.server.ts";
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
import { openFreshDatabase } from "./fresh-database.ts";

const { values: options } = parseArgs({
  options: {
    pglite: { type: "boolean", default: false },
    postgres: { type: "string" },
    entries: { type: "string", default: "300000" },
    runs: { type: "string", default: "30" },
    warmup: { type: "string", default: "5" },
    plans: { type: "boolean", default: false },
    index: { type: "string", multiple: true, default: [] },
  },
});
const ENTRIES = Number(options.entries);
const write = (text = "") => process.stdout.write(`${text}\n`);

/**
 * `ENTRIES` rows over two years, in runs of three sharing one moment. 90% application
 * decisions on 100,000 applications, 9% debt-account edits, then users; 12 two_factor_disabled
 * and 5 settings_updated in all; no user_deleted.
 */
async function seed(database: Database) {
  await database.db.execute(sql`
    insert into audit_log (actor_email, action, target_type, target_id, before, after, created_at)
    select 'admin' || (n % 7) || '@bench.example',
      case when n % 25000 = 1 then 'two_factor_disabled'
           when n % 60000 = 2 then 'settings_updated'
           when n % 100 < 90 then (array['application_approved','enrollment_approved','negotiations_approved','application_completed','application_declined'])[1 + n % 5]
           when n % 100 < 99 then 'debt_account_updated'
           else 'user_updated' end,
      case when n % 25000 = 1 then 'user'
           when n % 60000 = 2 then 'settings'
           when n % 100 < 90 then 'application'
           when n % 100 < 99 then 'debt_account'
           else 'user' end,
      case when n % 60000 = 2 then 'site'
           else md5('target' || (n % 100000))::uuid::text end,
      jsonb_build_object('status', 'pending', 'updatedAt', now()::text),
      jsonb_build_object('status', 'approved', 'updatedAt', now()::text),
      timestamptz '2025-01-01' + ((n / 3) * interval '631 milliseconds')
    from generate_series(1, ${ENTRIES}) as n`);
  await database.db.execute(sql`vacuum analyze audit_log`);
}

function pageCase(name: string, query: Partial<AuditLogQuery>): Case {
  const full: AuditLogQuery = { ...EMPTY_AUDIT_LOG_QUERY, ...query };
  return {
    name,
    call: (db) => findAuditLogPage(db, full),
    found: (result) => {
      const page = result as Awaited<ReturnType<typeof findAuditLogPage>>;
      return page.kind === "page" ? `${page.rows.length}${page.older ? " + older" : ""}` : "refused";
    },
  };
}

async function cases(database: Database): Promise<Case[]> {
  const [deep] = await queryRows(
    database,
    `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as moment
       from audit_log order by created_at, id offset ${Math.floor(ENTRIES * 0.2)} limit 1`,
  );
  const cursor = { createdAt: String(deep?.moment), id: String(deep?.id) };
  const target = (await queryRows(database, "select md5('target42')::uuid::text as id"))[0]?.id as string;
  return [
    pageCase("newest page", {}),
    pageCase("older than 80% deep", { cursor: { direction: "older", ...cursor } }),
    pageCase("newer than 80% deep", { cursor: { direction: "newer", ...cursor } }),
    pageCase("action application_approved", { action: "application_approved" }),
    pageCase("action approved, 80% deep", {
      action: "application_approved",
      cursor: { direction: "older", ...cursor },
    }),
    pageCase("action two_factor_disabled (12)", { action: "two_factor_disabled" }),
    pageCase("action user_deleted (none)", { action: "user_deleted" }),
    pageCase("type application", { targetType: "application" }),
    pageCase("type settings (5)", { targetType: "settings" }),
    pageCase("type payment_method (none)", { targetType: "payment_method" }),
    pageCase("type user, 80% deep", { targetType: "user", cursor: { direction: "older", ...cursor } }),
    pageCase("type + exact id", { targetType: "application", targetId: target }),
    pageCase("exact id, any type", { targetId: target }),
    pageCase("action + type + id", {
      action: "application_approved",
      targetType: "application",
      targetId: target,
    }),
  ];
}

const ms = (value: number) => value.toFixed(1).padStart(7);

async function measure(database: Database, all: Case[]) {
  write(`${"case".padEnd(36)}    p50     p95     max  found`);
  for (const one of all) {
    let result: unknown;
    const timing = await time(
      async (run) => {
        result = await one.call(database.db, run);
      },
      Number(options.runs),
      Number(options.warmup),
    );
    write(
      `${one.name.padEnd(36)}${ms(timing.p50)} ${ms(timing.p95)} ${ms(timing.max)}  ${one.found(result)}`,
    );
    const statements = await captureStatements(database, (db) => one.call(db, 0));
    for (const statement of statements.filter((one) => one.sql.startsWith("select"))) {
      const plan = await explain(database, statement);
      if (options.plans) write(plan.map((line) => `      ${line}`).join("\n"));
      else write(`    ${planSummary(plan)}`);
      const cache = await planCacheUse(database, statement);
      if (cache && cache.generic > 0)
        write(`    generic: ${planSummary(await explainGeneric(database, statement))}`);
    }
  }
}

const { database, drop } = await openFreshDatabase("audit", options.postgres);
await database.migrate();
try {
  const started = performance.now();
  await seed(database);
  write(
    `${database.kind}: seeded ${ENTRIES.toLocaleString("en-US")} audit entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const all = await cases(database);
  await measure(database, all);
  for (const statement of options.index) {
    write(`\n${statement}`);
    await database.db.execute(sql.raw(statement));
    await database.db.execute(sql`vacuum analyze audit_log`);
    await measure(database, all);
  }
} finally {
  await database.close();
  await drop();
}
