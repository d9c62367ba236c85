import { validDebtAccount } from "#tests/support/application-draft.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, numberOf, openDashboard } from "./support/dashboard.ts";
import { removeDebtsOf, signAgreementAsOwner } from "./support/fixtures.ts";
import { countEmails, waitForEmail } from "./support/mailbox.ts";
import { expect, test } from "./support/test.ts";

// Applications Management (issue 10): an admin takes a customer's application through
// approval, enrollment, negotiations and completion; refusals when someone else acted first;
// the list's state in the address; keyboard and axe. Every test searches for its own customer,
// since the e2e database is shared.

/** A decision, confirmed in its dialog (issue 21; admin-decisions.spec.ts tests the dialogs). */
const act = decide;

test("an admin takes an application to completion; the customer's timeline follows; one approval e-mail; a second admin sees it all live", async ({
  asCustomer,
  admin,
  asAdmin,
}) => {
  const { name, email, draft } = ownDraft("Quill");
  // A second admin has the list open before the application exists.
  const watcher = await asAdmin();
  await openList(watcher.page, name);
  await expect(watcher.page.getByText("No applications found matching your criteria")).toBeVisible();
  await expect(watcher.page.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible();
  await watcher.page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
  });
  const watched = watcher.page.getByRole("row").filter({ hasText: name });

  const person = await applicant(asCustomer, [{ ...draft, debtAmount: "18,250" }]);
  const id = person.ids[0] as string;
  await expect(watched).toContainText("Pending");
  await openList(admin.page, name);
  const row = admin.page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Pending");
  await expect(row.getByRole("button")).toHaveText(["Approve App", "Decline App", /View Details/]);

  await act(admin.page, "Approve App", "Application approved and confirmation email sent");
  await expect(row).toContainText("Approved");
  await expect(row).toContainText("Enrollment: Pending");
  await expect(watched).toContainText("Enrollment: Pending");
  // Approve Enrollment waits for the customer's signature (issue 22); the open lists hear of it.
  await expect(row.getByRole("button", { name: "Approve Enrollment" })).toHaveCount(0);
  await signAgreementAsOwner(id);
  await expect(row.getByRole("button", { name: "Approve Enrollment" })).toBeVisible();
  await act(admin.page, "Approve Enrollment", "Program enrollment approved successfully");
  await expect(row).toContainText("Negotiations: Pending");
  await expect(watched).toContainText("Negotiations: Pending");
  await act(admin.page, "Approve Negotiations", "Creditor negotiations approved successfully");
  await expect(watched).toContainText("Negotiations: Approved");
  // Mark as Complete waits for every enrolled debt to be Paid Off or Removed (issue 24).
  await expect(row.getByRole("button", { name: "Mark as Complete" })).toHaveCount(0);
  await removeDebtsOf(id);
  await act(admin.page, "Mark as Complete", "Application marked as complete successfully");
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(watched.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  // All of it arrived without a reload of the watcher's page.
  expect(await watcher.page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  );
  await expect(row.getByRole("button", { name: /Approve|Decline|Mark as Complete/ })).toHaveCount(0);

  // The expanded row shows the account details form (pending) and the timeline's dates.
  await row.getByRole("button", { name: /View Details/ }).click();
  await expect(admin.page).toHaveURL(new RegExp(`open=${id}`));
  const details = admin.page.locator(`#application-details-${id}`);
  await expect(details.getByRole("heading", { name: "Application Timeline" })).toBeVisible();
  await expect(details).toContainText(/CompletedNov|Completed[A-Z][a-z]{2} \d/);
  await expect(details.getByRole("heading", { name: "Account Details Form" })).toBeVisible();

  // The customer sees each step completed.
  await openDashboard(person.page, `/dashboard?application=${id}`);
  const timeline = person.page
    .getByRole("region", { name: `Application #${numberOf(id)}` })
    .getByRole("region", { name: "Progress" })
    .getByRole("listitem");
  await expect(timeline).toHaveText([
    /Application Submitted\s*Completed/,
    /Application Review\s*Completed/,
    /Enrollment Process\s*Completed/,
    /Negotiations\s*Completed/,
    // Marked complete: the program's graduation, its own step (decision 60).
    /Program Completed\s*Completed/,
  ]);

  // The approval e-mail arrived once, whatever came after.
  await waitForEmail(email, "has been approved");
  expect(countEmails(email, "has been approved")).toBe(1);
});

