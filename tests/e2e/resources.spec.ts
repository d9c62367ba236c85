import type { Page } from "@playwright/test";
import { FEE_STATEMENT, FIGURES, SAVINGS_CLAIM } from "#app/content/figures.ts";
import { RESOURCE_FAQS } from "#app/content/resource-faqs.ts";
import { RESOURCE_SEEDS } from "#app/content/resources.ts";
import { CALCULATOR_MESSAGES } from "#app/domain/debt-calculator.ts";
import { PROGRAM } from "#app/domain/program.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

// The Resources pages (spec section 2, decisions.md "Content"): the cards and their external
// links, the four dropdown pages' tools, the empty state of an unknown category, the debt
// calculator with and without JavaScript, and axe at phone and desktop widths.

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
const DEBT = "Total unsecured debt ($)";
const APR = "Average APR (%)";
const PAYMENT = "Current monthly payment ($)";

/** A message as a pattern (it contains "$"). */
function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

async function expectNoBrokenNumbers(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
}

/** $20,000 at 22% APR paying $500 a month (checked in app/domain/debt-calculator.test.ts). */
async function expectKnownResults(page: Page) {
  const results = page.getByTestId("calculator-results");
  await expect(results).toContainText("73 months (6 years 1 month)");
  await expect(results).toContainText("$16,378");
  await expect(results).toContainText("$36,378");
  // Our program: settles for $9,000 (45%), saves $11,000, fee $2,750 (25% of it), pays $11,750.
  await expect(results).toContainText("$9,000");
  await expect(results).toContainText("$2,750");
  await expect(results).toContainText("$11,750");
  await expect(results).toContainText("$8,250");
  await expect(results).toContainText("$245 to $490");
  await expect(results).toContainText("$445");
  await expect(results).toContainText("$6,693");
  await expect(results).toContainText("$26,693");
  await expect(page.getByRole("img", { name: "Total you would pay under each option" })).toBeVisible();
  await expectNoBrokenNumbers(page);
}

async function fillCalculator(page: Page, debt: string, apr: string, payment: string) {
  await page.getByLabel(DEBT).fill(debt);
  await page.getByLabel(APR).fill(apr);
  await page.getByLabel(PAYMENT).fill(payment);
}

test("/resources lists every card with an external Learn More link", async ({ page }) => {
  const response = await page.goto("/resources");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^All Resources \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Resources");
  const links = page.getByRole("link", { name: /^Learn More about / });
  expect(await links.count()).toBeGreaterThanOrEqual(10);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // Visually "Learn More"; the rest of the name is visually hidden.
    const visible = await link.evaluate((a) =>
      [...a.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join("")
        .trim(),
    );
    expect(visible).toBe("Learn More");
  }
  const categories = page.getByRole("navigation", { name: "Resource categories" });
  await expect(categories.getByRole("link", { name: "Debt Calculator" })).toHaveAttribute(
    "href",
    "/resources/calculator",
  );
});

test("/resources/guides shows the written guides above the cards", async ({ page }) => {
  await page.goto("/resources/guides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources for Understanding Debt Relief");
  for (const title of [
    "How debt settlement works",
    "Spotting debt-relief scams",
    "What happens to your credit",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /^Learn More about / }).first()).toBeVisible();
});

test("/resources/by-state shows 51 rows of demonstration data", async ({ page }) => {
  await page.goto("/resources/by-state");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources for State Availability");
  const table = page.getByRole("table", { name: /Program availability by state \(demonstration data\)/ });
  await expect(table.locator("tbody tr")).toHaveCount(51);
  await expect(table.getByRole("rowheader", { name: /District of Columbia/ })).toBeVisible();
  const notice = page.getByText(/The table below is illustrative only/);
  await expect(notice).toContainText("not available in all states");
  await expect(notice).toContainText("fees vary by state");
});

test("/resources/faqs answers the fee question", async ({ page }) => {
  await page.goto("/resources/faqs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources for Common Questions");
  await expect(page.getByText(FEE_STATEMENT).first()).toBeVisible();
  await expect(page.locator("dt")).toHaveCount(RESOURCE_FAQS.length);
  await expect(page.getByText(/Form 1099-C/).first()).toBeVisible();
});

test("a seeded category outside the dropdown lists its cards under its own title", async ({ page }) => {
  await page.goto("/resources/credit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources for Credit Reports and Scores");
  const links = page.getByRole("link", { name: /^Learn More about / });
  await expect(links).toHaveCount(RESOURCE_SEEDS.filter((r) => r.category === "credit").length);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", /^https:\/\//);
});

