// Issue 45's reports at scale, with CUSTOMERS enrolled customers (100,000 on PostgreSQL: 2.4
// million deposit entries over 24 months, a fee for one customer in three, a returned deposit for
// one in 33, a refund for one in 20; 10,000 on the embedded database; bench/reports-seed.ts):
// - /admin/reports' figures (findReportFigures, as its loader calls it), 12 and 24 months:
//   p95 <= 300 ms on PostgreSQL (the inventory's budget), printed on the embedded database;
// - the fee compliance export, whole, streamed as CSV: every fee once, and its pace;
// - each statement's plan (EXPLAIN ANALYZE), the export's pages on ledger_entries_fee_id_idx;
// - what the ledger's monthly totals (migration 0034's trigger) cost the simulator's postings, and
//   folding them.
// Usage: node bench/reports.ts [--postgres URL] [--customers N] [--runs 30]
import { parseArgs } from "node:util";
import { reportWindow } from "../app/domain/admin/reports.ts";
import { addMonths } from "../app/domain/calendar.ts";
import { calendarDateIn, timeZoneOf } from "../app/domain/time-zone.ts";
import { clearDueDeposits } from "../app/server/models/ledger/clear-due-deposits.server.ts";
import {
  FEE_COMPLIANCE_PAGE_SIZE,
  feeComplianceCsvStream,
} from "../app/server/models/reports/fee-compliance.server.ts";
import { foldLedgerMonthTotals } from "../app/server/models/reports/ledger-month-totals.server.ts";
import { findReportFigures } from "../app/server/models/reports/monthly-figures.server.ts";
import { FIXTURE_ENV } from "../tests/support/enrolled-fixtures.ts";
import { captureStatements, explain, planSummary, queryRows, time } from "./admin-applications-measure.ts";
import { openFreshDatabase } from "./fresh-database.ts";
import { seedLedger } from "./ledger-seed.ts";
import { FEE_EVERY, seedReports } from "./reports-seed.ts";

const { values: options } = parseArgs({
  options: {
    postgres: { type: "string" },
    customers: { type: "string" },
    runs: { type: "string", default: "30" },
  },
});
const POSTGRES = Boolean(options.postgres);
const CUSTOMERS = Number(options.customers ?? (POSTGRES ? 100_000 : 10_000));
const RUNS = Number(options.runs);
const BUDGET_MS = 300;
const write = (text = "") => process.stdout.write(`${text}\n`);
let failed = false;
const verdict = (ok: boolean, budget: string) => {
  if (!ok) failed = true;
  return ok ? "PASS" : `FAIL: ${budget}`;
};

const { database, drop } = await openFreshDatabase("reports", options.postgres);
try {
  await database.migrate();
  const db = database.db;
  write(
    `${POSTGRES ? "PostgreSQL" : "embedded PGlite"}, ${process.version}, ${CUSTOMERS.toLocaleString("en-US")} customers`,
  );
  const today = calendarDateIn(new Date(), timeZoneOf(null));
  let started = performance.now();
  await seedLedger(database, CUSTOMERS, today);
  await seedReports(database, CUSTOMERS, today);
  const [counts] = (await queryRows(
    database,
    `select count(*)::int as entries, (count(*) filter (where kind = 'fee'))::int as fees,
            (select count(*) from refunds)::int as refunds from ledger_entries`,
  )) as { entries: number; fees: number; refunds: number }[];
  write(
    `seeded ${counts?.entries.toLocaleString("en-US")} entries (${counts?.fees.toLocaleString("en-US")} fees), ${counts?.refunds.toLocaleString("en-US")} refunds in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  for (const months of [12, 24] as const) {
    const window = reportWindow(today, months);
    const timing = await time(() => findReportFigures(db, window), RUNS, 3);
    write(
      `reports, ${months} months: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms  ${POSTGRES ? verdict(timing.p95 <= BUDGET_MS, `above ${BUDGET_MS} ms`) : "(budget on PostgreSQL)"}`,
    );
    for (const statement of await captureStatements(database, (logged) =>
      findReportFigures(logged, window),
    )) {
      const plan = await explain(database, statement);
      write(`  ${planSummary(plan)}`);
    }
  }

  // What the monthly totals' trigger costs the ledger's postings: the simulator clears one day's
  // deposit of every customer with the trigger off, then the next month's with it on, without rest.
  const clear = async (day: string, trigger: "enable" | "disable") => {
    await queryRows(database, `alter table ledger_entries ${trigger} trigger ledger_month_totals_add`);
    const at = performance.now();
    const result = await clearDueDeposits(db, {
      now: new Date(),
      env: FIXTURE_ENV,
      today: day,
      restRatio: 0,
    });
    return { ...result, seconds: (performance.now() - at) / 1000 };
  };
  const off = await clear(today, "disable");
  const on = await clear(addMonths(today, 1), "enable");
  write(
    `simulator, a day's deposits: ${off.cleared.toLocaleString("en-US")} in ${off.seconds.toFixed(1)} s without the totals' trigger, ${on.cleared.toLocaleString("en-US")} in ${on.seconds.toFixed(1)} s with it (${((on.seconds / off.seconds - 1) * 100).toFixed(0)}%)`,
  );
  const pieces = async () =>
    ((await queryRows(database, "select count(*)::int as n from ledger_month_totals")) as { n: number }[])[0]
      ?.n;
  const before = await pieces();
  started = performance.now();
  await foldLedgerMonthTotals(db);
  write(
    `folding the monthly totals: ${before} rows into ${await pieces()} in ${(performance.now() - started).toFixed(1)} ms`,
  );

  started = performance.now();
  const stream = await feeComplianceCsvStream(db);
  const reader = stream.getReader();
  let bytes = 0;
  let lines = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    for (const byte of chunk.value) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const expected = Math.floor(CUSTOMERS / FEE_EVERY);
  write(
    `fee compliance export: ${(lines - 1).toLocaleString("en-US")} fees, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s (${Math.round((lines - 1) / seconds).toLocaleString("en-US")} rows/s)  ${verdict(lines - 1 === expected, `expected ${expected} rows`)}`,
  );
  const [page] = await captureStatements(database, async (logged) => {
    const first = await feeComplianceCsvStream(logged, FEE_COMPLIANCE_PAGE_SIZE);
    await first.cancel();
  });
  if (page) {
    const plan = await explain(database, page);
    write(`  one page: ${planSummary(plan)}`);
    if (!plan.join("\n").includes("ledger_entries_fee_id_idx")) {
      write("  FAIL: the export's pages do not read ledger_entries_fee_id_idx");
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
} finally {
  await database.close();
  await drop();
}
