import type { Page } from "@playwright/test";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, numberOf, openDashboard } from "./support/dashboard.ts";
import { insertAccountDetailsForm } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// The dashboard for keyboard and screen-reader users, and on small screens (issue 5): axe on
// every room, sub-tab and the dialog, keyboard-only use, 320 px without sideways scroll.

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
  const rooms = page.getByRole("navigation", { name: "Dashboard" });
  for (const room of ["Account Details", "Profile Settings", "Support"]) {
    await rooms.getByRole("link", { name: room }).click();
    await expect(rooms.getByRole("link", { name: room })).toHaveAttribute("aria-current", "page");
    await check(room);
  }
  await rooms.getByRole("link", { name: "My Applications" }).click();
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

test("keyboard only: the rooms by Tab and Enter, each in the address, an application opened and cancelled", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, DRAFTS);
  const { page } = person;
  const older = person.ids[0] as string;
  await openDashboard(page);
  const rooms = page.getByRole("navigation", { name: "Dashboard" });
  await rooms.getByRole("link", { name: "My Applications" }).focus();
  await expect(rooms.getByRole("link", { name: "My Applications" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Tab");
  await expect(rooms.getByRole("link", { name: "Account Details" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(rooms.getByRole("link", { name: "Profile Settings" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(rooms.getByRole("link", { name: "Profile Settings" })).toHaveAttribute("aria-current", "page");
  await expect(rooms.getByRole("link", { name: "My Applications" })).not.toHaveAttribute("aria-current");
  await page.reload();
  await expect(rooms.getByRole("link", { name: "Profile Settings" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "Profile Settings" })).toBeVisible();

  await page.waitForLoadState("networkidle");
  await rooms.getByRole("link", { name: "Profile Settings" }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(rooms.getByRole("link", { name: "My Applications" })).toBeFocused();
  await page.keyboard.press("Enter");
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
