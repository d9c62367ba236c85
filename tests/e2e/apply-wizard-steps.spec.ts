import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToAdditionalDetails,
  completeToDebtSelection,
  fillAdditionalDetails,
  fillBasicInformation,
  fillDebtAccount,
  heading,
  next,
  openWizard,
} from "./support/wizard.ts";

// Each step's failure path (spec section 5 messages, section 4 "Wizard"), the debt-account
// list (section 2), keyboard use and axe on every step.

const STEP_TOAST = "Please fill out all required fields correctly.";

async function continueExpectingErrors(page: Page, title: string, messages: string[]) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(STEP_TOAST)).toBeVisible();
  await expect(heading(page)).toHaveText(title);
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test("every step refuses to move on until its fields are right, and errors clear when edited", async ({
  page,
}) => {
  await openWizard(page);
  await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await continueExpectingErrors(page, "Basic Information", [
    "First name is required",
    "Last name is required",
    "Invalid email address",
    "Please enter a valid 10-digit phone number",
  ]);
  await page.getByLabel("First Name").fill(ANSWERS.firstName);
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await expect(page.getByText("Last name is required")).toBeVisible();
  await fillBasicInformation(page);
  await page.getByLabel("Phone").fill("555123456");
  await continueExpectingErrors(page, "Basic Information", ["Please enter a valid 10-digit phone number"]);
  await page.getByLabel("Phone").fill("5551234567");
  await next(page, "Credit Score");

  await continueExpectingErrors(page, "Credit Score", ["Credit score selection is required"]);
  await page.getByRole("radio", { name: /Excellent/ }).check();
  await next(page, "Financial Information");

  await continueExpectingErrors(page, "Financial Information", [
    "Please select your employment status",
    "Monthly income is required",
  ]);
  await page.getByLabel("Employment Status").selectOption("Retired");
  await page.getByLabel("Monthly Income").fill("-20");
  await continueExpectingErrors(page, "Financial Information", ["Invalid monthly income"]);
  await page.getByLabel("Monthly Income").fill("1,234.50");
  await next(page, "Debt Selection");

  await continueExpectingErrors(page, "Debt Selection", ["Debt range is required"]);
  await page.getByLabel("Total Unsecured Debt").selectOption({ label: "$7,500-$10,000" });
  await next(page, "Debt Account Details");

  await continueExpectingErrors(page, "Debt Account Details", ["At least one debt account is required"]);
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  await continueExpectingErrors(page, "Debt Account Details", [
    "Original creditor is required",
    "Account type is required",
    "Current balance is required",
  ]);
  await fillDebtAccount(page, 1);
  await next(page, "Additional Details");

  await continueExpectingErrors(page, "Additional Details", [
    "Address is required",
    "Please select your state",
    "Date of birth is required",
    "Please enter the last 4 digits of your SSN",
    "Debt amount is required",
  ]);
  await fillAdditionalDetails(page);
  await page.getByLabel("Total Debt Amount").fill("0");
  await continueExpectingErrors(page, "Additional Details", ["Invalid debt amount"]);
  const underage = `${new Date().getUTCFullYear() - 17}-01-01`;
  await page.getByLabel("Date of Birth").fill(underage);
  await page.getByLabel("Total Debt Amount").fill("12,000");
  await continueExpectingErrors(page, "Additional Details", [
    "Our program requires applicants aged 18 or older",
  ]);
  await page.getByLabel("Date of Birth").fill(ANSWERS.dateOfBirth);
  await next(page, "Review and Submit");

  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("You must agree to the terms and conditions")).toBeVisible();
  await expect(heading(page)).toHaveText("Review and Submit");

  // Back one step at a time, never below step 1, with every answer still there.
  for (const title of [
    "Additional Details",
    "Debt Account Details",
    "Debt Selection",
    "Financial Information",
  ]) {
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(heading(page)).toHaveText(title);
  }
  await expect(page.getByLabel("Monthly Income")).toHaveValue("1,234.50");
});

