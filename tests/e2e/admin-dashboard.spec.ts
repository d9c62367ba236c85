import crypto from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { approvalRatePercent } from "#app/domain/admin/dashboard.ts";
import { formatCents } from "#app/domain/format.ts";
import { centsOf } from "#app/domain/money.ts";
import { calendarMonthIn, timeZoneOf } from "#app/domain/time-zone.ts";
import {
  adminDashboardTotals,
  type BackdatedApplication,
  insertBackdatedApplications,
  removeApplications,
} from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The admin Dashboard (spec section 2, issue 10) in Chromium: the four cards agree with the
// database, the two charts are drawn with their tables of figures, applications made in past
// months land in their month; no console error (a failed hydration included); a React page
// like every admin page (issue 42), reached and left by the sidebar without a page load.
//
// The e2e server is shared by every spec running at once, so nothing here expects a total
// that another test could change: the cards are compared with the fixture server's own reading
// of the same moment (again until both agree), and the months with the figures seeded in them.

const CARD_LABELS = ["Total Users", "Total Debt", "Pending Applications", "Approval Rate"];

/**
 * The first of the month `back` months before the admin's current month, as a UTC date. The
 * charts count months in the admin's own zone (decisions.md, "Dates and language"): the
 * fixture's admin has none stored, so US Eastern, whose month may differ from UTC's.
 */
function monthStart(back: number): Date {
  const [year, month] = calendarMonthIn(new Date(), timeZoneOf(null)).split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 - back, 1));
}

/** "Jun 2026" for the month `back` months before the admin's current month. */
function monthLabel(back: number): string {
  return monthStart(back).toLocaleString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** The 15th, noon UTC, of the month `back` months ago. */
function midMonth(back: number): string {
  const start = monthStart(back);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 15, 12)).toISOString();
}

async function cardValues(page: Page): Promise<Record<string, string>> {
  const cards = page.getByRole("main").locator("dl > div");
  const entries = await cards.evaluateAll((divs) =>
    divs.map((div) => [
      div.querySelector("dt")?.textContent ?? "",
      div.querySelector("dd")?.textContent ?? "",
    ]),
  );
  return Object.fromEntries(entries);
}

/** A chart's table of figures: month label → the figure as shown. */
async function tableFigures(table: Locator): Promise<Map<string, string>> {
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector("th")?.textContent ?? "", tr.querySelector("td")?.textContent ?? ""]),
    );
  return new Map(rows as [string, string][]);
}

const applicationsTable = (page: Page) =>
  page.getByRole("table", { name: "Monthly Applications, last 6 months" });
const debtTable = (page: Page) => page.getByRole("table", { name: "Monthly Debt Amount, last 6 months" });

const count = (text: string | undefined) => Number((text ?? "").replaceAll(",", ""));
const cents = (text: string | undefined) => centsOf((text ?? "").replace(/[$,]/g, ""));

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("the cards agree with the database, and applications of past months land in their month", async ({
  admin,
}) => {
  const { page } = admin;
  const problems = watchConsole(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }),
  ).toHaveAttribute("aria-current", "page");

  // Six months, oldest first, ending with the current one.
  const months = [5, 4, 3, 2, 1, 0].map(monthLabel);
  await expect(applicationsTable(page).locator("tbody th")).toHaveText(months);
  await expect(debtTable(page).locator("tbody th")).toHaveText(months);
  const before = {
    count: await tableFigures(applicationsTable(page)),
    debt: await tableFigures(debtTable(page)),
  };

  const tag = crypto.randomBytes(4).toString("hex");
  const seeded: BackdatedApplication[] = [
    { createdAt: midMonth(4), status: "pending", debtAmount: "1250.25", email: `a-${tag}@test.example` },
    { createdAt: midMonth(4), status: "approved", debtAmount: "3000.10", email: `b-${tag}@test.example` },
    { createdAt: midMonth(2), status: "declined", debtAmount: "999.99", email: `c-${tag}@test.example` },
  ];
  const ids = await insertBackdatedApplications(seeded);
  try {
    await page.reload();
    const after = {
      count: await tableFigures(applicationsTable(page)),
      debt: await tableFigures(debtTable(page)),
    };
    const fourBack = monthLabel(4);
    const twoBack = monthLabel(2);
    expect(count(after.count.get(fourBack)) - count(before.count.get(fourBack))).toBe(2);
    expect(count(after.count.get(twoBack)) - count(before.count.get(twoBack))).toBe(1);
    expect(cents(after.debt.get(fourBack)) - cents(before.debt.get(fourBack))).toBe(425_035n);
    expect(cents(after.debt.get(twoBack)) - cents(before.debt.get(twoBack))).toBe(99_999n);

    // The cards show what the database holds at the same moment (read again if another test
    // changed it in between).
    await expect(async () => {
      const totals = await adminDashboardTotals();
      await page.reload();
      expect(await cardValues(page)).toEqual({
        "Total Users": totals.users.toLocaleString("en-US"),
        "Total Debt": formatCents(centsOf(totals.totalDebt)),
        "Pending Applications": totals.pending.toLocaleString("en-US"),
        "Approval Rate": `${approvalRatePercent(totals.approved, totals.applications)}%`,
      });
    }).toPass({ timeout: 30_000 });
    expect(Object.keys(await cardValues(page))).toEqual(CARD_LABELS);

    // Both charts are drawn by the server, with a bar and a label per month.
    for (const title of ["Monthly Applications", "Monthly Debt Amount"]) {
      const figure = page.getByRole("figure", { name: title });
      await expect(figure.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(figure.locator("[data-chart]")).toBeVisible();
      await expect(figure.locator("[data-bar]")).toHaveCount(6);
      await expect(figure.locator("[data-month-label]")).toHaveCount(6);
    }
  } finally {
    await removeApplications(ids);
  }
  expect(problems).toEqual([]);
});

