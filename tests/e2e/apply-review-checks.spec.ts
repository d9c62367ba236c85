import type { Page } from "@playwright/test";
import {
  APPLICATION_MESSAGES as M,
  STATE_HELP,
  stateNotAvailable,
} from "#app/domain/application/messages.ts";
import { numberOf, openDashboard } from "./support/dashboard.ts";
import { signInContext } from "./support/personas.ts";
import { expect, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToAdditionalDetails,
  completeToDebtSelection,
  completeToReview,
  fillAdditionalDetails,
  forgeNextPost,
  heading,
  isWizardPost,
  next,
  openWizard,
  submitExpectingSuccess,
  wizardForm,
} from "./support/wizard.ts";

// Issue 21, the application: a total that cannot silently disagree with the balances, the state
// asked (and refused where the program is not offered), the SSN asked again where it belongs,
// and money shown as money while it is typed.

/** Clicks a button of the wizard and returns the status of the server's answer. */
async function pressForStatus(page: Page, name: string): Promise<number> {
  const answer = page.waitForResponse((response) => isWizardPost(response.request()));
  await page.getByRole("button", { name }).click();
  return (await answer).status();
}

/**
 * Submits the application and returns its id, read from the dashboard's list: the customer of
 * each test is new, so the application stored is their only one.
 */
async function submitForId(page: Page): Promise<string> {
  await submitExpectingSuccess(page);
  await openDashboard(page);
  const link = page.getByRole("navigation", { name: "Your applications" }).getByRole("link");
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute("href")) ?? "";
  const id = new URL(href, "http://localhost").searchParams.get("application");
  if (!id) throw new Error(`no application in ${href}`);
  return id;
}

test("the review shows the balances' sum beside the total and asks which is right when they differ by more than 10%; the answer is kept and shown", async ({
  customer,
  admin,
}) => {
  const { page, user } = customer;
  await openWizard(page);
  await completeToAdditionalDetails(page, user.email);
  await fillAdditionalDetails(page);
  await page.getByLabel("Total Debt Amount").fill("18,500");
  await next(page, "Review and Submit");

  const totals = page.getByRole("region", { name: "Your Total Debt" });
  await expect(totals).toContainText("Total Debt Amount you entered$18,500.00");
  await expect(totals).toContainText("Sum of the balances of your debt account$8,200.75");
  const question = page.getByRole("group", {
    name: "These figures differ by more than 10%. Which one is right?",
  });
  await page.getByLabel(/I agree to the/).check();

  // No answer: nothing is stored; the question says why and takes the focus.
  expect(await pressForStatus(page, "Submit Application")).toBe(422);
  await expect(page.getByText(M.stepInvalid)).toBeVisible();
  await expect(question).toHaveAccessibleDescription(M.debtTotalChoice);
  await expect(question.getByRole("radio").first()).toBeFocused();

  // Figures within 10% ask nothing; a changed figure asks again.
  await page.getByRole("button", { name: "Edit Additional Details" }).click();
  await page.getByLabel("Total Debt Amount").fill("8,500");
  await next(page, "Review and Submit");
  await expect(totals).toContainText("$8,500.00");
  await expect(question).toHaveCount(0);
  await page.getByRole("button", { name: "Edit Additional Details" }).click();
  await page.getByLabel("Total Debt Amount").fill("18,500");
  await next(page, "Review and Submit");
  await expect(question.getByRole("radio", { checked: true })).toHaveCount(0);

  // The server refuses a submission that differs without the answer (an old page, a forged request).
  await question.getByRole("radio", { name: "The sum of my balances ($8,200.75) is right" }).check();
  await forgeNextPost(page, (fields, carried) => {
    fields.delete("debtTotalChoice");
    carried.debtTotalChoice = "";
  });
  expect(await pressForStatus(page, "Submit Application")).toBe(422);
  await expect(page.getByText(M.stepInvalid)).toBeVisible();
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(question).toHaveAccessibleDescription(M.debtTotalChoice);

  await question.getByRole("radio", { name: "The sum of my balances ($8,200.75) is right" }).check();
  const id = await submitForId(page);

  // Both figures and the answer, in the customer's Application Details and the admin's.
  await openDashboard(page, `/dashboard?application=${id}&view=details`);
  const mine = page.getByRole("region", { name: `Application #${numberOf(id)}` });
  await expect(mine).toContainText("Total Debt Amount$18,500.00");
  await expect(mine).toContainText("Sum of Balances$8,200.75");
  await expect(mine).toContainText("Figure Confirmed by ApplicantSum of Balances");
  await expect(mine).toContainText("StateMaryland (MD)");

  await admin.page.goto(`/admin/applications?open=${id}`);
  const details = admin.page.locator(`#application-details-${id}`);
  await expect(details).toContainText("Sum of Balances$8,200.75");
  await expect(details).toContainText("Figure Confirmed by ApplicantSum of Balances");
  await expect(details).toContainText("StateMaryland (MD)");
});

