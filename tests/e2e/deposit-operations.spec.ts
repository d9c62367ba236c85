import { addBusinessDays } from "#app/domain/business-days.ts";
import { addDays } from "#app/domain/calendar.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant } from "./support/dashboard.ts";
import { holdSimulator, setFirstDeposit, signAgreementAsOwner } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Issue 45 as an admin: the Work Queue's "Ready to negotiate" lists a debt the projection expects
// the account to cover this month; its row leads to the customer's page and from there to the
// debt's negotiation, where the offer is recorded, and the debt leaves the section. On the
// account's money page the admin records a deposit received with the processor's reference (shown
// on the ledger with the deposit's id), then a return with R01, then a retry of it. Both pages
// pass axe.

const DEBTS = [
  { originalCreditor: "Alpha Bank", currentBalance: "2,000.00" },
  { originalCreditor: "Beta Card", currentBalance: "3,000.00" },
  { originalCreditor: "Gamma Loans", currentBalance: "4,000.00" },
];

test("from ready to negotiate to an offer; a deposit received, returned with R01 and retried", async ({
  asCustomer,
  admin,
}) => {
  test.slow();
  // The server's own processor would clear the due deposits on its next run: it waits while the
  // admin records one received by hand (the case of a processor without webhooks).
  await holdSimulator(600);
  const { name, draft } = ownDraft("Operator");
  const debtAccounts = DEBTS.map((debt) => validDebtAccount(debt));
  const person = await applicant(asCustomer, [{ ...draft, debtAmount: "9,000", debtAccounts }]);
  const id = person.ids[0] as string;
  const today = calendarDateIn(new Date(), timeZoneOf(null));
  const { page: desk } = admin;

  await openList(desk, name);
  await decide(desk, "Approve App", "Application approved and confirmation email sent");
  // Three deposits of $2,000.00 due already: the account covers Alpha Bank's settlement this month.
  await setFirstDeposit(id, addDays(today, -65), "200000");
  await signAgreementAsOwner(id);
  await openList(desk, name);
  await decide(desk, "Approve Enrollment", "Program enrollment approved successfully");
  await decide(desk, "Approve Negotiations", "Creditor negotiations approved successfully");

  // The Work Queue says what to do: Alpha Bank is ready to negotiate.
  await desk.goto("/admin/work-queue");
  await waitForHydration(desk);
  const ready = desk.getByRole("region", { name: "Ready to negotiate" });
  const row = ready.getByRole("row").filter({ hasText: name }).filter({ hasText: "Alpha Bank" });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: /^Customer page/ })).toHaveAttribute(
    "href",
    /^\/admin\/customers\/[0-9a-f-]{36}$/,
  );
  await expectNoAxeViolations(desk);
  // From the queue to the customer's page, and from there to the debt's negotiation.
  await row.getByRole("link", { name: /^Customer page/ }).click();
  await expect(desk).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await waitForHydration(desk);
  await desk.locator("#debts").getByRole("link", { name: "Alpha Bank", exact: true }).click();
  await expect(desk).toHaveURL(/\/admin\/negotiations\/[0-9a-f-]{36}$/);
  await waitForHydration(desk);
  await desk.getByRole("button", { name: "Start negotiating" }).click();
  const record = desk.getByRole("form", { name: "Record the offer" });
  await record.getByLabel("Offer amount in dollars").fill("800.00");
  await record.getByLabel("Last day to approve").fill(addDays(today, 10));
  await record.getByLabel("Creditor's reference").fill("ALPHA-OPS-1");
  await record.getByLabel("Payment 1: day").fill(addDays(today, 40));
  await record.getByLabel("Payment 1: amount in dollars").fill("800.00");
  await record.getByRole("button", { name: "Record the offer" }).click();
  await expect(
    desk.getByText("Offer recorded; the customer has been asked to approve it by e-mail."),
  ).toBeVisible();
  await desk.goto("/admin/work-queue");
  await waitForHydration(desk);
  await expect(
    desk
      .getByRole("region", { name: "Ready to negotiate" })
      .getByRole("row")
      .filter({ hasText: name })
      .filter({ hasText: "Alpha Bank" }),
  ).toHaveCount(0);

  // The money page: a due deposit recorded received, with the processor's reference.
  await desk.goto("/admin/money");
  await waitForHydration(desk);
  await desk.getByRole("row").filter({ hasText: name }).getByRole("link", { name: "View ledger" }).click();
  await waitForHydration(desk);
  const received = desk.getByRole("form", { name: "Record deposit received" });
  await received.getByLabel("Deposit").selectOption({ index: 1 });
  await received.getByLabel("Processor reference (optional)").fill("E2E-TR-0001");
  await received.getByRole("button", { name: "Record deposit received" }).click();
  await expect(
    desk.getByText("Deposit recorded as received; the customer has been told by e-mail."),
  ).toBeVisible();
  const ledger = desk.getByRole("table", { name: "Ledger entries, newest first" });
  await expect(ledger.getByRole("row").filter({ hasText: "E2E-TR-0001" })).toContainText(
    /Deposit [0-9a-f]{8}/,
  );

  // It comes back: R01, insufficient funds.
  const returned = desk.getByRole("form", { name: "Record returned deposit" });
  await returned.getByLabel("Deposit").selectOption({ index: 1 });
  await returned.getByLabel("Return code").selectOption({ label: "R01: Insufficient funds" });
  await returned.getByRole("button", { name: "Record returned deposit" }).click();
  await expect(
    desk.getByText("Returned deposit recorded; the customer has been told by e-mail."),
  ).toBeVisible();
  const deposits = desk.getByRole("table", { name: "Deposits, by due day" });
  await expect(deposits.getByRole("row").filter({ hasText: "R01: Insufficient funds" })).toHaveCount(1);

  // A retry two business days ahead.
  const retry = desk.getByRole("form", { name: "Schedule a retry" });
  await retry.getByLabel("Returned deposit").selectOption({ index: 1 });
  await retry.getByLabel("Try again on").fill(addBusinessDays(today, 2));
  await retry.getByRole("button", { name: "Schedule a retry" }).click();
  await expect(desk.getByText("Retry scheduled; the customer has been told by e-mail.")).toBeVisible();
  // The new deposit's kind cell (the header "Retry of" is no row of data).
  const retryRow = deposits
    .getByRole("row")
    .filter({ has: desk.getByRole("cell", { name: "Retry", exact: true }) });
  await expect(retryRow).toHaveCount(1);
  await expectNoAxeViolations(desk);
});

test.afterAll(async () => {
  await holdSimulator(0);
});
