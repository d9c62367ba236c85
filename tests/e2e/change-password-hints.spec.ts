import type { Locator, Page } from "@playwright/test";
import { openDashboard } from "./support/dashboard.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Change Password (spec section 5) says why its button is disabled while the page is
// interactive: 'Password must be at least 8 characters long' under New Password once it holds
// something shorter, 'New passwords do not match' under Confirm New Password once that holds
// something else. Each message is the field's description (aria-describedby), so a screen
// reader hears it with the field, and it goes as soon as the field is right. Nothing is posted.

const TOO_SHORT = "Password must be at least 8 characters long";
const MISMATCH = "New passwords do not match";
const NEW_PASSWORD = "Quiet-Tide-2027!";

async function checkHints(page: Page) {
  const form = page.getByRole("region", { name: "Change Password" });
  const fresh = form.getByLabel("New Password", { exact: true });
  const confirm = form.getByLabel("Confirm New Password");
  const button = form.getByRole("button", { name: "Update Password" });
  const said = (text: string) => form.getByText(text, { exact: true });

  // Nothing typed: nothing said.
  await expect(said(TOO_SHORT)).toHaveCount(0);
  await expect(said(MISMATCH)).toHaveCount(0);

  await fresh.fill("Ab1!");
  await expectDescribed(fresh, TOO_SHORT);
  await expect(button).toBeDisabled();
  // The confirmation is still empty: no mismatch said yet.
  await expect(said(MISMATCH)).toHaveCount(0);

  await fresh.fill(NEW_PASSWORD);
  await expect(said(TOO_SHORT)).toHaveCount(0);
  await expectNotDescribed(fresh, TOO_SHORT);

  await confirm.fill(`${NEW_PASSWORD}x`);
  await expectDescribed(confirm, MISMATCH);
  await expect(button).toBeDisabled();

  await confirm.fill(NEW_PASSWORD);
  await expect(said(MISMATCH)).toHaveCount(0);
  await expectNotDescribed(confirm, MISMATCH);
  await expect(button).toBeEnabled();

  // The new one changes after the confirmation: they differ again.
  await fresh.fill(`${NEW_PASSWORD}?`);
  await expectDescribed(confirm, MISMATCH);
  await expect(button).toBeDisabled();
}

/** Shown, and in the field's accessible description (after its hint, if any). */
async function expectDescribed(field: Locator, text: string) {
  await expect(field.page().getByText(text, { exact: true })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(`(^| )${text}$`));
  await expect(field).toHaveAttribute("aria-invalid", "true");
}

async function expectNotDescribed(field: Locator, text: string) {
  await expect(field).not.toHaveAccessibleDescription(new RegExp(text));
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

test("Profile Settings: Change Password says why its button is disabled", async ({ customer }) => {
  await openDashboard(customer.page, "/dashboard?tab=profile");
  await checkHints(customer.page);
});

test("Admin Settings: Change Password says why its button is disabled", async ({ admin }) => {
  await admin.page.goto("/admin/settings");
  await waitForHydration(admin.page);
  await expect(admin.page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
  await checkHints(admin.page);
});
