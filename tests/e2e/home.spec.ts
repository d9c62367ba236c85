import { expect, type Page, test } from "@playwright/test";
import { HEADLINE_CLAIM, KEY_CLAIMS } from "#app/content/figures.ts";
import { HERO_INTRO } from "#app/content/home.ts";
import { MAIN_NAV } from "#app/content/navigation.ts";
import { TESTIMONIALS } from "#app/content/testimonials.ts";
import { DEBT_BRACKETS, HOME_DEBT_REQUIRED } from "#app/domain/application/debt-brackets.ts";

// The home page (spec section 2, "Home page"; section 5, "Home debt select"): the hero's claims,
// the testimonial carousel, the qualification section's category tabs and debt-amount select,
// the How It Works section, and a visible focus on everything reached with Tab.

// The carousel's own tests are in home-carousel.spec.ts.

test.describe("qualification section", () => {
  test("Let's Go with no debt amount shows one message, the spec's, and stays on the page", async ({
    page,
  }) => {
    await page.goto("/");
    const select = page.getByLabel("How much debt do you have?");
    const message = page.getByText(HOME_DEBT_REQUIRED);
    await expect(message).toBeHidden();
    await page.getByRole("button", { name: "Let's Go" }).click();
    await expect(message).toBeVisible();
    await expect(message).toHaveCount(1);
    await expect(select).toHaveAttribute("aria-describedby", (await message.getAttribute("id")) ?? "");
    // The browser's own validation never ran, so it showed no message of its own beside ours:
    // a required select it had checked would match :user-invalid.
    expect(await select.evaluate((element) => element.matches(":user-invalid"))).toBe(false);
    await expect(page).toHaveURL(/\/$/);
    // Pressed again, still one message and no navigation.
    await page.getByRole("button", { name: "Let's Go" }).click();
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await select.selectOption({ index: 1 });
    await expect(message).toBeHidden();
    await expect(page.getByRole("button", { name: "Let's Go" })).toHaveAttribute("type", "submit");
  });

  test("choosing a debt amount and Let's Go opens the wizard with that bracket", async ({ page }) => {
    const bracket = DEBT_BRACKETS[3];
    if (!bracket) throw new Error("No bracket");
    await page.goto("/");
    const select = page.getByLabel("How much debt do you have?");
    await expect(select.locator("option")).toHaveCount(DEBT_BRACKETS.length + 1);
    await select.selectOption({ label: bracket.label });
    await page.getByRole("button", { name: "Let's Go" }).click();
    await expect(page).toHaveURL(new RegExp(`/apply\\?debt=${bracket.id}$`));
  });

  test("a category tab for a debt the program settles opens the wizard for that category", async ({
    page,
  }) => {
    await page.goto("/");
    const tabs = page.getByRole("navigation", { name: "What kind of debt do you have?" });
    await expect(tabs.getByRole("link")).toHaveCount(6);
    await tabs.getByRole("link", { name: "Credit Cards" }).click();
    await expect(page).toHaveURL(/\/apply\?category=credit-cards$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the debt form is a plain GET form to /apply", async ({ page }) => {
      await page.goto("/");
      await page.getByLabel("How much debt do you have?").selectOption({ label: "$10,001-$15,000" });
      await page.getByRole("button", { name: "Let's Go" }).click();
      await expect(page).toHaveURL(/\/apply\?debt=2$/);
    });
  });
});

test("the hero shows the headline and every key claim of the content module, with Apply Now", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: HEADLINE_CLAIM });
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(HEADLINE_CLAIM);
  await expect(hero).toContainText(HERO_INTRO);
  const claims = hero.getByRole("listitem");
  await expect(claims).toHaveText([...KEY_CLAIMS]);
  for (const claim of await claims.all()) await expect(claim).toBeVisible();
  await expect(hero.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
  await expect(hero.getByRole("link", { name: "Learn How It Works" })).toHaveAttribute(
    "href",
    "/how-it-works",
  );
});

test("the How It Works section's Learn More opens /how-it-works and its Apply Now opens /apply", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "How It Works" });
  const learnMore = section.getByRole("link", { name: /^Learn More/ });
  await expect(learnMore).toHaveAttribute("href", "/how-it-works");
  await expect(section.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
  await learnMore.click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How It Works");
  await page.goBack();
  await page.getByRole("region", { name: "How It Works" }).getByRole("link", { name: "Apply Now" }).click();
  await expect(page).toHaveURL(/\/apply$/);
});

test.describe("visible focus", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  interface FocusStop {
    name: string;
    area: "header" | "carousel" | "qualification" | "other";
    tag: string;
    focusVisible: boolean;
    outline: string;
    boxShadow: string;
  }

  /** Presses Tab and describes what took focus, with the style that shows it. */
  async function tab(page: Page): Promise<FocusStop> {
    await page.keyboard.press("Tab");
    return page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const area = element.closest("nav[aria-label='Main']")
        ? "header"
        : element.closest("[aria-roledescription='carousel']")
          ? "carousel"
          : element.closest("form")
            ? "qualification"
            : "other";
      return {
        name: element.getAttribute("aria-label") ?? element.innerText.trim(),
        area,
        tag: element.tagName,
        focusVisible: element.matches(":focus-visible"),
        outline: style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth}`,
        boxShadow: style.boxShadow,
      };
    });
  }

  test("Tab reaches the header links, the carousel controls and the debt select, each with a focus ring", async ({
    page,
  }) => {
    await page.goto("/");
    const stops: FocusStop[] = [];
    for (let presses = 0; presses < 60; presses += 1) {
      const stop = await tab(page);
      stops.push(stop);
      if (stop.tag === "SELECT") break;
    }
    for (const stop of stops) {
      const outlined = stop.outline !== "none" && Number.parseFloat(stop.outline.split(" ")[1] ?? "0") > 0;
      const shadowed = stop.boxShadow !== "none" && stop.boxShadow !== "";
      expect(stop.focusVisible, `${stop.name} matches :focus-visible`).toBe(true);
      expect(
        outlined || shadowed,
        `${stop.name}: outline ${stop.outline}, box-shadow ${stop.boxShadow}`,
      ).toBe(true);
    }
    const names = (area: FocusStop["area"]) => stops.filter((s) => s.area === area).map((s) => s.name);
    expect(names("header")).toEqual(expect.arrayContaining(MAIN_NAV.map((item) => item.label)));
    expect(names("header")).toContain("Resources menu");
    // The dots are one radio group: one Tab stop, on the checked dot (the arrow keys move in it).
    const first = TESTIMONIALS[0];
    expect(names("carousel")).toEqual(
      expect.arrayContaining([`Testimonial 1 of ${TESTIMONIALS.length}: ${first?.name}`, "Apply Now"]),
    );
    expect(stops.at(-1)).toMatchObject({ tag: "SELECT", area: "qualification" });
    await expect(page.getByLabel("How much debt do you have?")).toBeFocused();
  });
});
