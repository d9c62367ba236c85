import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { monthLabel } from "#app/domain/admin/dashboard.ts";
import { FEE_COMPLIANCE_COLUMNS } from "#app/domain/admin/fee-compliance.ts";
import { addDays } from "#app/domain/calendar.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant } from "./support/dashboard.ts";
import {
  recordOfferFor,
  runProcessorFor,
  setFirstDeposit,
  settleOfferFor,
  signAgreementAsOwner,
} from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Reports end to end (issue 45): a customer's debt settles and its fee is charged with the first
// payment to the creditor; an admin opens Reports from the sidebar and reads each report's table
// and chart, their figures as text; downloads a monthly report and the fee compliance export, and
// finds the fee there with its settlement, the customer's consent and the payment, in order, as the
// customer's ledger shows it (naming the creditor). Other tests write to the same database at the
// same time: figures are checked to hold this customer's, not to equal them.

type ComplianceRow = Record<(typeof FEE_COMPLIANCE_COLUMNS)[number], string>;

async function downloaded(page: Page, link: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: link }).click(),
  ]);
  const file = await download.path();
  return { download, text: fs.readFileSync(file, "utf8") };
}

/** "$1,234.56" → 123456n. */
const centsOf = (text: string) => BigInt(text.replace(/[$,.]/g, ""));

