import type { Locator, Page, Request } from "@playwright/test";
import { DECLINE_REASON_TEXTS } from "#app/domain/application/decline-form.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, numberOf, openDashboard } from "./support/dashboard.ts";
import { removeDebtsOf, signAgreementAsOwner } from "./support/fixtures.ts";
import { countEmails, waitForEmail } from "./support/mailbox.ts";
import { expect, test } from "./support/test.ts";

// Issue 21: every decision of Applications Management that e-mails the applicant or cannot be
// undone asks first, in a dialog that works from the keyboard; Go Back (or Escape) keeps the
// state, the confirmation changes it. A positive decision is confirmed with the primary button,
// a decline with the danger one. Decline App needs a reason from the short list (and a note),
// which the applicant is told by e-mail and in their dashboard.

const background = (button: Locator) =>
  button.evaluate((element) => getComputedStyle(element).backgroundColor);

/** Opens `button`'s confirmation, goes back without deciding (by its button or Escape), and checks the row kept `kept`. */
async function askThenGoBack(
  page: Page,
  row: Locator,
  button: string,
  kept: RegExp,
  how: "button" | "escape",
) {
  const trigger = page.getByRole("button", { name: button, exact: true });
  // Nothing is sent while the dialog is open nor when it is left: no post at all.
  const posts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === "POST") posts.push(request.url());
  };
  page.on("request", onRequest);
  await trigger.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Go Back" })).toBeFocused();
  if (how === "button") await dialog.getByRole("button", { name: "Go Back" }).click();
  else await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(row).toContainText(kept);
  page.off("request", onRequest);
  expect(posts).toEqual([]);
}

test("each positive decision asks first with a primary button: Go Back and Escape change nothing, the confirmation does", async ({
  asCustomer,
  admin,
}) => {
  const { name, email, draft } = ownDraft("Weir");
  const person = await applicant(asCustomer, [draft]);
  const { page } = admin;
  await openList(page, name);
  const row = page.getByRole("row").filter({ hasText: name }).first();

  // The primary look, as the button Approve App has (read before its dialog hides the page).
  const primary = await background(page.getByRole("button", { name: "Approve App", exact: true }));
  // Approve App: the dialog names the application and says the applicant is e-mailed.
  await page.getByRole("button", { name: "Approve App", exact: true }).click();
  const dialog = page.getByRole("alertdialog", {
    name: `Approve application #${numberOf(person.ids[0] ?? "")}?`,
  });
  await expect(dialog).toContainText("will be e-mailed that their application is approved");
  await expect(dialog).toContainText("This cannot be undone.");
  // Primary, not danger: the same look as the button that opened it, not Decline App's.
  const confirm = dialog.getByRole("button", { name: "Yes, Approve App" });
  expect(await background(confirm)).toBe(primary);
  await dialog.getByRole("button", { name: "Go Back" }).click();
  await expect(row).toContainText("Pending");
  await askThenGoBack(page, row, "Approve App", /Pending/, "escape");
  expect(countEmails(email, "has been approved")).toBe(0);
  await decide(page, "Approve App", "Application approved and confirmation email sent");
  await expect(row).toContainText("Enrollment: Pending");

  // Approve Enrollment comes with the customer's signature (issue 22).
  await signAgreementAsOwner(person.ids[0] as string);
  await askThenGoBack(page, row, "Approve Enrollment", /Enrollment: Pending/, "button");
  await decide(page, "Approve Enrollment", "Program enrollment approved successfully");
  await expect(row).toContainText("Negotiations: Pending");

  await askThenGoBack(page, row, "Approve Negotiations", /Negotiations: Pending/, "escape");
  await decide(page, "Approve Negotiations", "Creditor negotiations approved successfully");
  await expect(row).toContainText("Negotiations: Approved");
  // Mark as Complete waits for every enrolled debt to be Paid Off or Removed (issue 24).
  await removeDebtsOf(person.ids[0] as string);

  await page.getByRole("button", { name: "Mark as Complete", exact: true }).click();
  const complete = page.getByRole("alertdialog");
  expect(await background(complete.getByRole("button", { name: "Yes, Mark as Complete" }))).toBe(primary);
  await complete.getByRole("button", { name: "Go Back" }).click();
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await decide(page, "Mark as Complete", "Application marked as complete successfully");
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await waitForEmail(email, "has been approved");
});

