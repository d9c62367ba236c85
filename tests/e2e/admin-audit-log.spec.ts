import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { decide } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, numberOf } from "./support/dashboard.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The Audit Log (issue 12) in Chromium: an admin approves an application and finds that
// decision's entry by filter, with what it changed, and opens the application from it; the
// filters work without JavaScript; an address with a filter the log does not know is refused.
// The e2e database is shared, so each test filters down to its own application.

async function approve(page: Page, search: string) {
  await page.goto(`/admin/applications?q=${encodeURIComponent(search)}`);
  await waitForHydration(page);
  await decide(page, "Approve App", "Application approved and confirmation email sent");
}

function ownDraft() {
  const name = `Ledger${crypto.randomBytes(4).toString("hex")}`;
  return { name, draft: { lastName: name, email: `${name}@test.example` } };
}

test("an admin approves an application, then finds its audit entry by filter and opens the application from it", async ({
  asCustomer,
  admin,
}) => {
  const { name, draft } = ownDraft();
  const person = await applicant(asCustomer, [draft]);
  const id = person.ids[0] as string;
  const { page } = admin;

  await approve(page, name);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Action").selectOption({ label: "Application approved" });
  await filters.getByLabel("Target type").selectOption({ label: "Application" });
  await filters.getByLabel("Target id (exact)").fill(id);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`action=application_approved&type=application&target=${id}`));

  const rows = page
    .getByRole("table", { name: "Audit log entries, newest first" })
    .locator(":scope > tbody > tr");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole("cell").nth(0)).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M E[SD]T$/,
  );
  await expect(row.getByRole("cell").nth(1)).toHaveText(admin.user.email);
  await expect(row.getByRole("cell").nth(2)).toHaveText("Application approved");
  await expect(row.getByRole("cell").nth(3)).toContainText(`Application…${numberOf(id)}`);
  await expect(
    page.getByRole("status").filter({ hasText: "Showing 1 entry matching the filters" }),
  ).toBeVisible();

  // What changed, behind a disclosure opened with the keyboard.
  const summary = row.locator("summary");
  await expect(summary).toContainText("fields changed");
  await summary.focus();
  await page.keyboard.press("Enter");
  const changes = row.getByRole("table", { name: /^Before and after/ });
  await expect(changes).toBeVisible();
  await expect(changes.getByRole("row", { name: /^status/ })).toHaveText(/status\s*"pending"\s*"approved"/);

  // The entry opens its application in Applications Management, details shown.
  await row.getByRole("link", { name: /Open application/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?q=${id}&open=${id}`));
  await expect(page.locator(`#application-details-${id}`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name }).first()).toContainText("Approved");
});

test("the filters and pages work without JavaScript, and an unknown filter is refused", async ({
  asAdmin,
  asCustomer,
  newContext,
}) => {
  const { draft } = ownDraft();
  const person = await applicant(asCustomer, [draft]);
  const id = person.ids[0] as string;
  const { page, api, user } = await asAdmin({ context: { javaScriptEnabled: false } });
  // A decline by the same admin in another browser (decisions ask for confirmation, in script).
  const withScript = await (await newContext({}, user)).newPage();
  await withScript.goto(`/admin/applications?q=${id}`);
  await waitForHydration(withScript);
  await decide(withScript, "Decline App", "Application declined");
  await expect(withScript.getByRole("row").filter({ hasText: draft.lastName })).toContainText("Declined");

  await page.goto("/admin/audit-log");
  await page.getByLabel("Target id (exact)").fill(id);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`target=${id}`));
  const rows = page
    .getByRole("table", { name: "Audit log entries, newest first" })
    .locator(":scope > tbody > tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Application declined");
  // The shortened id filters by that target: the same single entry.
  await rows
    .first()
    .getByRole("link", { name: /every entry for this application/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`type=application&target=${id}`));
  await expect(rows).toHaveCount(1);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);

  // An address the log does not understand: said in words, with a 400 and a way back.
  const refused = await page.goto("/admin/audit-log?action=application_deleted");
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText(
    "This address asks for a filter the audit log does not have",
  );
  await expect(page.getByRole("alert")).toContainText("The action is not one the audit log records.");
  await page.getByRole("link", { name: "Show every entry" }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  expect((await api.get("/admin/audit-log?before=yesterday")).status()).toBe(400);
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on the audit log, its changes open, at ${width} px`, async ({
    asAdmin,
    asCustomer,
  }) => {
    const { name, draft } = ownDraft();
    const person = await applicant(asCustomer, [draft]);
    const { page } = await asAdmin({ context: { viewport: { width, height: 900 } } });
    await approve(page, name);
    await page.goto(`/admin/audit-log?target=${person.ids[0]}`);
    await waitForHydration(page);
    await page.locator("summary").first().click();
    await expect(page.getByRole("table", { name: /^Before and after/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The empty and the refused states too.
    await page.goto("/admin/audit-log?action=user_deleted&target=no-such-target");
    await expect(page.getByText("No audit entries match these filters")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/admin/audit-log?type=nope");
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("a customer who opens the audit log is sent home", async ({ customer }) => {
  await customer.page.goto("/admin/audit-log");
  await expect(customer.page).toHaveURL(/\/$/);
});
