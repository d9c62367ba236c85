import type { Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// React's module scripts load after the first paint (app/server/scripts-after-paint.server.ts,
// issue 42): a page with React comes without React Router's module preloads and with its module
// script held, and still hydrates, under the request's nonce or under a stored page's script
// hashes, with no CSP violation. This also guards the rewrite against a change in React
// Router's <Scripts> markup (docs/library-internals.md): the rewrite would then find nothing.

/** CSP violations the page reports (the console's messages and the DOM's own events). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)),
  ];
}

/** The page's first HTML: no module preload, the module script held, the launcher beside it. */
function expectHeld(html: string) {
  expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]+type="module"/);
  expect(html).toMatch(
    /<script[^>]* type="text\/x-held-module" id="held-module-script"[^>]*>[^<]*import\("\/assets\/entry\.client-/,
  );
}

for (const { path, csp } of [
  { path: "/admin/dashboard", csp: /script-src 'self' 'nonce-[^']+'/ },
  // Stored for its admin (server/personal-pages.ts): the CSP is the page's script hashes.
  { path: "/admin/applications", csp: /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/ },
]) {
  test(`${path} is sent without module preloads, hydrates after the paint, and breaks no CSP rule`, async ({
    admin,
  }) => {
    const { page } = admin;
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(csp);
    expectHeld((await response?.text()) ?? "");
    await waitForHydration(page);
    // The launcher ran the module script: React Router's router is there, the held copy is gone.
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await expect(page.locator("#held-module-script")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
}

test("a page opened in a tab that is not shown hydrates without waiting for a frame", async ({ admin }) => {
  const { page } = admin;
  // A background tab: hidden, and requestAnimationFrame never fires.
  await page.addInitScript(() => {
    Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto("/admin/dashboard");
  await waitForHydration(page);
});

test("a content page passes as it was: no script at all", async ({ page }) => {
  const response = await page.goto("/how-it-works");
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("held-module-script");
  expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
});
