// Issue 25's claim across two nodes: a message a customer posts on A reaches that customer's
// live stream (GET /dashboard/events) open on B within 1 s; and with 200 customers holding a
// stream on each node while the load runs, every event reaches its own customer only. A
// customer's streams hear of writes to that customer's records alone (user_changed, with the
// user id): the customers sign up and in before their streams open, and then only the posters
// write anything, so any event on a stream of a customer who posted nothing is misrouted.
import assert from "node:assert/strict";
import type { Cluster, Report } from "./checks.ts";
import { type LiveStream, openLiveStream, uniqueEmail, Visitor } from "./client.ts";
import { type AppNode, sleep, waitUntil } from "./cluster.ts";
import { loadOnTwoNodes } from "./load.ts";

const PER_NODE = 200;
/** Sign-ups (and streams opened) at once on each node: each sign-up and sign-in hashes a password. */
const AT_ONCE = 6;
/** Posts on A with the stream on B, the load not yet running. */
const IDLE_POSTS = 5;
/** Customers who post once each while the load runs, half with their stream on each node. */
const POSTERS_UNDER_LOAD = 50;
const LOAD_SECONDS = 15;
const BUDGET_MS = 1_000;

interface Customer {
  visitor: Visitor;
  /** The node its stream is open on. */
  home: AppNode;
  stream: LiveStream;
  /** Set once the stream ended (it should last until closed). */
  ended: boolean;
  posted: number;
}

/** Runs `task` on every item, at most `width` at a time. */
async function eachAtMost<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** A new customer signed up and in on `home`. */
async function signedIn(home: AppNode): Promise<{ visitor: Visitor; home: AppNode }> {
  const visitor = new Visitor();
  const email = uniqueEmail("streaming");
  await visitor.signUp(home, email);
  assert.equal((await visitor.signIn(home, email)).status, 302, "the customer signs in");
  return { visitor, home };
}

/** The customer's stream opened on its node, as the dashboard's EventSource. */
async function streaming({ visitor, home }: { visitor: Visitor; home: AppNode }): Promise<Customer> {
  const stream = await openLiveStream(home, visitor, "/dashboard/events", "changed");
  const customer: Customer = { visitor, home, stream, ended: false, posted: 0 };
  void stream.ended.then(() => {
    customer.ended = true;
  });
  return customer;
}

/** Events for the customer's own records (resync: false), and resyncs (a lost LISTEN: every stream's). */
function counts(customer: Customer): { own: number; resync: number } {
  let resync = 0;
  for (const data of customer.stream.data) {
    if ((JSON.parse(data) as { resync?: boolean }).resync) resync += 1;
  }
  return { own: customer.stream.data.length - resync, resync };
}

interface Delivery {
  /** From the POST's start to the event on the other node. */
  fromStart: number;
  /** From the POST's answer (the message committed before it) to the event; negative: it came first. */
  fromAnswer: number;
}

/** `customer` posts one message on `on`; the delays until its stream (on its home node) has the event. */
async function postAndWait(customer: Customer, on: AppNode, text: string): Promise<Delivery> {
  const before = customer.stream.events.length;
  const started = performance.now();
  const answer = await customer.visitor.postMultipart(on, "/dashboard/messages", {
    intent: "send-message",
    body: text,
  });
  const answered = performance.now();
  assert.equal(answer.status, 200, `the message posted on ${on.name} is stored (answered ${answer.status})`);
  customer.posted += 1;
  const arrived = await waitUntil(() => customer.stream.events.length > before, 5_000);
  assert.ok(arrived, `no event on ${customer.home.name} within 5 s of a message posted on ${on.name}`);
  const at = customer.stream.events[before] ?? Number.NaN;
  return { fromStart: at - started, fromAnswer: at - answered };
}

const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(", ");
const stats = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return `p50 ${at(0.5).toFixed(0)}, p95 ${at(0.95).toFixed(0)}, max ${at(1).toFixed(0)} ms`;
};

