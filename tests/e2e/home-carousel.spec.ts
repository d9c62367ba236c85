import { expect, type Page, test } from "@playwright/test";
import { TESTIMONIALS } from "#app/content/testimonials.ts";

// The home page's testimonial carousel (spec section 2; decisions.md: it moves only on its
// controls, the dots and the arrow keys; issue 21: the dots show the active slide, and the arrows
// and dots neither jump the page nor add history entries). HTML and CSS only (decision 32): the
// dots are radio buttons, the arrows their labels.

const COUNT = TESTIMONIALS.length;

function carousel(page: Page) {
  return page.getByRole("region", { name: "What Our Clients Say" });
}

function dots(page: Page) {
  return carousel(page).getByRole("group", { name: "Choose a testimonial" }).getByRole("radio");
}

function dot(page: Page, position: number) {
  const testimonial = TESTIMONIALS[position - 1];
  if (!testimonial) throw new Error(`No testimonial ${position}`);
  return carousel(page).getByRole("radio", {
    name: `Testimonial ${position} of ${COUNT}: ${testimonial.name}`,
  });
}

/** The arrow the eye sees beside the dots (aria-hidden: the dots are the controls for screen readers). */
function arrow(page: Page, direction: "previous" | "next") {
  return carousel(page).locator(`[data-step="${direction}"]:visible`);
}

/** Exactly the slide at `position` is shown, with its own figures, and its dot alone is checked and filled. */
async function expectSlide(page: Page, position: number) {
  const testimonial = TESTIMONIALS[position - 1];
  if (!testimonial) throw new Error(`No testimonial ${position}`);
  const shown = carousel(page).locator("[data-slide]:visible");
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute("data-slide", String(position));
  await expect(shown).toContainText(`Testimonial ${position} of ${COUNT}`);
  await expect(shown).toContainText(testimonial.quote);
  await expect(shown).toContainText(`${testimonial.programLength} months`);
  for (let other = 1; other <= COUNT; other += 1) {
    if (other === position) await expect(dot(page, other)).toBeChecked();
    else await expect(dot(page, other)).not.toBeChecked();
  }
  // The active dot is filled; the others are white rings (read until their color transition ends,
  // with the pointer away: an arrow is a <label>, and hovering a label hovers its radio too).
  await page.mouse.move(0, 0);
  await expect
    .poll(async () => {
      const fills = await dots(page).evaluateAll((inputs) =>
        inputs.map((input) => getComputedStyle(input).backgroundColor),
      );
      const active = fills[position - 1];
      return {
        filled: fills.filter((fill) => fill === active).length,
        white: fills.filter((fill) => fill === "rgb(255, 255, 255)").length,
      };
    })
    .toEqual({ filled: 1, white: COUNT - 1 });
}

/** Where the page is and how long its history is: neither may change when the carousel moves. */
function pageState(page: Page) {
  return page.evaluate(() => ({
    scrollY: Math.round(window.scrollY),
    history: history.length,
    hash: location.hash,
  }));
}

test("each slide shows the photo, quote, figures and an Apply Now link", async ({ page }) => {
  await page.goto("/");
  await expectSlide(page, 1);
  const shown = carousel(page).locator("[data-slide]:visible");
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

test("Next and Previous wrap both ways without moving the page, adding history or a hash", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  // The arrows in view first: Playwright scrolls to what it clicks, which is not the page moving.
  await arrow(page, "next").scrollIntoViewIfNeeded();
  await expect(arrow(page, "previous")).toBeInViewport();
  const before = await pageState(page);
  expect(before.scrollY).toBeGreaterThan(0);
  await expectSlide(page, 1);
  await arrow(page, "previous").click();
  await expectSlide(page, 3);
  await arrow(page, "next").click();
  await expectSlide(page, 1);
  for (const to of [2, 3, 1]) {
    await arrow(page, "next").click();
    await expectSlide(page, to);
  }
  expect(await pageState(page)).toEqual(before);
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
});

test("the dots choose a slide, show which is active, and add no history", async ({ page }) => {
  await page.goto("/");
  const before = await pageState(page);
  await expect(dots(page)).toHaveCount(COUNT);
  await dot(page, 3).click();
  await expectSlide(page, 3);
  await dot(page, 2).click();
  await expectSlide(page, 2);
  expect((await pageState(page)).history).toBe(before.history);
  expect((await pageState(page)).hash).toBe("");
  // Back leaves the home page at once: the carousel added nothing to go back through.
  await page.goto("/how-it-works");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("the keyboard works: Tab reaches the checked dot, the arrow keys move and wrap", async ({ page }) => {
  await page.goto("/");
  await dot(page, 1).focus();
  await expect(dot(page, 1)).toBeFocused();
  for (const [key, to] of [
    ["ArrowRight", 2],
    ["ArrowRight", 3],
    ["ArrowRight", 1],
    ["ArrowLeft", 3],
    ["ArrowUp", 2],
    ["ArrowDown", 3],
  ] as const) {
    await page.keyboard.press(key);
    await expectSlide(page, to);
    await expect(dot(page, to)).toBeFocused();
  }
  // One Tab stop for the whole group: the next Tab leaves the dots for the slide's Apply Now.
  await page.keyboard.press("Tab");
  await expect(
    carousel(page).locator("[data-slide]:visible").getByRole("link", { name: "Apply Now" }),
  ).toBeFocused();
});

test("the carousel never moves by itself: no timer, no script and no running animation can move it", async ({
  page,
}) => {
  // A minute passes on the page's clock: a script's timer (there should be none) would have fired.
  await page.clock.install();
  await page.goto("/");
  await page.clock.runFor(60_000);
  await expectSlide(page, 1);
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  // Nor can CSS move it: no animation or transition runs in the carousel once the page is shown
  // (an auto-advancing keyframe animation would be listed here, whatever its timing).
  const running = await carousel(page).evaluate((element) =>
    element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.playState === "running")
      .map((animation) => animation.constructor.name),
  );
  expect(running).toEqual([]);
});

test("every testimonial is on the page for search engines and screen readers to find", async ({ page }) => {
  await page.goto("/");
  const text = (await carousel(page).textContent()) ?? "";
  for (const testimonial of TESTIMONIALS) expect(text).toContain(testimonial.quote);
});
