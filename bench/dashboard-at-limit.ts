// One customer cannot slow the site for everyone (issue 13, docs/decisions/0029). Before the
// limits, one account stored 8,169 applications in seconds; its dashboard was 5.6 MB and
// 1.3 s, and five loads of it pushed other users' pages past 1 s and /healthz to 1.7 s.
// This seeds, straight into the database (the submit's limits would stop it), one account
// holding those 8,169 applications and one at the new limits (10 submitted in the last hour,
// 3 of them pending), then measures through the built server:
//   - each dashboard's document and data (`/dashboard.data`): bytes, p50/p95 of 20 loads;
//   - another user's dashboard and /healthz, alone and while five loads of the big
//     dashboard run at once, over and over.
// Usage: npm run build && node bench/dashboard-at-limit.ts [port]
// On the embedded database (the server's default), in a temporary folder.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../app/server/db.server.ts";
import { applications, users } from "../db/schema.ts";
import { validDraft } from "../tests/support/application-draft.ts";
import { sampleApplication } from "../tests/support/fixtures.ts";
import { benchDataDir, type RunningServer, startBuiltServer } from "./support.ts";

const PORT = Number(process.argv[2] ?? 3325);
const ROOT = path.resolve(import.meta.dirname, "..");
const PASSWORD = "Harbor-Light-42";
const BIG = 8_169;
const LOADS = 20;
const write = (text = "") => process.stdout.write(`${text}\n`);
const ENV = { SIGN_UP_LIMIT_PER_ADDRESS: "1000", SIGN_IN_LIMIT_PER_ADDRESS: "1000" };

interface Person {
  email: string;
  cookie: string;
}

