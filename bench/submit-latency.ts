// Latency of POST /api/applications through the real server: signed-in users submit
// applications with 10 debt accounts each, a fresh submission id per request, from 20
// concurrent clients on loopback. Budget: p95 <= 100 ms. The per-account limits (decision
// 0029) still run on every submit, raised so the bench is not refused, and the requests
// are spread over one user per client so each account holds a few hundred, not thousands.
// Usage: npm run build && node bench/submit-latency.ts [seconds] [connections]
// On the embedded database by default; on PostgreSQL when DATABASE_URL is set (a fresh
// database is created on that server for the run and dropped afterwards).
import crypto from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { fullDebtAccount, validDebtAccount, validDraft } from "../tests/support/application-draft.ts";
import { startBuiltServer } from "./support.ts";

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const PORT = 3299;
const BUDGET_P95_MS = 100;
const PASSWORD = "Harbor-Light-42";

const application = validDraft({
  debtAccounts: Array.from({ length: 10 }, (_, i) =>
    i % 2 ? validDebtAccount({ originalCreditor: `Creditor ${i}` }) : fullDebtAccount(),
  ),
});

/** A database of its own on the PostgreSQL server in DATABASE_URL, or undefined for PGlite. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `harborline_bench_${crypto.randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Signs a new user up and in through the /auth form actions; returns the session's Cookie header. */
async function signIn(origin: string): Promise<string> {
  const email = `bench-${crypto.randomBytes(4).toString("hex")}@test.example`;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin },
      body: new URLSearchParams(fields),
    });
  const fields = { firstName: "Ada", lastName: "Lovelace", phone: "5551234567", email, password: PASSWORD };
  const signUp = await post("/auth?mode=sign-up", { intent: "sign-up", ...fields });
  if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`);
  const response = await post("/auth", { intent: "sign-in", email, password: PASSWORD });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function run(options: autocannon.Options, onLatency: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("response", (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

const database = await benchDatabase();
const server = await startBuiltServer(PORT, {
  DATABASE_URL: database?.url ?? "",
  APPLICATIONS_PENDING_LIMIT: "1000000",
  APPLICATIONS_PER_HOUR_LIMIT: "1000000",
  SIGN_UP_LIMIT_PER_ADDRESS: "1000",
  SIGN_IN_LIMIT_PER_ADDRESS: "1000",
}).catch(async (error) => {
  await database?.drop();
  throw error;
});
const started = await fetch(`${server.origin}/healthz`).then(
  (response) => response.ok,
  () => false,
);
if (!started) {
  // The server exited or never answered: say so rather than wait for it to stop.
  await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 5000))]);
  await database?.drop();
  throw new Error(
    `The built server did not answer on port ${PORT} (run \`npm run build\`; is the port free?).`,
  );
}
try {
  const cookies: string[] = [];
  for (let i = 0; i < connections; i += 1) cookies.push(await signIn(server.origin));
  let next = 0;
  const cookie = () => cookies[next++ % cookies.length] ?? "";
  const headers = { "content-type": "application/json", origin: server.origin };
  const body = () => JSON.stringify({ submissionId: crypto.randomUUID(), application });
  const check = await fetch(`${server.origin}/api/applications`, {
    method: "POST",
    headers: { ...headers, cookie: cookie() },
    body: body(),
  });
  if (check.status !== 201)
    throw new Error(`a single submit answered ${check.status}: ${await check.text()}`);

  const options = (duration: number): autocannon.Options => ({
    url: server.origin,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/applications",
        headers,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookie() },
          body: body(),
        }),
      },
    ],
  });
  await run(options(2), () => {}); // warm-up, not counted
  const latencies: number[] = [];
  const result = await run(options(seconds), (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stats]) => `${code}: ${stats.count ?? 0}`)
    .join(", ");
  process.stdout.write(
    [
      `database: ${database ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}; ${connections} clients, ${seconds} s, 10 debt accounts per application, body ${body().length} bytes`,
      `requests: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s); statuses ${statuses}`,
      `errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}`,
      `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${p95.toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)}`,
      `budget p95 <= ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS && result.errors === 0 && result.non2xx === 0 ? "met" : "MISSED"}`,
      "",
    ].join("\n"),
  );
} finally {
  await server.stop();
  await database?.drop();
}
