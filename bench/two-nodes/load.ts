// Load on both nodes: connections alternate between A and B (round-robin in the client, as a
// load balancer would). Most run the customer journey (sign in, dashboard, submit, dashboard;
// a new customer is signed up once one has as many applications awaiting a decision as
// decision 0029 allows), a tenth read the admin Applications Management first page.
import crypto from "node:crypto";
import { SUBMISSION_LIMITS } from "../../app/domain/application/limits.ts";
import { type Cluster, type Report, signedInAdmin } from "./checks.ts";
import { applicationDraft, signUpForm, uniqueEmail, Visitor } from "./client.ts";
import type { AppNode } from "./cluster.ts";

interface RouteStats {
  latencies: number[];
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function loadOnTwoNodes(cluster: Cluster, seconds: number, connections: number, report: Report) {
  const nodes: AppNode[] = [cluster.a, cluster.b];
  let next = 0;
  const pick = () => nodes[next++ % nodes.length] as AppNode;
  const stats = new Map<string, RouteStats>();
  const timed = async (route: string, expected: number[], call: () => Promise<{ status: number }>) => {
    const entry = stats.get(route) ?? { latencies: [], errors: 0 };
    stats.set(route, entry);
    const started = performance.now();
    try {
      const { status } = await call();
      entry.latencies.push(performance.now() - started);
      if (!expected.includes(status)) entry.errors += 1;
      return status;
    } catch {
      entry.errors += 1;
      return 0;
    }
  };
  const deadline = performance.now() + seconds * 1000;
  const customer = async () => {
    while (performance.now() < deadline) {
      const visitor = new Visitor();
      const email = uniqueEmail("load");
      const signedUp = await timed("POST /auth?mode=sign-up", [302], () =>
        visitor.post(pick(), "/auth?mode=sign-up", signUpForm(email)),
      );
      if (signedUp !== 302) continue;
      for (
        let journey = 0;
        journey < SUBMISSION_LIMITS.pending && performance.now() < deadline;
        journey += 1
      ) {
        visitor.cookies.clear();
        if ((await timed("POST /auth (sign in)", [302], () => visitor.signIn(pick(), email))) !== 302) break;
        await timed("GET /dashboard", [200], () => visitor.request(pick(), "/dashboard"));
        await timed("POST /api/applications", [201], () =>
          visitor.submit(pick(), crypto.randomUUID(), applicationDraft(uniqueEmail("applicant"))),
        );
        await timed("GET /dashboard", [200], () => visitor.request(pick(), "/dashboard"));
      }
    }
  };
  const admins = Math.max(1, Math.round(connections / 10));
  const adminVisitors = await Promise.all(
    Array.from({ length: admins }, () => signedInAdmin(cluster, cluster.a)),
  );
  const admin = async (visitor: Visitor) => {
    while (performance.now() < deadline) {
      await timed("GET /admin/applications", [200], () => visitor.request(pick(), "/admin/applications"));
    }
  };
  await Promise.all([
    ...Array.from({ length: connections - admins }, () => customer()),
    ...adminVisitors.map((visitor) => admin(visitor)),
  ]);
  let total = 0;
  let errors = 0;
  for (const [route, entry] of stats) {
    const sorted = entry.latencies.sort((x, y) => x - y);
    total += sorted.length;
    errors += entry.errors;
    report(
      `${route}: ${sorted.length} requests, p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(sorted, 99).toFixed(0)} ms, ${entry.errors} errors`,
    );
  }
  report(
    `${connections} connections (${admins} admins), ${seconds} s over A and B: ${total} requests (${(total / seconds).toFixed(0)}/s), ${errors} errors`,
  );
}