/** Signs a new user up and in through the /auth form actions, as a person would. */
async function signUp(origin: string, name: string): Promise<Person> {
  const email = `bench-${name}-${crypto.randomBytes(4).toString("hex")}@test.example`;
  const post = (to: string, fields: Record<string, string>) =>
    fetch(`${origin}${to}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin },
      body: new URLSearchParams(fields),
    });
  const fields = { firstName: "Ada", lastName: "Lovelace", phone: "5551234567", email, password: PASSWORD };
  const made = await post("/auth?mode=sign-up", { intent: "sign-up", ...fields });
  if (made.status !== 302) throw new Error(`sign-up answered ${made.status}`);
  const signedIn = await post("/auth", { intent: "sign-in", email, password: PASSWORD });
  if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { email, cookie };
}

/** Applications of the user with `email`, each made `minutesAgo` and given one debt account. */
async function seedApplications(
  db: Awaited<ReturnType<typeof openDatabase>>["db"],
  email: string,
  rows: { status: "pending" | "approved" | "declined" | "cancelled"; minutesAgo: number }[],
) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500).map((row) =>
      sampleApplication({
        userId: user.id,
        email,
        status: row.status,
        createdAt: new Date(Date.now() - row.minutesAgo * 60_000),
      }),
    );
    await db.insert(applications).values(batch);
  }
  await db.execute(sql`insert into debt_accounts (application_id, original_creditor, account_type, current_balance, position)
    select id, 'Harbor Bank', 'Credit Card', 8200.75, 0 from applications where user_id = ${user.id}`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (${sorted.length} loads)`;
};

/** One GET: its time and the bytes of its body (uncompressed). */
async function load(server: RunningServer, to: string, cookie = ""): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${server.origin}${to}`, { headers: cookie ? { cookie } : {} });
  const body = await response.arrayBuffer();
  const time = performance.now() - started;
  if (!response.ok) throw new Error(`${to} answered ${response.status}`);
  return { ms: time, bytes: body.byteLength };
}

async function measure(server: RunningServer, to: string, cookie = "", times = LOADS) {
  await load(server, to, cookie); // warm-up, not counted
  const runs = [];
  for (let i = 0; i < times; i += 1) runs.push(await load(server, to, cookie));
  return { bytes: runs.at(-1)?.bytes ?? 0, times: runs.map((r) => r.ms) };
}

// 1. Sign the people up on a first start (passwords and sessions as the product makes them).
const dataDir = benchDataDir();
let server = await startBuiltServer(PORT, ENV, { dataDir, keepDataDir: true });
let people: { big: Person; atLimit: Person; other: Person };
try {
  people = {
    big: await signUp(server.origin, "big"),
    atLimit: await signUp(server.origin, "limit"),
    other: await signUp(server.origin, "other"),
  };
} finally {
  await server.stop();
}

// 2. Seed straight into the database while no server holds it.
const seedStarted = performance.now();
const database = await openDatabase({ dataDir, rootDir: ROOT });
try {
  const statuses = ["approved", "declined", "cancelled", "pending"] as const;
  await seedApplications(
    database.db,
    people.big.email,
    Array.from({ length: BIG }, (_, i) => ({ status: statuses[i % 4] ?? "pending", minutesAgo: 1 + i })),
  );
  // At the new limits: 10 in the last hour, 3 of them still pending.
  await seedApplications(
    database.db,
    people.atLimit.email,
    Array.from({ length: 10 }, (_, i) => ({
      status: i < 3 ? "pending" : "cancelled",
      minutesAgo: 1 + i * 5,
    })),
  );
  await seedApplications(database.db, people.other.email, [{ status: "pending", minutesAgo: 30 }]);
  await database.db.execute(sql`vacuum analyze`);
} finally {
  await database.close();
}
write(
  `seeded ${BIG.toLocaleString("en-US")} + 10 + 1 applications in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (embedded PGlite)`,
);

// 3. Measure on a second start over the seeded data.
server = await startBuiltServer(PORT, ENV, { dataDir });
try {
  const atLimitSubmit = await fetch(`${server.origin}/api/applications`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: people.atLimit.cookie, origin: server.origin },
    body: JSON.stringify({ submissionId: crypto.randomUUID(), application: validDraft() }),
  });
  write(
    `a submit by the account at its limits: ${atLimitSubmit.status} ${JSON.stringify(await atLimitSubmit.json())}`,
  );

  write(`\ndashboards, ${LOADS} loads each after one warm-up (bytes uncompressed):`);
  for (const [label, person] of [
    [`${BIG.toLocaleString("en-US")} applications`, people.big],
    ["at the limit (10)", people.atLimit],
    ["one application", people.other],
  ] as const) {
    const page = await measure(server, "/dashboard", person.cookie);
    const data = await measure(server, "/dashboard.data", person.cookie);
    write(
      `  ${label.padEnd(24)} document ${page.bytes.toLocaleString("en-US").padStart(7)} B, ${ms(page.times)}`,
    );
    write(
      `  ${"".padEnd(24)} data     ${data.bytes.toLocaleString("en-US").padStart(7)} B, ${ms(data.times)}`,
    );
  }
  const deep = await measure(server, `/dashboard?page=${Math.ceil(BIG / 10)}`, people.big.cookie);
  write(
    `  last page of ${BIG.toLocaleString("en-US")}        document ${deep.bytes.toLocaleString("en-US").padStart(7)} B, ${ms(deep.times)}`,
  );

  write("\nanother user's dashboard and /healthz:");
  const alone = await measure(server, "/dashboard", people.other.cookie);
  const healthAlone = await measure(server, "/healthz");
  write(`  alone                    dashboard ${ms(alone.times)}; /healthz ${ms(healthAlone.times)}`);

  // Five loads of the big dashboard at once, again and again, while the other user loads theirs.
  let running = true;
  let bigLoads = 0;
  let bigFailures = 0;
  const bigTimes: number[] = [];
  const loops = Array.from({ length: 5 }, async () => {
    while (running) {
      try {
        const { ms: took } = await load(server, "/dashboard", people.big.cookie);
        bigTimes.push(took);
        bigLoads += 1;
      } catch {
        bigFailures += 1;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const otherTimes: number[] = [];
  const healthTimes: number[] = [];
  for (let i = 0; i < LOADS; i += 1) {
    otherTimes.push((await load(server, "/dashboard", people.other.cookie)).ms);
    healthTimes.push((await load(server, "/healthz")).ms);
  }
  running = false;
  await Promise.all(loops);
  write(`  with 5 big dashboards    dashboard ${ms(otherTimes)}; /healthz ${ms(healthTimes)}`);
  write(`  (the big dashboards meanwhile: ${bigLoads} loads, ${bigFailures} failed, ${ms(bigTimes)})`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
