import { expect, type Locator, type Page } from "@playwright/test";
import { plainPdf } from "#tests/support/hostile-pdfs.ts";
import { waitForHydration } from "./hydration.ts";

// The program's pages as the journeys read them (issues 24 and 43): an admin's way from the money
// page to a debt's negotiation, the creditor's letter, a list of labelled figures read as text,
// and the phone's rule that nothing is wider than its box.

/** A real PDF: the upload check reads letters with two PDF parsers and keeps a rewritten copy (decision 0058). */
async function settlementLetter() {
  return {
    name: "settlement-letter.pdf",
    mimeType: "application/pdf",
    buffer: await plainPdf("Settlement confirmed"),
  };
}

/** The money page's account of the customer `name` (its ledger); returns its address. */
export async function openLedger(admin: Page, name: string): Promise<string> {
  await admin.goto("/admin/money");
  await waitForHydration(admin);
  await admin.getByRole("row").filter({ hasText: name }).getByRole("link", { name: "View ledger" }).click();
  await expect(admin).toHaveURL(/\/admin\/money\/[0-9a-f-]+$/);
  await waitForHydration(admin);
  return new URL(admin.url()).pathname;
}

/**
 * The negotiation of the debt of `creditor` of the customer `name`, opened from the money page;
 * returns the address of the account's page (the money page lists open accounts).
 */
export async function openNegotiation(admin: Page, name: string, creditor: string): Promise<string> {
  const ledger = await openLedger(admin, name);
  await admin.getByRole("link", { name: `Negotiation: ${creditor}` }).click();
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText(creditor);
  return ledger;
}

/** The admin confirms the approved offer on the negotiation page open, with the creditor's letter. */
export async function confirmSettlement(admin: Page): Promise<void> {
  await admin.getByLabel("Settlement letter").setInputFiles(await settlementLetter());
  await admin.getByRole("button", { name: "Confirm the settlement" }).click();
  await expect(admin.getByText("Settlement confirmed; its payments are scheduled.")).toBeVisible();
}

/** A description list's figures as shown: label → value (the first list in `scope`). */
export async function figuresOf(scope: Locator): Promise<Record<string, string>> {
  return scope
    .locator("dl")
    .first()
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll(":scope > div")].map((pair) => [
          pair.querySelector("dt")?.textContent?.trim() ?? "",
          pair.querySelector("dd")?.textContent?.trim() ?? "",
        ]),
      ),
    );
}

/** No table drawn on the page is wider than its box, and the page does not scroll sideways. */
export async function expectNothingSideways(page: Page, width = 375): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    // (A chart's table for screen readers is drawn nowhere: its wrapper is visually hidden.)
    tables: [...document.querySelectorAll("main table")]
      .filter((table) => !table.closest(".sr-only"))
      .map((table) => ({
        name: table.querySelector("caption")?.textContent ?? "",
        scroll: table.scrollWidth,
        client: table.clientWidth,
        box: table.parentElement?.clientWidth ?? 0,
      })),
  }));
  expect(widths.page).toBeLessThanOrEqual(width);
  for (const table of widths.tables) {
    expect(table.scroll, table.name).toBeLessThanOrEqual(table.client);
    expect(table.client, table.name).toBeLessThanOrEqual(table.box);
  }
}
