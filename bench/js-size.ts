// JavaScript downloaded by a page, compressed bytes on the wire, in Debian's Chromium.
// Usage: npm run build && node bench/js-size.ts [path ...]
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS, startBuiltServer } from "./support.ts";

const paths = process.argv.length > 2 ? process.argv.slice(2) : ["/"];
const server = await startBuiltServer(3296);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((f) => f !== "--headless=new"),
});
try {
  for (const pagePath of paths) {
    const page = await browser.newPage();
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
    await page.goto(`${server.origin}${pagePath}`, { waitUntil: "networkidle" });
    const inline = await page.evaluate(() =>
      // Inline JavaScript only: not JSON-LD, which is data.
      [
        ...document.querySelectorAll("script:not([src]):not([type]), script[type='module']:not([src])"),
      ].reduce((sum, s) => sum + (s.textContent?.length ?? 0), 0),
    );
    // Budgets in the stricter reading, KB = 1,000 bytes: public pages 5 KB (decision 32, they
    // carry none), the pages that keep React 120 KB (decision 9).
    const budget = /^\/(apply|auth|admin|dashboard|account)(\/|$|\?)/.test(pagePath) ? 120_000 : 5_000;
    const verdict = gzip + inline <= budget ? "within" : "OVER";
    process.stdout.write(
      `${pagePath}: ${files} JavaScript files, ${gzip} bytes gzip = ${(gzip / 1000).toFixed(1)} KB (${verdict} the ${budget / 1000} KB budget, inline included), ${(total / 1000).toFixed(1)} KB as sent (brotli); inline scripts ${(inline / 1000).toFixed(1)} KB uncompressed in the HTML\n`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
