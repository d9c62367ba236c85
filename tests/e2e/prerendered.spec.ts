import { PRERENDERED_PATHS } from "../../app/content/public-pages.ts";
import { expect, test } from "./support/test.ts";

// Prerendered pages: static bytes with a hash-based CSP for visitors; the server-rendered
// page as rendered once for someone signed in, for anyone signed in (signed-in-pages.spec.ts).

test("prerendered pages come precompressed with a hash-based CSP, hydrate, and log no CSP violation", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  for (const path of PRERENDERED_PATHS) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"], path).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    expect(headers["content-security-policy"], path).not.toContain("nonce-");
    expect(headers["content-encoding"], path).toMatch(/^(br|gzip)$/);
    expect(headers.etag, path).toBeTruthy();
    // Scripts are fetched after the first paint, not preloaded from the head (decision 9).
    expect(await response?.text(), path).not.toContain('<link rel="modulepreload"');
  }
  // Hydrated: a client-side control works on a prerendered page.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about-us");
  // Hydration starts after the first paint: wait for its scripts before clicking.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /menu/i }).first().click();
  await expect(
    page.getByRole("navigation").getByRole("link", { name: "Client Stories" }).first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test("a repeated request is answered 304 from its ETag", async ({ request }) => {
  const first = await request.get("/how-it-works");
  const etag = first.headers().etag ?? "";
  const again = await request.get("/how-it-works", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
});

test("a signed-in user gets the signed-in page with 'My Account', also after client navigation", async ({
  customer,
}) => {
  const { page } = customer;
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  const response = await page.goto("/");
  // The page as rendered once for anyone signed in (signed-in-pages.spec.ts), with its hashes.
  expect(response?.headers()["content-security-policy"]).not.toContain("nonce-");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
  await header.getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
});

test("a visitor sees 'Sign In' on prerendered pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
});
