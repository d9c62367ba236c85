import { RESOURCE_SEEDS } from "#app/content/resources.ts";
import { UNSETTLED_DEBTS } from "#app/content/unsettled-debts.ts";
import { expect, test } from "./support/test.ts";

// Issue 21: the home page's category tabs for debts the program does not settle (mortgages, auto
// loans, federal student loans) lead to an honest explanation and the right help, not into the
// application; the others still open the wizard for their category (spec section 2).

const TABS = { name: "What kind of debt do you have?" } as const;

const EXPLAINED = [
  {
    tab: "Mortgages",
    slug: "mortgages",
    h1: "Resources for Mortgages",
    why: "Why we do not settle mortgages",
    help: ["https://www.consumerfinance.gov/find-a-housing-counselor/", "https://www.hud.gov/findacounselor"],
    says: ["HUD-approved housing counselor", "(800) 569-4287", "forbearance"],
  },
  {
    tab: "Auto Loans",
    slug: "auto-loans",
    h1: "Resources for Auto Loans",
    why: "Why we do not settle auto loans",
    help: [
      "https://www.consumerfinance.gov/consumer-tools/auto-loans/",
      "https://consumer.ftc.gov/articles/vehicle-repossession",
    ],
    says: ["Call your lender", "deficiency balance"],
  },
  {
    tab: "Student Loans",
    slug: "student-loans",
    h1: "Resources for Federal Student Loans",
    why: "Why we do not settle federal student loans",
    help: [
      "https://studentaid.gov/manage-loans/repayment",
      "https://www.consumerfinance.gov/consumer-tools/student-loans/",
    ],
    says: ["studentaid.gov", "income-driven repayment", "Private student loans"],
  },
] as const;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs of debts the program settles open the wizard; the others never do", async ({ page }) => {
    await page.goto("/");
    const tabs = page.getByRole("navigation", TABS);
    await expect(tabs.getByRole("link")).toHaveCount(6);
    for (const [name, category] of [
      ["Credit Cards", "credit-cards"],
      ["Insurance", "insurance"],
      ["Personal Loans", "personal-loans"],
    ]) {
      await expect(tabs.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/apply?category=${category}`,
      );
    }
    for (const { tab, slug } of EXPLAINED) {
      await expect(tabs.getByRole("link", { name: tab, exact: true })).toHaveAttribute(
        "href",
        `/resources/${slug}`,
      );
    }
    await expect(tabs).toContainText("We cannot settle mortgages, auto loans or federal student loans");
  });

  for (const entry of EXPLAINED) {
    test(`the ${entry.tab} tab explains why and names the help that fits`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("navigation", TABS).getByRole("link", { name: entry.tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/resources/${entry.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1);
      await expect(page.getByRole("heading", { level: 2, name: entry.why })).toBeVisible();
      const main = page.getByRole("main");
      for (const text of entry.says) await expect(main).toContainText(text);
      // The help: public agencies' pages, as the category's resource cards.
      await expect(page.getByRole("heading", { level: 2, name: "Where to get help" })).toBeVisible();
      for (const url of entry.help) await expect(main.locator(`a[href="${url}"]`)).toHaveCount(1);
      expect(
        RESOURCE_SEEDS.filter((seed) => seed.category === entry.slug)
          .map((seed) => seed.url)
          .sort(),
      ).toEqual([...entry.help].sort());
      // The only way into the application is for the part the program can take, and says so.
      const debt = UNSETTLED_DEBTS.find((candidate) => candidate.slug === entry.slug);
      if (!debt) throw new Error(`No explanation for ${entry.slug}`);
      const applyLinks = main.locator('a[href^="/apply"]');
      await expect(applyLinks).toHaveCount(1);
      await expect(applyLinks).toHaveText(debt.mayQualify.label);
      await expect(main).toContainText(debt.mayQualify.text);
    });
  }
});

test("the explanation pages pass axe at phone width", async ({ page }) => {
  const { expectNoAxeViolations } = await import("./support/axe.ts");
  await page.setViewportSize({ width: 375, height: 740 });
  for (const { slug } of EXPLAINED) {
    const response = await page.goto(`/resources/${slug}`);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);
  }
});
