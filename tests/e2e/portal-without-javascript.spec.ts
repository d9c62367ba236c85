import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { addDays } from "#app/domain/calendar.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { MESSAGES_ROOM } from "#app/domain/messages/views.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { plainPdf } from "#tests/support/hostile-pdfs.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { applicant, numberOf } from "./support/dashboard.ts";
import {
  giveDraftAccountAsOwner,
  recordOfferFor,
  runProcessorFor,
  setFirstDeposit,
} from "./support/fixtures.ts";
import { expect, type Persona, test } from "./support/test.ts";

// Every form of the portal's rooms works without JavaScript (issue 42; decision 15's baseline):
// posted as a page, whose answer is the page itself, as the server draws it: the new state, a
// refusal beside its field with the focus on it, a form's sentence. No toast can show without
// JavaScript, so none is looked for. (Support's request and Profile Settings' forms: forms.spec.ts.)

type NewContext = (options?: BrowserContextOptions, as?: Persona) => Promise<BrowserContext>;

/** The person's own browser, with JavaScript off. */
async function plainPage(newContext: NewContext, user: Persona, path: string): Promise<Page> {
  const page = await (await newContext({ javaScriptEnabled: false }, user)).newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
  return page;
}

test("cancel: the confirmation opens in place, and the page that answers shows the application cancelled", async ({
  asCustomer,
  newContext,
}) => {
  const person = await applicant(asCustomer, [{ debtAmount: "18,250" }]);
  const id = person.ids[0] as string;
  const page = await plainPage(newContext, person.user, "/dashboard");
  const panel = page.getByRole("region", { name: `Application #${numberOf(id)}` });
  await expect(panel).toContainText("Pending");
  const ask = panel.locator("summary", { hasText: "Cancel Application" });
  const confirm = panel.getByRole("button", { name: "Yes, Cancel Application" });
  await expect(confirm).toBeHidden();
  await ask.click();
  await expect(panel).toContainText(`Cancel application #${numberOf(id)}?`);
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard(\?index)?$/);
  await expect(panel).toContainText("Cancelled");
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Financial Summary" })).toContainText("Total Debt$0.00");
});

test("upload: refused beside the field with the focus, then uploaded and listed", async ({
  customer,
  newContext,
}) => {
  const page = await plainPage(newContext, customer.user, "/dashboard/documents");
  const form = page.getByRole("form", { name: UPLOAD_MESSAGES.heading });
  const kind = form.getByLabel(UPLOAD_MESSAGES.kindLabel);
  await form.getByRole("button", { name: UPLOAD_MESSAGES.submit }).click();
  await expect(kind).toHaveAccessibleDescription(UPLOAD_MESSAGES.noKind);
  await expect(kind).toBeFocused();

  const name = `letter-${Date.now()}.pdf`;
  await kind.selectOption("creditor_letter");
  await form
    .getByLabel(UPLOAD_MESSAGES.fileLabel, { exact: true })
    .setInputFiles({ name, mimeType: "application/pdf", buffer: await plainPdf("A letter") });
  await form.getByRole("button", { name: UPLOAD_MESSAGES.submit }).click();
  await expect(form.getByRole("status")).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByRole("list", { name: "Your documents" })).toContainText(name);
  await expect(kind).toHaveValue("");
});

test("message: refused beside the text with the focus, then sent: in the thread, the form empty", async ({
  customer,
  newContext,
}) => {
  const page = await plainPage(newContext, customer.user, "/dashboard/messages");
  const form = page.getByRole("form", { name: "Write a message" });
  const text = form.getByLabel(MESSAGES_ROOM.bodyLabel);
  await text.fill("   ");
  await form.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
  await expect(text).toHaveAccessibleDescription(new RegExp(MESSAGE_MESSAGES.empty));
  await expect(text).toBeFocused();

  await text.fill("Sent without JavaScript");
  await form.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
  await expect(page.getByRole("list", { name: "Your conversation with our team" })).toContainText(
    "Sent without JavaScript",
  );
  await expect(text).toHaveValue("");
});

