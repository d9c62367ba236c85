// JavaScript downloaded by a page, compressed bytes on the wire, in Debian's Chromium, checked
// against each page's budget (exits 1 when a page is over). A portal page is loaded as an
// enrolled customer, an admin page as an admin, `customer:/apply` as the customer
// (bench/signed-in-session.ts).
// Usage: npm run build && npx tsx bench/js-size.ts [page ...]
// (tsx, not plain node: signing an agreement renders its e-mail, whose layout is a .tsx file.)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { REACT_PAGES } from "./pages.ts";
import { benchPage, cookieFor, startSignedInServer } from "./signed-in-session.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./support.ts";

// A content page stands for all of them (the same layout, no JavaScript).
const DEFAULT_PAGES = ["/", ...REACT_PAGES];
const paths = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PAGES;

/**
 * Gzip bytes (KB = 1,000 bytes), the inline scripts' gzipped text included (issue 42): every
 * page with React (sign-in, the application, the portal, the admin pages) 160 KB; content pages
 * 5 KB (decision 32: they carry none).
 */
function budgetOf(pagePath: string): number {
  return /^\/(apply|auth|admin|dashboard|account)(\/|$|\?)/.test(pagePath) ? 160_000 : 5_000;
}

const server = await startSignedInServer(3296);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((f) => f !== "--headless=new"),
});
let failed = false;
try {
  for (const name of paths) {
    const { path: pagePath } = benchPage(name);
    const cookie = cookieFor(server, name);
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
      // Inline JavaScript only: not JSON-LD, which is data. A module script still held until
      // after the paint (app/server/scripts-after-paint.server.ts) counts: it is about to run.
      [
        ...document.querySelectorAll(
          "script:not([src]):not([type]), script[type='module']:not([src]), script[type='text/x-held-module']",
        ),
      ]
        .map((s) => s.textContent ?? "")
        .join(""),
    );
    const inlineGzip = inline ? zlib.gzipSync(inline, { level: 9 }).length : 0;
    const budget = budgetOf(pagePath);
    const bytes = gzip + inlineGzip;
    const over = bytes > budget;
    if (over) failed = true;
    process.stdout.write(
      `${over ? "FAIL" : "PASS"} ${pagePath}${cookie ? " (signed in)" : ""}: ${(bytes / 1000).toFixed(1)} KB (<= ${budget / 1000} KB): ${files} JavaScript files, ${gzip} bytes gzip + inline ${inlineGzip} bytes gzip (${(inline.length / 1000).toFixed(1)} KB as written); ${(total / 1000).toFixed(1)} KB as sent (brotli)\n`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
