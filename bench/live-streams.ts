// Issue 25: open live streams held by one node. 2,000 customers, each with a session, open
// GET /dashboard/events on the built server; the bench reads the server's resident memory before
// and after, holds them through two of each stream's session checks (every 5 s), then one customer
// writes a message and the bench times the event on that customer's stream and counts events on
// every other stream (there must be none).
// Usage: npm run build && node bench/live-streams.ts [--postgres] [--streams 2000] [--port 3341]
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/server/db.server.ts";
import { personWithSession } from "./bench-sessions.ts";
import { BENCH_DATA_ENCRYPTION_KEY } from "./personal-data.ts";
import { benchDataDir, startBuiltServer, throwawayPostgres } from "./support.ts";

const { values: options } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    streams: { type: "string", default: "2000" },
    port: { type: "string", default: "3341" },
  },
});
const STREAMS = Number(options.streams);
const ROOT = path.resolve(import.meta.dirname, "..");
const AUTH_SECRET = crypto.randomBytes(32).toString("hex");
const write = (text = "") => process.stdout.write(`${text}\n`);
const residentMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

interface Stream {
  events: number;
  firstEventAt: number | null;
  request: http.ClientRequest;
}

function openStream(origin: string, cookie: string, agent: http.Agent): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}/dashboard/events`,
      { headers: { Cookie: cookie }, agent },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`a stream answered ${response.statusCode}`));
        const stream: Stream = { events: 0, firstEventAt: null, request };
        response.setEncoding("utf8");
        let opened = false;
        response.on("data", (chunk: string) => {
          if (!opened && chunk.includes(": live")) {
            opened = true;
            resolve(stream);
          }
          const events = chunk.split("event: changed").length - 1;
          if (events > 0) {
            stream.events += events;
            stream.firstEventAt ??= performance.now();
          }
        });
        response.on("error", () => {});
      },
    );
    request.on("error", reject);
  });
}

const postgres = throwawayPostgres(options.postgres);
const dataDir = benchDataDir();
const database = await openDatabase({ dataDir, rootDir: ROOT, databaseUrl: postgres.url });
const people: { id: string; cookie: string }[] = [];
try {
  await database.migrate();
  for (let n = 0; n < STREAMS; n += 1)
    people.push(await personWithSession(database.db, AUTH_SECRET, `Live${n}`, false));
} finally {
  await database.close();
}
const server = await startBuiltServer(
  Number(options.port),
  { AUTH_SECRET, DATA_ENCRYPTION_KEY: BENCH_DATA_ENCRYPTION_KEY, DATABASE_URL: postgres.url ?? "" },
  { dataDir },
);
try {
  write(
    `${options.postgres ? "PostgreSQL 15" : "embedded PGlite"}, ${process.version}, ${STREAMS.toLocaleString("en-US")} streams`,
  );
  await fetch(`${server.origin}/dashboard`, { headers: { Cookie: people[0]?.cookie ?? "" } });
  const before = residentMb(server.pid);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const opened = performance.now();
  const streams: Stream[] = [];
  for (let from = 0; from < people.length; from += 100) {
    streams.push(
      ...(await Promise.all(
        people.slice(from, from + 100).map((p) => openStream(server.origin, p.cookie, agent)),
      )),
    );
  }
  write(`opened ${streams.length} streams in ${((performance.now() - opened) / 1000).toFixed(1)} s`);
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const held = residentMb(server.pid);
  write(
    `server memory: ${before.toFixed(1)} MB before, ${held.toFixed(1)} MB holding them through two session checks: ${(((held - before) * 1024) / streams.length).toFixed(1)} KB per stream`,
  );
  // One customer writes: only their stream hears of it.
  const target = 7;
  const form = new FormData();
  form.append("intent", "send-message");
  form.append("body", "A question about my next deposit.");
  const encoded = new Request(server.origin, { method: "POST", body: form });
  const sentAt = performance.now();
  const answer = await fetch(`${server.origin}/dashboard/messages`, {
    method: "POST",
    headers: {
      Cookie: people[target]?.cookie ?? "",
      Origin: server.origin,
      "Content-Type": encoded.headers.get("content-type") ?? "",
    },
    body: Buffer.from(await encoded.arrayBuffer()),
    redirect: "manual",
  });
  if (answer.status >= 400) throw new Error(`the message was refused: ${answer.status}`);
  const answeredAt = performance.now();
  const deadline = performance.now() + 2_000;
  while (!streams[target]?.firstEventAt && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 2));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const reached = (streams[target]?.firstEventAt ?? Number.POSITIVE_INFINITY) - sentAt;
  const others = streams.filter((stream, index) => index !== target && stream.events > 0).length;
  const ok = reached < 1_000 && others === 0;
  const afterAnswer = (streams[target]?.firstEventAt ?? Number.POSITIVE_INFINITY) - answeredAt;
  write(
    `a message by one customer reached their stream ${reached.toFixed(1)} ms after its POST began (the POST took ${(answeredAt - sentAt).toFixed(1)} ms; the event came ${afterAnswer.toFixed(1)} ms after its answer); other streams that heard anything: ${others}  ${ok ? "PASS" : "FAIL"}`,
  );
  for (const stream of streams) stream.request.destroy();
  agent.destroy();
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
  postgres.stop();
}
