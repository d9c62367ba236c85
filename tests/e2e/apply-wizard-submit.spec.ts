import type { Page } from "@playwright/test";
import { SUBMISSION_LIMIT_MESSAGES } from "#app/domain/application/limits.ts";
import { APPLICATION_MESSAGES as M, submitFailed } from "#app/domain/application/messages.ts";
import { insertBackdatedApplications, removeApplications } from "./support/fixtures.ts";
import { expect, type SignedIn, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToReview,
  described,
  forgeNextPost,
  heading,
  isWizardPost,
  next,
  openWizard,
  submitExpectingSuccess,
  toWizardPosts,
  wizardForm,
} from "./support/wizard.ts";

// Submitting the application (spec section 4 "Wizard", section 8 "Application submission",
// decisions.md): one store per wizard run, the amount toasts, what a failure or a refusal
// says, a form that stays filled and usable, and the success page. The review is posted like
// every step, by the wizard's fetcher to the route's action, which checks and stores it.

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
    if (isWizardPost(request)) posts += 1;
  });
  // Hold the answer back so the in-flight state can be seen.
  await page.route(toWizardPosts, async (route) => {
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
  await page.route(toWizardPosts, (route) => route.abort("connectionreset"), { times: 1 });
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

/** Clicks Submit Application and returns the status of the server's answer. */
async function submitForStatus(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => isWizardPost(response.request()));
  await page.getByRole("button", { name: "Submit Application" }).click();
  return (await answer).status();
}

test("at submit, an unusable debt amount or monthly income shows its toast and opens its step, storing nothing", async ({
  customer: { page },
}) => {
  // The steps refuse these values, so only answers kept from before can reach the submit.
  await openWizard(page);
  await completeToReview(page);

  await keepAnswer(page, "debtAmount", "0");
  expect(await submitForStatus(page)).toBe(422);
  await expect(page.getByRole("status").filter({ hasText: M.debtAmountInvalid })).toBeVisible();
  await expect(heading(page)).toHaveText("Additional Details");
  await expect(page.getByLabel("Total Debt Amount")).toHaveAccessibleDescription(
    described(M.debtAmountInvalid),
  );
  await page.getByLabel("Total Debt Amount").fill(ANSWERS.debtAmount);
  await next(page, "Review and Submit");

  await keepAnswer(page, "monthlyIncome", "-20");
  expect(await submitForStatus(page)).toBe(422);
  await expect(page.getByRole("status").filter({ hasText: M.monthlyIncomeInvalid })).toBeVisible();
  await expect(heading(page)).toHaveText("Financial Information");
  await expect(page.getByLabel("Monthly Income")).toHaveAccessibleDescription(
    described(M.monthlyIncomeInvalid),
  );
});

test("a server that fails or refuses says what went wrong; the form stays filled and usable", async ({
  customer,
}) => {
  const page = await atAgreedReview(customer);
  const submit = page.getByRole("button", { name: "Submit Application" });

  // An answer that is not the router's (a proxy's error page): the generic message, nothing lost.
  await page.route(toWizardPosts, (route) => route.fulfill({ status: 500, body: "Bad gateway" }), {
    times: 1,
  });
  await submit.click();
  await expect(page.getByText(M.submitFailedGeneric)).toBeVisible();
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(wizardForm(page)).toContainText(`${ANSWERS.firstName} ${ANSWERS.lastName}`);
  await expect(wizardForm(page)).toContainText(ANSWERS.creditor);
  await expect(page.getByLabel(/I agree to the/)).toBeChecked();
  await expect(submit).toBeEnabled();

  // An answer altered on its way (an old page, a proxy): the server checks it again and refuses
  // an unusable monthly income with the same toast as its step, opening that step.
  await forgeNextPost(page, (_fields, carried) => {
    carried.monthlyIncome = "12,34x";
  });
  expect(await submitForStatus(page)).toBe(422);
  await expect(page.getByRole("status").filter({ hasText: M.monthlyIncomeInvalid })).toBeVisible();
  await expect(heading(page)).toHaveText("Financial Information");
  const income = page.getByLabel("Monthly Income");
  // The page shows what the server was sent, and why it was refused.
  await expect(income).toHaveValue("12,34x");
  await expect(income).toHaveAccessibleDescription(new RegExp(`${M.monthlyIncomeInvalid}$`));
  await expect(income).toBeFocused();
  await income.fill(ANSWERS.income);

  for (const title of ["Debt Selection", "Debt Account Details", "Additional Details", "Review and Submit"]) {
    await next(page, title);
  }
  await expect(page.getByLabel(/I agree to the/)).toBeChecked();
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
    expect(await submitForStatus(page)).toBe(409);
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
