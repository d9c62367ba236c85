import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signInInBrowser } from "./support/accounts.ts";
import { DEMO_PASSWORD_FILE } from "./support/constants.ts";

// `npm run demo` (issue 45): the site it serves is populated (customers at every stage) and says
// it is a demonstration; its admin moves the clock a month ahead on /admin/demo, and exactly what
// the days' jobs do happens: a saving customer's next deposit clears, and the offer that was
// waiting past its last day expires. Run by playwright.demo.config.ts, whose server is the demo's.

const ADMIN = "admin@harborline.example";
/** A saving customer whose next deposit falls within the month, and the offer expiring in 10 days. */
const SAVER = "Tessa Zeller";
const NEGOTIATOR = "Declan Kowalski";
const CREDITOR = "Seaside Personal Loans";

async function openLedger(page: Page, customer: string) {
  await page.goto("/admin/money");
  await page.getByRole("link", { name: new RegExp(`View ledger\\s*: ${customer}`) }).click();
  await expect(page.getByRole("heading", { name: "Deposit schedule" })).toBeVisible();
}

/** The schedule's count of cleared deposits ("Cleared: 3"). */
async function clearedDeposits(page: Page): Promise<number> {
  const item = page
    .getByRole("region", { name: "Deposit schedule" })
    .getByRole("listitem")
    .filter({ hasText: /^Cleared: \d+$/ });
  return Number((await item.textContent())?.replace(/\D/g, ""));
}

/** The negotiator's debt with the waiting offer: its page lists the offer and its status. */
async function openNegotiation(page: Page) {
  await openLedger(page, NEGOTIATOR);
  await page.getByRole("link", { name: `Negotiation: ${CREDITOR}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(CREDITOR);
}

test("the demonstration is populated, says so, and a month on its clock clears a deposit and expires an offer", async ({
  page,
}) => {
  const password = fs.readFileSync(DEMO_PASSWORD_FILE, "utf8").trim();
  await signInInBrowser(page, ADMIN, password, "/admin/auth");

  await page.goto("/admin/applications");
  await expect(
    page.getByRole("note").filter({ hasText: "Demonstration: this is not a real site." }),
  ).toBeVisible();
  for (const name of ["Maya Alvarez", "Elena Dalton", SAVER, NEGOTIATOR]) {
    await expect(page.getByText(name).first()).toBeVisible();
  }

  await openLedger(page, SAVER);
  const clearedBefore = await clearedDeposits(page);
  await openNegotiation(page);
  await expect(page.getByRole("cell", { name: "Awaiting approval", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Demo clock" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Demonstration clock" })).toBeVisible();
  await expect(page.getByText(/\(real time\)/)).toBeVisible();
  await page.getByRole("button", { name: "Advance a month" }).click();
  await expect(page.getByRole("region", { name: "Demonstration clock" }).getByRole("status")).toHaveText(
    /^30 days passed: [1-9]\d* deposits? cleared, .* [1-9]\d* offers? expired/,
    {
      timeout: 60_000,
    },
  );
  await expect(page.getByText(/30 days ahead of real time/).first()).toBeVisible();

  await openLedger(page, SAVER);
  await expect(
    page
      .getByRole("region", { name: "Deposit schedule" })
      .getByRole("listitem")
      .filter({ hasText: /^Cleared: / }),
  ).toHaveText(`Cleared: ${clearedBefore + 1}`);
  await openNegotiation(page);
  await expect(page.getByRole("cell", { name: "Expired", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Awaiting approval", exact: true })).toHaveCount(0);
});
