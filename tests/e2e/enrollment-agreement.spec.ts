import crypto from "node:crypto";
import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { CONTRACT_SECTIONS } from "#tests/support/contract-sections.ts";
import { validSignatureBy, verifyPdfSignature } from "#tests/support/pdf-signature.ts";
import { approvedApplicant, changePlanTerm, decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, openDashboard, withoutLiveUpdates } from "./support/dashboard.ts";
import { giveDraftAccountAsOwner } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// Enrollment done properly (issue 22): an approved application's customer reads the plan and
// every disclosure, downloads the agreement, signs it with their typed name and the consent box;
// the admin sees the signature and only then may approve enrollment (a forged POST before it is
// refused in the decision's words); both copies are in the customer's documents. Both are the
// contract (issue 44) with every section; the unsigned one's signature block is empty, the signed
// one's is filled, and it ends with the signature certificate naming the SHA-256 of the copy
// presented, and carries a PDF digital signature that verifies.

const NOT_SIGNED = "The client has not signed the enrollment agreement yet";

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function download(page: Page, name: string | RegExp): Promise<Buffer> {
  const started = page.waitForEvent("download");
  await page.getByRole("link", { name }).first().click();
  return bytesOf(await started);
}

test("approve, read and sign in the portal, then Approve Enrollment: both copies are the contract, the signed one filled in, certified and digitally signed", async ({
  asCustomer,
  admin,
}) => {
  const { name, draft } = ownDraft("Ledger");
  const person = await applicant(asCustomer, [draft]);
  const id = person.ids[0] as string;

  await openList(admin.page, name);
  const row = admin.page.getByRole("row").filter({ hasText: name }).first();
  await decide(admin.page, "Approve App", "Application approved and confirmation email sent");
  await expect(row).toContainText("Enrollment: Pending");
  // The draft account a signature needs (issue 44; tests/e2e/bank-account.spec.ts gives one by hand).
  await giveDraftAccountAsOwner(id);
  // Before the signature Approve Enrollment is not offered, and a forged POST is refused.
  await expect(row.getByRole("button", { name: "Approve Enrollment" })).toHaveCount(0);
  const forged = await admin.api.post("/admin/applications.data", {
    form: {
      intent: "lifecycle",
      action: "approve-enrollment",
      applicationId: id,
      version: "2000-01-01 00:00:00+00",
    },
    maxRedirects: 0,
  });
  expect(await forged.text()).toContain(NOT_SIGNED);

  // The customer is asked first thing, then reads the plan and the disclosures.
  const { page } = person;
  await openDashboard(page);
  await expect(page.getByRole("heading", { name: "Review and sign your agreement" })).toBeVisible();
  await page.getByRole("link", { name: "Review and sign" }).click();
  await expect(page).toHaveURL(/\/dashboard\/program$/);
  const plan = page.getByRole("region", { name: "Review and sign your agreement" });
  await expect(plan.getByRole("table")).toContainText("Creditor");
  for (const heading of [
    "How long it takes",
    "What must be saved before an offer",
    "Our fee",
    "Fees only after results",
    "If you leave the program",
    "The risks",
    "Your dedicated account",
    "Consent to sign electronically",
  ]) {
    await expect(plan.getByRole("heading", { name: heading })).toBeVisible();
  }
  const unsigned = await download(page, "Download the agreement (PDF)");
  expect(unsigned.subarray(0, 5).toString()).toBe("%PDF-");
  const unsignedText = await pdfText(unsigned);
  for (const section of CONTRACT_SECTIONS) expect(unsignedText).toContain(section);
  expect(unsignedText).toContain(`Ada ${name}, 1 Harbor Way`);
  expect(unsignedText).toMatch(/Client: _{10,} Date: _{10,} Time: _{10,}/);
  expect(unsignedText).not.toMatch(/revision/i);

  // A name that is not the application's is refused beside the field; nothing is signed.
  await plan.getByLabel("Type your full name").fill("Someone Else");
  await plan.getByLabel(/I have read the disclosures/).check();
  await plan.getByLabel(/I authorize these monthly debits/).check();
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(plan.getByLabel("Type your full name")).toHaveAccessibleDescription(
    /Type your full name as it appears on your application/,
  );
  // Case and spaces aside, the application's name signs.
  await plan.getByLabel("Type your full name").fill(`  ada ${name.toUpperCase()}  `);
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(page.getByText("Your agreement is signed.").first()).toBeVisible();
  await expect(page.getByText(/Signed on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();

  // Both copies are in Documents; the signed one names the name typed and the hash signed.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Documents" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Documents" })).toBeVisible();
  const list = page.getByRole("list", { name: "Your documents" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const signed = await download(page, /Download enrollment-agreement-.*-signed\.pdf/);
  const signedText = await pdfText(signed);
  for (const section of CONTRACT_SECTIONS) expect(signedText).toContain(section);
  expect(signedText).toMatch(
    new RegExp(
      `Client: /s/ ada ${name.toUpperCase()} Date: [A-Z][a-z]{2} \\d{1,2}, \\d{4} Time: \\d{1,2}:\\d{2} [AP]M \\S+`,
    ),
  );
  // The signature certificate names the copy presented by its SHA-256, and the PDF is signed.
  expect(signedText).toContain(
    "Signature certificate Document Document: Debt Settlement Services Agreement, application #",
  );
  expect(signedText).toContain(crypto.createHash("sha256").update(unsigned).digest("hex"));
  const check = await verifyPdfSignature(signed);
  expect(check).toMatchObject(validSignatureBy(check.certificateDer));

  // The admin sees the signature and now approves enrollment.
  await openList(admin.page, name);
  await row.getByRole("button", { name: /View Details/ }).click();
  await expect(admin.page.getByText(/^Signed on /)).toBeVisible();
  await decide(admin.page, "Approve Enrollment", "Program enrollment approved successfully");
  await expect(row).toContainText("Negotiations: Pending");
});

test("signing twice, or a plan changed since the page was shown, is refused with a message", async ({
  asCustomer,
  admin,
}) => {
  const { person, name } = await approvedApplicant(asCustomer, admin.page, "Ledger");
  const { page } = person;
  // A page the live stream did not tell of the change (with it, the page would show the new plan).
  await withoutLiveUpdates(page);
  await openDashboard(page, "/dashboard/program");
  const plan = page.getByRole("region", { name: "Review and sign your agreement" });

  // The admin changes the term meanwhile: the open page's signature is refused.
  // $1,469.19 to save for the one debt: the least the plan allows for 48 months, $31.00, takes 48.
  await changePlanTerm(admin.page, name, 48, "$31.00");

  await plan.getByLabel("Type your full name").fill(`Ada ${name}`);
  await plan.getByLabel(/I have read the disclosures/).check();
  await plan.getByLabel(/I authorize these monthly debits/).check();
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(plan.getByText(/Your plan changed since this page was opened/)).toBeVisible();
  // Shown again, the new plan (48 months) signs.
  await openDashboard(page, "/dashboard/program");
  await expect(plan).toContainText("48 months");
  await plan.getByLabel("Type your full name").fill(`Ada ${name}`);
  await plan.getByLabel(/I have read the disclosures/).check();
  await plan.getByLabel(/I authorize these monthly debits/).check();
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(page.getByText("Your agreement is signed.").first()).toBeVisible();

  // A second signature (a replayed form) is refused.
  const again = await person.api.post("/dashboard/program.data", {
    form: {
      intent: "sign-agreement",
      applicationId: person.ids[0] as string,
      revision: "2",
      typedName: `Ada ${name}`,
      consent: "on",
      authorizeDebits: "on",
    },
    maxRedirects: 0,
  });
  expect(await again.text()).toContain("You have already signed this agreement.");
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on My Program and Documents at ${width} px, and nothing scrolls sideways`, async ({
    asCustomer,
    admin,
  }) => {
    const { person } = await approvedApplicant(asCustomer, admin.page, "Ledger", {
      width,
      height: 900,
    });
    for (const path of ["/dashboard/program", "/dashboard/documents"]) {
      await openDashboard(person.page, path);
      await expectNoAxeViolations(person.page);
      const overflow = await person.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

test("the signature works with the keyboard alone", async ({ asCustomer, admin }) => {
  const { person, name } = await approvedApplicant(asCustomer, admin.page, "Ledger");
  const { page } = person;
  await openDashboard(page, "/dashboard/program");
  const field = page.getByLabel("Type your full name");
  await field.focus();
  await page.keyboard.type(`Ada ${name}`);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/I have read the disclosures/)).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/I authorize these monthly debits/)).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign the Agreement" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your agreement is signed.").first()).toBeVisible();
});
