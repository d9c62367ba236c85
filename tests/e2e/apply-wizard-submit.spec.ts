import type { Page } from "@playwright/test";
import { SUBMISSION_LIMIT_MESSAGES } from "#app/domain/application/limits.ts";
import { APPLICATION_MESSAGES as M, submitFailed } from "#app/domain/application/messages.ts";
import { SUBMIT_URL, type SubmissionResponse } from "#app/domain/application/submission.ts";
import { insertBackdatedApplications, removeApplications } from "./support/fixtures.ts";
import { expect, type SignedIn, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToReview,
  described,
  heading,
  next,
  openWizard,
  submitExpectingSuccess,
  wizardForm,
} from "./support/wizard.ts";

// Submitting the application (spec section 4 "Wizard", section 8 "Application submission",
// decisions.md): one store per wizard run, the amount toasts, what a failure or a refusal
// says, a form that stays filled and usable, and the success page.

/** The signed-in customer's page, on the review with every answer given and the terms box ticked. */
async function atAgreedReview({ page }: SignedIn): Promise<Page> {
  await openWizard(page);
  await completeToReview(page);
  await page.getByLabel(/I agree to the/).check();
  return page;
}

test("a double click on Submit stores one application and disables every button while processing", async ({
  customer,
}) => {
  const page = await atAgreedReview(customer);
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/applications")) posts += 1;
  });
  // Hold the answer back so the in-flight state can be seen.
  await page.route("**/api/applications", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Application" }).dblclick();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page).toHaveURL(/\/apply\/success$/);
  expect(posts).toBe(1);
});

test("a failed submit keeps every answer and says what went wrong", async ({ customer }) => {
  const page = await atAgreedReview(customer);
  await page.route("**/api/applications", (route) => route.abort("connectionreset"), { times: 1 });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByText("There was an error submitting your application. Please try again."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  await expect(wizardForm(page)).toContainText(ANSWERS.creditor);
  await submitExpectingSuccess(page);
});

/** Changes one kept answer the way an older tab or an edited storage would hold it, and reloads. */
async function keepAnswer(page: Page, field: "debtAmount" | "monthlyIncome", value: string) {
  await page.evaluate(
    ([name, unusable]) => {
      const keys = Object.keys(sessionStorage).filter((key) => key.startsWith("harborline.apply-draft"));
      if (keys.length !== 1) throw new Error(`expected one kept wizard, found ${keys.length}`);
      const key = keys[0] as string;
      const kept = JSON.parse(sessionStorage.getItem(key) ?? "{}");
      kept.values[name] = unusable;
      sessionStorage.setItem(key, JSON.stringify(kept));
    },
    [field, value] as const,
  );
  await page.reload();
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  // The SSN digits are never kept: they are asked again on the review.
  await page.getByLabel("Last 4 Digits of SSN").fill(ANSWERS.ssn);
  await page.getByLabel(/I agree to the/).check();
}

test("at submit, an unusable debt amount or monthly income shows its toast and opens its step, sending nothing", async ({
  customer: { page },
}) => {
  // The steps refuse these values, so only answers kept from before can reach the submit.
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(SUBMIT_URL)) posts += 1;
  });
  await openWizard(page);
  await completeToReview(page);

  await keepAnswer(page, "debtAmount", "0");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("status").filter({ hasText: M.debtAmountInvalid })).toBeVisible();
  await expect(heading(page)).toHaveText("Additional Details");
  await expect(page.getByLabel("Total Debt Amount")).toHaveAccessibleDescription(
    described(M.debtAmountInvalid),
  );
  await page.getByLabel("Total Debt Amount").fill(ANSWERS.debtAmount);
  await next(page, "Review and Submit");

  await keepAnswer(page, "monthlyIncome", "-20");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("status").filter({ hasText: M.monthlyIncomeInvalid })).toBeVisible();
  await expect(heading(page)).toHaveText("Financial Information");
  await expect(page.getByLabel("Monthly Income")).toHaveAccessibleDescription(
    described(M.monthlyIncomeInvalid),
  );
  expect(posts).toBe(0);
});

