// What Lighthouse charges a page for nothing it does: a one-paragraph document, no stylesheet and
// no script, measured with no headers, with the site's own security headers
// (server/security-headers.ts), and with those headers less Cross-Origin-Opener-Policy. The
// difference is the floor under every page's performance and TBT on this machine
// (docs/decisions/0050-opener-policy-and-the-lab-floor.md). bench/lighthouse.ts measures the
// site's-headers variant in its own session (`measureFloor`): issue 42's TBT budget is this floor
// plus 150 ms.
// Usage: node bench/lighthouse-floor.ts [--runs 3]
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { securityHeaders } from "../server/security-headers.ts";
import { lighthouseRun } from "./lighthouse-run.ts";
import { CHROMIUM, CHROMIUM_FLAGS, median } from "./support.ts";

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<meta name="description" content="One heading and one paragraph."></head>
<body><main><h1>Floor</h1><p>One heading and one paragraph: no stylesheet, no image and no
script, to see what the browser itself costs a page.</p></main></body></html>`;

const siteHeaders = securityHeaders([], false);
const { "Cross-Origin-Opener-Policy": _opener, ...withoutOpener } = siteHeaders;
export const SITE_HEADERS = "the site's headers";
const VARIANTS: Record<string, Record<string, string>> = {
  "no headers": {},
  [SITE_HEADERS]: siteHeaders,
  "the site's headers less COOP": withoutOpener,
};

export interface Floor {
  /** Medians of the runs. */
  perf: number;
  tbt: number;
  longest: number;
  /** Each run's TBT, ms. */
  tbts: number[];
}

/** The floor page with each set of headers (or only `names`), `runs` times, in the Chromium at `port`. */
export async function measureFloor(
  port: number,
  runs: number,
  names: string[] = Object.keys(VARIANTS),
): Promise<Map<string, Floor>> {
  const server = http.createServer((request, response) => {
    const variant =
      VARIANTS[decodeURIComponent(new URL(request.url ?? "/", "http://floor").pathname.slice(1))];
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
  const floors = new Map<string, Floor>();
  try {
    for (const name of names) {
      const measured: { perf: number; tbt: number; longest: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouseRun(port, `${origin}/${encodeURIComponent(name)}`);
        const tasks = (lhr.audits["long-tasks"]?.details as { items?: { duration: number }[] } | undefined)
          ?.items;
        measured.push({
          perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          longest: Math.max(0, ...(tasks ?? []).map((task) => task.duration)),
        });
      }
      const m = (key: "perf" | "tbt" | "longest") => median(measured.map((run) => run[key]));
      floors.set(name, {
        perf: m("perf"),
        tbt: m("tbt"),
        longest: m("longest"),
        tbts: measured.map((run) => run.tbt),
      });
    }
  } finally {
    server.close();
  }
  return floors;
}

if (import.meta.main) {
  const { values: options } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const floors = await measureFloor(chrome.port, Number(options.runs));
    process.stdout.write("headers | performance | TBT | longest task | each run's TBT\n");
    for (const [name, floor] of floors) {
      process.stdout.write(
        `${name} | ${floor.perf} | ${floor.tbt.toFixed(0)} ms | ${floor.longest.toFixed(0)} ms | ${floor.tbts.map((tbt) => tbt.toFixed(0)).join(", ")} ms\n`,
      );
    }
  } finally {
    chrome.kill();
  }
}
