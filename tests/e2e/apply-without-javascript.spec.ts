import { APPLICATION_MESSAGES as M } from "#app/domain/application/messages.ts";
import { signInContext } from "./support/personas.ts";
import { expect, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToAdditionalDetails,
  completeToReview,
  described,
  fillBasicInformation,
  fillDebtAccount,
  heading,
  next,
  openWizard,
} from "./support/wizard.ts";

// The application in a browser that runs no script (docs/decisions/0053): each button posts
// the page and the server answers with the next one, with the same checks and messages.

test.use({ javaScriptEnabled: false });

test("a signed-in applicant applies without JavaScript: refused steps, accounts added and removed, the review, the terms", async ({
  customer: { page },
}) => {
  await openWizard(page);
  // A step with errors stays, says why, and keeps what was typed (step 1 starts from the profile).
  await page.getByLabel("First Name").fill("");
  await page.getByLabel("Last Name").fill(ANSWERS.lastName);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page)).toHaveText("Basic Information");
  await expect(page.getByRole("alert")).toHaveText(M.stepInvalid);
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByLabel("First Name")).toHaveAccessibleDescription(
    described("First name is required"),
  );
  await expect(page.getByLabel("Last Name")).toHaveValue(ANSWERS.lastName);

  // Enter in a field is Continue, whatever buttons come first on the page.
  await fillBasicInformation(page);
  await page.getByLabel("Phone").press("Enter");
  await expect(heading(page)).toHaveText("Credit Score");
  await expect(heading(page)).toBeFocused();
  // Previous keeps the answers.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(heading(page)).toHaveText("Basic Information");
  await expect(page.getByLabel("First Name")).toHaveValue(ANSWERS.firstName);

  await completeToAdditionalDetails(page);
  // Step 5 again: a second account is added and removed by the server.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(heading(page)).toHaveText("Debt Account Details");
  await page.getByRole("button", { name: "Add Another Debt Account" }).click();
  await expect(page.getByRole("group", { name: "Debt Account 2" })).toBeVisible();
  await fillDebtAccount(page, 2, "Second Bank");
  await page.getByRole("button", { name: "Remove debt account 1" }).click();
  await expect(page.getByRole("group", { name: "Debt Account 2" })).toHaveCount(0);
  await expect(
    page.getByRole("group", { name: "Debt Account 1" }).getByLabel("Original Creditor"),
  ).toHaveValue("Second Bank");
  await next(page, "Additional Details");

  await page.getByLabel("Address").fill(ANSWERS.address);
  await page.getByLabel("State", { exact: true }).selectOption({ label: ANSWERS.state });
  await page.getByLabel("Date of Birth").fill(ANSWERS.dateOfBirth);
  await page.getByLabel("Last 4 Digits of SSN").fill(ANSWERS.ssn);
  await page.getByLabel("Total Debt Amount").fill(ANSWERS.debtAmount);
  await next(page, "Review and Submit");
  await expect(page.getByText("Second Bank")).toBeVisible();
  await expect(page.getByText(`${ANSWERS.firstName} ${ANSWERS.lastName}`)).toBeVisible();

  // The terms are checked by the server too.
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(page.getByRole("alert")).toHaveText(M.stepInvalid);
  await expect(page.getByText(M.agreeToTerms)).toBeVisible();

  // Edit opens the step; Continue comes back through the steps with every answer kept.
  await page.getByRole("button", { name: "Edit Additional Details" }).click();
  await expect(heading(page)).toHaveText("Additional Details");
  await expect(page.getByLabel("Address")).toHaveValue(ANSWERS.address);
  await next(page, "Review and Submit");

  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/apply\/success$/);
  await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
});

test("a visitor who is not signed in signs in in a new tab and submits the same page, answers kept", async ({
  page,
  context,
  persona,
}) => {
  await openWizard(page);
  await completeToReview(page);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(page.getByRole("alert").filter({ hasText: M.signInRequired })).toBeVisible();
  // This page holds the answers: signing in happens in a new tab.
  const signIn = page.getByRole("link", { name: "Sign In (opens in a new tab)" });
  await expect(signIn).toHaveAttribute("href", "/auth");
  await expect(signIn).toHaveAttribute("target", "_blank");

  await signInContext(context, await persona());
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/apply\/success$/);
});
