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
    // Public pages: 5 KB, inline included, KB = 1,000 bytes (decision 32: they carry none).
    // The pages that keep React have no budget here (bench/lighthouse.ts checks their TBT).
    const react = /^\/(apply|auth|admin|dashboard|account)(\/|$|\?)/.test(pagePath);
    const verdict = react
      ? "a page with React"
      : gzip + inline <= 5_000
        ? "within the 5 KB budget"
        : "OVER the 5 KB budget";
    process.stdout.write(
      `${pagePath}: ${files} JavaScript files, ${gzip} bytes gzip = ${(gzip / 1000).toFixed(1)} KB (${verdict}), ${(total / 1000).toFixed(1)} KB as sent (brotli); inline scripts ${(inline / 1000).toFixed(1)} KB uncompressed in the HTML\n`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
