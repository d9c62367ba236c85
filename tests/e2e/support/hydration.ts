import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (the root marks `<html data-hydrated>`), so a click
 * or a key press reaches its handler rather than a page still being wired up. Network idle
 * is not enough: the scripts may have arrived while hydration has not yet run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
}
