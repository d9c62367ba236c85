import { APPLICATION_MESSAGES } from "#app/domain/application/messages.ts";
import { newUser, signInInBrowser, submitSignUpForm } from "./support/accounts.ts";
import { expect, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToDebtSelection,
  completeToReview,
  fillDebtAccount,
  heading,
  next,
  openWizard,
  submitExpectingSuccess,
  wizardForm,
} from "./support/wizard.ts";

// The application wizard's journeys (spec section 2 "Application wizard", section 4 "Wizard",
// decisions.md): from the home page to the dashboard, the query parameters, and signing in or
// up half-way. Submitting and its failures: apply-wizard-submit.spec.ts.

test("home 'Let's Go' → seven steps → submitted → success page → dashboard", async ({ customer }) => {
  const { page, user } = customer;
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account|\/dashboard/);

  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("How much debt do you have?").selectOption({ label: "$15,001-$25,000" });
  await page.getByRole("button", { name: "Let's Go" }).click();
  await expect(page).toHaveURL(/\/apply\?debt=3$/);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await expect(page.getByText("Secure Application")).toBeVisible();

  await completeToReview(page, user.email);
  const review = wizardForm(page);
  await expect(review).toContainText(`${ANSWERS.firstName} ${ANSWERS.lastName}`);
  await expect(review).toContainText("Fair (630-689)");
  await expect(review).toContainText("$4,250.50");
  await expect(review).toContainText(ANSWERS.range);
  await expect(review).toContainText("$8,200.75");
  await expect(review).toContainText("Jun 30, 1984");
  await expect(review).toContainText("••••");
  await expect(review).not.toContainText(ANSWERS.ssn);
  await expect(review).toContainText("Not provided");
  await expect(review.getByRole("link", { name: /Terms of Service/ })).toHaveAttribute("href", "/terms");
  await expect(review.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", "/privacy");

  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/success$/);
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("?debt= fills the range and the amount; ?category= names it and preselects the first account's type", async ({
  page,
}) => {
  await openWizard(page, "/apply?debt=5&category=auto-loans");
  await expect(page.getByText("You're applying about auto loans.")).toBeVisible();
  await completeToDebtSelection(page);
  await expect(page.getByLabel("Total Unsecured Debt")).toHaveValue("5");
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  await expect(page.getByLabel("Account Type")).toHaveValue("Auto Loan");
  await page.getByRole("button", { name: "Add Another Debt Account" }).click();
  await expect(page.getByRole("group", { name: "Debt Account 2" }).getByLabel("Account Type")).toHaveValue(
    "",
  );
  await page.getByRole("button", { name: "Remove debt account 2" }).click();
  await fillDebtAccount(page, 1);
  await next(page, "Additional Details");
  await expect(page.getByLabel("Total Debt Amount")).toHaveValue("50,001");
});

test("unknown ?debt= and ?category= values are ignored: no range, no amount, no account type", async ({
  page,
}) => {
  await openWizard(page, "/apply?debt=9&category=yachts");
  await expect(page.getByText(/You're applying about/)).toHaveCount(0);
  await completeToDebtSelection(page);
  await expect(page.getByLabel("Total Unsecured Debt")).toHaveValue("");
  await page.getByLabel("Total Unsecured Debt").selectOption({ label: ANSWERS.range });
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  await expect(page.getByLabel("Account Type")).toHaveValue("");
  await fillDebtAccount(page, 1);
  await next(page, "Additional Details");
  await expect(page.getByLabel("Total Debt Amount")).toHaveValue("");
});

test("signing in half-way brings the applicant back to the review with every answer", async ({
  page,
  persona,
}) => {
  const user = await persona({ signedIn: false });
  await openWizard(page, "/apply?debt=3");
  await completeToReview(page);
  await expect(page.getByText("Sign in to submit your application")).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("You need to be logged in to submit an application")).toBeVisible();
  await expect(page).toHaveURL(/\/apply/);

  await wizardForm(page).getByRole("link", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fapply/);
  await signInInBrowser(page, user.email, user.password);
  // Back on the step kept in the tab, which the address names once the wizard runs.
  await expect(page).toHaveURL(/\/apply\?step=7$/);
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(wizardForm(page)).toContainText(`${ANSWERS.firstName} ${ANSWERS.lastName}`);
  await expect(wizardForm(page)).toContainText(ANSWERS.creditor);
  await expect(page.getByText("Sign in to submit your application")).toHaveCount(0);

  // The SSN digits were not kept: they are asked again on the review.
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Please enter the last 4 digits of your SSN")).toBeVisible();
  await expect(heading(page)).toHaveText("Review and Submit");
  await page.getByLabel("Last 4 Digits of SSN").fill(ANSWERS.ssn);
  await submitExpectingSuccess(page);
});

test("signing up half-way (Create Account) brings the applicant back to the review with every answer", async ({
  page,
}) => {
  const user = newUser();
  await openWizard(page, "/apply?debt=3");
  await completeToReview(page);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(APPLICATION_MESSAGES.signInRequired)).toBeVisible();

  await wizardForm(page).getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up&redirectTo=%2Fapply$/);
  await submitSignUpForm(page, user);
  // Sign-up leads to sign-in, still on the way back to the wizard.
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fapply$/);
  await signInInBrowser(page, user.email, user.password);
  // Back on the step kept in the tab, which the address names once the wizard runs.
  await expect(page).toHaveURL(/\/apply\?step=7$/);
  await expect(heading(page)).toHaveText("Review and Submit");
  const review = wizardForm(page);
  for (const answer of [
    `${ANSWERS.firstName} ${ANSWERS.lastName}`,
    ANSWERS.email,
    "Fair (630-689)",
    "$4,250.50",
    ANSWERS.range,
    ANSWERS.creditor,
    "$8,200.75",
    ANSWERS.address,
    "Jun 30, 1984",
  ]) {
    await expect(review).toContainText(answer);
  }
  await expect(page.getByText("Sign in to submit your application")).toHaveCount(0);
  await page.getByLabel("Last 4 Digits of SSN").fill(ANSWERS.ssn);
  await page.getByLabel(/I agree to the/).check();
  await submitExpectingSuccess(page);
});
