import { expect, test } from "./support/test.ts";
import { ANSWERS, completeToDebtSelection, fillDebtAccount, next } from "./support/wizard.ts";

// Issue 21: the debt calculator (/resources/calculator) ends with "Apply with these numbers", a
// link to the wizard with the compared debt, rendered by the server, so it works without
// JavaScript like the calculator itself. Issue 43: to the cent, as typed, all the way to the review.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("after a comparison, the calculator ends with 'Apply with these numbers' to /apply?debt=<the debt to the cent>", async ({
    page,
  }) => {
    await page.goto("/resources/calculator");
    await expect(page.getByRole("link", { name: "Apply with these numbers" })).toHaveCount(0);
    await page.getByLabel("Total unsecured debt ($)").fill("$24,999.50");
    await page.getByLabel("Average APR (%)").fill("21");
    await page.getByLabel("Current monthly payment ($)").fill("600");
    await page.getByRole("button", { name: "Compare options" }).click();
    const apply = page.getByRole("link", { name: "Apply with these numbers" });
    await expect(apply).toHaveAttribute("href", "/apply?debt=24999.50");
    // It is the calculator's last control: nothing focusable follows it inside the page's main tool.
    const last = await page
      .getByRole("region", { name: "Compare your options" })
      .locator("a, button, input, select, textarea")
      .last()
      .textContent();
    expect(last?.trim()).toBe("Apply with these numbers");
    await apply.click();
    await expect(page).toHaveURL(/\/apply\?debt=24999\.50$/);
  });

  test("below the program's $7,500 minimum it explains instead of linking", async ({ page }) => {
    await page.goto("/resources/calculator?debt=5000&apr=20&payment=200");
    await expect(page.getByTestId("calculator-results")).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply with these numbers" })).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("The program needs at least $7,500 of unsecured debt");
  });

  test("invalid input offers no link", async ({ page }) => {
    await page.goto("/resources/calculator?debt=abc&apr=20&payment=200");
    await expect(page.getByRole("link", { name: "Apply with these numbers" })).toHaveCount(0);
  });
});

test("a debt typed with cents keeps them from the calculator to the wizard's total and its review", async ({
  page,
}) => {
  await page.goto("/resources/calculator?debt=%2428%2C450.75&apr=21&payment=600");
  await page.getByRole("link", { name: "Apply with these numbers" }).click();
  await expect(page).toHaveURL(/\/apply\?debt=28450\.75$/);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await completeToDebtSelection(page);
  // The range that holds it is chosen, and the total is the amount as typed.
  await expect(page.getByLabel("Total Unsecured Debt")).toHaveValue("4");
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  await fillDebtAccount(page, 1);
  await next(page, "Additional Details");
  await expect(page.getByLabel("Total Debt Amount")).toHaveValue("28,450.75");
  await page.getByLabel("Address").fill(ANSWERS.address);
  await page.getByLabel("State", { exact: true }).selectOption({ label: ANSWERS.state });
  await page.getByLabel("Date of Birth").fill(ANSWERS.dateOfBirth);
  await page.getByLabel("Last 4 Digits of SSN").fill(ANSWERS.ssn);
  await next(page, "Review and Submit");
  await expect(page.locator('dt:text-is("Total Debt Amount") + dd')).toHaveText("$28,450.75");
});
