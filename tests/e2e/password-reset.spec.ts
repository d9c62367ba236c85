import type { Page } from "@playwright/test";
import { signInInBrowser, submitSignInForm } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PASSWORD } from "./support/constants.ts";
import { openDashboard } from "./support/dashboard.ts";
import { waitForEmail, waitForLink } from "./support/mailbox.ts";
import { expect, test } from "./support/test.ts";

// 'Forgot your password?' and Change Password (issue 11), through the SMTP leg: the e2e server
// delivers to a local SMTP server whose messages the tests read.

const NEW_PASSWORD = "Quiet-Tide-2027!";

const resetLinkFor = (email: string) => waitForLink(email, "/auth/reset-password?token=");

async function askForLink(page: Page, email: string) {
  // The page itself first: right after the link is followed, the sign-in form's own "Email" may
  // still be on screen (seen once on a fresh clone: the address went into it).
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Your Password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");
}

test("forgot password: the link by e-mail, a new password, every old session gone, sign in with it", async ({
  page,
  persona,
  newContext,
}) => {
  const user = await persona();
  // The session already open elsewhere, e.g. a stolen one.
  const elsewhere = await (await newContext(undefined, user)).newPage();
  await openDashboard(elsewhere);

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await askForLink(page, user.email);

  await page.goto(await resetLinkFor(user.email));
  await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
  // Sign-up's rules, with the reasons listed.
  await page.getByLabel("New Password", { exact: true }).fill("password1234");
  await page.getByLabel("Confirm New Password").fill("password1234");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("alert")).toContainText("Please choose a stronger password:");
  await expect(page.getByRole("alert")).toContainText("Password is too common");
  // The spec's meter, and no submit while the strength is below Fair or the two differ.
  const submit = page.getByRole("button", { name: "Set New Password" });
  await page.getByLabel("New Password", { exact: true }).fill("abcdefgh");
  await expect(page.getByText("Password strength: Weak")).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await expect(page.getByText("Password strength: Strong")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill(`${NEW_PASSWORD}x`);
  await expect(submit).toBeDisabled();
  await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByText("Your password has been changed. Please sign in with your new password."),
  ).toBeVisible();
  await waitForEmail(user.email, "was just changed");

  // The other session is over.
  await elsewhere.goto("/dashboard");
  await expect(elsewhere).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);

  // The old password no longer works; the new one does.
  await submitSignInForm(page, user.email, PASSWORD);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await signInInBrowser(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$|\/dashboard$/);
});

test("a used or altered reset link says so and offers a new one", async ({ page, persona }) => {
  const user = await persona({ signedIn: false });
  await page.goto("/auth/forgot-password");
  await askForLink(page, user.email);
  const link = await resetLinkFor(user.email);

  await page.goto(`${link}x`);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();

  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await page.getByRole("link", { name: "Request a New Link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test("an unknown address gets the same answer", async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await askForLink(page, "nobody-at-all@test.example");
});

test("the admin sign-in offers the reset too, and its way back leads to the admin sign-in", async ({
  page,
}) => {
  await page.goto("/admin/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?area=admin$/);
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/auth$/);
});

test("change password in Profile Settings: the current one is checked, other sessions end", async ({
  customer,
  newContext,
}) => {
  const { page, user } = customer;
  const elsewhere = await (await newContext(undefined, user)).newPage();
  await openDashboard(elsewhere);

  await openDashboard(page, "/dashboard/profile");
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
  await form.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated successfully")).toBeVisible();
  await expect(form.getByLabel("New Password", { exact: true })).toHaveValue("");
  await waitForEmail(user.email, "was just changed");

  // This tab keeps its (new) session; the other one is signed out.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await elsewhere.goto("/dashboard");
  await expect(elsewhere).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on the password and link pages at ${width} px`, async ({
    page,
    persona,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/auth/forgot-password");
    await expectNoAxeViolations(page);
    for (const path of [
      "/auth/reset-password?token=expired",
      "/auth/confirm-email?token=abc",
      "/auth/undo-email-change?token=expired",
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
    const user = await persona({ signedIn: false });
    await page.goto("/auth/forgot-password");
    await askForLink(page, user.email);
    await expectNoAxeViolations(page);
    await page.goto(await resetLinkFor(user.email));
    await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
