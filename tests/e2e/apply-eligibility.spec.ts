import type { Locator, Page } from "@playwright/test";
import { LOAN_DETAIL_QUESTIONS, NOT_SETTLED_TEXT } from "#app/domain/debt-account/eligibility.ts";
import { expect, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToDebtSelection,
  described,
  fillAdditionalDetails,
  heading,
  next,
  openWizard,
} from "./support/wizard.ts";

// Which debts the program settles, in the wizard (issue 43; decision 60, "Eligibility"): an auto
// or student loan's kind is asked beside its type and must be answered, and a debt the program
// does not settle (a mortgage, a car still kept, a federal student loan) is said to be left out in
// the server's own words, on step 5 as it is chosen and again on the review. Without JavaScript
// the question comes with the page the server answers once the type is posted.

const AUTO = LOAN_DETAIL_QUESTIONS["Auto Loan"];
const STUDENT = LOAN_DETAIL_QUESTIONS["Student Loan"];

/** Step 5 with one account, its creditor and balance filled, the type not chosen yet. */
async function toFirstAccount(page: Page): Promise<Locator> {
  await completeToDebtSelection(page);
  await page.getByLabel("Total Unsecured Debt").selectOption({ label: ANSWERS.range });
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  const account = page.getByRole("group", { name: "Debt Account 1" });
  await account.getByLabel("Original Creditor").fill("Lighthouse Auto Finance");
  await account.getByLabel("Current Balance").fill("9,400.25");
  return account;
}

const question = (scope: Locator | Page, label: string) => scope.getByRole("group", { name: label });

test("the loan's question and what is not settled, as the type and the answer are chosen", async ({
  page,
}) => {
  await openWizard(page);
  const account = await toFirstAccount(page);
  const type = account.getByLabel("Account Type");

  await type.selectOption("Auto Loan");
  const auto = question(account, AUTO?.label ?? "");
  await expect(auto).toBeVisible();
  await expect(account.getByRole("status")).toHaveCount(0);
  // Not answered: Continue stays on the step with the question's own message.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(auto.getByRole("radio").first()).toBeFocused();
  await expect(auto).toHaveAccessibleDescription(described(AUTO?.required ?? ""));

  await auto.getByRole("radio", { name: "Yes, I still have the car" }).check();
  await expect(account.getByRole("status")).toContainText(NOT_SETTLED_TEXT.secured_auto.short);
  await expect(account.getByRole("status")).toContainText(NOT_SETTLED_TEXT.secured_auto.explain);
  await expect(account.getByRole("link", { name: /Your options/ })).toHaveAttribute(
    "href",
    NOT_SETTLED_TEXT.secured_auto.href,
  );
  await auto.getByRole("radio", { name: /repossessed or sold/ }).check();
  await expect(account.getByRole("status")).toHaveCount(0);

  // Another type asks its own question; the answer about the car is not carried over.
  await type.selectOption("Student Loan");
  const student = question(account, STUDENT?.label ?? "");
  await expect(student).toBeVisible();
  await expect(question(account, AUTO?.label ?? "")).toHaveCount(0);
  await expect(student.getByRole("radio", { checked: true })).toHaveCount(0);
  await student.getByRole("radio", { name: "Federal" }).check();
  await expect(account.getByRole("status")).toContainText(NOT_SETTLED_TEXT.federal_student_loan.short);

  // A mortgage has no question: it is not settled, said at once.
  await type.selectOption("Mortgage");
  await expect(question(account, STUDENT?.label ?? "")).toHaveCount(0);
  await expect(account.getByRole("status")).toContainText(NOT_SETTLED_TEXT.mortgage.short);

  // Back to the student loan, answered: the review says what was answered and what is left out.
  await type.selectOption("Student Loan");
  await question(account, STUDENT?.label ?? "")
    .getByRole("radio", { name: "Federal" })
    .check();
  await next(page, "Additional Details");
  await fillAdditionalDetails(page);
  await next(page, "Review and Submit");
  const debts = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Debt Account Details" }) });
  await expect(debts.locator(`dt:text-is("${STUDENT?.label}") + dd`)).toHaveText("Federal");
  await expect(debts).toContainText(NOT_SETTLED_TEXT.federal_student_loan.short);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the question comes once the type is posted, is required, and the notice follows the answer", async ({
    page,
  }) => {
    await openWizard(page);
    const account = await toFirstAccount(page);
    await account.getByLabel("Account Type").selectOption("Auto Loan");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Debt Account Details");
    const auto = question(page, AUTO?.label ?? "");
    await expect(auto).toBeVisible();
    await expect(auto).toHaveAccessibleDescription(described(AUTO?.required ?? ""));
    await expect(
      page.getByRole("group", { name: "Debt Account 1" }).getByLabel("Current Balance"),
    ).toHaveValue("9,400.25");

    await auto.getByRole("radio", { name: "Yes, I still have the car" }).check();
    await next(page, "Additional Details");
    // Back on step 5, the answer is kept and the notice is there.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(heading(page)).toHaveText("Debt Account Details");
    await expect(
      question(page, AUTO?.label ?? "").getByRole("radio", { name: "Yes, I still have the car" }),
    ).toBeChecked();
    await expect(page.getByRole("status")).toContainText(NOT_SETTLED_TEXT.secured_auto.short);

    // Another type chosen (the radio button cannot be taken away without a script): its own question.
    await page
      .getByRole("group", { name: "Debt Account 1" })
      .getByLabel("Account Type")
      .selectOption("Student Loan");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Debt Account Details");
    await expect(question(page, STUDENT?.label ?? "")).toHaveAccessibleDescription(
      described(STUDENT?.required ?? ""),
    );
  });
});
