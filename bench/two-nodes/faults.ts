// Faults on PostgreSQL, several rounds: during a stream of submissions and admin approvals
// through both nodes, kill -9 one node and start it again, then restart PostgreSQL (fast or
// immediate); afterwards the nodes must have recovered by themselves (health check green,
// LISTEN re-established, the outbox delivering) and, once all rounds are over, every
// acknowledged write is in the database exactly once and nothing is half-written.
import assert from "node:assert/strict";
import { approvalDelivered, type Cluster, liveDelay, type Report, signedInAdmin } from "./checks.ts";
import type { Visitor } from "./client.ts";
import { type AppNode, type Postgres, sleep, waitUntil } from "./cluster.ts";
import { CustomerPool } from "./customers.ts";
import { checkLedger, deliveryCounts, pendingApprovalEmails } from "./ledger.ts";

interface StreamCounts {
  submitted: number;
  approved: number;
  unanswered: number;
}

/** Workers submitting through alternate nodes, approving every other stored application. */
function startStream(cluster: Cluster, admin: Visitor, workers = 6) {
  const { a, b, ledger } = cluster;
  const counts: StreamCounts = { submitted: 0, approved: 0, unanswered: 0 };
  let stop = false;
  const approve = async (id: string, first: AppNode, second: AppNode) => {
    for (const node of [first, second]) {
      try {
        const answer = await admin.approve(node, id, cluster.databaseUrl);
        if (answer.status === 200) {
          ledger.approved.add(id);
          counts.approved += 1;
          return;
        }
        // 409: an earlier attempt that got no answer did approve it (the life cycle refuses twice).
        if (answer.status === 409) return;
      } catch {
        // No answer: unknown outcome; the other node is asked.
      }
    }
    counts.unanswered += 1;
  };
  const worker = async (index: number) => {
    const pool = new CustomerPool();
    let turn = index;
    while (!stop) {
      const [node, other] = turn++ % 2 ? [b, a] : [a, b];
      const id = await pool.submit(node, ledger, other).catch(() => null);
      if (!id) {
        counts.unanswered += 1;
        await sleep(100);
        continue;
      }
      counts.submitted += 1;
      if (turn % 2) await approve(id, other, node);
    }
  };
  const running = Array.from({ length: workers }, (_, i) => worker(i));
  return {
    counts,
    async stop() {
      stop = true;
      await Promise.all(running);
    },
  };
}

export async function faultRounds(cluster: Cluster, postgres: Postgres, rounds: number, report: Report) {
  const admin = await signedInAdmin(cluster, cluster.a);
  for (let round = 1; round <= rounds; round += 1) {
    const [victim, other] = round % 2 ? [cluster.a, cluster.b] : [cluster.b, cluster.a];
    const mode = round % 2 ? "immediate" : "fast";
    const stream = startStream(cluster, admin);
    await sleep(2_000);
    await victim.kill();
    let started = performance.now();
    await victim.start();
    const nodeBackMs = performance.now() - started;
    await sleep(2_000);
    started = performance.now();
    await postgres.restart(mode);
    const restartMs = performance.now() - started;
    const healthy = await waitUntil(async () => (await victim.healthy()) && (await other.healthy()), 30_000);
    const healthyMs = performance.now() - started;
    assert.ok(healthy, `round ${round}: both nodes answer /healthz again after the PostgreSQL restart`);
    await sleep(2_000);
    await stream.stop();
    // Recovery, checked through both nodes: the listener is back (an SSE stream hears a change
    // made through the other node) and the outbox delivers a new approval.
    const liveOnVictim = await liveDelay(cluster, victim, other);
    const liveOnOther = await liveDelay(cluster, other, victim);
    const mailVictim = await approvalDelivered(cluster, victim, admin);
    const mailOther = await approvalDelivered(cluster, other, admin);
    assert.ok(Math.max(liveOnVictim, liveOnOther) < 1_000, `round ${round}: live events within 1 s`);
    const { submitted, approved, unanswered } = stream.counts;
    report(
      `round ${round}: kill -9 ${victim.name} (back in ${nodeBackMs.toFixed(0)} ms), PostgreSQL restart -m ${mode} ` +
        `(${restartMs.toFixed(0)} ms; both /healthz green ${healthyMs.toFixed(0)} ms after it began); ` +
        `stream: ${submitted} submissions and ${approved} approvals acknowledged, ${unanswered} unanswered; ` +
        `after: live event ${liveOnVictim.toFixed(0)}/${liveOnOther.toFixed(0)} ms on ${victim.name}/${other.name}, ` +
        `approval e-mail ${mailVictim.toFixed(0)}/${mailOther.toFixed(0)} ms`,
    );
  }
  // A node killed while it held e-mails leased leaves them for its lease (2 minutes) to pass.
  const drained = await waitUntil(
    async () => (await pendingApprovalEmails(cluster.databaseUrl)) === 0,
    180_000,
  );
  assert.ok(drained, "every approval e-mail is delivered in the end");
  await sleep(4_000);
  const ledger = await checkLedger(cluster.databaseUrl, cluster.ledger);
  assert.deepEqual(
    ledger.problems,
    [],
    "every acknowledged write is stored once and nothing is half-written",
  );
  const deliveries = await deliveryCounts(cluster.databaseUrl, cluster.ledger, cluster.sink);
  assert.deepEqual(deliveries.missing, [], "every approval e-mail reached the SMTP sink");
  report(
    `after ${rounds} rounds: ${ledger.acknowledgedSubmissions} acknowledged submissions and ${ledger.acknowledgedApprovals} ` +
      `acknowledged approvals all present once; ${ledger.applications} applications, each with its 3 debt accounts; ` +
      `${ledger.approvedInDatabase} approvals, each with one audit row and one e-mail, delivered; ` +
      `${deliveries.repeated.length} delivered twice (sent, then the node or database gone before the row was marked sent)`,
  );
}
