// Requests per second for a prerendered page (with compression) through the real server,
// against a bare node:http server returning the same bytes, measured in one run on loopback.
// Usage: npm run build && node bench/prerendered-rps.ts [path] [seconds]
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { startBuiltServer } from "./support.ts";

const pagePath = process.argv[2] ?? "/";
const seconds = Number(process.argv[3] ?? 10);
const headers = { "accept-encoding": "br, gzip" };

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const server = await startBuiltServer(3297);
const response = await fetch(`${server.origin}${pagePath}`, { headers });
const body = Buffer.from(await response.arrayBuffer());
// fetch decodes the body: ask for the raw compressed bytes with node:http instead.
const raw = await new Promise<{ bytes: Buffer; headers: Record<string, string> }>((resolve, reject) => {
  import("node:http").then(({ get }) =>
    get(`${server.origin}${pagePath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ bytes: Buffer.concat(chunks), headers: res.headers as Record<string, string> }),
      );
    }).on("error", reject),
  );
});

// The bare server runs in its own process, like ours.
const bareSource = `
const http = require("node:http");
const bytes = Buffer.from(process.env.BODY, "base64");
const headers = JSON.parse(process.env.HEADERS);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(bytes); }).listen(3298, () => process.send("ready"));
`;
const bareHeaders = {
  "content-type": raw.headers["content-type"] ?? "text/html",
  "content-encoding": raw.headers["content-encoding"] ?? "identity",
  "content-length": String(raw.bytes.length),
};
const bare = spawn(process.execPath, ["-e", bareSource], {
  env: { ...process.env, BODY: raw.bytes.toString("base64"), HEADERS: JSON.stringify(bareHeaders) },
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
await new Promise((resolve) => bare.once("message", resolve));

try {
  const ours = await measure(`${server.origin}${pagePath}`);
  const baseline = await measure("http://localhost:3298/");
  process.stdout.write(
    [
      `page ${pagePath}: ${body.length} bytes, sent as ${raw.bytes.length} bytes (${raw.headers["content-encoding"]})`,
      `Harborline server:  ${ours.toFixed(0)} req/s`,
      `bare node:http:     ${baseline.toFixed(0)} req/s`,
      `ratio:              ${(ours / baseline).toFixed(2)} (budget >= 0.5)`,
      "",
    ].join("\n"),
  );
} finally {
  bare.kill();
  await server.stop();
}