test("the SSN input is masked and takes four characters at most", async ({ page }) => {
  await openWizard(page);
  await completeToAdditionalDetails(page);
  const ssn = page.getByLabel("Last 4 Digits of SSN");
  await expect(ssn).toHaveAttribute("type", "password");
  await ssn.pressSequentially("123456");
  await expect(ssn).toHaveValue("1234");
});

test("debt accounts: start empty, add blank entries, Remove only when more than one", async ({ page }) => {
  await openWizard(page, "/apply?category=credit-cards");
  await completeToDebtSelection(page);
  await page.getByLabel("Total Unsecured Debt").selectOption("2");
  await next(page, "Debt Account Details");

  await expect(page.getByRole("group", { name: /Debt Account \d/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  const first = page.getByRole("group", { name: "Debt Account 1" });
  await expect(first.getByLabel("Original Creditor")).toBeFocused();
  await expect(first.getByLabel("Account Type")).toHaveValue("Credit Card");
  await expect(page.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await fillDebtAccount(page, 1, "First Creditor");

  await page.getByRole("button", { name: "Add Another Debt Account" }).click();
  const second = page.getByRole("group", { name: "Debt Account 2" });
  await expect(second.getByLabel("Original Creditor")).toHaveValue("");
  await expect(second.getByLabel("Account Type")).toHaveValue("");
  await expect(second.getByLabel("Current Balance")).toHaveValue("");
  await expect(second.getByLabel(/Account Sold/)).not.toBeChecked();
  await expect(second.getByLabel("Paid Off")).not.toBeChecked();
  await expect(page.getByRole("button", { name: /Remove debt account/ })).toHaveCount(2);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(second.getByText("Original creditor is required")).toBeVisible();
  await page.getByRole("button", { name: "Remove debt account 1" }).click();
  // The second entry moved up with its error; the first one's answers are gone.
  await expect(page.getByRole("group", { name: /Debt Account \d/ })).toHaveCount(1);
  await expect(first.getByLabel("Original Creditor")).toHaveValue("");
  await expect(first.getByText("Original creditor is required")).toBeVisible();
  await expect(page.getByRole("button", { name: /Remove/ })).toHaveCount(0);
});

test("keyboard only: the credit score cards work as a radio group", async ({ page }) => {
  await openWizard(page);
  await fillBasicInformation(page);
  await page.getByLabel("Phone").press("Enter");
  await expect(heading(page)).toHaveText("Credit Score");
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: /Excellent/ })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Good/ })).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Financial Information");
});

for (const width of [320, 1280]) {
  test(`axe finds no violations and nothing scrolls sideways on any step at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    /** axe, and nothing spills sideways (the wizard must be usable 320 px wide). */
    const check = async () => {
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll on ${await heading(page).textContent()}`).toBeLessThanOrEqual(0);
    };
    await openWizard(page);
    // Each step both empty with its errors showing, and filled. The toast is awaited so axe does
    // not start before it appears and then measure it half faded in.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(STEP_TOAST)).toBeVisible();
    await check();
    await fillBasicInformation(page);
    await next(page, "Credit Score");
    await check();
    await page.getByRole("radio", { name: /Poor/ }).check();
    await next(page, "Financial Information");
    await check();
    await page.getByLabel("Employment Status").selectOption("Self-Employed");
    await page.getByLabel("Monthly Income").fill("2500");
    await next(page, "Debt Selection");
    await check();
    await page.getByLabel("Total Unsecured Debt").selectOption("1");
    await next(page, "Debt Account Details");
    await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
    await page.getByRole("button", { name: "Add Another Debt Account" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(STEP_TOAST)).toBeVisible();
    await check();
    await page.getByRole("button", { name: "Remove debt account 2" }).click();
    await fillDebtAccount(page, 1);
    await next(page, "Additional Details");
    await check();
    await fillAdditionalDetails(page);
    await next(page, "Review and Submit");
    await check();
  });
}
