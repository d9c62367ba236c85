import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (the root marks `<html data-hydrated>`), so a click
 * or a key press reaches its handler rather than a page still being wired up. Network idle
 * is not enough: the scripts may have arrived while hydration has not yet run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
}

/**
 * As `waitForHydration` in a browser that runs scripts; nothing to wait for in one with
 * JavaScript turned off (the helpers that fill a form serve both). React Router's inline script
 * names its context as the page is parsed, and never runs without JavaScript.
 */
export async function waitForHydrationIfScripted(page: Page): Promise<void> {
  if (await page.evaluate(() => "__reactRouterContext" in window)) await waitForHydration(page);
}
