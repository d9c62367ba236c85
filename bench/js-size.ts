// JavaScript downloaded by a page, compressed bytes on the wire, in Debian's Chromium, checked
// against each page's budget (exits 1 when a page is over). A portal page is loaded as an
// enrolled customer, an admin page as an admin (bench/signed-in-session.ts).
// Usage: npm run build && node bench/js-size.ts [path ...]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { OWN_SCRIPT_PATHS } from "../app/components/page-scripts.ts";
import { cookieFor, startSignedInServer } from "./signed-in-session.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./support.ts";

const paths = process.argv.length > 2 ? process.argv.slice(2) : ["/", "/auth", "/apply"];

/**
 * Gzip bytes (KB = 1,000 bytes), the inline scripts' gzipped text included: public pages 5 KB
 * (decision 32: they carry none), sign-in 100 KB and the application 120 KB (issue 26), the
 * other pages sent without React with a script of their own 10 KB (decisions 55 and 56: a page
 * that grows past it is taking React's way back). Pages with React have none here
 * (bench/lighthouse.ts checks their timings).
 */
function budgetOf(pagePath: string): number | null {
  const route = pagePath.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  if (route === "/auth") return 100_000;
  if (route === "/apply") return 120_000;
  if (OWN_SCRIPT_PATHS.has(route)) return 10_000;
  if (/^\/(apply|auth|admin|dashboard|account)(\/|$)/.test(route)) return null;
  return 5_000;
}

const server = await startSignedInServer(3296);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((f) => f !== "--headless=new"),
});
let failed = false;
try {
  for (const pagePath of paths) {
    const cookie = cookieFor(server, pagePath);
    const context = await browser.newContext(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {});
    const page = await context.newPage();
    let total = 0;
    let gzip = 0;
    let files = 0;
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      const sizes = await response.request().sizes();
      total += sizes.responseBodySize;
      const gz = path.join("build/client", `${new URL(response.url()).pathname}.gz`);
      gzip += fs.existsSync(gz) ? fs.statSync(gz).size : sizes.responseBodySize;
      files += 1;
    });
    // The portal keeps a live stream open (never "network idle"): the load, then a quiet second.
    const response = await page.goto(`${server.origin}${pagePath}`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => page.waitForTimeout(1_000));
    const landed = new URL(page.url()).pathname;
    if (!response?.ok() || landed !== new URL(pagePath, server.origin).pathname)
      throw new Error(`${pagePath}: answered ${response?.status()} at ${landed}`);
    const inline = await page.evaluate(() =>
      // Inline JavaScript only: not JSON-LD, which is data.
      [...document.querySelectorAll("script:not([src]):not([type]), script[type='module']:not([src])")]
        .map((s) => s.textContent ?? "")
        .join(""),
    );
    const inlineGzip = inline ? zlib.gzipSync(inline, { level: 9 }).length : 0;
    const budget = budgetOf(pagePath);
    const bytes = gzip + inlineGzip;
    const over = budget !== null && bytes > budget;
    if (over) failed = true;
    const verdict =
      budget === null
        ? "a page with React, no budget here"
        : `${over ? "FAIL: over" : "PASS: within"} the ${budget / 1000} KB budget`;
    process.stdout.write(
      `${pagePath}${cookie ? " (signed in)" : ""}: ${files} JavaScript files, ${gzip} bytes gzip + inline ${inlineGzip} bytes gzip (${(inline.length / 1000).toFixed(1)} KB as written) = ${(bytes / 1000).toFixed(1)} KB (${verdict}); ${(total / 1000).toFixed(1)} KB as sent (brotli)\n`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
