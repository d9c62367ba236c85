import { addBusinessDays } from "#app/domain/business-days.ts";
import { addDays } from "#app/domain/calendar.ts";
import { formatDate } from "#app/domain/format.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openDashboard, submitApplication } from "./support/dashboard.ts";
import {
  recordOfferFor,
  runProcessorFor,
  setFirstDeposit,
  settleOfferFor,
  signAgreementAsOwner,
} from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectNothingSideways, figuresOf, openLedger } from "./support/program-pages.ts";
import { expect, test } from "./support/test.ts";

// Leaving never rewrites history (issue 43, "Must show"): a customer on a phone in Phoenix with two
// enrolled debts, one settled and paid off, leaves the program. The confirmation states the refund;
// afterwards My Program keeps the paid-off debt Paid Off and reads the other "Left the program";
// My Applications' timeline keeps approval, enrollment and negotiation with their dates and adds the
// departure; the admin's account page shows the first debt Paid Off, closed, nothing scheduled, and
// the application list reads "Left the program"; the refund is tracked.

const PHOENIX = "America/Phoenix";
test.use({ timezoneId: PHOENIX, viewport: { width: 375, height: 800 } });

const DATED = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;

test("leaving after one debt is paid off keeps it Paid Off and the timeline's history", async ({
  asCustomer,
  admin,
}) => {
  test.slow();
  const { name, draft } = ownDraft("Leaver");
  const person = await asCustomer({
    emailVerified: false,
    timeZone: PHOENIX,
    context: { viewport: { width: 375, height: 800 }, timezoneId: PHOENIX },
  });
  const id = await submitApplication(person.api, {
    ...draft,
    debtAmount: "9,000",
    debtAccounts: [
      validDebtAccount({ originalCreditor: "Alpha Bank", currentBalance: "2,000.00" }),
      validDebtAccount({ originalCreditor: "Beta Card", currentBalance: "7,000.00" }),
    ],
  });
  const today = calendarDateIn(new Date(), timeZoneOf(null));

  // Enrolled and negotiating, three deposits cleared; Alpha Bank settled for $800.00 and paid off.
  const { page: desk } = admin;
  await openList(desk, name);
  await decide(desk, "Approve App", "Application approved and confirmation email sent");
  // Three deposits of $600.00 due already: enough for the settlement and its fee when it is due.
  await setFirstDeposit(id, addDays(today, -65), "60000");
  await signAgreementAsOwner(id);
  await openList(desk, name);
  await decide(desk, "Approve Enrollment", "Program enrollment approved successfully");
  await decide(desk, "Approve Negotiations", "Creditor negotiations approved successfully");
  await runProcessorFor(id);
  const payday = addDays(today, 70);
  const offer = await recordOfferFor(id, "Alpha Bank", {
    amountCents: "80000",
    expiresOn: addDays(today, 10),
    payments: [{ dueOn: payday, amountCents: "80000" }],
  });
  expect(offer.kind, JSON.stringify(offer)).toBe("recorded");
  await settleOfferFor(id, "Alpha Bank");
  expect((await runProcessorFor(id, payday)).payments).toBe(1);
  const ledger = await openLedger(desk, name);

  // The customer leaves: the question states the balance as the refund, and its day.
  const { page } = person;
  await openDashboard(page, "/dashboard/program");
  const account = page.getByRole("region", { name: /^Dedicated account of application #/ });
  const debts = account.getByRole("table", { name: /Your enrolled debts/ });
  const alpha = debts.getByRole("row").filter({ hasText: "Alpha Bank" });
  const beta = debts.getByRole("row").filter({ hasText: "Beta Card" });
  await expect(alpha).toContainText("Paid Off since");
  const balance = (await figuresOf(account)).Balance ?? "";
  expect(balance).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(balance).not.toBe("$0.00");
  const due = formatDate(addBusinessDays(today, 7));
  await account.getByRole("button", { name: "Leave the program" }).click();
  const leaving = page.getByRole("alertdialog", { name: "Leave the program?" });
  await expect(leaving).toContainText(`You will get ${balance} back by ${due} (7 business days).`);
  await expectNoAxeViolations(page);
  await leaving.getByRole("button", { name: "Yes, leave the program" }).click();
  await expect(page.getByText("You have left the program. Your refund is requested.").first()).toBeVisible();

  // My Program: the paid-off debt stays Paid Off; only the other one left with the customer.
  await page.reload();
  await waitForHydration(page);
  await expect(alpha).toContainText("Paid Off since");
  await expect(alpha).toContainText("Paid off");
  await expect(alpha).not.toContainText("Left the program");
  await expect(beta).toContainText("Left the program since");
  await expect(beta).toContainText("Not settling: you left the program");
  // The refund, tracked and dated.
  await expect(account).toContainText(`Your refund of ${balance} is due by ${due}`);
  await expect(account).toContainText("Refund status: Requested");
  await expect(
    account
      .getByRole("list", { name: "Refund steps" })
      .getByRole("listitem")
      .filter({ hasText: "Requested" }),
  ).toContainText(/\d{1,2}:\d{2} [AP]M MST/);
  await expect(account).toContainText(/Next deposit\s*None scheduled/);
  await expect(account.getByRole("button", { name: "Leave the program" })).toHaveCount(0);
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);

  // My Applications: "Left the program", and the timeline keeps every step with its date.
  await openDashboard(page);
  const card = page.getByRole("region", { name: /^Your program \(application #/ });
  await expect(card).toContainText(new RegExp(`Left the program on ${DATED.source}`));
  await expect(card).toContainText("1 of 2 debts resolved");
  const panel = page.getByRole("region", { name: /^Application #/ });
  await expect(panel).toContainText("Left the program");
  await expect(panel).not.toContainText("Cancelled");
  const steps = page.getByRole("region", { name: "Progress" }).getByRole("listitem");
  for (const [title, state] of [
    ["Application Submitted", "Completed"],
    ["Application Review", "Completed"],
    ["Enrollment Process", "Completed"],
    ["Negotiations", "Ended"],
    ["Left the Program", "Ended"],
  ] as const) {
    await expect(steps.filter({ hasText: title }), title).toContainText(
      new RegExp(`^${title}${state}${DATED.source}$`),
    );
  }
  await expect(steps).toHaveCount(5);
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);

  // The admin: Alpha Bank Paid Off, Beta Card left; closed, nothing scheduled; the refund due.
  await desk.goto(ledger);
  await waitForHydration(desk);
  expect(await figuresOf(desk.getByRole("region", { name: `Ada ${name}` }))).toMatchObject({
    Status: "Closed",
    Balance: "$0.00",
  });
  const stages = desk.getByRole("table", { name: "The account's enrolled debts and their stages" });
  await expect(stages.getByRole("row").filter({ hasText: "Alpha Bank" })).toContainText("Paid Off");
  await expect(stages.getByRole("row").filter({ hasText: "Beta Card" })).toContainText("Left the program");
  const schedule = desk.getByRole("region", { name: "Deposit schedule" });
  await expect(schedule).toContainText("No deposit is scheduled.");
  await expect(schedule.getByRole("listitem").filter({ hasText: "Scheduled" })).toHaveText("Scheduled: 0");
  await desk.goto("/admin/money");
  await waitForHydration(desk);
  await expect(
    desk
      .getByRole("row")
      .filter({ hasText: name })
      .filter({ has: desk.getByRole("button", { name: "Mark as sent" }) }),
  ).toContainText(balance);
  await openList(desk, name);
  const row = desk.getByRole("row").filter({ hasText: name }).first();
  await expect(row).toContainText("Left the program");
  await expect(row).not.toContainText("Cancelled");
});
