// The claims about two nodes on one PostgreSQL, each shown with node:assert against
// running processes: sessions, sign-out, live updates, the outbox, rate limits, SIGTERM.
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { applicationDraft, openLiveStream, PASSWORD, uniqueEmail, Visitor } from "./client.ts";
import type { AppNode, SmtpSink } from "./cluster.ts";
import { sleep, waitUntil } from "./cluster.ts";
import { CustomerPool } from "./customers.ts";
import { checkLedger, type Ledger } from "./ledger.ts";

export interface Cluster {
  a: AppNode;
  b: AppNode;
  sink: SmtpSink;
  databaseUrl: string;
  admin: { email: string; password: string };
  ledger: Ledger;
  /** Sign-in attempts one account may make from one address per minute (SIGN_IN_LIMIT_PER_PAIR). */
  signInPerPair: number;
}

export type Report = (line: string) => void;

export async function signedInAdmin(cluster: Cluster, node: AppNode): Promise<Visitor> {
  const admin = new Visitor();
  const answer = await admin.signIn(node, cluster.admin.email, cluster.admin.password, "/admin/auth");
  assert.equal(answer.status, 302, "the admin signs in");
  return admin;
}

export async function signedInCustomer(node: AppNode): Promise<{ visitor: Visitor; email: string }> {
  const visitor = new Visitor();
  const email = uniqueEmail("customer");
  await visitor.signUp(node, email);
  assert.equal((await visitor.signIn(node, email)).status, 302, "the customer signs in");
  return { visitor, email };
}

export async function sessionsAcrossNodes({ a, b }: Cluster, report: Report): Promise<void> {
  const { visitor } = await signedInCustomer(a);
  assert.ok(await visitor.seesDashboard(a), "the session works on A, where it was made");
  assert.ok(await visitor.seesDashboard(b), "the session made on A works on B");
  const copy = new Visitor(visitor.address);
  for (const [name, value] of visitor.cookies) copy.cookies.set(name, value);
  const signedOut = await visitor.signOut(a);
  assert.equal(signedOut.status, 302, "sign-out on A");
  assert.equal(await visitor.seesDashboard(b), false, "after sign-out on A, B shows no dashboard");
  assert.equal(await copy.seesDashboard(b), false, "a copy of the old cookie no longer works on B");
  report("session made on A works on B; sign-out on A ends it on B (a kept copy of the cookie too)");
}

/**
 * A customer's dashboard stored on B (decision 36) shows an admin's approval made on A on the
 * very next request, and the admin list stored on B shows a submission made on A.
 */
export async function storedPagesAcrossNodes(cluster: Cluster, report: Report): Promise<void> {
  const { a, b } = cluster;
  const pool = new CustomerPool();
  const customer = await pool.next(b);
  const id = await pool.submit(b, cluster.ledger);
  assert.ok(id, "the application is stored");
  const admin = await signedInAdmin(cluster, a);
  const listBefore = await admin.request(b, "/admin/applications");
  assert.equal(listBefore.status, 200, "the admin list on B");
  // The first visit after signing in shows the sign-in toast, rendered for that request only.
  await customer.request(b, "/dashboard");
  const first = await customer.request(b, "/dashboard");
  const again = await customer.request(b, "/dashboard");
  assert.equal(again.body, first.body, "the dashboard on B is served again as stored");
  assert.match(first.body, /Pending/, "the dashboard shows the application pending");
  assert.equal((await admin.approve(a, id, cluster.databaseUrl)).status, 200, "the approval on A");
  cluster.ledger.approved.add(id);
  const after = await customer.request(b, "/dashboard");
  assert.notEqual(after.body, first.body, "B renders the dashboard again after the approval on A");
  assert.match(after.body, /Approved/, "B's dashboard shows the approval made on A");
  const other = await pool.submit(a, cluster.ledger);
  assert.ok(other, "a second application, submitted on A");
  const listAfter = await admin.request(b, "/admin/applications");
  assert.ok(listAfter.body.includes(other.slice(-8)), "B's admin list shows the submission made on A");
  report(
    "a dashboard stored on B shows an approval made on A, and B's stored admin list a submission on A, at once",
  );
}

/** Submits on `submitOn` and waits for the event on a stream open on `listenOn`; the delay in ms. */
export async function liveDelay(cluster: Cluster, listenOn: AppNode, submitOn: AppNode): Promise<number> {
  const admin = await signedInAdmin(cluster, listenOn);
  const stream = await openLiveStream(listenOn, admin);
  try {
    const pool = new CustomerPool();
    await pool.next(submitOn);
    const before = stream.events.length;
    const started = performance.now();
    assert.ok(await pool.submit(submitOn, cluster.ledger), "the submission is stored");
    const arrived = await waitUntil(() => stream.events.length > before, 5_000);
    assert.ok(arrived, `no live event on ${listenOn.name} within 5 s`);
    return (stream.events[before] ?? Number.NaN) - started;
  } finally {
    stream.close();
  }
}

export async function liveAcrossNodes(cluster: Cluster, report: Report): Promise<void> {
  const delays: number[] = [];
  for (let i = 0; i < 5; i += 1) delays.push(await liveDelay(cluster, cluster.a, cluster.b));
  const worst = Math.max(...delays);
  assert.ok(
    worst < 1_000,
    `a submission on B reached A's live stream in ${worst.toFixed(0)} ms (budget 1 s)`,
  );
  report(`submitted on B, live on A: ${delays.map((d) => d.toFixed(0)).join(", ")} ms (budget 1,000)`);
}