test("a decision someone else already made is refused in words, and the row shows it", async ({
  asCustomer,
  admin,
  asAdmin,
}) => {
  const { name, draft } = ownDraft("Quill");
  await applicant(asCustomer, [draft]);
  const other = await asAdmin();
  // This admin's page is cut off from the live updates, as after a lost connection: it still
  // shows the application as pending when the other admin declines it.
  await admin.page.route(/\/admin\/applications\/events(\?|$)/, (route) => route.abort());
  await openList(admin.page, name);
  await openList(other.page, name);
  await act(other.page, "Decline App", "Application declined");

  await admin.page.getByRole("button", { name: "Approve App", exact: true }).click();
  await admin.page.getByRole("alertdialog").getByRole("button", { name: "Yes, Approve App" }).click();
  await expect(admin.page.getByText("Failed to approve application", { exact: true })).toBeVisible();
  // The list is read again: Approve App is no longer offered, and its dialog is gone with it.
  await expect(admin.page.getByRole("alertdialog")).toHaveCount(0);
  const row = admin.page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("alert")).toContainText("This application was declined");
  await expect(row).toContainText("Declined");
  await expect(row.getByRole("button", { name: "Approve App" })).toHaveCount(0);
});

test("debt accounts in the expanded row: edit with the wizard's rules, delete after a confirmation, read-only once declined", async ({
  asCustomer,
  admin,
}) => {
  const { name, draft } = ownDraft("Quill");
  const accounts = [
    validDebtAccount({ originalCreditor: "Harbor Bank" }),
    validDebtAccount({ originalCreditor: "Quay Loans" }),
  ];
  await applicant(asCustomer, [{ ...draft, debtAccounts: accounts }]);
  const { page } = admin;
  await openList(page, name);
  await page.getByRole("button", { name: /View Details/ }).click();
  const section = page.getByRole("region", { name: "User-Submitted Debt Accounts" });
  await expect(section.getByRole("article")).toHaveCount(2);

  await section.getByRole("button", { name: "Edit debt account: Harbor Bank" }).click();
  const form = page.getByRole("form", { name: "Edit debt account: Harbor Bank" });
  await form.getByLabel(/Current Balance/).fill("");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel(/Current Balance/)).toHaveAccessibleDescription("Current balance is required");
  await expect(form.getByLabel(/Current Balance/)).toBeFocused();
  await form.getByLabel(/Current Balance/).fill("7654.32");
  // The loan's kind is asked as the wizard asks it, once the type asks one.
  await expect(form.getByRole("group", { name: /Do you still have the car/ })).toHaveCount(0);
  await form.getByLabel(/Account Type/).selectOption("Auto Loan");
  await form.getByRole("radio", { name: /No: the car was repossessed/ }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Debt account updated successfully", { exact: true })).toBeVisible();
  const harbor = section.getByRole("article").filter({ hasText: "Harbor Bank" });
  await expect(harbor).toContainText("$7,654.32");
  await expect(harbor).toContainText("No: the car was repossessed or sold, and I owe what is left");

  await section
    .getByRole("button", { name: /^Delete/ })
    .first()
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Keep Debt Account" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete Debt Account" }).click();
  await expect(page.getByText("Debt account deleted successfully", { exact: true })).toBeVisible();
  await expect(section.getByRole("article")).toHaveCount(1);

  await act(page, "Decline App", "Application declined");
  await expect(section).toContainText("read-only");
  await expect(section.getByRole("button", { name: /Edit|Delete/ })).toHaveCount(0);
});

