import type { Page } from "@playwright/test";
import { CERTIFICATION_BADGES } from "#app/content/figures.ts";
import { APPLICATION_MESSAGES as M } from "#app/domain/application/messages.ts";
import { FIELD_MESSAGES as F } from "#app/domain/field-rules.ts";
import { formatUsd } from "#app/domain/format.ts";
import { PROGRAM } from "#app/domain/program.ts";
import { expect, test } from "./support/test.ts";
import {
  ANSWERS,
  described,
  fillAdditionalDetails,
  fillBasicInformation,
  fillDebtAccount,
  next,
  openWizard,
  wizardForm,
} from "./support/wizard.ts";

// The wizard's fields as the spec describes them (section 2 "Application wizard", section 5,
// decisions.md): input types, the eligibility box, asterisks, the progress and trust notices,
// and messages tied to their fields.

const STEP_COUNT = 7;

/** The progress reads 'Step N of 7' and the Secure Application notice with its badges is shown. */
async function expectFrame(page: Page, step: number) {
  await expect(wizardForm(page)).toContainText(`Step ${step} of ${STEP_COUNT}`);
  const secure = page.getByRole("complementary", { name: "Secure Application" });
  await expect(secure).toBeVisible();
  await expect(secure).toContainText("bank-level security and encryption");
  for (const badge of CERTIFICATION_BADGES)
    await expect(secure.getByText(badge, { exact: true })).toBeVisible();
}

async function continueWithErrors(page: Page) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(M.stepInvalid)).toBeVisible();
}

test("every step reads 'Step N of 7' beside the trust notice; its fields have the spec's types and each message is tied to its field", async ({
  page,
}) => {
  await openWizard(page);

  // Step 1: the eligibility box, an email and a tel input.
  await expectFrame(page, 1);
  const eligibility = page.getByRole("region", { name: "Who can apply" });
  await expect(eligibility.getByRole("listitem")).toHaveText([
    `At least ${formatUsd(PROGRAM.minimumUnsecuredDebt)} in unsecured debt`,
    "A regular source of income",
    "A US resident aged 18 or older",
    "Able to make monthly program payments",
  ]);
  await expect(eligibility).toContainText("$7,500");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await continueWithErrors(page);
  await expect(page.getByLabel("First Name")).toHaveAccessibleDescription(described(F.firstName));
  await expect(page.getByLabel("Last Name")).toHaveAccessibleDescription(described(F.lastName));
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(described(F.email));
  await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(described(F.phone));
  await fillBasicInformation(page);
  await next(page, "Credit Score");

  await expectFrame(page, 2);
  await continueWithErrors(page);
  await expect(
    page.getByRole("group", { name: "What is your estimated credit score?" }),
  ).toHaveAccessibleDescription(M.creditScore);
  await page.getByRole("radio", { name: ANSWERS.creditScore }).check();
  await next(page, "Financial Information");

  await expectFrame(page, 3);
  await continueWithErrors(page);
  await expect(page.getByLabel("Employment Status")).toHaveAccessibleDescription(M.employmentStatus);
  await expect(page.getByLabel("Monthly Income")).toHaveAccessibleDescription(
    described(M.monthlyIncomeRequired),
  );
  await page.getByLabel("Employment Status").selectOption(ANSWERS.employment);
  await page.getByLabel("Monthly Income").fill(ANSWERS.income);
  await next(page, "Debt Selection");

  await expectFrame(page, 4);
  await continueWithErrors(page);
  await expect(page.getByLabel("Total Unsecured Debt")).toHaveAccessibleDescription(described(M.debtRange));
  await page.getByLabel("Total Unsecured Debt").selectOption({ label: ANSWERS.range });
  await next(page, "Debt Account Details");

  // Step 5: money inputs shown as money (issue 21), date inputs, and the asterisks of the three
  // required fields.
  await expectFrame(page, 5);
  await continueWithErrors(page);
  const add = page.getByRole("button", { name: "Add Your First Debt Account" });
  await expect(add).toHaveAccessibleDescription(M.debtAccountsRequired);
  await add.click();
  const account = page.getByRole("group", { name: "Debt Account 1" });
  for (const label of ["Current Balance", "Original Balance", "Payment Amount"]) {
    await expect(account.getByLabel(label)).toHaveAttribute("type", "text");
    await expect(account.getByLabel(label)).toHaveAttribute("inputmode", "decimal");
  }
  for (const label of ["Date Opened", "Last Payment Date"]) {
    await expect(account.getByLabel(label)).toHaveAttribute("type", "date");
  }
  const labels = account.locator("label");
  for (const [required, role] of [
    ["Original Creditor", "textbox"],
    ["Account Type", "combobox"],
    ["Current Balance", "textbox"],
  ] as const) {
    // The asterisk is shown, and kept out of the accessible name.
    await expect(labels.filter({ hasText: new RegExp(`^${required}`) })).toHaveText(`${required} *`);
    await expect(account.getByRole(role, { name: required, exact: true })).toHaveCount(1);
  }
  for (const optional of [
    "Original Balance",
    "Date Opened",
    "Status",
    "Payment Amount",
    "Term",
    "Paid Off",
  ]) {
    await expect(labels.filter({ hasText: new RegExp(`^${optional}$`) })).toHaveCount(1);
  }
  await expect(labels.filter({ hasText: "*" })).toHaveCount(3);
  await continueWithErrors(page);
  await expect(account.getByLabel("Original Creditor")).toHaveAccessibleDescription(M.originalCreditor);
  await expect(account.getByLabel("Account Type")).toHaveAccessibleDescription(M.accountType);
  await expect(account.getByLabel("Current Balance")).toHaveAccessibleDescription(M.currentBalance);
  await fillDebtAccount(page, 1);
  await next(page, "Additional Details");

  await expectFrame(page, 6);
  await continueWithErrors(page);
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(described(M.address));
  await expect(page.getByLabel("State", { exact: true })).toHaveAccessibleDescription(M.state);
  await expect(page.getByLabel("Date of Birth")).toHaveAccessibleDescription(M.dateOfBirth);
  await expect(page.getByLabel("Last 4 Digits of SSN")).toHaveAccessibleDescription(M.ssnLastFour);
  await expect(page.getByLabel("Total Debt Amount")).toHaveAccessibleDescription(
    described(M.debtAmountRequired),
  );
  await fillAdditionalDetails(page);
  await next(page, "Review and Submit");

  await expectFrame(page, 7);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByLabel(/I agree to the/)).toHaveAccessibleDescription(M.agreeToTerms);
});
