import type { Page } from "@playwright/test";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, numberOf, openDashboard } from "./support/dashboard.ts";
import { insertAccountDetailsForm } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// The dashboard for keyboard and screen-reader users, and on small screens (issue 5):
// axe on every tab, sub-tab and the dialog, keyboard-only use, 320 px without sideways scroll.

const DRAFTS = [
  { debtAmount: "18,250" },
  {
    debtAmount: "30,000.50",
    debtAccounts: [validDebtAccount(), validDebtAccount({ originalCreditor: "Quayside Credit Union" })],
  },
];

/** Every view of the dashboard, each checked by `check`. */
async function everyView(page: Page, check: (name: string) => Promise<void>) {
  await check("My Applications / Overview");
  for (const view of ["Application Details", "Account Details"]) {
    await page
      .getByRole("tablist", { name: /Application #/ })
      .getByRole("tab", { name: view })
      .click();
    await check(`My Applications / ${view}`);
  }
  for (const tab of ["Account Details", "Profile Settings", "Support"]) {
    await page.getByRole("tablist", { name: "Dashboard" }).getByRole("tab", { name: tab }).click();
    await check(tab);
  }
  await page
    .getByRole("tablist", { name: "Dashboard" })
    .getByRole("tab", { name: "My Applications" })
    .click();
  await page.getByRole("button", { name: /Cancel Application/ }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await check("the cancel dialog");
  await page.keyboard.press("Escape");
}

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on any dashboard view at ${width} px`, async ({ asCustomer }) => {
    const person = await applicant(asCustomer, DRAFTS, { width, height: 900 });
    await insertAccountDetailsForm(person.ids[1] as string, {
      completed: true,
      originalCreditor: "Harbor Bank",
    });
    await openDashboard(person.page);
    await everyView(person.page, async () => {
      await expectNoAxeViolations(person.page);
    });
  });
}

test("every dashboard view fits a 320 px screen without sideways scrolling", async ({ asCustomer }) => {
  const person = await applicant(asCustomer, DRAFTS, { width: 320, height: 800 });
  await openDashboard(person.page);
  await everyView(person.page, async (name) => {
    const overflow = await person.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
  });
});

test("keyboard only: tabs by arrow keys, the choice kept in the address, an application opened and cancelled", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, DRAFTS);
  const { page } = person;
  const older = person.ids[0] as string;
  await openDashboard(page);
  const tabs = page.getByRole("tablist", { name: "Dashboard" });
  // Switching tabs shows what is loaded: no request to the server.
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await tabs.getByRole("tab", { name: "My Applications" }).focus();
  // Radix moves the focus in a task after the key: each press waits for the one before, as
  // a person does (two presses within a few milliseconds can both start from the first tab).
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Account Details" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Profile Settings" })).toBeFocused();
  await expect(tabs.getByRole("tab", { name: "Profile Settings" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  expect(dataRequests).toEqual([]);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Profile Settings", selected: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Profile Settings" })).toBeVisible();

  await page.waitForLoadState("networkidle");
  await tabs.getByRole("tab", { name: "Profile Settings" }).focus();
  await page.keyboard.press("Home");
  await expect(page).toHaveURL(/\/dashboard$/);
  const link = page.getByRole("link", { name: new RegExp(`Application #${numberOf(older)}`) });
  await link.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: `Application #${numberOf(older)}` });
  await expect(panel).toBeVisible();
  const cancel = panel.getByRole("button", { name: /Cancel Application/ });
  await cancel.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Keep Application" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Yes, Cancel Application" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Application cancelled successfully")).toBeVisible();
  await expect(panel).toContainText("Cancelled");
});
