import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { formatDate } from "#app/domain/format.ts";
import { DEFAULT_TIME_ZONE } from "#app/domain/time-zone.ts";
import { decide } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, openDashboard } from "./support/dashboard.ts";
import { callFixture, removeDebtsOf, signAgreementAsOwner } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { countEmails, waitForEmail } from "./support/mailbox.ts";
import { expect, type SignedIn, test } from "./support/test.ts";

// Account Details Forms (issue 12): a form made by Mark as Complete is found in the list,
// edited, saved and completed by an admin, and the customer then sees it in the dashboard's
// Account Details; the wizard's rules and a stale edit are refused in words; axe on the list,
// the editor and the confirmation. Every test searches for its own applicant: the e2e database
// is shared.

function ownName() {
  const name = `Tern${crypto.randomBytes(4).toString("hex")}`;
  return {
    name,
    email: `${name.toLowerCase()}@test.example`,
    draft: { lastName: name, email: `${name}@test.example` },
  };
}

/** An applicant with one application and its pending form (as Mark as Complete makes it); the form's id. */
async function applicantWithForm(asCustomer: (o?: object) => Promise<SignedIn>, creditor = "Harbor Bank") {
  const own = ownName();
  const person = await applicant(asCustomer, [own.draft]);
  const applicationId = person.ids[0] as string;
  const { id } = await callFixture<{ id: string }>("/account-details-form", {
    applicationId,
    completed: false,
    originalCreditor: creditor,
    accountType: "Credit Card",
    currentBalance: "5000.00",
  });
  return { ...own, person, applicationId, formId: id };
}

async function openList(page: Page, search: string) {
  await page.goto(`/admin/account-details?q=${encodeURIComponent(search)}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Account Details Forms" })).toBeVisible();
}

/** A decision, confirmed in its dialog (issue 21). */
const act = decide;

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("an admin completes the form Mark as Complete made; the customer then sees it, and is e-mailed once", async ({
  asCustomer,
  admin,
}) => {
  const { name, email, draft } = ownName();
  const person = await applicant(asCustomer, [draft]);
  const id = person.ids[0] as string;
  const { page } = admin;

  // Through Applications Management to Mark as Complete, which makes the form.
  await page.goto(`/admin/applications?q=${name}`);
  await waitForHydration(page);
  await act(page, "Approve App", "Application approved and confirmation email sent");
  await signAgreementAsOwner(id);
  await act(page, "Approve Enrollment", "Program enrollment approved successfully");
  await act(page, "Approve Negotiations", "Creditor negotiations approved successfully");
  // Mark as Complete waits for every enrolled debt to be Paid Off or Removed (issue 24).
  await removeDebtsOf(id);
  await act(page, "Mark as Complete", "Application marked as complete successfully");

  // The customer sees the placeholder while the form is pending.
  const placeholder =
    "Your account details form will be available once your application is processed by our team.";
  await openDashboard(person.page, `/dashboard/account-details?application=${id}`);
  await expect(person.page.getByText(placeholder)).toBeVisible();

  await page.getByRole("link", { name: "Account Details", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account Details Forms" })).toBeVisible();
  await page.getByLabel("Search forms").fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await expect(page.getByText(/^Showing 1 of [\d,]+ forms?$/)).toBeVisible();
  const card = page.getByRole("article", { name: `Ada ${name}` });
  await expect(card).toContainText("Pending");
  // Prefilled from the applicant's (largest) debt account.
  await expect(card).toContainText("Original CreditorHarbor Bank");
  await expect(card).toContainText("CompletedNot yet");

  await page.getByRole("button", { name: "Completed Forms" }).click();
  await expect(page).toHaveURL(/filter=completed/);
  await expect(
    page.getByText("Account details forms will appear here when applications reach 100% completion."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Pending Completion" }).click();
  await card.getByRole("link", { name: `Edit Form for Ada ${name}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: /Account Details Form/ })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: `Account details form of Ada ${name}` });
  await form.getByLabel(/Current Balance/).fill("4321");
  await form.getByLabel("Term").fill("48 months");
  await form.getByLabel("Payment Frequency").selectOption("Monthly");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Account details form saved successfully")).toBeVisible();
  await expect(form.getByLabel(/Current Balance/)).toHaveValue("4321.00");

  await form.getByRole("button", { name: "Complete Form" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Ada ${name} will be e-mailed`);
  await expect(dialog.getByRole("button", { name: "Keep Editing" })).toBeFocused();
  await dialog.getByRole("button", { name: "Complete Form" }).click();
  await expect(toast(page, "Account details form completed successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    `${formatDate(new Date(), DEFAULT_TIME_ZONE)} by ${admin.user.email}`,
  );
  // Complete Form is offered only while pending; Save stays.
  await expect(form.getByRole("button", { name: "Complete Form" })).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Save" })).toBeVisible();

  // Back to List keeps the list's search and filter.
  await page.getByRole("link", { name: "Back to List" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${name}&filter=pending`));
  await page.getByRole("button", { name: "Completed Forms" }).click();
  await expect(page.getByRole("article", { name: `Ada ${name}` })).toContainText("Completed");

  // The customer sees the completed form.
  await openDashboard(person.page, `/dashboard/account-details?application=${id}`);
  const details = person.page.getByRole("region", { name: "Account Details" });
  await expect(details).toContainText("CreditorHarbor Bank");
  await expect(details).toContainText("Current Balance$4,321.00");
  await expect(details).toContainText("Payment FrequencyMonthly");
  await expect(details).toContainText("Term48 months");
  await expect(details).toContainText(`Form Completed: ${formatDate(new Date(), DEFAULT_TIME_ZONE)}`);
  await expect(person.page.getByText(placeholder)).toHaveCount(0);

  const mail = await waitForEmail(email, "account details");
  expect(mail).toContain("Current balance: $4,321.00");
  expect(countEmails(email, "Our team has completed the account details")).toBe(1);
});

