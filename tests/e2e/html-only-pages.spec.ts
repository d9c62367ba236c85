import type { Page } from "@playwright/test";
import { RESOURCE_LINKS } from "#app/content/navigation.ts";
import { sitemapPaths } from "#app/content/public-pages.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Public content pages are sent as HTML and CSS only (docs/decisions/0032): no script is
// downloaded and none is inline (JSON-LD is data), for visitors (prerendered pages) and for
// signed-in people (server-rendered ones). Sign-in, the application and the dashboard keep
// React.

const PUBLIC_PATHS = [
  ...sitemapPaths().filter((path) => path !== "/apply"),
  ...RESOURCE_LINKS.map((link) => link.href),
  "/resources/calculator?debt=20000&apr=22&payment=500",
  "/this-page-does-not-exist",
];

/** Loads a page and returns the scripts it fetched and the executable inline scripts it holds. */
async function scriptsOf(page: Page, path: string): Promise<{ fetched: string[]; inline: number }> {
  const fetched: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") fetched.push(request.url());
  };
  page.on("request", onRequest);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", onRequest);
  const inline = await page.locator('script:not([type="application/ld+json"])').count();
  return { fetched, inline };
}

test("every public page downloads no script and holds none inline", async ({ page }) => {
  for (const path of new Set(PUBLIC_PATHS)) {
    const { fetched, inline } = await scriptsOf(page, path);
    expect(fetched, path).toEqual([]);
    expect(inline, path).toBe(0);
    await expect(page.locator('link[rel="modulepreload"]'), path).toHaveCount(0);
  }
});

test("a prerendered public page's CSP allows no script at all", async ({ request }) => {
  const response = await request.get("/how-it-works");
  expect(response.headers()["content-security-policy"]).toContain("script-src 'none'");
});

test("signed in, the server-rendered public pages carry no script either", async ({ customer }) => {
  const { page } = customer;
  for (const path of ["/", "/blog", "/resources/calculator", "/terms"]) {
    const { fetched, inline } = await scriptsOf(page, path);
    expect(fetched, path).toEqual([]);
    expect(inline, path).toBe(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "My Account" }).first()).toBeAttached();
  }
});

test("a signed-in application still hydrates and navigates on the client", async ({ customer }) => {
  const { page } = customer;
  // A signed-in applicant's wizard has React, as the portal's rooms do (reached from it by the
  // router: portal-live.spec.ts).
  await page.goto("/apply");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  // A public page's link from it is read by the router (a fetch), not as a new document.
  await page.getByRole("banner").getByRole("link", { name: "How It Works" }).first().click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test("the home page's debt form lands on the wizard with that amount, and the wizard hydrates", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByLabel("How much debt do you have?").selectOption({ label: "$50,001-$75,000" });
  await page.getByRole("button", { name: "Let's Go" }).click();
  await expect(page).toHaveURL(/\/apply\?debt=5$/);
  await waitForHydration(page);
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
});

test("a flash message waiting after sign-out is shown on the script-less home page", async ({ customer }) => {
  const { page } = customer;
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Signed out successfully" })).toBeVisible();
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
});