test("a state where the program is not offered is told so on its step with what to do instead; the server refuses it with the same message", async ({
  customer,
}) => {
  const { page, user } = customer;
  await openWizard(page);
  await completeToAdditionalDetails(page, user.email);
  await fillAdditionalDetails(page);
  const state = page.getByLabel("State", { exact: true });
  await expect(state.locator("option:not([value=''])")).toHaveCount(51);

  const message = stateNotAvailable("Connecticut");
  await state.selectOption({ label: "Connecticut" });
  await expect(state).toHaveAccessibleDescription(message);
  await expect(page.getByRole("link", { name: "State Availability page" })).toHaveAttribute(
    "href",
    STATE_HELP.availabilityPath,
  );
  await expect(
    page.getByRole("link", { name: /National Foundation for Credit Counseling \(NFCC\)/ }),
  ).toHaveAttribute("href", STATE_HELP.counselingUrl);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(M.stepInvalid)).toBeVisible();
  await expect(heading(page)).toHaveText("Additional Details");
  await expect(state).toBeFocused();

  // A state where it is offered: the message and the help go.
  await state.selectOption({ label: ANSWERS.state });
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "State Availability page" })).toHaveCount(0);
  await next(page, "Review and Submit");
  await expect(wizardForm(page)).toContainText(`State${ANSWERS.state}`);
  await page.getByLabel(/I agree to the/).check();

  // The server checks it again: a not-offered state sent anyway is refused on that field.
  await forgeNextPost(page, (_fields, carried) => {
    carried.state = "CT";
  });
  expect(await pressForStatus(page, "Submit Application")).toBe(422);
  await expect(page.getByText(M.stepInvalid)).toBeVisible();
  await expect(heading(page)).toHaveText("Additional Details");
  await expect(state).toHaveAccessibleDescription(message);
  await expect(state).toBeFocused();
});

test("after signing in on the review, the SSN is asked at the top of the page with the focus, never under 'Not provided'", async ({
  page,
  persona,
}) => {
  const user = await persona();
  await openWizard(page);
  await completeToReview(page);
  // Signed in meanwhile (the session a sign-in gives, set by a fixture), back to the wizard.
  await signInContext(page.context(), user);
  await page.goto("/apply");
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(page.getByText("Sign in to submit your application")).toHaveCount(0);

  const ssn = page.getByLabel("Last 4 Digits of SSN");
  await expect(ssn).toBeFocused();
  await expect(ssn).toBeInViewport();
  await expect(ssn).toHaveValue("");
  // At the top: above the first answer of the review.
  const ssnBox = await ssn.boundingBox();
  const firstAnswers = await page.getByRole("heading", { name: "Basic Information" }).boundingBox();
  expect(ssnBox && firstAnswers && ssnBox.y < firstAnswers.y).toBe(true);
  // The answers' own SSN line points to it rather than saying "Not provided".
  const ssnLine = page
    .locator("dt", { hasText: "Last 4 Digits of SSN" })
    .locator("xpath=following-sibling::dd");
  await expect(ssnLine).toHaveText("To be entered at the top of this page");
  // The kept answers won over the profile's (the persona is someone else by name).
  await expect(wizardForm(page)).toContainText(`${ANSWERS.firstName} ${ANSWERS.lastName}`);

  // Missing, it is refused there, without leaving the review.
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(ssn).toHaveAccessibleDescription(new RegExp(`${M.ssnLastFour}$`));
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(ssn).toBeFocused();

  await ssn.fill(ANSWERS.ssn);
  await expect(ssnLine).toHaveText("••••");
  await submitForId(page);
});

