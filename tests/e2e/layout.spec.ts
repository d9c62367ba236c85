import type { Locator, Page } from "@playwright/test";
import {
  ACCOUNT_LINKS,
  FOOTER_RESOURCE_LINKS,
  LEGAL_LINKS,
  MAIN_NAV,
  type NavLinkItem,
  RESOURCE_LINKS,
} from "#app/content/navigation.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

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

/**
 * Whether the browser announces the button as expanded: Chromium's accessibility tree (a
 * `popovertarget` button carries no aria-expanded attribute; the browser computes the state).
 */
async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: {
      name?: { value?: string };
      role?: { value?: string };
      properties?: { name: string; value: { value?: unknown } }[];
    }[];
  };
  await cdp.detach();
  const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === "expanded");
  return expanded ? Boolean(expanded.value.value) : undefined;
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

  test("the Resources dropdown works with the keyboard, without scripts", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Resources", exact: true })).toHaveAttribute(
      "href",
      "/resources",
    );
    const trigger = nav.getByRole("button", { name: "Resources menu" });
    const menu = page.getByRole("list", { name: "Resources" });
    await expect(menu).toBeHidden();
    expect(await announcedExpanded(page, "Resources menu")).toBe(false);
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    expect(await announcedExpanded(page, "Resources menu")).toBe(true);

    const items = menu.getByRole("link");
    await expect(items).toHaveCount(RESOURCE_LINKS.length);
    for (const [index, link] of RESOURCE_LINKS.entries()) {
      await expect(items.nth(index)).toHaveText(link.label);
      await expect(items.nth(index)).toHaveAttribute("href", link.href);
    }
    // The list sits right under the button, and Tab goes from the button into it.
    const popover = page.locator("[popover]").filter({ has: menu });
    const [button, list] = [await trigger.boundingBox(), await popover.boundingBox()];
    expect(Math.abs((list?.x ?? 0) - (button?.x ?? -100))).toBeLessThan(4);
    expect((list?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeLessThan(16);
    await page.keyboard.press("Tab");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(items.nth(1)).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    for (const index of [0, 1, 2]) {
      await page.keyboard.press("Tab");
      await expect(items.nth(index)).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/resources\/calculator$/);
  });

  test("the Resources dropdown opens on a click and closes on a click outside", async ({ page }) => {
    await page.goto("/blog");
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Resources menu" });
    const menu = page.getByRole("list", { name: "Resources" });
    await trigger.click();
    await expect(menu).toBeVisible();
    await trigger.click();
    await expect(menu).toBeHidden();
    await trigger.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();
    await trigger.click();
    await menu.getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/resources\/faqs$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("mobile layout", () => {
  test.use({ viewport: MOBILE });

  test("the menu opens with the keyboard and closes with Escape, without scripts", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const panel = page.getByRole("navigation", { name: "Mobile" });
    expect(await announcedExpanded(page, "Menu")).toBe(false);
    await expect(panel).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await announcedExpanded(page, "Menu")).toBe(true);
    await expectLinks(panel, [...MAIN_NAV, ...RESOURCE_LINKS]);
    for (const link of MAIN_NAV)
      await expect(panel.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    // The panel opens under the header, not over it.
    const [header, shown] = [await page.getByRole("banner").boundingBox(), await panel.boundingBox()];
    expect(shown?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 2);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    await panel.getByRole("link", { name: "About Us", exact: true }).focus();
    await page.keyboard.press("Escape");
    expect(await announcedExpanded(page, "Menu")).toBe(false);
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("choosing a link in the menu opens that page with the menu closed", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "How It Works" })
      .click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("on a page with React, the menu closes after a client-side navigation", async ({
    customer: { page },
  }) => {
    // The application has React, for a visitor and a signed-in applicant alike (sign-in does
    // not, docs/decisions/0049).
    await page.goto("/apply");
    await waitForHydration(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "How It Works" })
      .click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    expect(documents, "a client-side navigation").toEqual([]);
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
