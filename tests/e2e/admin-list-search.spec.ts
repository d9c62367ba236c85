import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { applicant } from "./support/dashboard.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The admin lists' search boxes (ListSearch) search by themselves once typing pauses (350 ms).
// Whatever else moves the list in that time (Enter, a filter, a row's details, a page, Back)
// wins: the waiting search is dropped, never sent after it, where it undid what was just
// chosen. The page's clock is held still while the test types and clicks (so a loaded machine
// cannot let the pause end in between), then moved on by more than the pause: a search still
// waiting would be sent then.

const LONGER_THAN_THE_PAUSE_MS = 700;

const tag = () => `Lsr${crypto.randomBytes(4).toString("hex")}`;

/** The list's data requests (React Router's `.data` loads of `pathname`), as they start. */
function listLoads(page: Page, pathname: string): URL[] {
  const loads: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === `${pathname}.data`) loads.push(url);
  });
  return loads;
}

/** Opens the list with the page's clock in the test's hands, held still once the page is ready. */
async function open(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(Date.now() + 1_000);
}

test("a filter chosen right after typing stays chosen: the typed search is not sent after it", async ({
  admin,
}) => {
  const { page } = admin;
  await open(page, "/admin/users");
  const loads = listLoads(page, "/admin/users");
  await page.getByLabel("Search users").fill(tag());
  const filter = page.getByRole("button", { name: "Admin Users" });
  const before = loads.length;
  await filter.click();
  await expect(page).toHaveURL(/[?&]filter=admins(&|$)/);
  await expect(filter).toHaveAttribute("aria-pressed", "true");
  const chosen = page.url();

  await page.clock.runFor(LONGER_THAN_THE_PAUSE_MS);
  expect(page.url()).toBe(chosen);
  await expect(filter).toHaveAttribute("aria-pressed", "true");
  // One load since the click: the filter's.
  expect(loads.slice(before).map((url) => url.search)).toEqual([new URL(chosen).search]);
});

test("a row opened right after typing stays open", async ({ asCustomer, admin }) => {
  const name = tag();
  await applicant(asCustomer, [{ lastName: name, email: `${name}@test.example` }]);
  const { page } = admin;
  await open(page, `/admin/applications?q=${name}`);
  // Typed again (a space more): a search waits for the pause.
  await page.getByLabel("Search applications").fill(`${name} `);
  await page.getByRole("button", { name: /View Details/ }).click();
  const hide = page.getByRole("button", { name: /Hide Details/ });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await expect(page).toHaveURL(/[?&]open=/);
  const opened = page.url();

  await page.clock.runFor(LONGER_THAN_THE_PAUSE_MS);
  expect(page.url()).toBe(opened);
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
});

test("Enter searches once: no second search replaces its history entry afterwards", async ({ admin }) => {
  const { page } = admin;
  await open(page, "/admin/users");
  const loads = listLoads(page, "/admin/users");
  const words = tag();
  const search = page.getByLabel("Search users");
  await search.fill(words);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${words}(&|$)`));
  await expect(page.getByText("No users found matching your criteria")).toBeVisible();
  const entry = await page.evaluate(() => (window.history.state as { key?: string } | null)?.key);

  await page.clock.runFor(LONGER_THAN_THE_PAUSE_MS);
  expect(loads.map((url) => url.searchParams.get("q"))).toEqual([words]);
  expect(await page.evaluate(() => (window.history.state as { key?: string } | null)?.key)).toBe(entry);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test("the box keeps the focus when its search lands, so typing goes on into it", async ({ admin }) => {
  const { page } = admin;
  await open(page, "/admin/users");
  await page.clock.resume();
  const words = tag();
  const search = page.getByLabel("Search users");
  await search.click();
  await page.keyboard.type(words.slice(0, 5));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${words.slice(0, 5)}(&|$)`));
  await expect(search).toBeFocused();
  await page.keyboard.type(words.slice(5));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${words}(&|$)`));
  await expect(search).toHaveValue(words);
  await expect(search).toBeFocused();
});
