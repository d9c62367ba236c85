import type { Page } from "@playwright/test";
import { totpFor } from "../support/totp.ts";
import { submitSignInForm } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PASSWORD } from "./support/constants.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Admin Settings (issue 12): the security status, Change Password, and two-factor sign-in from
// enrollment to the sign-ins that need it, with a recovery code used once.

const NEW_PASSWORD = "Quiet-Tide-2027!";

async function enrol(page: Page) {
  const card = page.getByRole("region", { name: "Two-Factor Sign-In" });
  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await card.locator("figcaption code").textContent()) ?? "";
  const codes = await card
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  return { card, key, codes };
}

async function signOut(page: Page) {
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$|\/admin\/auth/);
}

test("change password: the current one is checked, then the new one is set", async ({ admin }) => {
  const { page } = admin;
  await page.goto("/admin/settings");
  await waitForHydration(page);
  const status = page.getByRole("region", { name: "Security Status" });
  await expect(status).toContainText("Two-factor sign-in");
  await expect(status).toContainText("Off");
  await expect(page.getByRole("note")).toContainText("turn on two-factor sign-in in Settings");
  const form = page.getByRole("region", { name: "Change Password" });
  await form.getByLabel("Current Password").fill("Not-The-Password-1");
  await form.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Failed to update password")).toBeVisible();
  await expect(form.getByLabel("Current Password")).toHaveAccessibleDescription(
    "The current password is not correct",
  );
  await form.getByLabel("Current Password").fill(PASSWORD);
  await form.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm New Password").fill(`${NEW_PASSWORD}x`);
  // The two differ: no submit (the server says 'New passwords do not match' too: integration tests).
  await expect(form.getByRole("button", { name: "Update Password" })).toBeDisabled();
  await expect(form.getByText("Password strength: Strong")).toBeVisible();
  await form.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
});

test("two-factor sign-in: enrol, then every sign-in needs a code; a wrong one is refused; a recovery code works once", async ({
  admin,
}) => {
  const { page, user } = admin;
  await page.goto("/admin/settings");
  const { card, key, codes } = await enrol(page);
  await card.getByLabel("Authentication Code").fill("000000");
  await card.getByRole("button", { name: "Confirm and Turn On" }).click();
  await expect(card.getByLabel("Authentication Code")).toHaveAccessibleDescription(
    "The code is not correct. Please try again.",
  );
  await card.getByLabel("Authentication Code").fill(await totpFor(key));
  await card.getByRole("button", { name: "Confirm and Turn On" }).click();
  await expect(page.getByText("Two-factor sign-in is on", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Security Status" })).toContainText("On");
  await expect(page.getByRole("note")).toHaveCount(0);

  // The password alone no longer signs in.
  await signOut(page);
  await submitSignInForm(page, user.email, PASSWORD, "/admin/auth");
  await expect(page).toHaveURL(/\/auth\/two-factor\?redirectTo=%2Fadmin%2Fdashboard&area=admin$/);
  await page.getByLabel("Authentication Code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("Authentication Code")).toHaveAccessibleDescription(
    "The code is not correct. Please try again.",
  );
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/auth\?redirectTo=/);

  await submitSignInForm(page, user.email, PASSWORD, "/admin/auth");
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByLabel("Authentication Code").fill(await totpFor(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A recovery code, once.
  for (const expected of ["works", "used"] as const) {
    await signOut(page);
    await submitSignInForm(page, user.email, PASSWORD, "/admin/auth");
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery Code").fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    if (expected === "works") {
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    } else {
      await expect(page.getByLabel("Recovery Code")).toHaveAccessibleDescription(
        "This recovery code is not correct or has already been used.",
      );
    }
  }
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on Settings and the two-factor step at ${width} px`, async ({
    asAdmin,
  }) => {
    const { page } = await asAdmin({ context: { viewport: { width, height: 900 } } });
    await page.goto("/admin/settings");
    await expectNoAxeViolations(page);
    await enrol(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.goto("/auth/two-factor?area=admin");
    await expectNoAxeViolations(page);
    await page.goto("/auth/two-factor?area=admin&mode=recovery");
    await expectNoAxeViolations(page);
  });
}
