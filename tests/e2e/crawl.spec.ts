import { expect, test } from "@playwright/test";
import { E2E_ORIGIN } from "./support/constants.ts";

// Follows every internal link from the home page: nothing leads to a 404 and no page logs
// a console error (a CSP violation or a failed hydration included, once the page is idle).
// Public content pages carry no script; the application, account and admin pages hydrate
// (docs/decisions/0032), the application for a visitor too; sign-in and its forgotten password
// run their own script (0049).
const REACT_PAGES = /^\/(apply|auth|admin|dashboard|account)(\/|$|\?)/;
test("a crawl from / finds no broken internal link and no console error", async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));

  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const broken: string[] = [];
  const notHydrated: string[] = [];
  const publicWithScripts: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() ?? "/";
    const response = await page.goto(path);
    if (!response || response.status() >= 400) broken.push(`${path} → ${response?.status()}`);
    // Stay until the scripts have run, so an error they log is caught on this page rather than
    // missed when the next navigation cancels it.
    await page.waitForLoadState("networkidle");
    const hydrated = await page.evaluate(() => "__reactRouterDataRouter" in window);
    const scripts = await page.locator("script:not([type='application/ld+json'])").count();
    if (REACT_PAGES.test(path)) {
      if (!hydrated) notHydrated.push(path);
    } else if (hydrated || scripts > 0) {
      publicWithScripts.push(path);
    }
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      const url = new URL(href, E2E_ORIGIN);
      if (url.origin !== E2E_ORIGIN || url.pathname.startsWith("/api/")) continue;
      const next = `${url.pathname}${url.search}`;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(errors).toEqual([]);
  expect(seen.size).toBeGreaterThan(20);
  expect(notHydrated, "application pages whose scripts never ran").toEqual([]);
  expect(publicWithScripts, "public pages sent with scripts").toEqual([]);
});