export async function messagesAcrossNodes(
  cluster: Cluster,
  connections: number,
  report: Report,
): Promise<void> {
  const { a, b } = cluster;
  const signUpStarted = performance.now();
  const signUps = (node: AppNode) =>
    eachAtMost(
      Array.from({ length: PER_NODE }, () => node),
      AT_ONCE,
      signedIn,
    );
  const accounts = (await Promise.all([signUps(a), signUps(b)])).flat();
  const signedUpIn = performance.now() - signUpStarted;
  // Every stream opens only once every account exists: nothing after this writes their records.
  const customers = await eachAtMost(accounts, AT_ONCE * 2, streaming);
  const onA = customers.filter((c) => c.home === a);
  const onB = customers.filter((c) => c.home === b);
  try {
    report(
      `${customers.length} customers signed up and in (${(signedUpIn / 1000).toFixed(1)} s), ` +
        `${onA.length} streams open on A and ${onB.length} on B`,
    );

    // The load not yet running: customers with their stream on B post on A, one after another.
    const idle: Delivery[] = [];
    for (const customer of onB.slice(0, IDLE_POSTS)) {
      idle.push(await postAndWait(customer, a, "Posted on A, read live on B."));
    }
    const idleWorst = Math.max(...idle.map((d) => d.fromStart));
    assert.ok(
      idleWorst < BUDGET_MS,
      `a message posted on A reached the customer's stream on B in ${idleWorst.toFixed(0)} ms (budget 1 s)`,
    );
    report(
      `a message posted on A, live on the customer's stream on B: ${ms(idle.map((d) => d.fromStart))} ms ` +
        `from the POST (${ms(idle.map((d) => d.fromAnswer))} ms after its answer; budget 1,000)`,
    );

    // Under load: each poster posts on the node its stream is not on, spread over the load's run.
    const posters = [...onA.slice(-POSTERS_UNDER_LOAD / 2), ...onB.slice(-POSTERS_UNDER_LOAD / 2)];
    const spacing = ((LOAD_SECONDS - 3) * 1000) / posters.length;
    const posting = Promise.all(
      posters.map(async (customer, index) => {
        await sleep(1_000 + index * spacing);
        return postAndWait(customer, customer.home === a ? b : a, "Posted under load on the other node.");
      }),
    );
    const prefixed: Report = (line) => report(`under load: ${line}`);
    const [underLoad] = await Promise.all([
      posting,
      loadOnTwoNodes(cluster, LOAD_SECONDS, connections, prefixed),
    ]);
    const lateAfterAnswer = underLoad.filter((d) => d.fromAnswer >= BUDGET_MS).length;
    assert.equal(
      lateAfterAnswer,
      0,
      `events more than 1 s after the POST's answer under load: ${ms(underLoad.map((d) => d.fromAnswer))}`,
    );
    report(
      `${posters.length} messages under load, each posted on the other node than its customer's stream: ` +
        `event ${stats(underLoad.map((d) => d.fromStart))} from the POST, ` +
        `${stats(underLoad.map((d) => d.fromAnswer))} after its answer`,
    );

    // Late or misrouted events have had time to arrive (the feed sends at most 10 a second a user).
    await sleep(2_000);
    const ended = customers.filter((c) => c.ended).length;
    assert.equal(ended, 0, `${ended} streams ended before they were closed`);
    const quiet = customers.filter((c) => c.posted === 0);
    const misrouted = quiet.filter((c) => counts(c).own > 0);
    const unheard = customers.filter((c) => c.posted > 0 && counts(c).own === 0);
    const resyncs = customers.reduce((sum, c) => sum + counts(c).resync, 0);
    const delivered = customers.reduce((sum, c) => sum + counts(c).own, 0);
    assert.equal(unheard.length, 0, `${unheard.length} posters' streams got no event`);
    assert.equal(
      misrouted.length,
      0,
      `${misrouted.length} customers who posted nothing got events (${misrouted
        .map((c) => `${c.home.name}: ${counts(c).own}`)
        .join(", ")})`,
    );
    report(
      `${customers.length} streams held throughout (none ended); ${IDLE_POSTS + posters.length} posters got ` +
        `${delivered} events, the ${quiet.length} other customers 0 (misrouted: 0); resyncs: ${resyncs}`,
    );
  } finally {
    for (const customer of customers) customer.stream.close();
    await Promise.all(customers.map((customer) => customer.stream.ended));
  }
}
