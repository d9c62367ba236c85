import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { extractText, getDocumentProxy } from "unpdf";
import { addDays } from "#app/domain/calendar.ts";
import { STATEMENT_CSV_COLUMNS } from "#app/domain/ledger/statement-view.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, openDashboard } from "./support/dashboard.ts";
import { runProcessorFor, setFirstDeposit, signAgreementAsOwner } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Statements and transactions (issue 44): an enrolled customer whose first three deposits cleared
// opens "All transactions and statements" from My Program, reads the three deposits with their
// balances, and downloads a month's statement as PDF and as CSV, on a desktop and on a 375 px
// phone (no sideways scroll, axe clean on both); an admin downloads the same statement from the
// account's money page.

async function downloaded(page: Page, name: string | RegExp): Promise<{ file: string; bytes: Buffer }> {
  const started = page.waitForEvent("download");
  await page.getByRole("link", { name }).first().click();
  const download: Download = await started;
  return { file: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

test("the customer reads their transactions and downloads a statement; an admin gets the same", async ({
  asCustomer,
  admin,
}) => {
  test.slow();
  const { name, draft } = ownDraft("Statement");
  const person = await applicant(asCustomer, [draft]);
  const id = person.ids[0] as string;
  const today = calendarDateIn(new Date(), timeZoneOf(null));

  await openList(admin.page, name);
  await decide(admin.page, "Approve App", "Application approved and confirmation email sent");
  await setFirstDeposit(id, addDays(today, -65));
  await signAgreementAsOwner(id);
  await openList(admin.page, name);
  await decide(admin.page, "Approve Enrollment", "Program enrollment approved successfully");
  expect((await runProcessorFor(id)).cleared).toBe(3);

  const { page } = person;
  await openDashboard(page, "/dashboard/program");
  await page.getByRole("link", { name: /^All transactions and statements/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/program\/transactions\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Transactions and statements" })).toBeVisible();
  // The navigation still marks My Program.
  await expect(page.getByRole("link", { name: "My Program", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const table = page.getByRole("table", { name: "Transactions, newest first" });
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText("Deposit");
  await expect(table).toContainText(/Posted \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
  await expectNoAxeViolations(page);

  const statements = page.getByRole("list", { name: "Monthly statements" });
  const months = statements.getByRole("listitem");
  await expect(months).not.toHaveCount(0);
  const label = ((await months.first().locator("span").first().textContent()) ?? "").trim();

  const pdf = await downloaded(page, `PDF statement for ${label}`);
  expect(pdf.file).toMatch(/^harborline-statement-[0-9a-f]{8}-\d{4}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await pdfText(pdf.bytes);
  expect(text).toContain(`Dedicated account statement, ${label}`);
  expect(text).toContain("Opening balance:");
  expect(text).toContain("Closing balance:");

  const csv = await downloaded(page, `CSV statement for ${label}`);
  expect(csv.file).toMatch(/\.csv$/);
  const records = parse(csv.bytes.toString("utf8"), { bom: true }) as string[][];
  expect(records[0]).toEqual([...STATEMENT_CSV_COLUMNS]);
  expect(records.length).toBeGreaterThan(1);
  for (const record of records.slice(1)) expect(record[2]).toBe("Deposit");
  const closingLine = /Closing balance: \$([\d,]+\.\d{2})/.exec(text);
  expect(records.at(-1)?.[6]).toBe(closingLine?.[1]?.replace(/,/g, ""));

  // On a phone: the creditor moves under the description and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The admin's money page lists the same months; the download is theirs too.
  await admin.page.goto("/admin/money");
  await waitForHydration(admin.page);
  await admin.page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: "View ledger" })
    .click();
  await expect(admin.page.getByRole("heading", { name: "Monthly statements" })).toBeVisible();
  const adminPdf = await downloaded(admin.page, `PDF statement for ${label}`);
  expect(await pdfText(adminPdf.bytes)).toContain(closingLine?.[0] ?? "no closing balance");
  await expectNoAxeViolations(admin.page);
});