test("money fields show dollars as they are typed: separators as the digits come, cents on leaving, the caret kept", async ({
  customer,
}) => {
  const { page, user } = customer;
  await openWizard(page);
  await completeToDebtSelection(page, user.email);
  await page.getByLabel("Total Unsecured Debt").selectOption({ label: "$15,001-$25,000" });
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  const account = page.getByRole("group", { name: "Debt Account 1" });
  await account.getByLabel("Original Creditor").fill(ANSWERS.creditor);
  await account.getByLabel("Account Type").selectOption(ANSWERS.accountType);

  const balance = account.getByLabel("Current Balance");
  const caret = () => balance.evaluate((input: HTMLInputElement) => input.selectionStart);
  await balance.pressSequentially("12500");
  await expect(balance).toHaveValue("12,500");
  await balance.press(".");
  await balance.press("5");
  await expect(balance).toHaveValue("12,500.5");
  // Leaving the field adds the cents.
  await balance.press("Tab");
  await expect(balance).toHaveValue("12,500.50");

  // Typing in the middle: the caret stays after the digit typed, across a new separator.
  await balance.focus();
  await balance.press("Home");
  await balance.press("ArrowRight");
  await balance.press("3");
  await expect(balance).toHaveValue("132,500.50");
  expect(await caret()).toBe(2);
  await balance.press("4");
  await expect(balance).toHaveValue("1,342,500.50");
  expect(await caret()).toBe(4);
  // Backspace just after a separator removes the digit before it.
  await balance.press("ArrowLeft");
  await balance.press("ArrowLeft");
  expect(await caret()).toBe(2);
  await balance.press("Backspace");
  await expect(balance).toHaveValue("342,500.50");
  expect(await caret()).toBe(0);
  await balance.press("End");
  for (let i = 0; i < 10; i += 1) await balance.press("Backspace");
  await balance.pressSequentially("19500.5");
  await expect(balance).toHaveValue("19,500.5");

  // The other amounts too, each with the dollar sign before it.
  const payment = account.getByLabel("Payment Amount");
  await payment.pressSequentially("1250");
  await expect(payment).toHaveValue("1,250");
  await expect(account.locator("span[aria-hidden='true']", { hasText: "$" })).toHaveCount(3);
  await next(page, "Additional Details");
  await expect(balance).toHaveCount(0);
  await fillAdditionalDetails(page);
  const total = page.getByLabel("Total Debt Amount");
  await total.fill("");
  await total.pressSequentially("19500");
  await expect(total).toHaveValue("19,500");
  await next(page, "Review and Submit");
  const review = wizardForm(page);
  await expect(review).toContainText("Current Balance$19,500.50");
  await expect(review).toContainText("Payment Amount$1,250.00");
  await expect(review).toContainText("$4,250.50");

  // The server takes the amounts as shown (separators and all) and stores them exactly.
  await page.getByLabel(/I agree to the/).check();
  const id = await submitForId(page);
  await openDashboard(page, `/dashboard?application=${id}&view=details`);
  const details = page.getByRole("region", { name: `Application #${numberOf(id)}` });
  await expect(details).toContainText("Current Balance$19,500.50");
  await expect(details).toContainText("Total Debt Amount$19,500.00");
});

test("a 70-character e-mail address wraps on the review at 375 px: nothing is wider than the phone's screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const email = `${"a".repeat(58)}@example.com`;
  expect(email).toHaveLength(70);
  await openWizard(page);
  await completeToReview(page, email);
  const review = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Basic Information" }) });
  await expect(review.locator("dd").filter({ hasText: email })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    sections: [...document.querySelectorAll("form section")].map(
      (section) => section.getBoundingClientRect().right,
    ),
  }));
  expect(widths.page).toBeLessThanOrEqual(375);
  for (const right of widths.sections) expect(right).toBeLessThanOrEqual(375);
});