test("search, filter, page and the open row live in the address; reload and Back keep them", async ({
  asCustomer,
  admin,
}) => {
  const { name, draft } = ownDraft("Quill");
  await applicant(asCustomer, [draft, draft]);
  const { page } = admin;
  await openList(page, "");
  await page.getByLabel("Search applications").fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await expect(page.getByText("Showing 1–2 of 2 applications")).toBeVisible();

  await page.getByRole("button", { name: "Pending", exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole("button", { name: "Pending", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page
    .getByRole("button", { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/open=/);
  await page.reload();
  await expect(page.getByLabel("Search applications")).toHaveValue(name);
  await expect(page.getByRole("button", { name: /Hide Details/ })).toHaveAttribute("aria-expanded", "true");

  await page.getByRole("button", { name: "Declined", exact: true }).click();
  await expect(page.getByText("No applications found matching your criteria")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("button", { name: /Hide Details/ })).toBeVisible();
});

test("keyboard: search, a filter, open a row's details and approve after the confirmation, without a mouse", async ({
  asCustomer,
  admin,
}) => {
  const { name, draft } = ownDraft("Quill");
  await applicant(asCustomer, [draft]);
  const { page } = admin;
  await openList(page, "");
  await page.getByLabel("Search applications").focus();
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Showing 1–1 of 1 application")).toBeVisible();
  const expand = page.getByRole("button", { name: /View Details/ });
  const hide = page.getByRole("button", { name: /Hide Details/ });
  const details = page.getByRole("heading", { name: "Personal Information" });
  // Other tests' applications reach this list live meanwhile: a focus taken before such a
  // refresh may be gone by the key press. Each round reads the address first (the open row
  // lives in it), presses only when the row is not open, and passes only in a round that
  // pressed nothing, so a second press that closed the row again is seen and undone.
  await expect(async () => {
    if (!new URL(page.url()).searchParams.has("open")) {
      await expand.focus();
      await expect(expand).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]open=/, { timeout: 5_000 });
      throw new Error("pressed: the next round checks the row stayed open");
    }
    await expect(hide).toHaveAttribute("aria-expanded", "true", { timeout: 3_000 });
    await expect(details).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("button", { name: "Approve App" }).focus();
  await page.keyboard.press("Enter");
  // The confirmation takes the focus, on its safe choice first; Tab reaches the confirm button.
  const dialog = page.getByRole("alertdialog", { name: /Approve application #/ });
  await expect(dialog.getByRole("button", { name: "Go Back" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Yes, Approve App" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Application approved and confirmation email sent")).toBeVisible();
  // Approve App went with the decision: the focus is on the row's next decision, not lost (until
  // the customer signs, the only one is Decline Enrollment: issue 22).
  await expect(page.getByRole("button", { name: "Decline Enrollment" })).toBeFocused();
});

test("without JavaScript the filters, pages and details still work; a decision says it needs JavaScript", async ({
  asCustomer,
  asAdmin,
}) => {
  const { name, draft } = ownDraft("Quill");
  await applicant(asCustomer, [draft]);
  const { page } = await asAdmin({ context: { javaScriptEnabled: false } });
  await page.goto(`/admin/applications?q=${name}`);
  await page.getByRole("button", { name: "Approved", exact: true }).click();
  await expect(page.getByText("No applications found matching your criteria")).toBeVisible();
  await page.getByRole("button", { name: "All", exact: true }).click();
  await page.getByRole("button", { name: /View Details/ }).click();
  await expect(page.getByRole("heading", { name: "Financial Information" })).toBeVisible();
  // Each decision asks for confirmation in a dialog, which needs JavaScript: never taken unasked,
  // and a <noscript> note says so (its text read from the DOM: Playwright's own text of an
  // element leaves <noscript> out).
  await expect(page.getByRole("button", { name: "Approve App" })).toBeDisabled();
  const note = page.getByRole("row").filter({ hasText: name }).first().locator("noscript");
  expect(await note.evaluate((element) => element.textContent)).toBe(
    "Decisions ask for confirmation: turn on JavaScript to make them.",
  );
  await expect(page.getByRole("row").filter({ hasText: name }).first()).toContainText("Pending");
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on Applications Management at ${width} px`, async ({
    asCustomer,
    asAdmin,
  }) => {
    const { name, draft } = ownDraft("Quill");
    await applicant(asCustomer, [draft]);
    const { page } = await asAdmin({ context: { viewport: { width, height: 900 } } });
    await openList(page, name);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /View Details/ }).click();
    await expect(page.getByRole("heading", { name: "Application Timeline" })).toBeVisible();
    await expectNoAxeViolations(page);
    await openList(page, "nobody-matches-this-zz");
    await expect(page.getByText("No applications found matching your criteria")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
