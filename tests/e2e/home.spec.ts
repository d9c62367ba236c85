import { expect, type Page, test } from "@playwright/test";
import { HEADLINE_CLAIM, KEY_CLAIMS } from "#app/content/claims.ts";
import { HERO_INTRO } from "#app/content/home.ts";
import { MAIN_NAV } from "#app/content/navigation.ts";
import { TESTIMONIALS } from "#app/content/testimonials.ts";
import { DEBT_BRACKETS, HOME_DEBT_REQUIRED } from "#app/domain/application/debt-brackets.ts";

// The home page (spec section 2, "Home page"; section 5, "Home debt select"): the hero's claims,
// the testimonial carousel, the qualification section's category tabs and debt-amount select,
// the How It Works section, and a visible focus on everything reached with Tab.

const COUNT = TESTIMONIALS.length;

function carousel(page: Page) {
  return page.getByRole("region", { name: "What Our Clients Say" });
}

function slide(page: Page, position: number) {
  return carousel(page).locator(`[data-slide="${position}"]`);
}

/** The slide whose left edge sits at the scroller's: the one shown (the others are scrolled out). */
function shownSlide(page: Page): Promise<number | null> {
  return slide(page, 1).evaluate((first) => {
    const scroller = first.parentElement as HTMLElement;
    const left = scroller.getBoundingClientRect().left;
    const shown = [...scroller.children].find(
      (child) => Math.abs(child.getBoundingClientRect().left - left) < 2,
    ) as HTMLElement | undefined;
    return shown ? Number(shown.dataset.slide) : null;
  });
}

/** The slide at `position` fills the carousel's window, with its position and figures. */
async function expectSlide(page: Page, position: number) {
  const testimonial = TESTIMONIALS[position - 1];
  if (!testimonial) throw new Error(`No testimonial ${position}`);
  await expect.poll(() => shownSlide(page)).toBe(position);
  const shown = slide(page, position);
  await expect(shown).toContainText(`Testimonial ${position} of ${COUNT}`);
  await expect(shown).toContainText(testimonial.name);
  await expect(shown).toContainText(`${testimonial.savingsPercentage}%`);
  await expect(shown).toContainText(`${testimonial.programLength} months`);
}

// The carousel is HTML and CSS (docs/decisions/0032): a scroll-snapping row of slides, moved
// by links to the slides' ids and by the arrow keys; the page has no script.
test.describe("testimonial carousel", () => {
  test("each slide shows the photo, quote, figures and an Apply Now link", async ({ page }) => {
    await page.goto("/");
    const first = TESTIMONIALS[0];
    if (!first) throw new Error("No testimonials");
    const shown = slide(page, 1);
    await expect(shown).toContainText(first.quote);
    for (const term of ["Total debt", "Monthly payment", "Program length", "Total savings", "Savings"]) {
      await expect(shown.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }
    await expect(shown.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
    const photo = shown.locator("img");
    await expect(photo).toHaveAttribute("srcset", /-192\.webp 192w/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(TESTIMONIALS.map((t) => t.savingsPercentage)).toEqual([29, 39, 35]);
    expect(TESTIMONIALS.map((t) => t.programLength)).toEqual([53, 48, 42]);
  });

  test("each slide's Next and Previous links wrap around both ways", async ({ page }) => {
    await page.goto("/");
    await expectSlide(page, 1);
    await slide(page, 1).getByRole("link", { name: "Previous testimonial" }).click();
    await expectSlide(page, 3);
    await slide(page, 3).getByRole("link", { name: "Next testimonial" }).click();
    await expectSlide(page, 1);
    for (const [from, to] of [
      [1, 2],
      [2, 3],
      [3, 1],
    ] as const) {
      await slide(page, from).getByRole("link", { name: "Next testimonial" }).click();
      await expectSlide(page, to);
    }
    await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  });

  test("ArrowRight and ArrowLeft scroll the slides when focus is in the carousel", async ({ page }) => {
    await page.goto("/");
    await slide(page, 1).getByRole("link", { name: "Next testimonial" }).focus();
    await expectSlide(page, 1);
    for (const position of [2, 3]) {
      await page.keyboard.press("ArrowRight");
      await expectSlide(page, position);
    }
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, 2);
  });

  test("the dots show a slide", async ({ page }) => {
    await page.goto("/");
    const dots = carousel(page).getByRole("navigation", { name: "Testimonials" });
    await dots.getByRole("link", { name: "Show testimonial 3" }).click();
    await expectSlide(page, 3);
    await dots.getByRole("link", { name: "Show testimonial 2" }).click();
    await expectSlide(page, 2);
  });

  test("a photo that fails to load leaves the fallback avatar showing", async ({ page }) => {
    const first = TESTIMONIALS[0];
    if (!first) throw new Error("No testimonials");
    await page.route(`**/images/people/${first.id}-*.webp`, (route) => route.abort());
    const fallback = page.waitForResponse(/avatar-fallback\.svg$/);
    await page.goto("/");
    const photo = slide(page, 1).locator("img");
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    expect(await photo.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(
      /avatar-fallback\.svg/,
    );
    expect((await fallback).ok()).toBe(true);
  });

  test("the carousel never moves by itself", async ({ page }) => {
    await page.goto("/");
    await page.waitForTimeout(3000);
    await expectSlide(page, 1);
  });
});

test.describe("qualification section", () => {
  test("Let's Go with no debt amount shows the inline message and stays on the page", async ({ page }) => {
    await page.goto("/");
    const select = page.getByLabel("How much debt do you have?");
    const message = page.getByText(HOME_DEBT_REQUIRED);
    await expect(message).toBeHidden();
    await page.getByRole("button", { name: "Let's Go" }).click();
    await expect(message).toBeVisible();
    await expect(select).toHaveAttribute("aria-describedby", (await message.getAttribute("id")) ?? "");
    expect(await select.evaluate((element) => element.matches(":user-invalid"))).toBe(true);
    await expect(select).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await select.selectOption({ index: 1 });
    await expect(message).toBeHidden();
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

  test("a category tab opens the wizard for that category", async ({ page }) => {
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
    expect(names("carousel")).toEqual(
      expect.arrayContaining([
        "Previous testimonial",
        ...TESTIMONIALS.map((_, index) => `Show testimonial ${index + 1}`),
        "Next testimonial",
      ]),
    );
    expect(stops.at(-1)).toMatchObject({ tag: "SELECT", area: "qualification" });
    await expect(page.getByLabel("How much debt do you have?")).toBeFocused();
  });
});
