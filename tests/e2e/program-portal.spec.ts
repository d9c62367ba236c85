import { addDays } from "#app/domain/calendar.ts";
import { calendarDateIn, formatDeadline, timeZoneOf } from "#app/domain/time-zone.ts";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openDashboard, submitApplication } from "./support/dashboard.ts";
import {
  recordOfferFor,
  runProcessorFor,
  setFirstDeposit,
  signAgreementAsOwner,
} from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { confirmSettlement, expectNothingSideways, openNegotiation } from "./support/program-pages.ts";
import { expect, test } from "./support/test.ts";

// The portal of a program from its first offer to its graduation (issue 43), read on a phone in
// Phoenix: My Applications leads with the program (debts resolved, the next deposit, the offer's
// deadline in the company's zone and the reader's own time); My Program's tables read as stacked
// rows at 375 px, with nothing in a sideways scroll; declining asks first; once the last debt is
// paid off the program completes by itself, and My Applications and My Program show the
// graduation summary (never "Approved" and a projected completion) and the refund dated at each
// step, no longer "due by" once completed.

test.use({ timezoneId: "America/Phoenix", viewport: { width: 375, height: 800 } });

const PHOENIX = "America/Phoenix";
const DEBTS = [
  { originalCreditor: "Alpha Bank", currentBalance: "2,000.00" },
  { originalCreditor: "Beta Card", currentBalance: "7,000.00" },
];

