import type { Page } from "@playwright/test";
import { BACKGROUND_HEADER } from "#app/domain/session/status.ts";
import { applicant, numberOf, openDashboard } from "./support/dashboard.ts";
import { setApplicationStatus } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The portal's rooms sent without React (docs/decisions/0055), Account Details first: the page
// carries no script file, its own inline script keeps it current from the live stream without a
// reload and without counting as the person's activity, and a room with React reaches it as a page.
// Its idle-timeout warning is tested with the others in session-timeout.spec.ts.

const DRAFT = { debtAmount: "18,250" };

/** Script files, module preloads or module scripts: what a page with React carries. */
async function reactParts(page: Page): Promise<number> {
  return page.locator('script[src], script[type="module"], link[rel="modulepreload"]').count();
}

test("Account Details carries no script file, and a decision made meanwhile reaches it live, without a reload", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  const id = person.ids[0] as string;
  await openDashboard(page, `/dashboard/account-details?application=${id}`);
  expect(await reactParts(page)).toBe(0);
  const list = page.getByRole("navigation", { name: "Choose an application" });
  await expect(list).toContainText("Pending");
  await page.evaluate(() => {
    (window as unknown as { keptPage?: boolean }).keptPage = true;
  });

  // The decision reaches the page through its stream; the page reads itself again in the background.
  // The focus stays where it was, on the application's link, as the part around it is replaced.
  await list.getByRole("link").first().focus();
  const refresh = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/dashboard/account-details" && request.method() === "GET",
  );
  await setApplicationStatus(id, "approved");
  const request = await refresh;
  expect(request.headers()[BACKGROUND_HEADER.toLowerCase()]).toBe("1");
  await expect(list).toContainText("Approved", { timeout: 5_000 });
  await expect(page.getByRole("heading", { level: 2, name: `Application #${numberOf(id)}` })).toBeVisible();
  await expect(list.getByRole("link").first()).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(true);
  expect(new URL(page.url()).search).toBe(`?application=${id}`);
});

test("from a room with React, Account Details is loaded as a page, and its links lead back to React's rooms", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  await openDashboard(page, "/dashboard");
  expect(await reactParts(page)).toBeGreaterThan(0);
  const nav = page.getByRole("navigation", { name: "Dashboard" });

  await nav.getByRole("link", { name: "Account Details" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account-details/);
  await waitForHydration(page);
  await expect(nav.getByRole("link", { name: "Account Details" })).toHaveAttribute("aria-current", "page");
  expect(await reactParts(page)).toBe(0);
  await expect(page.getByText(`Welcome back, ${person.user.email}`)).toBeVisible();

  await nav.getByRole("link", { name: "Profile Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await waitForHydration(page);
  expect(await reactParts(page)).toBeGreaterThan(0);
});