test("an unknown category keeps the title and shows an empty state with status 200", async ({ page }) => {
  const response = await page.goto("/resources/unknown-category");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources for Unknown Category");
  await expect(page.getByText("We have no resources in this category.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveCount(0);
  await expect(page.getByText("Page Not Found")).toHaveCount(0);
});

// The calculator is a GET form on a page sent without scripts (docs/decisions/0032): the server
// computes the comparison and the errors.
test.describe("debt calculator", () => {
  test("the submit shows the comparison and keeps the figures in the address", async ({ page }) => {
    await page.goto("/resources/calculator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources for Comparing Your Options");
    await fillCalculator(page, "20,000", "22", "500");
    await page.getByRole("button", { name: "Compare options" }).click();
    await expect(page).toHaveURL(/debt=20%2C000&apr=22&payment=500/);
    await expectKnownResults(page);
    await expect(page.getByLabel(DEBT)).toHaveValue("20,000");
  });

  test("invalid input shows messages next to the fields and no broken numbers", async ({ page }) => {
    await page.goto("/resources/calculator");
    await fillCalculator(page, "lots", "150", "0");
    await page.getByRole("button", { name: "Compare options" }).click();
    await expect(page.getByLabel(DEBT)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(DEBT)).toHaveAccessibleDescription(literal(CALCULATOR_MESSAGES.debtNumber));
    await expect(page.getByLabel(APR)).toHaveAccessibleDescription(literal(CALCULATOR_MESSAGES.aprRange));
    await expect(page.getByLabel(PAYMENT)).toHaveAccessibleDescription(
      literal(CALCULATOR_MESSAGES.paymentPositive),
    );
    await expect(page.getByLabel(DEBT)).toBeFocused();
    await expect(page.getByTestId("calculator-results")).toHaveCount(0);
    await expectNoBrokenNumbers(page);

    await fillCalculator(page, "", "", "");
    await page.getByRole("button", { name: "Compare options" }).click();
    await expect(page.getByLabel(DEBT)).toHaveAccessibleDescription(
      literal(CALCULATOR_MESSAGES.debtRequired),
    );
    await expect(page.getByLabel(APR)).toHaveAccessibleDescription(literal(CALCULATOR_MESSAGES.aprRequired));
    await expect(page.getByLabel(PAYMENT)).toHaveAccessibleDescription(
      literal(CALCULATOR_MESSAGES.paymentRequired),
    );
  });

  test("a payment below the first month's interest never pays off", async ({ page }) => {
    await page.goto("/resources/calculator?debt=20000&apr=24&payment=300");
    await expect(page.getByTestId("calculator-results")).toContainText("Never paid off.");
    await expect(page.getByTestId("calculator-results")).toContainText("$400");
    await expectNoBrokenNumbers(page);
  });
});

test.describe("debt calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form is computed on the server", async ({ page }) => {
    await page.goto("/resources/calculator");
    await fillCalculator(page, "20,000", "22", "500");
    await page.getByRole("button", { name: "Compare options" }).click();
    await expect(page).toHaveURL(/\/resources\/calculator\?debt=20%2C000&apr=22&payment=500$/);
    await expectKnownResults(page);
  });

  test("the page states its assumptions: 45% settlements, a 25% fee on the amount saved, 24 to 48 months", async ({
    page,
  }) => {
    await page.goto("/resources/calculator?debt=20%2C000&apr=22&payment=500");
    const assumptions = page.getByRole("region", { name: "Assumptions" });
    await expect(assumptions).toContainText(
      `each debt settles for ${FIGURES.settlementPercent} of its enrolled balance`,
    );
    await expect(assumptions).toContainText(SAVINGS_CLAIM);
    await expect(assumptions).toContainText(
      `over ${PROGRAM.maxMonths} months (lower payment) to ${PROGRAM.minMonths} months (higher payment)`,
    );
    await expect(assumptions).toContainText(FEE_STATEMENT);
    // The program's column states the same constants beside its figures.
    const program = page
      .getByTestId("calculator-results")
      .getByRole("heading", { name: "Our debt-relief program" })
      .locator("xpath=..");
    await expect(program).toContainText(
      `Expected settlements (${FIGURES.settlementPercent} of your debt)$9,000`,
    );
    await expect(program).toContainText(`Our fee (${FIGURES.feePercent} of the $11,000 saved)$2,750`);
    await expect(program).toContainText(
      `Estimated savings after fees (about ${FIGURES.savingsPercent})$8,250`,
    );
    await expect(program).toContainText(`Program length${PROGRAM.minMonths}-${PROGRAM.maxMonths} months`);
    await expect(program).toContainText("Only after each debt is settled, debt by debt; no up-front fees");
  });

  test("invalid input shows the server's messages next to the fields", async ({ page }) => {
    await page.goto("/resources/calculator?debt=0&apr=abc&payment=");
    await expect(page.getByLabel(DEBT)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(DEBT)).toHaveAccessibleDescription(literal(CALCULATOR_MESSAGES.debtRange));
    await expect(page.getByLabel(APR)).toHaveAccessibleDescription(literal(CALCULATOR_MESSAGES.aprNumber));
    await expect(page.getByLabel(PAYMENT)).toHaveAccessibleDescription(
      literal(CALCULATOR_MESSAGES.paymentRequired),
    );
    await expectNoBrokenNumbers(page);
  });
});

const AXE_PAGES = [
  "/resources",
  "/resources/guides",
  "/resources/by-state",
  "/resources/faqs",
  "/resources/calculator",
  "/resources/calculator?debt=20%2C000&apr=22&payment=500",
  "/resources/calculator?debt=abc&apr=&payment=0",
  // A seeded category that is not in the Resources dropdown, and an unknown one.
  "/resources/credit",
  // A debt the program does not settle: the explanation and where to get help (issue 21).
  "/resources/mortgages",
  "/resources/unknown-category",
];

for (const viewport of [MOBILE, DESKTOP]) {
  for (const path of AXE_PAGES) {
    test(`axe finds no WCAG 2.1 AA violations on ${path} at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(All Resources|Resources for .+)$/);
      await expectNoAxeViolations(page);
    });
  }
}

test("every resources page fits a 320 px screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of AXE_PAGES) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
