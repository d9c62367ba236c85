import { expect, type Page, type Request } from "@playwright/test";

// Driving the application wizard the way a person does: by labels and button names.

/** Each button of the wizard, posted by its fetcher to the route's action (docs/decisions/0053). */
export const WIZARD_POST_PATH = "/apply.data";

/** For `page.route`: the wizard's posts, whatever the page's query (`?step=`, `?debt=`). */
export const toWizardPosts = (url: URL): boolean => url.pathname === WIZARD_POST_PATH;

export function isWizardPost(request: Request): boolean {
  return request.method() === "POST" && new URL(request.url()).pathname === WIZARD_POST_PATH;
}

/**
 * The wizard's next post altered on its way, as an old page or a forged request would send it:
 * `alter` changes the form's fields (the step on screen's) and the answers carried in `wizard`.
 */
export async function forgeNextPost(
  page: Page,
  alter: (fields: URLSearchParams, carried: Record<string, unknown>) => void,
): Promise<void> {
  await page.route(
    toWizardPosts,
    (route) => {
      const type = route.request().headers()["content-type"] ?? "";
      if (!type.startsWith("application/x-www-form-urlencoded")) throw new Error(`posted as ${type}`);
      const fields = new URLSearchParams(route.request().postData() ?? "");
      const carried = JSON.parse(fields.get("wizard") ?? "{}") as { values: Record<string, unknown> };
      alter(fields, carried.values);
      fields.set("wizard", JSON.stringify(carried));
      return route.continue({ postData: fields.toString() });
    },
    { times: 1 },
  );
}

export const ANSWERS = {
  firstName: "Marian",
  lastName: "Keller",
  email: "marian.keller@test.example",
  phone: "(555) 201-3344",
  creditScore: /Fair/,
  employment: "Employed",
  income: "4,250.50",
  range: "$15,001-$25,000",
  creditor: "Harbor Bank Visa",
  accountType: "Credit Card",
  balance: "8200.75",
  address: "12 Quay Street, Baltimore, MD 21202",
  /** A state where the program is offered (app/domain/states.ts). */
  state: "Maryland",
  dateOfBirth: "1984-06-30",
  ssn: "4321",
  /** Within 10% of the one balance, so the review asks nothing about it (issue 21). */
  debtAmount: "8,500.00",
};

export async function openWizard(page: Page, path = "/apply"): Promise<void> {
  await page.goto(path);
  // The wizard's controls are enabled once the page has hydrated.
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
}

export const heading = (page: Page) => page.locator("#wizard-step-heading");

export async function next(page: Page, expectedTitle: string): Promise<void> {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page)).toHaveText(expectedTitle);
}

export async function fillBasicInformation(page: Page, email = ANSWERS.email): Promise<void> {
  await page.getByLabel("First Name").fill(ANSWERS.firstName);
  await page.getByLabel("Last Name").fill(ANSWERS.lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill(ANSWERS.phone);
}

export async function fillDebtAccount(page: Page, index: number, creditor = ANSWERS.creditor): Promise<void> {
  const account = page.getByRole("group", { name: `Debt Account ${index}` });
  await account.getByLabel("Original Creditor").fill(creditor);
  await account.getByLabel("Account Type").selectOption(ANSWERS.accountType);
  await account.getByLabel("Current Balance").fill(ANSWERS.balance);
}

export async function fillAdditionalDetails(page: Page): Promise<void> {
  await page.getByLabel("Address").fill(ANSWERS.address);
  await page.getByLabel("State", { exact: true }).selectOption({ label: ANSWERS.state });
  await page.getByLabel("Date of Birth").fill(ANSWERS.dateOfBirth);
  await page.getByLabel("Last 4 Digits of SSN").fill(ANSWERS.ssn);
  await page.getByLabel("Total Debt Amount").fill(ANSWERS.debtAmount);
}

/** From step 1 to step 4 (Debt Selection, its range not chosen yet), with valid answers. */
export async function completeToDebtSelection(page: Page, email = ANSWERS.email): Promise<void> {
  await fillBasicInformation(page, email);
  await next(page, "Credit Score");
  await page.getByRole("radio", { name: ANSWERS.creditScore }).check();
  await next(page, "Financial Information");
  await page.getByLabel("Employment Status").selectOption(ANSWERS.employment);
  await page.getByLabel("Monthly Income").fill(ANSWERS.income);
  await next(page, "Debt Selection");
}

/** From step 1 to step 6, with valid answers. */
export async function completeToAdditionalDetails(page: Page, email = ANSWERS.email): Promise<void> {
  await completeToDebtSelection(page, email);
  await page.getByLabel("Total Unsecured Debt").selectOption({ label: ANSWERS.range });
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  await fillDebtAccount(page, 1);
  await next(page, "Additional Details");
}

/** From step 1 to the review, with valid answers. */
export async function completeToReview(page: Page, email = ANSWERS.email): Promise<void> {
  await completeToAdditionalDetails(page, email);
  await fillAdditionalDetails(page);
  await next(page, "Review and Submit");
}

/** The message is the field's accessible description (aria-describedby), after any hint. */
export function described(message: string): RegExp {
  return new RegExp(`(^|\\s)${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

export const wizardForm = (page: Page) => page.locator("form[aria-labelledby='wizard-step-heading']");

/**
 * Clicks Submit Application and waits for the server's answer, however long a busy server
 * takes, then for /apply/success. A refusal fails here with the server's status and body; the
 * stored application comes back as a redirect for the router (202).
 */
export async function submitExpectingSuccess(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => isWizardPost(response.request()));
  await page.getByRole("button", { name: "Submit Application" }).click();
  const response = await answer;
  // Its body is read only for a refusal: a redirect's is gone once the page has moved on.
  if (response.status() >= 300) throw new Error(`${response.status()}: ${await response.text()}`);
  await expect(page).toHaveURL(/\/apply\/success$/, { timeout: 10_000 });
}
