import { addDays } from "#app/domain/calendar.ts";
import { calendarDateIn, formatDeadline, timeZoneOf } from "#app/domain/time-zone.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openDashboard } from "./support/dashboard.ts";
import {
  giveDraftAccountAsOwner,
  recordOfferFor,
  runProcessorFor,
  setFirstDeposit,
} from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { waitForEmail } from "./support/mailbox.ts";
import {
  confirmSettlement,
  expectNothingSideways,
  figuresOf,
  openNegotiation,
} from "./support/program-pages.ts";
import { expect, test } from "./support/test.ts";
import { ANSWERS, fillAdditionalDetails, next, openWizard, wizardForm } from "./support/wizard.ts";

// One customer's whole program (issue 43, "Must show"), on a phone in Phoenix: the application in
// the wizard (two debts, one with cents), the admin's approval, the plan read and signed by typed
// name (one length, never the term beside another end), enrollment and negotiations, deposits
// cleared, an offer on each debt approved by name (its deadline in the company's zone and the
// reader's time) and confirmed with the creditor's letter, the payments cleared; the last payoff
// graduates the program by itself (decision 60). Then the graduation summary on My Applications
// and My Program, the refund dated, the completion e-mail with the same figures, and the admin's
// account closed with nothing scheduled.

const PHOENIX = "America/Phoenix";
test.use({ timezoneId: PHOENIX, viewport: { width: 375, height: 800 } });

const CHASE = { creditor: "Chase Sapphire", balance: "4,875.40" };
const QUAY = { creditor: "Quay Card", balance: "3,624.35" };
/** The figures the portal and the e-mail must print alike. */
const KEY_FIGURES = [
  "Debts enrolled",
  "Total settled",
  "Total saved, after our fees",
  "Total fees paid",
  "Total forgiven",
  "Months in the program",
  "Refund of what was left",
] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Oct 5, 2026" or "June 2027" → months since year 0. */
function monthIndex(shown: string): number {
  const [, month, year] = /^([A-Z][a-z]{2})[a-z]* (?:\d{1,2}, )?(\d{4})$/.exec(shown) ?? [];
  if (!month || !year || !MONTHS.includes(month)) throw new Error(`not a date: ${shown}`);
  return Number(year) * 12 + MONTHS.indexOf(month);
}