test("an admin reads the reports, and the fee compliance export holds a customer's fee, in order", async ({
  asCustomer,
  admin,
}) => {
  test.slow();
  const { name, draft } = ownDraft("Reported");
  const creditor = `Report Bank ${name.slice(-4)}`;
  const person = await applicant(asCustomer, [
    {
      ...draft,
      debtAmount: "2,000",
      debtAccounts: [validDebtAccount({ originalCreditor: creditor, currentBalance: "2,000.00" })],
    },
  ]);
  const id = person.ids[0] as string;
  const fullName = `Ada ${name}`;
  const today = calendarDateIn(new Date(), timeZoneOf(null));
  const thisMonth = monthLabel(today.slice(0, 7));

  // Saving $500 a month for three months; the creditor settles for $800, paid today: a $300 fee.
  const desk = admin.page;
  await openList(desk, name);
  await decide(desk, "Approve App", "Application approved and confirmation email sent");
  await setFirstDeposit(id, addDays(today, -65), "50000");
  await signAgreementAsOwner(id);
  await openList(desk, name);
  await decide(desk, "Approve Enrollment", "Program enrollment approved successfully");
  await decide(desk, "Approve Negotiations", "Creditor negotiations approved successfully");
  await runProcessorFor(id);
  const recorded = await recordOfferFor(id, creditor, {
    amountCents: "80000",
    expiresOn: addDays(today, 10),
    payments: [{ dueOn: today, amountCents: "80000" }],
  });
  expect(recorded.kind).toBe("recorded");
  const offerId = await settleOfferFor(id, creditor);
  // The payment clears and the fee with it (here, or by the server's own job if it ran first).
  await runProcessorFor(id);

  // Reports, from the sidebar.
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto("/admin/dashboard");
  await waitForHydration(desk);
  await desk.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
  await expect(desk.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Last 12 months" })).toHaveAttribute("aria-current", "page");

  // Each report: a table of twelve months and a total, its figures as text; its chart drawn.
  const fees = desk.getByRole("table", { name: "Fees earned by month, last 12 months" });
  await expect(fees.getByRole("row")).toHaveCount(1 + 12 + 1);
  const feeRow = fees.getByRole("row", { name: new RegExp(`^${thisMonth}`) });
  const [feeCount, feeAmount] = (await feeRow.getByRole("cell").allTextContents()) as [string, string];
  expect(Number(feeCount)).toBeGreaterThanOrEqual(1);
  expect(centsOf(feeAmount)).toBeGreaterThanOrEqual(30_000n);
  const feesSection = desk.getByRole("region", { name: "Fees earned" });
  const chart = feesSection.locator("[data-chart]");
  await expect(chart.locator("[data-bar]")).toHaveCount(12);
  await expect(chart.locator("title", { hasText: `${thisMonth}: ` })).toHaveCount(1);

  const deposits = desk.getByRole("table", {
    name: "Deposits cleared and returned by month, last 12 months",
  });
  const depositCells = await deposits
    .getByRole("row", { name: new RegExp(`^${thisMonth}`) })
    .getByRole("cell")
    .allTextContents();
  expect(depositCells).toHaveLength(5);
  await expect(
    desk.getByRole("region", { name: "Deposits cleared and returned" }).locator("[data-chart]"),
  ).toHaveCount(2);
  const refunds = desk.getByRole("region", { name: "Refunds due and overdue" });
  await expect(refunds.getByText("Open, not yet due")).toBeVisible();
  await expect(refunds.getByText("Overdue now").first()).toBeVisible();
  await expect(refunds.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(desk);

  // On a phone: nothing wider than the screen (the tables scroll in their own box), and axe.
  await desk.setViewportSize({ width: 375, height: 800 });
  await expect(chart.locator("[data-month-label]").first()).toBeVisible();
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(desk);
  await desk.setViewportSize({ width: 1280, height: 900 });

  // The monthly report as a file: the page's twelve months, this one holding the fee.
  const feesFile = await downloaded(desk, "Download Fees earned (CSV)");
  expect(feesFile.download.suggestedFilename()).toBe(`fees-by-month-${today}.csv`);
  const feeRecords = parse(feesFile.text, { bom: true }) as string[][];
  expect(feeRecords[0]).toEqual(["Month", "Fees charged", "Fees earned"]);
  expect(feeRecords).toHaveLength(13);
  const [, , earned] = feeRecords.at(-1) as [string, string, string];
  expect(feeRecords.at(-1)?.[0]).toBe(today.slice(0, 7));
  expect(centsOf(earned)).toBeGreaterThanOrEqual(30_000n);

  // The fee compliance export, one click: this customer's fee once, with its settlement, the
  // customer's approval and the payment to the creditor, in order.
  const compliance = await downloaded(desk, "Download the fee compliance export (CSV)");
  expect(compliance.download.suggestedFilename()).toBe(`fee-compliance-${today}.csv`);
  const rows = parse(compliance.text, { bom: true, columns: true }) as ComplianceRow[];
  expect(Object.keys(rows[0] ?? {})).toEqual([...FEE_COMPLIANCE_COLUMNS]);
  expect(new Set(rows.map((row) => row["Fee entry id"])).size).toBe(rows.length);
  for (const row of rows) expect(row["Order check"], row["Fee entry id"]).toBe("OK");
  const ours = rows.filter((row) => row["Settlement offer id"] === offerId);
  expect(ours).toHaveLength(1);
  const fee = ours[0] as ComplianceRow;
  expect(fee).toMatchObject({
    "Fee amount": "300.00",
    "Fee bank day": today,
    Customer: fullName,
    "Application id": id,
    Creditor: creditor,
    "Settlement amount": "800.00",
    "Enrolled balance": "2000.00",
    "Amount saved": "1200.00",
    "Fee percent of amount saved": "25.00",
    "Typed name": fullName,
    "Payment number": "1",
    "Payment amount": "800.00",
    "Payment bank day": today,
  });
  expect(fee["Terms approved (SHA-256)"]).toMatch(/^[0-9a-f]{64}$/);
  const consentAt = Date.parse(fee["Consent at (UTC)"]);
  const clearedAt = Date.parse(fee["Payment cleared at (UTC)"]);
  expect(consentAt).toBeLessThan(clearedAt);
  expect(clearedAt).toBeLessThanOrEqual(Date.parse(fee["Fee posted at (UTC)"]));

  // The customer's ledger says the same: the fee and the payment, each naming the creditor.
  await desk.goto("/admin/money");
  await waitForHydration(desk);
  await desk.getByRole("row").filter({ hasText: name }).getByRole("link", { name: "View ledger" }).click();
  const ledger = desk.getByRole("table", { name: "Ledger entries, newest first" });
  const feeLine = ledger.getByRole("row").filter({ hasText: "Fee" }).filter({ hasText: "-$300.00" });
  await expect(feeLine).toHaveCount(1);
  await expect(feeLine.getByRole("link", { name: creditor })).toBeVisible();
  const paymentLine = ledger.getByRole("row").filter({ hasText: "Payment to a creditor" });
  await expect(paymentLine).toContainText("-$800.00");
  await expect(paymentLine.getByRole("link", { name: creditor })).toHaveAttribute(
    "href",
    new RegExp(`^/admin/negotiations/${fee["Debt id"]}$`),
  );
});

test("the reports work without JavaScript: the charts are drawn and the period is a link", async ({
  asAdmin,
  newContext,
}) => {
  const { user } = await asAdmin();
  const page = await (await newContext({ javaScriptEnabled: false }, user)).newPage();
  await page.goto("/admin/reports");
  await expect(page.locator("[data-chart]")).toHaveCount(4);
  await page.getByRole("link", { name: "Last 24 months" }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?months=24$/);
  await expect(
    page.getByRole("table", { name: "Fees earned by month, last 24 months" }).getByRole("row"),
  ).toHaveCount(1 + 24 + 1);
  await expect(
    page.getByRole("link", { name: "Download Deposits cleared and returned (CSV)" }),
  ).toHaveAttribute("href", "/admin/reports/deposits.csv?months=24");
});
