import type { Page } from "@playwright/test";
import { applicant, numberOf, openDashboard, withoutLiveUpdates } from "./support/dashboard.ts";
import { setApplicationStatus } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// The customer's area, issue 21: the confirmation notice and the financial summary are said
// once, on the overview (My Applications), not above every room; a declined or canceled
// application shows no savings or completion estimate; estimates are in whole dollars; at 375 px
// every tab bar wraps, so no tab is cut and nothing scrolls sideways.

const notice = (page: Page) => page.getByText("Please confirm your e-mail address");
const summary = (page: Page) => page.getByRole("region", { name: "Financial Summary" });

test("the confirmation notice and the summary show on the overview only, not in the other rooms", async ({
  asCustomer,
}) => {
  // Not confirmed yet, like someone who has just signed up.
  const person = await applicant(asCustomer, [{ debtAmount: "18,250" }]);
  const { page } = person;
  await openDashboard(page);
  await expect(notice(page)).toHaveCount(1);
  await expect(summary(page)).toHaveCount(1);
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  for (const room of ["Account Details", "Profile Settings", "Support"]) {
    await nav.getByRole("link", { name: room, exact: true }).click();
    await expect(nav.getByRole("link", { name: room, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(notice(page), room).toHaveCount(0);
    await expect(summary(page), room).toHaveCount(0);
  }
  // Opened directly too (the server's page), and back on the overview they are there again.
  await openDashboard(page, "/dashboard/profile");
  await expect(notice(page)).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  await nav.getByRole("link", { name: "My Applications", exact: true }).click();
  await expect(summary(page)).toBeVisible();
  await expect(notice(page)).toBeVisible();
});

test("estimates in whole dollars; a declined or canceled application shows none", async ({ asCustomer }) => {
  const person = await applicant(asCustomer, [
    { debtAmount: "12,000.50" },
    { debtAmount: "30,000.75" },
    { debtAmount: "18,250.50" },
  ]);
  const [declined, cancelled, pending] = person.ids as [string, string, string];
  await setApplicationStatus(declined, "declined");
  await setApplicationStatus(cancelled, "cancelled");
  const { page } = person;
  await openDashboard(page);

  // Over the pending one only: 40% of $18,250.50 is $7,300.20, shown as $7,300; the net $10,950.
  await expect(summary(page)).toContainText("Total Debt$18,250.50");
  await expect(summary(page)).toContainText("Potential Savings$7,300Est. 40% average");
  await expect(summary(page)).toContainText("Net Result$10,950Debt minus estimated savings");
  const shown = page.getByRole("region", { name: `Application #${numberOf(pending)}` });
  await expect(shown).toContainText("Potential Savings$7,300Est. 40% average");
  await expect(shown).toContainText("Projected Completion");

  for (const [id, word] of [
    [declined, "declined"],
    [cancelled, "canceled"],
  ] as const) {
    await openDashboard(page, `/dashboard?application=${id}`);
    const panel = page.getByRole("region", { name: `Application #${numberOf(id)}` });
    await expect(panel).toContainText("Total Debt");
    await expect(panel).toContainText(
      `This application was ${word}, so it has no savings or completion estimate.`,
    );
    await expect(panel).not.toContainText("Potential Savings");
    await expect(panel).not.toContainText("Projected Completion");
  }
});

test("at 375 px every tab bar wraps: no tab is cut and the page does not scroll sideways", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [{ debtAmount: "18,250" }], { width: 375, height: 800 });
  const { page } = person;
  // The layout only: nothing is read again while it is measured.
  await withoutLiveUpdates(page);
  for (const path of ["/dashboard", "/dashboard/account-details", "/dashboard/profile"]) {
    await openDashboard(page, path);
    const bars = page.locator('nav[aria-label="Dashboard"] ul, [role="tablist"]');
    const count = await bars.count();
    expect(count, path).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < count; i += 1) {
      const bar = bars.nth(i);
      // The bar itself never hides a tab behind a scroll.
      const { scrollWidth, clientWidth } = await bar.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, `${path}: tab bar ${i}`).toBeLessThanOrEqual(clientWidth);
      // Every tab is whole on the screen.
      const tabs = bar.locator(':scope > li > a, :scope > [role="tab"]');
      expect(await tabs.count()).toBeGreaterThanOrEqual(3);
      for (const tab of await tabs.all()) {
        await tab.scrollIntoViewIfNeeded();
        const box = await tab.boundingBox();
        expect(box, await tab.innerText()).not.toBeNull();
        expect(box?.x ?? -1, await tab.innerText()).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), await tab.innerText()).toBeLessThanOrEqual(375);
      }
    }
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll, path).toBeLessThanOrEqual(width.client);
  }
  // The application's own tabs (Overview, Application Details, Account Details) are among them.
  await openDashboard(page);
  const details = page.getByRole("tab", { name: "Application Details" });
  await details.scrollIntoViewIfNeeded();
  await expect(details).toBeInViewport({ ratio: 1 });
});
