import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { ANSWERS, heading, openWizard, wizardForm } from "./support/wizard.ts";

// Issue 4: "Works with keyboard only". The whole wizard, from the page's first Tab to the
// success page, with Tab, Shift+Tab, Space, Enter, arrow keys and typing: no click, no fill().
// Short answers: every key is typed one by one.

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached with at most ${max} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** Types into the focused field; a money field shows it as money (`shown`). */
async function type(page: Page, field: Locator, text: string, shown = text): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(shown);
}

/** Moves a focused, closed native select down until `label` is chosen. */
async function choose(page: Page, select: Locator, label: string, max = 12): Promise<void> {
  await expect(select).toBeFocused();
  for (let presses = 0; presses < max; presses += 1) {
    const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label);
    if (chosen === label) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`${label} was not reached with ArrowDown`);
}

test("keyboard only: every step, a select, adding and removing a debt account, the terms box and Submit", async ({
  customer,
}) => {
  const { page, user } = customer;
  await openWizard(page);
  const form = wizardForm(page);

  // Step 1: from the top of the page, Tab to the first field; Enter in a field continues.
  await tabTo(page, page.getByLabel("First Name"));
  await type(page, page.getByLabel("First Name"), "Ada");
  await page.keyboard.press("Tab");
  await type(page, page.getByLabel("Last Name"), "Ng");
  await page.keyboard.press("Tab");
  await type(page, page.getByLabel("Email"), user.email);
  await page.keyboard.press("Tab");
  await type(page, page.getByLabel("Phone"), "5552013344");
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Credit Score");
  await expect(heading(page)).toBeFocused();

  // Step 2: the cards are a radio group.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: /Excellent/ })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: ANSWERS.creditScore })).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Financial Information");

  // Step 3: a native select moved with the arrow keys.
  await page.keyboard.press("Tab");
  await choose(page, page.getByLabel("Employment Status"), ANSWERS.employment);
  await page.keyboard.press("Tab");
  await type(page, page.getByLabel("Monthly Income"), "4250", "4,250");
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Debt Selection");

  await page.keyboard.press("Tab");
  await choose(page, page.getByLabel("Total Unsecured Debt"), ANSWERS.range);
  // Enter on a select does not send its form: Tab on to Continue.
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Debt Account Details");

  // Step 5: add a first account (focus moves into it), add a second, remove it again.
  await tabTo(page, page.getByRole("button", { name: "Add Your First Debt Account" }));
  await page.keyboard.press("Enter");
  const first = page.getByRole("group", { name: "Debt Account 1" });
  await type(page, first.getByLabel("Original Creditor"), "Visa");
  await page.keyboard.press("Tab");
  await choose(page, first.getByLabel("Account Type"), ANSWERS.accountType);
  await page.keyboard.press("Tab");
  await type(page, first.getByLabel("Current Balance"), "8200", "8,200");
  await tabTo(page, first.getByLabel("Paid Off"));
  await page.keyboard.press("Space");
  await expect(first.getByLabel("Paid Off")).toBeChecked();
  await page.keyboard.press("Space");
  await expect(first.getByLabel("Paid Off")).not.toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Add Another Debt Account" }));
  await page.keyboard.press("Space");
  const second = page.getByRole("group", { name: "Debt Account 2" });
  await expect(second.getByLabel("Original Creditor")).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Remove debt account 2" }));
  await page.keyboard.press("Enter");
  await expect(second).toHaveCount(0);
  // Focus returns to the account before the removed one.
  await expect(first.getByLabel("Original Creditor")).toBeFocused();
  await expect(first.getByLabel("Original Creditor")).toHaveValue("Visa");
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Additional Details");

  // Step 6: the state from its select, a date typed into the date input's fields.
  await page.keyboard.press("Tab");
  await type(page, page.getByLabel("Address"), "1 Quay St, Baltimore");
  await page.keyboard.press("Tab");
  await choose(page, page.getByLabel("State", { exact: true }), ANSWERS.state, 30);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Date of Birth")).toBeFocused();
  await page.keyboard.type("06301984");
  await expect(page.getByLabel("Date of Birth")).toHaveValue(ANSWERS.dateOfBirth);
  await tabTo(page, page.getByLabel("Last 4 Digits of SSN"), 5);
  await page.keyboard.type(ANSWERS.ssn);
  await page.keyboard.press("Tab");
  await type(page, page.getByLabel("Total Debt Amount"), "8500", "8,500");
  // Back with Shift+Tab: the SSN keeps its digits.
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByLabel("Last 4 Digits of SSN")).toHaveValue(ANSWERS.ssn);
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Review and Submit");
  await expect(form).toContainText("Ada Ng");
  await expect(form).toContainText("Visa");
  await expect(form).toContainText(ANSWERS.range);

  // Step 7: the terms box with Space, then Submit with Enter.
  const terms = page.getByLabel(/I agree to the/);
  await tabTo(page, terms);
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();
  const submit = page.getByRole("button", { name: "Submit Application" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Application submitted successfully!")).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/apply\/success$/);
  await tabTo(page, page.getByRole("link", { name: "Go to Dashboard" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
});
