import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { ANSWERS, completeToReview, openWizard } from "./support/wizard.ts";

// The sign-up form opened from the wizard's review has the name, e-mail and phone typed on step 1
// (issue 43): the server's answer to a visitor on the review carries them to the sign-up page in a
// signed cookie of its own (never the tab's storage), with JavaScript and without it.

async function expectStepOneIn(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue(ANSWERS.firstName);
  await expect(page.getByLabel("Last Name")).toHaveValue(ANSWERS.lastName);
  await expect(page.getByLabel("Phone")).toHaveValue(ANSWERS.phone);
  await expect(page.getByLabel("Email")).toHaveValue(ANSWERS.email);
  // Only the password is left to type.
  await expect(page.getByLabel("Password")).toHaveValue("");
}

test("Create Account on the review opens a sign-up form with step 1's answers", async ({ page }) => {
  await openWizard(page);
  await completeToReview(page);
  await page.getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up&redirectTo=%2Fapply$/);
  await expectStepOneIn(page);
  // From the server: its HTML for the page has them, and no script can read the cookie.
  const html = await (await page.request.get("/auth?mode=sign-up")).text();
  expect(html).toContain(`value="${ANSWERS.email}"`);
  expect(await page.evaluate(() => document.cookie)).not.toContain("apply_contact");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the review's Create Account (a new tab) opens a sign-up form with step 1's answers", async ({
    page,
    context,
  }) => {
    await openWizard(page);
    await completeToReview(page);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: /Create Account/ }).click(),
    ]);
    await tab.waitForLoadState();
    await expectStepOneIn(tab);
  });
});
