import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  ACCOUNT_LINKS,
  FOOTER_RESOURCE_LINKS,
  LEGAL_LINKS,
  MAIN_NAV,
  type NavLinkItem,
  RESOURCE_LINKS,
} from "#app/content/navigation.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// The shared layout (spec section 2, "Shared layout"): header, footer, mobile menu,
// Resources dropdown, the 404 page, and axe at phone and desktop widths.

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
const UNKNOWN_PATH = "/this-page-does-not-exist";

async function expectLinks(scope: Locator, links: readonly NavLinkItem[]) {
  for (const link of links) {
    await expect(scope.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
      "href",
      link.href,
    );
  }
}

/** Opens a page and waits for hydration: a keypress before it would be lost or replayed half-handled. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test.describe("desktop layout", () => {
  test.use({ viewport: DESKTOP });

  test("header and footer show every link, and none leads to a missing page", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Harborline/ }).first()).toHaveAttribute("href", "/");
    await expectLinks(page.getByRole("navigation", { name: "Main" }), MAIN_NAV);
    await expectLinks(header, [ACCOUNT_LINKS.apply, ACCOUNT_LINKS.signIn]);
    await expect(header.locator('a[href^="tel:"]').first()).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expectLinks(footer.getByRole("navigation", { name: "Quick Links" }), MAIN_NAV);
    await expectLinks(footer.getByRole("navigation", { name: "Resources" }), FOOTER_RESOURCE_LINKS);
    await expectLinks(footer.getByRole("navigation", { name: "Legal" }), LEGAL_LINKS);
    await expectLinks(footer, [ACCOUNT_LINKS.admin]);
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);

    const shown = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    const hrefs = [...new Set([...shown, ...RESOURCE_LINKS.map((l) => l.href)])];
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text(), href).not.toContain("Page Not Found");
    }
  });

  test("the Resources dropdown works with the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Resources", exact: true })).toHaveAttribute(
      "href",
      "/resources",
    );
    const trigger = nav.getByRole("button", { name: "Resources menu" });
    await trigger.focus();
    const menu = page.getByRole("menu");
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();

    const items = menu.getByRole("menuitem");
    await expect(items).toHaveCount(RESOURCE_LINKS.length);
    for (const [index, link] of RESOURCE_LINKS.entries()) {
      await expect(items.nth(index)).toHaveText(link.label);
      await expect(items.nth(index)).toHaveAttribute("href", link.href);
    }
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(items.first()).toBeFocused();
    // Radix moves focus on the next tick, so wait for each move before the next key.
    for (const index of [1, 2]) {
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(index)).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/resources\/calculator$/);
  });
});

test.describe("mobile layout", () => {
  test.use({ viewport: MOBILE });

  test("the menu opens with the keyboard and closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectLinks(panel, [...MAIN_NAV, ...RESOURCE_LINKS]);
    for (const link of MAIN_NAV)
      await expect(panel.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole("link", { name: "About Us", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("choosing a link in the menu closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "How It Works" })
      .click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test("an unknown path answers 404 with the Page Not Found page", async ({ page }) => {
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page Not Found \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Start Your Application" })).toHaveAttribute("href", "/apply");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

for (const viewport of [MOBILE, DESKTOP]) {
  for (const path of ["/", UNKNOWN_PATH]) {
    test(`axe finds no WCAG 2.1 AA violations on ${path} at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}