test("each chart's figures are in a table for screen readers, and the drawn chart is hidden from them", async ({
  admin,
}) => {
  const { page } = admin;
  await page.goto("/admin/dashboard");
  const tables = [
    { table: applicationsTable(page), measure: "Applications", figure: /^\d[\d,]*$/ },
    { table: debtTable(page), measure: "Debt Amount", figure: /^\$[\d,]+\.\d{2}$/ },
  ];
  for (const { table, measure, figure } of tables) {
    await expect(table.getByRole("columnheader")).toHaveText(["Month", measure]);
    await expect(table.getByRole("rowheader")).toHaveCount(6);
    for (const cell of await table.getByRole("cell").all()) await expect(cell).toHaveText(figure);
    // Visually hidden (inside Tailwind's sr-only: one pixel, clipped), yet read by screen readers.
    const box = await table.evaluate((element) => {
      const wrapper = element.parentElement?.getBoundingClientRect();
      return {
        width: wrapper?.width,
        height: wrapper?.height,
        overflow: element.parentElement && getComputedStyle(element.parentElement).overflow,
      };
    });
    expect(box).toEqual({ width: 1, height: 1, overflow: "hidden" });
  }
  for (const title of ["Monthly Applications", "Monthly Debt Amount"]) {
    const chart = page.getByRole("figure", { name: title }).locator("[data-chart]");
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((drawn) => drawn.closest("[aria-hidden='true']") !== null)).toBe(true);
    // Nothing inside it is in the tab order (a hidden region must not be).
    const focusable = "[tabindex]:not([tabindex='-1']), a[href], button, input, select, textarea";
    await expect(page.getByRole("figure", { name: title }).locator(focusable)).toHaveCount(0);
  }
});

test("the charts are drawn without JavaScript, each month's figure on hover", async ({ asAdmin }) => {
  const { page } = await asAdmin({ context: { javaScriptEnabled: false } });
  await page.goto("/admin/dashboard");
  for (const title of ["Monthly Applications", "Monthly Debt Amount"]) {
    const drawn = page.getByRole("figure", { name: title }).locator("[data-chart]");
    await expect(drawn.locator("[data-bar]")).toHaveCount(6);
    await expect(drawn.locator("[data-month-label]")).toHaveCount(6);
    await expect(drawn.locator("title")).toHaveCount(6);
  }
  const figure = page.getByRole("figure", { name: "Monthly Debt Amount" });
  await expect(figure.locator("title").last()).toHaveText(/^\w{3} \d{4}: \$[\d,]+\.\d{2}$/);
});

test("the dashboard is a React page: the sidebar reaches it and leaves it without loading a page", async ({
  admin,
}) => {
  const { page } = admin;
  const problems = watchConsole(page);
  await page.goto("/admin/applications");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.locator("[data-chart]")).toHaveCount(2);
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "Work Queue", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Work Queue" })).toBeVisible();
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});