test("a server refusal shows 'Error submitting application: {message}' or the amount's toast; the form stays filled and usable", async ({
  customer,
}) => {
  const page = await atAgreedReview(customer);
  const submit = page.getByRole("button", { name: "Submit Application" });

  const failed: SubmissionResponse = {
    ok: false,
    reason: "failed",
    message: "The service is briefly unavailable.",
  };
  await page.route("**/api/applications", (route) => route.fulfill({ status: 500, json: failed }), {
    times: 1,
  });
  await submit.click();
  await expect(page.getByText(submitFailed(failed.message))).toBeVisible();
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(wizardForm(page)).toContainText(`${ANSWERS.firstName} ${ANSWERS.lastName}`);
  await expect(wizardForm(page)).toContainText(ANSWERS.creditor);
  await expect(page.getByLabel(/I agree to the/)).toBeChecked();
  await expect(submit).toBeEnabled();

  // A refusal naming a field: its message in the toast, and the step with that field opened.
  const invalid: SubmissionResponse = {
    ok: false,
    reason: "invalid",
    message: "Some answers need correcting.",
    fieldErrors: { address: M.address },
  };
  await page.route("**/api/applications", (route) => route.fulfill({ status: 422, json: invalid }), {
    times: 1,
  });
  await submit.click();
  await expect(page.getByText(submitFailed(invalid.message))).toBeVisible();
  await expect(heading(page)).toHaveText("Additional Details");
  const address = page.getByLabel("Address");
  await expect(address).toHaveValue(ANSWERS.address);
  await expect(address).toHaveAccessibleDescription(new RegExp(M.address));
  await expect(page.getByLabel("Total Debt Amount")).toHaveValue(ANSWERS.debtAmount);
  await next(page, "Review and Submit");

  // An answer altered on its way (an old page, a proxy): the real server checks it again and
  // refuses an unusable monthly income with the same toast as the wizard.
  await page.route(
    `**${SUBMIT_URL}`,
    (route) => {
      const body = route.request().postDataJSON();
      body.application.monthlyIncome = "12,34x";
      return route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
  const refusal = page.waitForResponse((response) => response.url().endsWith(SUBMIT_URL));
  await submit.click();
  expect((await refusal).status()).toBe(422);
  await expect(page.getByRole("status").filter({ hasText: M.monthlyIncomeInvalid })).toBeVisible();
  await expect(heading(page)).toHaveText("Financial Information");
  await expect(page.getByLabel("Monthly Income")).toHaveValue(ANSWERS.income);
  await expect(page.getByLabel("Monthly Income")).toHaveAccessibleDescription(
    new RegExp(`${M.monthlyIncomeInvalid}$`),
  );

  for (const title of ["Debt Selection", "Debt Account Details", "Additional Details", "Review and Submit"]) {
    await next(page, title);
  }
  await submitExpectingSuccess(page);
});

test("an account with 3 applications awaiting review is refused a fourth: the server's message, nothing stored, the form kept", async ({
  customer,
}) => {
  // Three pending applications of this customer's, made earlier (the limit is on the submit only).
  const held = await insertBackdatedApplications(
    Array.from({ length: 3 }, (_, i) => ({
      createdAt: new Date(Date.now() - (i + 2) * 3_600_000).toISOString(),
      status: "pending" as const,
      debtAmount: "1000.00",
      email: customer.user.email,
      userId: customer.user.id,
    })),
  );
  try {
    const page = await atAgreedReview(customer);
    const answer = page.waitForResponse((response) => response.url().endsWith(SUBMIT_URL));
    await page.getByRole("button", { name: "Submit Application" }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByText(submitFailed(SUBMISSION_LIMIT_MESSAGES.pending(3)))).toBeVisible();
    await expect(heading(page)).toHaveText("Review and Submit");
    await expect(wizardForm(page)).toContainText(ANSWERS.creditor);
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    // Nothing was stored: the dashboard still lists the three.
    await page.goto("/dashboard");
    await expect(page.getByRole("navigation", { name: "Your applications" }).getByRole("link")).toHaveCount(
      3,
    );
  } finally {
    await removeApplications(held);
  }
});

test("the success page moves on to the dashboard by itself after 5 seconds", async ({ customer }) => {
  const { page } = customer;
  await page.goto("/apply/success");
  await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4000);
});
