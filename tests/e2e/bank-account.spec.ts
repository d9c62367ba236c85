import { approvedApplicant, openList } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openDashboard } from "./support/dashboard.ts";
import { expect, test } from "./support/test.ts";

// The draft account and its authorization (issue 44, "Must show"), on a phone in Phoenix: an
// approved customer is asked for the bank account before signing; a wrong routing number is
// refused under its field; the account given shows its last four only; the signature carries the
// authorization (its own box); the admin sees the last four and the authorization. No page or data
// request ever carries the full numbers.

const PHOENIX = "America/Phoenix";
test.use({ timezoneId: PHOENIX, viewport: { width: 375, height: 800 } });

const ROUTING = "021000021";
const ACCOUNT = "000123456789";

test("give a draft account (a wrong routing number refused), sign with the authorization; the admin sees the last four", async ({
  asCustomer,
  admin,
}) => {
  const { person, name } = await approvedApplicant(
    asCustomer,
    admin.page,
    "Drafts",
    { width: 375, height: 800 },
    { draftAccount: false },
  );
  const { page } = person;
  const leaks: string[] = [];
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/html|text\/x-script|octet-stream|turbo|json/.test(type) && !response.url().includes(".data"))
      return;
    const body = await response.text().catch(() => "");
    for (const secret of [ROUTING, ACCOUNT])
      if (body.includes(secret)) leaks.push(`${response.url()}: ${secret}`);
  });
  await openDashboard(page, "/dashboard/program");
  const plan = page.getByRole("region", { name: "Review and sign your agreement" });
  const draft = plan.getByRole("region", { name: "Your bank account for deposits" });
  // No signature before the account: the page says what to do instead.
  await expect(plan.getByRole("button", { name: "Sign the Agreement" })).toHaveCount(0);
  await expect(plan).toContainText("Give the bank account your deposits are drawn from first.");

  await draft.getByLabel("Account holder name").fill("Ada Lovelace");
  await draft.getByLabel("Routing number").fill("123456789");
  await draft.getByLabel("Account number", { exact: true }).fill(ACCOUNT);
  await draft.getByLabel("Account number again").fill(ACCOUNT);
  await draft.getByLabel("Account type").selectOption("checking");
  await draft.getByRole("button", { name: "Save the bank account" }).click();
  await expect(draft.getByLabel("Routing number")).toHaveAccessibleDescription(
    /This is not a valid routing number\. Check the 9 digits at the bottom left of a check/,
  );
  await expectNoAxeViolations(page);

  await draft.getByLabel("Routing number").fill(ROUTING);
  await draft.getByRole("button", { name: "Save the bank account" }).click();
  await expect(draft).toContainText("Checking account ending in 6789");
  await expect(draft).toContainText("ending in 0021");
  // The authorization the signature will give, in full, before signing.
  await expect(draft.getByRole("heading", { name: "Recurring debit authorization" })).toBeVisible();
  await expect(draft).toContainText("at least 3 business days before a scheduled debit");
  await expect(page.getByText(ACCOUNT)).toHaveCount(0);

  await plan.getByLabel("Type your full name").fill(`Ada ${name}`);
  await plan.getByLabel(/I have read the disclosures/).check();
  await plan
    .getByLabel("I authorize these monthly debits from the account ending in 6789, as written above.")
    .check();
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(page.getByText("Your agreement is signed.").first()).toBeVisible();
  const account = page.getByRole("region", { name: "Your bank account for deposits" });
  await expect(account).toContainText("Checking account ending in 6789");
  await expect(account).toContainText("Active");
  await expect(account.getByRole("button", { name: "Revoke the authorization" })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The admin: the last four and the authorization, never the number.
  await openList(admin.page, name);
  const row = admin.page.getByRole("row").filter({ hasText: name }).first();
  await row.getByRole("button", { name: /View Details/ }).click();
  const details = admin.page.getByRole("region", { name: "Enrollment Plan" });
  await expect(details).toContainText("Checking account ending in 6789");
  await expect(details).toContainText("Debit authorization");
  await expect(details).toContainText("Active");
  await expect(details).toContainText(`Ada ${name}`);
  expect(await admin.page.content()).not.toContain(ACCOUNT);
  await expectNoAxeViolations(admin.page);

  // Revoking says first what it means, then stops the debits.
  await account.getByRole("button", { name: "Revoke the authorization" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(/No deposits will be drawn on or after [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(dialog).toContainText("the program cannot continue unless you give a new authorization");
  await dialog.getByRole("button", { name: "Revoke the authorization" }).click();
  await expect(page.getByText(/Your debit authorization is revoked/).first()).toBeVisible();
  await expect(account).toContainText(/Revoked: no deposits on or after/);
  await expect(account.getByText("Give a new authorization")).toBeVisible();
  expect(leaks).toEqual([]);
});
