// What Lighthouse charges a page for nothing it does: a one-paragraph document, no stylesheet and
// no script, measured with no headers, with the site's own security headers
// (server/security-headers.ts), and with those headers less Cross-Origin-Opener-Policy. The
// difference is the floor under every page's performance and TBT on this machine
// (docs/decisions/0050-opener-policy-and-the-lab-floor.md).
// Usage: node bench/lighthouse-floor.ts [--runs 3]
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { securityHeaders } from "../server/security-headers.ts";
import { lighthouseRun } from "./lighthouse-run.ts";
import { CHROMIUM, CHROMIUM_FLAGS, median } from "./support.ts";

const { values: options } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const RUNS = Number(options.runs);

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<meta name="description" content="One heading and one paragraph."></head>
<body><main><h1>Floor</h1><p>One heading and one paragraph: no stylesheet, no image and no
script, to see what the browser itself costs a page.</p></main></body></html>`;

const siteHeaders = securityHeaders([], false);
const { "Cross-Origin-Opener-Policy": _opener, ...withoutOpener } = siteHeaders;
const VARIANTS: Record<string, Record<string, string>> = {
  "no headers": {},
  "the site's headers": siteHeaders,
  "the site's headers less COOP": withoutOpener,
};

const server = http.createServer((request, response) => {
  const variant = VARIANTS[decodeURIComponent(new URL(request.url ?? "/", "http://floor").pathname.slice(1))];
  if (!variant) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    ...variant,
  });
  response.end(PAGE);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
try {
  process.stdout.write("headers | performance | TBT | longest task | each run's TBT\n");
  for (const name of Object.keys(VARIANTS)) {
    const runs: { perf: number; tbt: number; longest: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouseRun(chrome.port, `${origin}/${encodeURIComponent(name)}`);
      const tasks = (lhr.audits["long-tasks"]?.details as { items?: { duration: number }[] } | undefined)
        ?.items;
      runs.push({
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
        longest: Math.max(0, ...(tasks ?? []).map((task) => task.duration)),
      });
    }
    const m = (key: "perf" | "tbt" | "longest") => median(runs.map((run) => run[key]));
    process.stdout.write(
      `${name} | ${m("perf")} | ${m("tbt").toFixed(0)} ms | ${m("longest").toFixed(0)} ms | ${runs.map((run) => run.tbt.toFixed(0)).join(", ")} ms\n`,
    );
  }
} finally {
  chrome.kill();
  server.close();
}
