// Two app nodes on one PostgreSQL, shown with assertions (issue 15, docs/decisions/0033):
// a throw-away PostgreSQL 15, a local SMTP sink, and two `node server.ts` processes (A and B)
// with the same secrets; then sessions, sign-out, live updates, the outbox, a processor event
// sent to both at once (issue 23), rate limits and a SIGTERM under load across the two; then
// customers' live streams (issue 25: a message posted on A reaches its customer's stream on B,
// 200 streams on each node under load, none misrouted); then rounds of faults (kill -9 a node,
// restart PostgreSQL) during a stream of submissions and approvals; then load on both nodes.
// Usage: npm run build && node bench/two-nodes.ts [--seconds 60] [--connections 50] [--rounds 3]
//   [--only checks|messages|faults|load]   (as root or the `postgres` user: PostgreSQL 15 in /usr/lib/postgresql/15)
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type Cluster,
  liveAcrossNodes,
  outboxOnce,
  rateLimitsAcrossNodes,
  sessionsAcrossNodes,
  sigtermUnderLoad,
  storedPagesAcrossNodes,
} from "./two-nodes/checks.ts";
import { AppNode, sharedEnv, startPostgres, startSmtpSink } from "./two-nodes/cluster.ts";
import { faultRounds } from "./two-nodes/faults.ts";
import { Ledger } from "./two-nodes/ledger.ts";
import { loadOnTwoNodes } from "./two-nodes/load.ts";
import { messagesAcrossNodes } from "./two-nodes/messages.ts";
import { webhookOnceAcrossNodes } from "./two-nodes/processor.ts";

const { values: flags } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "3" },
    only: { type: "string" },
  },
});
const part = (name: string) => !flags.only || flags.only === name;

if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-two-nodes-"));
fs.chmodSync(work, 0o755);
const postgres = startPostgres(path.join(work, "postgres"));
const sink = await startSmtpSink();
const SIGN_IN_PER_PAIR = 5;
const env = { ...sharedEnv(postgres.url, sink.url), SIGN_IN_LIMIT_PER_PAIR: String(SIGN_IN_PER_PAIR) };
const admin = { email: "admin-two-nodes@test.example", password: "Harbor-Light-42-admin" };
const nodes = [new AppNode("A", 3321, env, work), new AppNode("B", 3322, env, work)] as const;
const lines: string[] = [];
const report = (line: string) => {
  lines.push(line);
  process.stdout.write(`  ✓ ${line}\n`);
};

try {
  // The admin as an operator makes one: npm run create-admin, on the same database.
  const created = spawnSync(
    process.execPath,
    ["scripts/create-admin.ts", "--email", admin.email, "--password", admin.password],
    { env: { ...process.env, ...env }, encoding: "utf8" },
  );
  assert.equal(created.status, 0, `create-admin failed: ${created.stderr}`);
  await Promise.all(nodes.map((node) => node.start()));
  const cluster: Cluster = {
    a: nodes[0],
    b: nodes[1],
    sink,
    databaseUrl: postgres.url,
    admin,
    ledger: new Ledger(),
    signInPerPair: SIGN_IN_PER_PAIR,
  };
  process.stdout.write(
    `PostgreSQL 15 at ${postgres.url}; node A ${nodes[0].origin}, node B ${nodes[1].origin}\n`,
  );
  if (part("checks")) {
    process.stdout.write("Two nodes, one database:\n");
    await sessionsAcrossNodes(cluster, report);
    await storedPagesAcrossNodes(cluster, report);
    await liveAcrossNodes(cluster, report);
    await outboxOnce(cluster, report);
    await webhookOnceAcrossNodes(cluster, report);
    await rateLimitsAcrossNodes(cluster, report);
    await sigtermUnderLoad(cluster, report);
  }
  if (part("messages")) {
    process.stdout.write("Customers' live streams:\n");
    await messagesAcrossNodes(cluster, Number(flags.connections), report);
  }
  if (part("faults")) {
    process.stdout.write("Faults:\n");
    await faultRounds(cluster, postgres, Number(flags.rounds), report);
  }
  if (part("load")) {
    process.stdout.write("Load:\n");
    await loadOnTwoNodes(cluster, Number(flags.seconds), Number(flags.connections), report);
  }
  process.stdout.write(`\nAll assertions held (logs of the nodes in ${work}).\n`);
} catch (error) {
  process.stdout.write(`\nFAILED (logs of the nodes in ${work}):\n`);
  throw error;
} finally {
  await Promise.all(nodes.map((node) => (node.running ? node.terminate() : null)));
  await sink.close();
  postgres.stop();
}