test("declining the enrollment or the negotiations asks first, with the danger button", async ({
  asCustomer,
  admin,
}) => {
  const first = ownDraft("Weir");
  const second = ownDraft("Weir");
  const { ids: firstIds } = await applicant(asCustomer, [first.draft]);
  const { ids: secondIds } = await applicant(asCustomer, [second.draft]);
  const { page } = admin;

  await openList(page, first.name);
  const row = page.getByRole("row").filter({ hasText: first.name }).first();
  await decide(page, "Approve App", "Application approved and confirmation email sent");
  await signAgreementAsOwner(firstIds[0] as string);
  const primary = await background(page.getByRole("button", { name: "Approve Enrollment", exact: true }));
  await page.getByRole("button", { name: "Decline Enrollment", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: /Decline the enrollment of application #/ });
  const danger = await background(dialog.getByRole("button", { name: "Yes, Decline Enrollment" }));
  expect(danger).not.toBe(primary);
  await dialog.getByRole("button", { name: "Go Back" }).click();
  await expect(row).toContainText("Enrollment: Pending");
  await decide(page, "Decline Enrollment", "Program enrollment declined");
  await expect(row).toContainText("Enrollment: Declined");

  await openList(page, second.name);
  const other = page.getByRole("row").filter({ hasText: second.name }).first();
  await decide(page, "Approve App", "Application approved and confirmation email sent");
  await signAgreementAsOwner(secondIds[0] as string);
  await decide(page, "Approve Enrollment", "Program enrollment approved successfully");
  await askThenGoBack(page, other, "Decline Negotiations", /Negotiations: Pending/, "escape");
  await decide(page, "Decline Negotiations", "Creditor negotiations declined");
  await expect(other).toContainText("Negotiations: Declined");
});

test("Decline App needs a reason; the applicant reads it, with the note, in the e-mail and in the dashboard", async ({
  asCustomer,
  admin,
}) => {
  const { name, email, draft } = ownDraft("Weir");
  const person = await applicant(asCustomer, [{ ...draft, debtAmount: "18,250" }]);
  const id = person.ids[0] as string;
  const { page } = admin;
  await openList(page, name);
  const row = page.getByRole("row").filter({ hasText: name }).first();

  // The server refuses a decline without a reason, whatever a page sends (400, nothing changed).
  const refused = await admin.api.post("/admin/applications", {
    form: { intent: "lifecycle", action: "decline", applicationId: id, version: "2000-01-01 00:00:00+00" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  await expect(row).toContainText("Pending");

  await page.getByRole("button", { name: "Decline App", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Decline application #${numberOf(id)}?` });
  await expect(dialog).toContainText("with the reason and the note you give here");
  const reason = dialog.getByLabel("Reason");
  const note = dialog.getByLabel(/Note to the applicant/);
  // Without a reason nothing is sent: the message sits under the select, tied to it.
  await dialog.getByRole("button", { name: "Yes, Decline App" }).click();
  await expect(reason).toHaveAccessibleDescription("Choose why the application is declined");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  // 'Other' needs the note that explains it.
  await reason.selectOption({ label: "Other (explain in the note)" });
  await expect(reason).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Yes, Decline App" }).click();
  await expect(note).toHaveAccessibleDescription(/Explain the reason in the note: the applicant reads it/);
  await expect(dialog).toBeVisible();

  const typed = "Your pay stub was unreadable. Please send a clearer copy and apply again.";
  await reason.selectOption({ label: "Information could not be verified" });
  await note.fill(typed);
  await dialog.getByRole("button", { name: "Yes, Decline App" }).click();
  await expect(page.getByText("Application declined", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Declined");
  // The admin's expanded row says why.
  await row.getByRole("button", { name: /View Details/ }).click();
  const why = page.getByRole("region", { name: "Why It Was Declined" });
  await expect(why).toContainText("ReasonInformation could not be verified");
  await expect(why).toContainText(typed);

  // The e-mail, as delivered: the reason's sentence and the note.
  const mail = await waitForEmail(email, "was declined");
  expect(mail).toContain(DECLINE_REASON_TEXTS.could_not_verify);
  expect(mail).toContain(typed);
  expect(mail).toContain(`/dashboard?application=${id}`);

  // The dashboard: the same words, and no estimate for a declined application.
  await openDashboard(person.page, `/dashboard?application=${id}`);
  const panel = person.page.getByRole("region", { name: `Application #${numberOf(id)}` });
  const notice = panel.getByRole("region", { name: "Why this application was declined" });
  await expect(notice).toContainText(DECLINE_REASON_TEXTS.could_not_verify);
  await expect(notice).toContainText(typed);
  await expect(panel).not.toContainText("Potential Savings");
  await panel.getByRole("tab", { name: "Application Details" }).click();
  await expect(notice).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations in Decline App's dialog at ${width} px`, async ({
    asCustomer,
    asAdmin,
  }) => {
    const { name, draft } = ownDraft("Weir");
    await applicant(asCustomer, [draft]);
    const { page } = await asAdmin({ context: { viewport: { width, height: 800 } } });
    await openList(page, name);
    await page.getByRole("button", { name: "Decline App", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Yes, Decline App" }).click();
    await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    // The whole dialog fits the screen: its confirm button can be reached.
    await expect(dialog.getByRole("button", { name: "Yes, Decline App" })).toBeInViewport();
  });
}