/** Approves a new application on `node`; resolves once the sink has its e-mail, with the delay in ms. */
export async function approvalDelivered(
  cluster: Cluster,
  node: AppNode,
  admin: Visitor,
  addresses: string[] = [],
): Promise<number> {
  const pool = new CustomerPool();
  const id = await pool.submit(node, cluster.ledger);
  assert.ok(id, "the application is stored");
  const address = cluster.ledger.applicants.get(id) ?? "";
  addresses.push(address);
  const started = performance.now();
  const approved = await admin.approve(node, id, cluster.databaseUrl);
  assert.equal(approved.status, 200, `the approval on ${node.name} succeeds`);
  cluster.ledger.approved.add(id);
  assert.ok(await waitUntil(() => cluster.sink.countTo(address) > 0, 15_000), "the approval e-mail arrives");
  return performance.now() - started;
}

export async function outboxOnce(cluster: Cluster, report: Report): Promise<void> {
  const admin = await signedInAdmin(cluster, cluster.a);
  const addresses: string[] = [];
  const delays: number[] = [];
  for (let i = 0; i < 5; i += 1) delays.push(await approvalDelivered(cluster, cluster.a, admin, addresses));
  // Both nodes poll the outbox every 2 s: long enough for a second delivery to show.
  await sleep(5_000);
  assert.deepEqual(
    addresses.map((address) => cluster.sink.countTo(address)),
    [1, 1, 1, 1, 1],
    "each approval's e-mail reached the SMTP sink once",
  );
  const ledger = await checkLedger(cluster.databaseUrl, cluster.ledger);
  assert.deepEqual(ledger.problems, [], "each approval has one audit row and one outbox row");
  report(
    `5 approvals on A: 5 e-mails delivered once each (in ${delays.map((d) => d.toFixed(0)).join(", ")} ms)`,
  );
}

export async function rateLimitsAcrossNodes(cluster: Cluster, report: Report): Promise<void> {
  const { a, b } = cluster;
  const { email } = await signedInCustomer(a);
  const guesser = new Visitor();
  const answers: number[] = [];
  for (let i = 0; i < cluster.signInPerPair + 3; i += 1) {
    answers.push((await guesser.signIn(i % 2 ? b : a, email, `${PASSWORD}-wrong`)).status);
  }
  const refused = answers.filter((status) => status === 429).length;
  assert.equal(
    answers.length - refused,
    cluster.signInPerPair,
    `sign-in answers alternating A/B: ${answers}`,
  );
  assert.deepEqual(
    answers.slice(cluster.signInPerPair),
    [429, 429, 429],
    "every attempt past the limit is refused",
  );

  // Submissions of one account, at once, half through each node: the pending limit (3) holds.
  const { visitor } = await signedInCustomer(b);
  const statuses = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      visitor
        .submit(i % 2 ? b : a, crypto.randomUUID(), applicationDraft(uniqueEmail("applicant")))
        .then((r) => r.status),
    ),
  );
  assert.equal(statuses.filter((s) => s === 201).length, 3, `6 submissions at once on A and B: ${statuses}`);
  assert.equal(statuses.filter((s) => s === 409).length, 3, "the other three are refused");
  report(
    `sign-in failures alternating A/B: ${cluster.signInPerPair} answered, then 429 (${answers.join(" ")}); ` +
      `6 simultaneous submissions of one account on A and B: 3 stored, 3 refused`,
  );
}

/** SIGTERM to A while submissions flow to both nodes: nothing acknowledged is lost, B goes on. */
export async function sigtermUnderLoad(cluster: Cluster, report: Report): Promise<void> {
  const { a, b, ledger } = cluster;
  const before = ledger.submitted.size;
  let stop = false;
  let terminatedAt = Number.POSITIVE_INFINITY;
  const counts = { aOk: 0, aFailed: 0, bOk: 0, bFailed: 0, bOkAfter: 0 };
  const worker = async (index: number) => {
    const pool = new CustomerPool();
    let turn = index;
    while (!stop) {
      const node = turn++ % 2 ? b : a;
      const id = await pool.submit(node, ledger).catch(() => null);
      const key = node === a ? "a" : "b";
      if (id) counts[`${key}Ok`] += 1;
      else counts[`${key}Failed`] += 1;
      if (id && node === b && performance.now() > terminatedAt) counts.bOkAfter += 1;
      if (!id && node === a && performance.now() > terminatedAt) await sleep(50);
    }
  };
  const workers = Array.from({ length: 8 }, (_, i) => worker(i));
  await sleep(3_000);
  terminatedAt = performance.now();
  const exitCode = await a.terminate();
  const stoppedIn = performance.now() - terminatedAt;
  await sleep(3_000);
  stop = true;
  await Promise.all(workers);
  assert.equal(exitCode, 0, "node A exits cleanly after SIGTERM");
  assert.equal(counts.bFailed, 0, "B refused nothing while A stopped");
  assert.ok(counts.bOkAfter > 0, "B kept storing submissions after A's SIGTERM");
  const ledgerReport = await checkLedger(cluster.databaseUrl, ledger);
  assert.deepEqual(ledgerReport.problems, [], "every acknowledged submission is stored once, whole");
  report(
    `SIGTERM to A under load (8 clients): A stopped in ${stoppedIn.toFixed(0)} ms, exit 0; ` +
      `${ledger.submitted.size - before} acknowledged submissions all stored (A ${counts.aOk} ok, ${counts.aFailed} unanswered/refused; ` +
      `B ${counts.bOk} ok, ${counts.bOkAfter} after the SIGTERM, ${counts.bFailed} failed)`,
  );
  await a.start();
}
