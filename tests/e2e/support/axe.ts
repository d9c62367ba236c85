import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// One way to run axe in the end-to-end tests: WCAG 2.1 AA, after the page has stopped moving.

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Waits two frames, so an animation the last action has just started is running, then for every
 * finite animation to end: a toast caught fading in has not reached its colours (axe measured
 * 3.03:1 and 3.84:1 half-way on busy CI runs).
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

type Scope = { include?: string; exclude?: string };

/** axe's violations on the page (or the part of it in `scope`) once it has settled. */
export async function axeViolations(page: Page, scope: Scope = {}) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  return (await builder.analyze()).violations;
}

export async function expectNoAxeViolations(
  page: Page,
  scope: Scope & { label?: string } = {},
): Promise<void> {
  expect(await axeViolations(page, scope), scope.label).toEqual([]);
}
