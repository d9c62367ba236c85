import { expect, test } from "./support/test.ts";

// Issue 21: the debt calculator (/resources/calculator) ends with "Apply with these numbers", a
// link to the wizard with the compared debt in whole dollars, rendered by the server, so it works
// without JavaScript like the calculator itself.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("after a comparison, the calculator ends with 'Apply with these numbers' to /apply?debt=<whole dollars>", async ({
    page,
  }) => {
    await page.goto("/resources/calculator");
    await expect(page.getByRole("link", { name: "Apply with these numbers" })).toHaveCount(0);
    await page.getByLabel("Total unsecured debt ($)").fill("$24,999.50");
    await page.getByLabel("Average APR (%)").fill("21");
    await page.getByLabel("Current monthly payment ($)").fill("600");
    await page.getByRole("button", { name: "Compare options" }).click();
    const apply = page.getByRole("link", { name: "Apply with these numbers" });
    await expect(apply).toHaveAttribute("href", "/apply?debt=25000");
    // It is the calculator's last control: nothing focusable follows it inside the page's main tool.
    const last = await page
      .getByRole("region", { name: "Compare your options" })
      .locator("a, button, input, select, textarea")
      .last()
      .textContent();
    expect(last?.trim()).toBe("Apply with these numbers");
    await apply.click();
    await expect(page).toHaveURL(/\/apply\?debt=25000$/);
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
