import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// One way to run axe in the end-to-end tests: WCAG 2.1 AA, after the page has stopped moving.

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * How long the page must have had no finite animation running before axe looks at it. A motion
 * that starts later, during axe's reading, is caught below and the reading taken again.
 */
const QUIET_MS = 300;

/**
 * Waits until no finite animation has run for QUIET_MS: a toast caught fading in has not reached
 * its colors (axe measured 2.16:1, 3.03:1 and 3.84:1 half-way on busy CI runs), and on a busy
 * host the toast an action causes may start some frames after that action's promise resolved.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    delete (window as { axeQuietSince?: number }).axeQuietSince;
  });
  await page.waitForFunction(
    (quietMs) => {
      const marker = window as { axeQuietSince?: number };
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (moving) {
        delete marker.axeQuietSince;
        return false;
      }
      marker.axeQuietSince ??= performance.now();
      return performance.now() - marker.axeQuietSince >= quietMs;
    },
    QUIET_MS,
    { polling: 50 },
  );
}

type Scope = { include?: string; exclude?: string };

/** Whether a finite animation started, or is running, since `watchForMotion`. */
function watchForMotion(page: Page): Promise<void> {
  return page.evaluate(() => {
    const marker = window as { axeMoved?: boolean; axeWatching?: boolean };
    marker.axeMoved = false;
    if (marker.axeWatching) return;
    marker.axeWatching = true;
    // A toast's fade-in may be a CSS animation or a transition.
    for (const type of ["animationstart", "transitionstart"]) {
      document.addEventListener(type, () => {
        marker.axeMoved = true;
      });
    }
  });
}

function movedSinceWatch(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as { axeMoved?: boolean }).axeMoved === true ||
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        ),
  );
}

/**
 * axe's violations on the page (or the part of it in `scope`) once it has settled. A toast can
 * still start moving while axe reads the page (seen on CI: 2.16:1 half-way through its fade-in);
 * a reading during which something moved is taken again once the page is still.
 */
export async function axeViolations(page: Page, scope: Scope = {}) {
  for (let attempt = 1; ; attempt++) {
    await animationsSettled(page);
    await watchForMotion(page);
    // axe's default run opens a blank page of its own to join the frames' results, about half of
    // each reading's time on two cores. A page without frames is read in place ("legacy" mode,
    // the same rules and results); a page with one (the admin mailbox's HTML part) the default way,
    // so the frame is still read.
    let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(page.frames().length === 1);
    if (scope.include) builder = builder.include(scope.include);
    if (scope.exclude) builder = builder.exclude(scope.exclude);
    const { violations } = await builder.analyze();
    if (violations.length === 0 || attempt === 3 || !(await movedSinceWatch(page))) return violations;
  }
}

export async function expectNoAxeViolations(
  page: Page,
  scope: Scope & { label?: string } = {},
): Promise<void> {
  expect(await axeViolations(page, scope), scope.label).toEqual([]);
}
