import { PRERENDERED_PATHS } from "../../app/content/public-pages.ts";
import { expect, test } from "./support/test.ts";

// Prerendered pages: static bytes with a hash-based CSP for visitors; the server-rendered
// page as rendered once for someone signed in, for anyone signed in (signed-in-pages.spec.ts).

test("prerendered pages come precompressed with a CSP that allows no script, work without one, and log no error", async ({
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
    // Sent without scripts (decision 32): nothing to hash, nothing allowed.
    expect(headers["content-security-policy"], path).toContain("script-src 'none';");
    expect(headers["content-security-policy"], path).not.toContain("nonce-");
    expect(headers["content-encoding"], path).toMatch(/^(br|gzip)$/);
    expect(headers.etag, path).toBeTruthy();
    const html = (await response?.text()) ?? "";
    expect(html, path).not.toContain('rel="modulepreload"');
    expect(html, path).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
  }
  // A control works on a prerendered page without any script: the mobile menu (a popover).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about-us");
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
