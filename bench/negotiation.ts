// Issue 24's bench: negotiations at scale. 100,000 enrolled customers (10,000 on the embedded
// database) with 300,000 debts in negotiation and 150,000 offers (bench/negotiation-seed.ts on top
// of the ledger's seed), then:
// - a customer's offer page (My Program's data with an offer waiting): p95 ≤ 30 ms (PGlite 60);
// - approving an offer through its recipe (name, consent, offer, stage, audit): p95 ≤ 100 ms
//   (PGlite 200);
// - the admins' Work Queue: p95 ≤ 50 ms (PGlite 100).
// Run: node bench/negotiation.ts [--postgres <url>] [--customers N] [--runs N]

import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { programProjections } from "#app/server/models/projection/program-projection.server.ts";
import { DEFAULT_SITE } from "../app/config/site.ts";
import { calendarDateIn, timeZoneOf } from "../app/domain/time-zone.ts";
import { loadProgramRoom } from "../app/routes/dashboard/program-data.server.ts";
import type { SessionUser } from "../app/server/guards.server.ts";
import { approveOffer } from "../app/server/models/negotiation/offer-decisions.server.ts";
import { queryRows, time } from "./admin-applications-measure.ts";
import { openFreshDatabase } from "./fresh-database.ts";
import { benchUuid, seedLedger } from "./ledger-seed.ts";
import { seedNegotiations } from "./negotiation-seed.ts";
import { timeWorkQueue } from "./negotiation-work-queue.ts";

const { values: options } = parseArgs({
  options: {
    postgres: { type: "string" },
    customers: { type: "string" },
    runs: { type: "string", default: "300" },
  },
});
const POSTGRES = Boolean(options.postgres);
const CUSTOMERS = Number(options.customers ?? (POSTGRES ? 100_000 : 10_000));
const RUNS = Number(options.runs);
const scale = POSTGRES ? 1 : 2;
const write = (text = "") => process.stdout.write(`${text}\n`);
const md5 = (text: string) => crypto.createHash("md5").update(text).digest("hex");
const userOf = (n: number) =>
  ({
    id: benchUuid(`bench-user-${n}`, md5),
    email: `saver-${n}@bench.example`,
    timeZone: "America/Phoenix",
  }) as SessionUser;
let failed = false;
const verdict = (ok: boolean, budget: string) => {
  if (!ok) failed = true;
  return ok ? "PASS" : `FAIL: ${budget}`;
};

const { database, drop } = await openFreshDatabase("negotiation", options.postgres);
try {
  await database.migrate();
  const db = database.db;
  write(
    `${POSTGRES ? "PostgreSQL" : "embedded PGlite"}, ${process.version}, ${CUSTOMERS.toLocaleString("en-US")} customers`,
  );
  const today = calendarDateIn(new Date(), timeZoneOf(null));
  const started = performance.now();
  await seedLedger(database, CUSTOMERS, today);
  await seedNegotiations(database, CUSTOMERS);
  const [counts] = (await queryRows(
    database,
    `select (select count(*) from debt_negotiations)::int as debts, (select count(*) from settlement_offers)::int as offers`,
  )) as { debts: number; offers: number }[];
  write(
    `seeded ${counts?.debts.toLocaleString("en-US")} debts in negotiation and ${counts?.offers.toLocaleString("en-US")} offers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Distinct customers in turn: the approvals below take the first RUNS + 20 of them.
  const pageBudget = 30 * scale;
  const page = await time(
    async (run) => {
      const n = 1 + ((run * 7919) % CUSTOMERS);
      const user = userOf(n);
      const room = await loadProgramRoom(
        db,
        programProjections(db, { userId: user.id }, new Date()),
        user,
        22,
        DEFAULT_SITE,
      );
      if (!room.ok || room.value.accounts[0]?.approvals.length !== 1)
        throw new Error("no offer waiting on the page");
    },
    RUNS,
    20,
  );
  write(
    `a customer's offer page: p50 ${page.p50.toFixed(2)} ms, p95 ${page.p95.toFixed(2)} ms  ${verdict(page.p95 <= pageBudget, `above ${pageBudget} ms`)}`,
  );

  const approveBudget = 100 * scale;
  const approvals = await time(
    async (run) => {
      const n = 1 + run;
      const result = await approveOffer(db, {
        offerId: benchUuid(`bench-offer-${n}-1`, md5),
        caller: { id: userOf(n).id, email: userOf(n).email, role: "customer" },
        typedName: `Bench Saver${n}`,
        clientAddress: "203.0.113.7",
        userAgent: "bench",
        now: new Date(),
      });
      if (result.kind !== "changed") throw new Error(`approval refused: ${JSON.stringify(result)}`);
    },
    RUNS,
    20,
  );
  write(
    `approving an offer: p50 ${approvals.p50.toFixed(2)} ms, p95 ${approvals.p95.toFixed(2)} ms  ${verdict(approvals.p95 <= approveBudget, `above ${approveBudget} ms`)}`,
  );

  const queueBudget = 50 * scale;
  const queue = await timeWorkQueue(db, RUNS);
  write(
    `the Work Queue: p50 ${queue.p50.toFixed(2)} ms, p95 ${queue.p95.toFixed(2)} ms  ${verdict(queue.p95 <= queueBudget, `above ${queueBudget} ms`)}`,
  );
  if (failed) process.exitCode = 1;
} finally {
  await database.close();
  await drop();
}
