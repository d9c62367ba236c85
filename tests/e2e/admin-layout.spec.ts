import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The admin area's shell (spec section 2): every admin page passes axe at 375 and 1280 px and
// fits the screen; the sidebar is reached by keyboard on a wide screen and opens from its menu
// button on a phone.

const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/account-details",
  "/admin/payments",
  "/admin/users",
  "/admin/settings",
  "/admin/audit-log",
  "/admin/reports",
];

// One test per page and width: axe on six pages, twice each on a phone, took a minute in one.
for (const width of [375, 1280]) {
  for (const path of ADMIN_PAGES) {
    test(`axe finds no WCAG 2.1 AA violations on ${path} at ${width} px, nothing wider than the screen`, async ({
      asAdmin,
    }) => {
      const { page } = await asAdmin({ context: { viewport: { width, height: 900 } } });
      await page.goto(path);
      if (path === "/admin/dashboard") {
        await expect(page.locator("[data-chart]")).toHaveCount(2);
      }
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
      if (width === 375) {
        await page.getByRole("button", { name: "Admin menu" }).click();
        await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
}

const SIDEBAR_LINKS = [
  "Dashboard",
  "Customers",
  "Applications",
  "Account Details",
  "Payment Methods",
  "Work Queue",
  "Messages",
  "Money",
  "Reports",
  "Users",
  "Mailbox",
  "Settings",
  "Audit Log",
];

test("on a wide screen the keyboard reaches the skip link, every sidebar link and Logout", async ({
  asAdmin,
}) => {
  const { page } = await asAdmin({ context: { viewport: { width: 1280, height: 900 } } });
  await page.goto("/admin/dashboard");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Admin" });

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();

  await page.goto("/admin/dashboard");
  await page.keyboard.press("Tab");
  for (const name of SIDEBAR_LINKS) {
    await page.keyboard.press("Tab");
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeFocused();
    // The focus ring shows against the dark sidebar: white, not the page's blue.
    expect(
      await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineColor}`;
      }),
    ).toBe("solid rgb(255, 255, 255)");
  }
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("button", { name: "Logout" })).toBeFocused();

  // Back to Users (past Audit Log, Settings and Mailbox), chosen with Enter: it becomes the page marked as current.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(nav.getByRole("link", { name: "Users" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(nav.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
});

test("on a phone the menu button opens the sidebar with Enter and closes it with Escape", async ({
  asAdmin,
}) => {
  const { page } = await asAdmin({ context: { viewport: { width: 375, height: 800 } } });
  await page.goto("/admin/dashboard");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  const button = page.getByRole("button", { name: "Admin menu" });
  await expect(nav).toBeHidden();
  await expect(button).toHaveAttribute("aria-controls", "admin-nav");

  await page.keyboard.press("Tab"); // the skip link
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(nav).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  for (const name of SIDEBAR_LINKS) {
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name, exact: true })).toBeFocused();
  }
  await page.keyboard.press("Enter"); // Audit Log, the last link
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await button.click();
  await expect(nav.getByRole("link", { name: "Audit Log" })).toHaveAttribute("aria-current", "page");
});
