import type { Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Sign-in and its forgotten password are sent without React, with a small inline script of their
// own (docs/decisions/0049, app/components/auth/auth-page.browser.js). The forms post as pages;
// the script clears a field's error when it is edited (forms.spec.ts), fills the time zone
// (time-zones.spec.ts), runs 'Use a Passkey' (sign-in-security.spec.ts), and keeps a form from
// being sent twice (here).

const OWN_SCRIPT_PAGES = ["/auth", "/auth?mode=sign-up", "/auth/forgot-password"];

/** Scripts a page load fetched, and the inline scripts it holds. */
async function scriptsOf(page: Page, path: string) {
  const fetched: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") fetched.push(request.url());
  };
  page.on("request", onRequest);
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", onRequest);
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonces = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  return { fetched, nonces, csp };
}

test("sign-in and the forgotten password download no script: one inline script runs, under the page's nonce", async ({
  page,
}) => {
  for (const path of OWN_SCRIPT_PAGES) {
    const { fetched, nonces, csp } = await scriptsOf(page, path);
    expect(fetched, path).toEqual([]);
    await expect(page.locator('link[rel="modulepreload"]'), path).toHaveCount(0);
    expect(nonces, path).toHaveLength(1);
    expect(csp, path).toContain(`'nonce-${nonces[0]}'`);
    // The script ran: it marks the page ready, as React's root does.
    await waitForHydration(page);
  }
  // Only the customers' sign-in offers a passkey; the script shows its button.
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Use a Passkey" })).toBeVisible();
});

test("a second click on Send Reset Link sends nothing more; the button says Please wait... meanwhile", async ({
  page,
}) => {
  const posts: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/auth/forgot-password", async (route) => {
    if (route.request().method() === "POST") {
      posts.push(route.request().postData() ?? "");
      await held;
    }
    await route.continue();
  });
  await page.goto("/auth/forgot-password");
  await waitForHydration(page);
  await page.getByLabel("Email").fill("nobody@test.example");
  // Two clicks in a row, as a double click gives, and the button read while the answer is held
  // (in the page: Playwright waits for a navigation its own click starts).
  const during = await page.evaluate(async () => {
    const button = document.querySelector<HTMLButtonElement>('form[data-page-form] button[type="submit"]');
    button?.click();
    button?.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { text: button?.textContent, disabled: button?.disabled };
  });
  expect(during).toEqual({ text: "Please wait...", disabled: true });
  await expect.poll(() => posts.length).toBe(1);
  release();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");
  expect(posts).toHaveLength(1);
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
});

test("a mistyped address is answered by the server, and editing the field clears only its own error", async ({
  page,
}) => {
  await page.goto("/auth");
  await waitForHydration(page);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("Wrong-Password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toHaveAccessibleDescription("Invalid email address");
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("not-an-email");
  await waitForHydration(page);
  await email.fill("ada@test.example");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("");
});

test("a link to sign-in from a page with React loads it as a page, so its script runs", async ({ page }) => {
  await page.goto("/apply");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Use a Passkey" })).toBeVisible();
  expect(documents).toContain("/auth");
});