test("a program from its first offer to its graduation, on a phone in Phoenix", async ({
  asCustomer,
  admin,
}) => {
  test.slow();
  const { name, draft } = ownDraft("Graduate");
  const person = await asCustomer({
    emailVerified: false,
    timeZone: PHOENIX,
    context: { viewport: { width: 375, height: 800 }, timezoneId: PHOENIX },
  });
  const id = await submitApplication(person.api, {
    ...draft,
    debtAmount: "9,000",
    debtAccounts: DEBTS.map((debt) => validDebtAccount(debt)),
  });
  const fullName = `Ada ${name}`;
  const today = calendarDateIn(new Date(), timeZoneOf(null));

  await openList(admin.page, name);
  await decide(admin.page, "Approve App", "Application approved and confirmation email sent");
  await setFirstDeposit(id, addDays(today, -65));
  await signAgreementAsOwner(id);
  await openList(admin.page, name);
  await decide(admin.page, "Approve Enrollment", "Program enrollment approved successfully");
  await decide(admin.page, "Approve Negotiations", "Creditor negotiations approved successfully");
  await runProcessorFor(id);
  const lastDay = addDays(today, 10);
  const alpha = await recordOfferFor(id, "Alpha Bank", {
    amountCents: "80000",
    expiresOn: lastDay,
    payments: [
      { dueOn: addDays(today, 70), amountCents: "40000" },
      { dueOn: addDays(today, 160), amountCents: "40000" },
    ],
  });
  expect(alpha.kind).toBe("recorded");

  // My Applications leads with the program: where it stands, the next deposit, what to do by when.
  const { page } = person;
  await openDashboard(page);
  const card = page.getByRole("region", { name: /^Your program \(application #/ });
  await expect(card).toContainText("0 of 2 debts resolved");
  await expect(card).toContainText(/Next deposit\$[\d,]+\.\d{2} on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  const deadline = formatDeadline(lastDay, PHOENIX);
  // Phoenix keeps MST all year: 9:59 PM beside Eastern's standard time, 8:59 PM beside its summer time.
  expect(deadline).toMatch(/11:59 PM Eastern \([89]:59 PM your time\)$/);
  const next = card.getByRole("link", { name: `An offer from Alpha Bank needs your answer by ${deadline}` });
  await expect(next).toBeVisible();
  // The timeline says negotiations are going on, never that they are done.
  await expect(page.getByRole("region", { name: "Progress" })).toContainText("NegotiationsIn Progress");
  await expect(page.getByRole("region", { name: "Progress" })).not.toContainText("NegotiationsCompleted");
  await expectNoAxeViolations(page);
  await expectNothingSideways(page);

  // The offer's card names the deadline's zone and the reader's time; the tables stack.
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/program#offer-${alpha.offerId}$`));
  await waitForHydration(page);
  const approval = page.getByRole("region", { name: "Approval needed: Alpha Bank" });
  await expect(approval).toContainText(`Answer by ${deadline}.`);
  const effects = approval.getByRole("table", { name: /other debts' expected settlement/ });
  const betaEffect = effects.getByRole("row").filter({ hasText: "Beta Card" });
  await expect(betaEffect.getByText("With this offer")).toBeVisible();
  await expect(betaEffect.getByText("Without this offer")).toBeVisible();
  const account = page.getByRole("region", { name: /^Dedicated account of application #/ });
  const debts = account.getByRole("table", { name: /Your enrolled debts/ });
  await expect(
    debts.getByRole("row").filter({ hasText: "Alpha Bank" }).getByText("Expected settlement"),
  ).toBeVisible();
  // The column headings are there for a screen reader, not drawn above the stacked rows.
  await expect(debts.getByRole("columnheader", { name: "Expected settlement" })).toHaveCount(1);
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);

  // A second offer: declining asks first; "Keep the offer" keeps it; then declined with a reason.
  const beta = await recordOfferFor(id, "Beta Card", {
    amountCents: "150000",
    expiresOn: lastDay,
    payments: [{ dueOn: addDays(today, 900), amountCents: "150000" }],
  });
  expect(beta.kind).toBe("recorded");
  await page.reload();
  await waitForHydration(page);
  const declining = page.getByRole("region", { name: "Approval needed: Beta Card" });
  await declining.getByRole("button", { name: "Decline this offer" }).click();
  const question = page.getByRole("alertdialog", { name: "Decline the offer from Beta Card?" });
  await expect(question).toContainText("We will keep negotiating this debt.");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Keep the offer" }).click();
  await expect(question).toHaveCount(0);
  await expect(declining).toBeVisible();
  await declining.getByRole("button", { name: "Decline this offer" }).click();
  await question.getByLabel("Why you decline (optional)").fill("I can wait for a better one");
  await question.getByRole("button", { name: "Yes, decline this offer" }).click();
  await expect(page.getByText("Offer declined. We will keep negotiating this debt.").first()).toBeVisible();
  await expect(declining).toHaveCount(0);

  // Alpha Bank's offer approved; the admin confirms it and removes Beta Card from the program.
  await approval.getByLabel("Type your full name to approve").fill(fullName);
  await approval.getByRole("button", { name: "Approve this offer" }).click();
  await expect(
    page.getByText("Offer approved. We will tell the creditor and schedule the payments."),
  ).toBeVisible();
  const { page: desk } = admin;
  await openNegotiation(desk, name, "Alpha Bank");
  await confirmSettlement(desk);
  await openNegotiation(desk, name, "Beta Card");
  const remove = desk.getByRole("form", { name: "Remove from program" });
  await remove.getByLabel("Reason").fill("The customer settled it on their own");
  await remove.getByRole("button", { name: "Remove from program" }).click();
  await expect(desk.getByRole("heading", { name: "Stage: Removed" })).toBeVisible();

  // The first payment clears: one of two resolved, Alpha Bank settled and still being paid.
  expect((await runProcessorFor(id, addDays(today, 70))).payments).toBe(1);
  await openDashboard(page);
  await expect(card).toContainText("1 of 2 debts resolved");
  await expect(card).toContainText("1 settled debt still being paid");

  // The last payment pays Alpha Bank off: the program completes by itself.
  expect((await runProcessorFor(id, addDays(today, 160))).payments).toBe(1);
  await openDashboard(page);
  const summary = card.getByRole("region", { name: "Your program is complete" });
  await expect(summary).toContainText(/Completed on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  for (const figure of [
    /Debts enrolled2 \(\$9,000\.00\)/,
    /Total settled\$800\.00/,
    /Total saved, after our fees\$[\d,]+\.\d{2}/,
    /Total fees paid\$[\d,]+\.\d{2}/,
    /Total forgiven\$1,200\.00/,
    /Months in the program\d+/,
    /Refund of what was left\$[\d,]+\.\d{2}/,
  ])
    await expect(summary).toContainText(figure);
  await expect(summary).toContainText("Settled for $800.00");
  await expect(summary).toContainText("Removed from the program");
  await expect(summary).toContainText(/requested, due by [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  // The application reads Completed, its cards what the program came to.
  const panel = page.getByRole("region", { name: /^Application #/ });
  await expect(panel).toContainText("Completed");
  await expect(panel).not.toContainText("Approved");
  await expect(panel).not.toContainText("Projected Completion");
  await expect(panel).toContainText("Program Completed");
  await expectNoAxeViolations(page);
  await expectNothingSideways(page);

  // My Program: the summary, and the refund dated at each step; once completed, no "due by".
  await openDashboard(page, "/dashboard/program");
  await expect(account.getByRole("region", { name: "Your program is complete" })).toBeVisible();
  await expect(account).toContainText(/Your program is complete\. Your refund of \$[\d,]+\.\d{2} is due by/);
  await expect(account.getByRole("button", { name: "Leave the program" })).toHaveCount(0);
  for (const [step, toast] of [
    ["Mark as sent", "Refund marked sent"],
    ["Mark as completed", "Refund marked completed"],
  ] as const) {
    await desk.goto("/admin/money");
    await waitForHydration(desk);
    const refundRow = desk
      .getByRole("row")
      .filter({ hasText: name })
      .filter({ has: desk.getByRole("button", { name: step }) });
    await refundRow.getByRole("button", { name: step }).click();
    await expect(desk.getByText(toast).first()).toBeVisible();
  }
  await page.reload();
  await waitForHydration(page);
  const steps = account.getByRole("list", { name: "Refund steps" });
  for (const state of ["Requested", "Sent", "Completed"])
    await expect(steps.getByRole("listitem").filter({ hasText: state })).toContainText(
      /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M MST/,
    );
  await expect(account).toContainText(
    /Your refund of \$[\d,]+\.\d{2} was completed on [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
  );
  await expect(account).not.toContainText("due by");
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);
});