test("refusals: the wizard's rules on the fields, and a stale edit is told and shown the current values", async ({
  asCustomer,
  admin,
  asAdmin,
}) => {
  const { name, formId } = await applicantWithForm(asCustomer);
  const other = await asAdmin();
  const editor = `/admin/account-details/${formId}`;
  for (const { page } of [admin, other]) {
    await page.goto(editor);
    await waitForHydration(page);
  }
  const mine = admin.page.getByRole("form", { name: `Account details form of Ada ${name}` });
  const theirs = other.page.getByRole("form", { name: `Account details form of Ada ${name}` });

  // The browser's check and the server's say the same; the first bad field takes the focus.
  await mine.getByLabel(/Current Balance/).fill("");
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(toast(admin.page, "Failed to save account details form")).toBeVisible();
  await expect(mine.getByLabel(/Current Balance/)).toHaveAccessibleDescription("Current balance is required");
  await expect(mine.getByLabel(/Current Balance/)).toBeFocused();

  // The other admin saves first.
  await theirs.getByLabel("Term").fill("by the other admin");
  await theirs.getByRole("button", { name: "Save" }).click();
  await expect(toast(other.page, "Account details form saved successfully")).toBeVisible();

  // This admin's save was made on the old version: refused, told, shown the current values.
  await mine.getByLabel(/Current Balance/).fill("999");
  await mine.getByLabel("Term").fill("mine");
  // The browser's refusal above may still be showing its toast (4 s): wait for it to go first.
  await expect(toast(admin.page, "Failed to save account details form")).toHaveCount(0, { timeout: 10_000 });
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(toast(admin.page, "Failed to save account details form")).toBeVisible();
  await expect(mine.getByRole("alert")).toContainText("Someone else changed this form a moment ago");
  await expect(mine.getByLabel("Term")).toHaveValue("by the other admin");
  await expect(mine.getByLabel(/Current Balance/)).toHaveValue("5000.00");

  // Completing on a version someone else moved on is refused too: nothing completed.
  await expect(toast(other.page, "Account details form saved successfully")).toHaveCount(0);
  await theirs.getByLabel("Term").fill("second change");
  await theirs.getByRole("button", { name: "Save" }).click();
  await expect(toast(other.page, "Account details form saved successfully")).toBeVisible();
  await mine.getByRole("button", { name: "Complete Form" }).click();
  await admin.page.getByRole("alertdialog").getByRole("button", { name: "Complete Form" }).click();
  await expect(toast(admin.page, "Failed to complete account details form")).toBeVisible();
  await expect(mine.getByRole("alert")).toContainText("so it was not completed");
  await expect(mine.getByLabel("Term")).toHaveValue("second change");
  await expect(admin.page.getByRole("main")).toContainText("CompletedNot yet");
});

test("without JavaScript the filters, Refresh, Save and Complete Form still work", async ({
  asCustomer,
  asAdmin,
}) => {
  const { name, formId } = await applicantWithForm(asCustomer, "Quay Credit");
  const { page } = await asAdmin({ context: { javaScriptEnabled: false } });
  await page.goto(`/admin/account-details?q=${name}`);
  await page.getByRole("button", { name: "Completed Forms" }).click();
  await expect(page.getByText(/^Showing 0 of/)).toBeVisible();
  await page.getByRole("button", { name: "All Forms" }).click();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await page.getByRole("link", { name: /Edit Form/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/account-details/${formId}\\?q=${name}`));
  await page.getByLabel("Term").fill("no script");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Term")).toHaveValue("no script");
  await page.getByRole("button", { name: "Complete Form" }).click();
  await expect(page.getByRole("main")).toContainText(/CompletedCompleted|Form status:\s*Completed/);
  await expect(page.getByRole("button", { name: "Complete Form" })).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on the account details list, editor and confirmation at ${width} px`, async ({
    asCustomer,
    asAdmin,
  }) => {
    const { name, formId } = await applicantWithForm(asCustomer);
    const { page } = await asAdmin({ context: { viewport: { width, height: 900 } } });
    await openList(page, name);
    await expect(page.getByRole("article", { name: `Ada ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await openList(page, "nobody-matches-this-zz");
    await expect(page.getByText("No form matches this search or filter.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/admin/account-details/${formId}`);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: `Account details form of Ada ${name}` });
    await form.getByLabel(/Current Balance/).fill("");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByLabel(/Current Balance/)).toHaveAccessibleDescription(
      "Current balance is required",
    );
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await form.getByLabel(/Current Balance/).fill("10");
    await form.getByRole("button", { name: "Complete Form" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Complete Form" })).toBeFocused();
  });
}