/** The value after `label: ` on its own line of the e-mail's text. */
function emailFigure(mail: string, label: string): string {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}: (.+?)\\r?$`, "m").exec(mail)?.[1] ?? `(no ${label})`;
}

test("from the application to graduation, on a phone in Phoenix", async ({ asCustomer, admin }) => {
  test.slow();
  const { name } = ownDraft("Graduand");
  const person = await asCustomer({
    firstName: "Marian",
    lastName: name,
    timeZone: PHOENIX,
    context: { viewport: { width: 375, height: 800 }, timezoneId: PHOENIX },
  });
  const { page, user } = person;
  const fullName = `Marian ${name}`;
  const today = calendarDateIn(new Date(), timeZoneOf(null));

  // The application, in the wizard: two debts, one typed with cents.
  await openWizard(page);
  await page.getByLabel("First Name").fill("Marian");
  await page.getByLabel("Last Name").fill(name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Phone").fill(ANSWERS.phone);
  await next(page, "Credit Score");
  await page.getByRole("radio", { name: ANSWERS.creditScore }).check();
  await next(page, "Financial Information");
  await page.getByLabel("Employment Status").selectOption(ANSWERS.employment);
  await page.getByLabel("Monthly Income").fill(ANSWERS.income);
  await next(page, "Debt Selection");
  await page.getByLabel("Total Unsecured Debt").selectOption({ label: "$7,500-$10,000" });
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  for (const [index, debt] of [CHASE, QUAY].entries()) {
    if (index > 0) await page.getByRole("button", { name: "Add Another Debt Account" }).click();
    const account = page.getByRole("group", { name: `Debt Account ${index + 1}` });
    await account.getByLabel("Original Creditor").fill(debt.creditor);
    await account.getByLabel("Account Type").selectOption("Credit Card");
    await account.getByLabel("Current Balance").fill(debt.balance);
  }
  await next(page, "Additional Details");
  // The total debt, $8,500.00 (ANSWERS.debtAmount), within 10% of the balances' $8,499.75.
  await fillAdditionalDetails(page);
  await next(page, "Review and Submit");
  const review = wizardForm(page);
  await expect(review).toContainText("$4,875.40");
  await expect(review).toContainText("$3,624.35");
  await expect(review).toContainText("$8,500.00");
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/apply\/success$/, { timeout: 15_000 });

  // Its number, for the fixtures that move the program's clock.
  await openDashboard(page);
  const link = page.getByRole("navigation", { name: "Your applications" }).getByRole("link").first();
  const id =
    new URL((await link.getAttribute("href")) ?? "", "http://x").searchParams.get("application") ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  // The admin approves; the plan's first deposit is moved back 65 days (three deposits due) and its
  // monthly deposit raised to $600.00, so the program ends long before the 36 months authorized.
  const { page: desk } = admin;
  await openList(desk, name);
  await decide(desk, "Approve App", "Application approved and confirmation email sent");
  await setFirstDeposit(id, addDays(today, -65), "60000");
  await giveDraftAccountAsOwner(id);

  // The customer reads the plan and signs it by typed name: one length, the deposits' months.
  await openDashboard(page);
  await page.getByRole("link", { name: "Review and sign" }).click();
  await expect(page).toHaveURL(/\/dashboard\/program$/);
  await waitForHydration(page);
  const plan = page.getByRole("region", { name: "Review and sign your agreement" });
  const terms = await figuresOf(plan);
  const length = /^(\d+) months$/.exec(terms["Length of the program"] ?? "")?.[1];
  expect(Number(length)).toBeLessThan(36);
  expect(
    monthIndex(terms["Expected end of the program"] ?? "") - monthIndex(terms["First deposit"] ?? "") + 1,
  ).toBe(Number(length));
  expect(Object.keys(terms)).not.toContain("Term");
  await expect(plan).not.toContainText(/Term\s*36 months/);
  await expect(plan).not.toContainText("36 months");
  await expect(plan).toContainText(`Your plan runs for ${length} months`);
  await expect(plan.getByRole("table")).toContainText("$4,875.40");
  await expect(plan.getByRole("table")).toContainText("$3,624.35");
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);
  await plan.getByLabel("Type your full name").fill(fullName);
  await plan.getByLabel(/I have read the disclosures/).check();
  await plan.getByLabel(/I authorize these monthly debits/).check();
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(page.getByText("Your agreement is signed.").first()).toBeVisible();

  // Enrollment and negotiations approved; the deposits already due clear.
  await openList(desk, name);
  await decide(desk, "Approve Enrollment", "Program enrollment approved successfully");
  await decide(desk, "Approve Negotiations", "Creditor negotiations approved successfully");
  expect((await runProcessorFor(id)).cleared).toBe(3);

  // An offer on each debt, approved by typed name; its deadline in Eastern time and the reader's.
  const lastDay = addDays(today, 10);
  const deadline = formatDeadline(lastDay, PHOENIX);
  expect(deadline).toMatch(/, 11:59 PM Eastern \(\d{1,2}:59 PM your time\)$/);
  const offers = [
    { ...CHASE, amountCents: "195016", dueOn: addDays(today, 70) },
    { ...QUAY, amountCents: "144975", dueOn: addDays(today, 160) },
  ];
  let ledger = "";
  for (const offer of offers) {
    const recorded = await recordOfferFor(id, offer.creditor, {
      amountCents: offer.amountCents,
      expiresOn: lastDay,
      payments: [{ dueOn: offer.dueOn, amountCents: offer.amountCents }],
    });
    expect(recorded.kind, JSON.stringify(recorded)).toBe("recorded");
    await openDashboard(page);
    await page
      .getByRole("region", { name: /^Your program \(application #/ })
      .getByRole("link", { name: `An offer from ${offer.creditor} needs your answer by ${deadline}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/program#offer-${recorded.offerId}$`));
    await waitForHydration(page);
    const approval = page.getByRole("region", { name: `Approval needed: ${offer.creditor}` });
    await expect(approval).toContainText(`Answer by ${deadline}.`);
    await expectNothingSideways(page);
    if (offer === offers[0]) await expectNoAxeViolations(page);
    await approval.getByLabel("Type your full name to approve").fill(fullName);
    await approval.getByRole("button", { name: "Approve this offer" }).click();
    await expect(
      page.getByText("Offer approved. We will tell the creditor and schedule the payments.").first(),
    ).toBeVisible();
    ledger = await openNegotiation(desk, name, offer.creditor);
    await confirmSettlement(desk);
  }

  // The payments clear; the last one pays Quay Card off, and the program completes by itself.
  expect((await runProcessorFor(id, offers[0]?.dueOn)).payments).toBe(1);
  expect((await runProcessorFor(id, offers[1]?.dueOn)).payments).toBe(1);

  // My Applications: the graduation summary, not "Approved" and a projected completion.
  await openDashboard(page);
  const card = page.getByRole("region", { name: /^Your program \(application #/ });
  const onCard = card.getByRole("region", { name: "Your program is complete" });
  await expect(onCard).toContainText(/Completed on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  const cardFigures = await figuresOf(onCard);
  expect(cardFigures).toMatchObject({
    // Cents kept from the wizard to every total: $4,875.40 + $3,624.35, settled for $1,950.16 and
    // $1,449.75; each fee a quarter of what was forgiven.
    "Debts enrolled": "2 ($8,499.75)",
    "Total settled": "$3,399.91",
    "Total fees paid": "$1,274.96",
    "Total forgiven": "$5,099.84",
    "Total saved, after our fees": "$3,824.88",
  });
  expect(cardFigures["Months in the program"]).toMatch(/^\d+$/);
  expect(cardFigures["Refund of what was left"]).toMatch(/^\$[\d,]+\.\d{2}$/);
  const panel = page.getByRole("region", { name: /^Application #/ });
  await expect(panel).toContainText("Completed");
  await expect(panel).not.toContainText("Approved");
  await expect(panel).not.toContainText("Projected Completion");
  await expect(page.getByRole("region", { name: "Progress" })).toContainText("Program CompletedCompleted");
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);

  // My Program: the same summary, the refund requested and dated, nothing more to draw.
  await openDashboard(page, "/dashboard/program");
  const account = page.getByRole("region", { name: /^Dedicated account of application #/ });
  const inAccount = account.getByRole("region", { name: "Your program is complete" });
  expect(await figuresOf(inAccount)).toEqual(cardFigures);
  const refund = cardFigures["Refund of what was left"] ?? "";
  await expect(account).toContainText(`Your program is complete. Your refund of ${refund} is due by`);
  await expect(
    account.getByRole("list", { name: "Refund steps" }).getByRole("listitem").first(),
  ).toContainText(/Requested[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M MST/);
  await expect(account).toContainText(/Next deposit\s*None scheduled/);
  await expect(account.getByRole("button", { name: "Leave the program" })).toHaveCount(0);
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);

  // The completion e-mail prints the same figures, word for word.
  const mail = await waitForEmail(user.email, "program is complete");
  for (const label of KEY_FIGURES) expect(emailFigure(mail, label), label).toBe(cardFigures[label]);
  expect(mail).toContain(`is refunded to you by`);

  // The admin: the account closed, no deposit scheduled after graduation.
  await desk.goto(ledger);
  await waitForHydration(desk);
  expect(await figuresOf(desk.getByRole("region", { name: fullName }))).toMatchObject({
    Status: "Closed",
    Balance: "$0.00",
  });
  const schedule = desk.getByRole("region", { name: "Deposit schedule" });
  await expect(schedule).toContainText("No deposit is scheduled.");
  await expect(schedule.getByRole("listitem").filter({ hasText: "Scheduled" })).toHaveText("Scheduled: 0");
  await expectNoAxeViolations(desk);
});
