import type { Page } from "@playwright/test";
import { APPLICATION_MESSAGES as M } from "#app/domain/application/messages.ts";
import { expect, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToDebtSelection,
  fillAdditionalDetails,
  fillBasicInformation,
  fillDebtAccount,
  heading,
  isWizardPost,
  next,
  openWizard,
} from "./support/wizard.ts";

// One step machine, on the server (issue 42): each button of the wizard is one POST of its form
// to the route's action at /apply.data, whose answer is the wizard's next state, and nothing else
// is read for it. The browser's Back and Forward move between the steps (issue 43).

const STEPS_AFTER_FIRST = [
  "Credit Score",
  "Financial Information",
  "Debt Selection",
  "Debt Account Details",
  "Additional Details",
  "Review and Submit",
] as const;

/** Every request for the router's data from now on, as "METHOD /path". */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/**
 * `move` (a click and what it shows) was answered by exactly one POST to /apply.data. The page
 * shows an answer only once any reading it caused is done, so a read would be counted here.
 */
async function expectOnePost(page: Page, requests: string[], move: () => Promise<void>): Promise<void> {
  const before = requests.length;
  const answered = page.waitForResponse((response) => isWizardPost(response.request()));
  await move();
  await answered;
  expect(requests.slice(before)).toEqual(["POST /apply.data"]);
}

test("each button is one POST of the form to /apply.data, answered by the server's next step", async ({
  page,
}) => {
  await openWizard(page);
  const requests = dataRequests(page);
  const press = (name: string) => page.getByRole("button", { name }).click();

  await expectOnePost(page, requests, async () => {
    await press("Continue");
    await expect(page.getByRole("status").filter({ hasText: M.stepInvalid })).toBeVisible();
    await expect(heading(page)).toHaveText("Basic Information");
  });
  await fillBasicInformation(page);
  await expectOnePost(page, requests, () => next(page, "Credit Score"));
  await expectOnePost(page, requests, async () => {
    await press("Previous");
    await expect(heading(page)).toHaveText("Basic Information");
  });
  await expect(page.getByLabel("First Name")).toHaveValue(ANSWERS.firstName);

  await completeToDebtSelection(page);
  await page.getByLabel("Total Unsecured Debt").selectOption({ label: ANSWERS.range });
  await next(page, "Debt Account Details");
  await expectOnePost(page, requests, async () => {
    await press("Add Your First Debt Account");
    await expect(page.getByRole("group", { name: "Debt Account 1" })).toBeVisible();
  });
  await fillDebtAccount(page, 1);
  await expectOnePost(page, requests, async () => {
    await press("Add Another Debt Account");
    await expect(page.getByRole("group", { name: "Debt Account 2" })).toBeVisible();
  });
  await expectOnePost(page, requests, async () => {
    await press("Remove debt account 2");
    await expect(page.getByRole("group", { name: "Debt Account 2" })).toHaveCount(0);
  });
  await next(page, "Additional Details");
  await fillAdditionalDetails(page);
  await next(page, "Review and Submit");
  await expectOnePost(page, requests, async () => {
    await press("Edit Basic Information");
    await expect(heading(page)).toHaveText("Basic Information");
  });
  await expect(page.getByLabel("Last Name")).toHaveValue(ANSWERS.lastName);

  // Back on the review, a visitor is asked to sign in: the server's answer too.
  for (const title of STEPS_AFTER_FIRST) await next(page, title);
  await page.getByLabel(/I agree to the/).check();
  await expectOnePost(page, requests, async () => {
    await press("Submit Application");
    await expect(page.getByRole("status").filter({ hasText: M.signInRequired })).toBeVisible();
  });
  await expect(page.getByText("Sign in to submit your application")).toBeVisible();
});

test("the browser's Back and Forward move between the steps, every answer kept", async ({ page }) => {
  await openWizard(page, "/apply?debt=3");
  await completeToDebtSelection(page);
  await expect(page).toHaveURL(/\/apply\?debt=3&step=4$/);
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  await fillDebtAccount(page, 1);
  await next(page, "Additional Details");

  await page.goBack();
  await expect(heading(page)).toHaveText("Debt Account Details");
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveURL(/\/apply\?debt=3&step=5$/);
  await expect(page.getByLabel("Original Creditor")).toHaveValue(ANSWERS.creditor);
  await page.goBack();
  await expect(heading(page)).toHaveText("Debt Selection");
  await page.goForward();
  await expect(heading(page)).toHaveText("Debt Account Details");

  // Back to the first step's entry, the address without a step, and the answers still there.
  for (const title of ["Debt Selection", "Financial Information", "Credit Score", "Basic Information"]) {
    await page.goBack();
    await expect(heading(page)).toHaveText(title);
  }
  await expect(page).toHaveURL(/\/apply\?debt=3$/);
  await expect(page.getByLabel("First Name")).toHaveValue(ANSWERS.firstName);
  await next(page, "Credit Score");
  await expect(page).toHaveURL(/\/apply\?debt=3&step=2$/);
});