test("My Program: sign the agreement, approve one offer and decline another, then leave the program", async ({
  asCustomer,
  admin,
  newContext,
}) => {
  test.slow();
  const { name, draft } = ownDraft("Plain");
  const debtAccounts = [
    { originalCreditor: "Alpha Bank", currentBalance: "2,000.00" },
    { originalCreditor: "Beta Card", currentBalance: "3,000.00" },
    { originalCreditor: "Gamma Loans", currentBalance: "4,000.00" },
  ].map((debt) => validDebtAccount(debt));
  const person = await applicant(asCustomer, [{ ...draft, debtAmount: "9,000", debtAccounts }]);
  const id = person.ids[0] as string;
  const today = calendarDateIn(new Date(), timeZoneOf(null));
  await openList(admin.page, name);
  await decide(admin.page, "Approve App", "Application approved and confirmation email sent");
  await setFirstDeposit(id, addDays(today, -65));
  await giveDraftAccountAsOwner(id);

  // The signature: the typed name and the consent, posted as a page; the page shows it signed.
  const page = await plainPage(newContext, person.user, "/dashboard/program");
  const plan = page.getByRole("region", { name: "Review and sign your agreement" });
  await plan.getByLabel("Type your full name").fill("Someone Else");
  await plan.getByLabel(/I have read the disclosures/).check();
  await plan.getByLabel(/I authorize these monthly debits/).check();
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(plan.getByLabel("Type your full name")).toHaveAccessibleDescription(
    /Type your full name as it appears on your application/,
  );
  await expect(plan.getByLabel("Type your full name")).toBeFocused();
  await expect(plan.getByLabel(/I have read the disclosures/)).toBeChecked();
  await expect(plan.getByLabel(/I authorize these monthly debits/)).toBeChecked();
  await plan.getByLabel("Type your full name").fill(`Ada ${name}`);
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(page.getByText(/Signed on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();

  // Enrolled and negotiating, two creditors' offers wait.
  await openList(admin.page, name);
  await decide(admin.page, "Approve Enrollment", "Program enrollment approved successfully");
  await decide(admin.page, "Approve Negotiations", "Creditor negotiations approved successfully");
  await runProcessorFor(id);
  // (As the negotiation journey's: offers the deposits can pay.)
  const alpha = await recordOfferFor(id, "Alpha Bank", {
    amountCents: "80000",
    expiresOn: addDays(today, 10),
    payments: [
      { dueOn: addDays(today, 70), amountCents: "40000" },
      { dueOn: addDays(today, 160), amountCents: "40000" },
    ],
  });
  expect(alpha.kind).toBe("recorded");
  const beta = await recordOfferFor(id, "Beta Card", {
    amountCents: "150000",
    expiresOn: addDays(today, 10),
    payments: [{ dueOn: addDays(today, 900), amountCents: "150000" }],
  });
  expect(beta.kind).toBe("recorded");

  // Approved with the name typed: the page no longer asks, and the debt reads settled.
  await page.goto("/dashboard/program");
  const account = page.getByRole("region", { name: /^Dedicated account of application #/ });
  const approving = page.getByRole("region", { name: "Approval needed: Alpha Bank" });
  await approving.getByLabel("Type your full name to approve").fill(`Ada ${name}`);
  await approving.getByRole("button", { name: "Approve this offer" }).click();
  await expect(approving).toHaveCount(0);
  await expect(account.getByRole("table", { name: /Your enrolled debts/ })).toContainText("Settled since");

  // Declined with a reason, after its question (shown in place): the page no longer asks.
  const declining = page.getByRole("region", { name: "Approval needed: Beta Card" });
  await declining.getByText("Decline this offer", { exact: true }).click();
  await expect(declining).toContainText("Decline the offer from Beta Card?");
  await declining.getByLabel("Why you decline (optional)").fill("I can wait for a better one");
  await declining.getByRole("button", { name: "Yes, decline this offer" }).click();
  await expect(declining).toHaveCount(0);
  await expect(account).toBeVisible();

  // Leaving: the confirmation in place, saying what is refunded and by when, then the page shows
  // the refund requested.
  await account.getByText("Leave the program", { exact: true }).click();
  await expect(account).toContainText(
    /You will get \$[\d,]+\.\d{2} back by [A-Z][a-z]{2} \d{1,2}, \d{4} \(7 business days\)/,
  );
  await account.getByRole("button", { name: "Yes, leave the program" }).click();
  await expect(account).toContainText("Refund status: Requested");
  await expect(account.getByText("Leave the program", { exact: true })).toHaveCount(0);
});
