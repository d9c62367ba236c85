import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { decide } from "./support/admin-decisions.ts";
import { applicant } from "./support/dashboard.ts";
import { callFixture } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Issue 21: at 375 px no admin page scrolls sideways. The View Details button's hidden label
// (sr-only, absolutely placed) escaped its table's scrolling box and widened the whole page.
// Every admin page is loaded at 375 px, with data in its tables, and the document's width checked.

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.client, path).toBe(375);
  expect(width.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(width.client);
}

test("no admin page scrolls sideways at 375 px", async ({ asCustomer, asAdmin }) => {
  const name = `Narrow${crypto.randomBytes(4).toString("hex")}`;
  const email = `${name.toLowerCase()}@test.example`;
  const person = await applicant(asCustomer, [{ lastName: name, email }]);
  const id = person.ids[0] as string;
  const { id: formId } = await callFixture<{ id: string }>("/account-details-form", {
    applicationId: id,
    completed: false,
    originalCreditor: `Harbor Bank ${name}`,
  });
  const { page } = await asAdmin({ context: { viewport: { width: 375, height: 800 } } });

  // A decision taken at 375 px (its dialog fits), which also puts a message in the mailbox.
  await expectNoSidewaysScroll(page, `/admin/applications?q=${name}`);
  await decide(page, "Approve App", "Application approved and confirmation email sent");

  for (const path of [
    "/admin/dashboard",
    "/admin/applications",
    `/admin/applications?q=${name}`,
    `/admin/applications?q=${name}&open=${id}`,
    "/admin/account-details",
    `/admin/account-details/${formId}`,
    "/admin/payments",
    "/admin/users",
    "/admin/settings",
    "/admin/mailbox",
    "/admin/audit-log",
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
  // The open row shows its details (the widest content of the list).
  await page.goto(`/admin/applications?q=${name}&open=${id}`);
  await expect(page.getByRole("heading", { name: "Application Timeline" })).toBeVisible();

  // A message of the mailbox: the approval just sent to the applicant.
  await page.goto("/admin/mailbox");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const message = await row.getByRole("link").first().getAttribute("href");
  expect(message).toMatch(/^\/admin\/mailbox\/[0-9a-f-]{36}$/);
  await expectNoSidewaysScroll(page, message as string);
});
