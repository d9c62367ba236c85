import { addBusinessDays } from "#app/domain/business-days.ts";
import { addDays } from "#app/domain/calendar.ts";
import { formatDate } from "#app/domain/format.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, openDashboard } from "./support/dashboard.ts";
import { runProcessorFor, setFirstDeposit, signAgreementAsOwner } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The dedicated account end to end (issue 23): enrollment approved with a schedule whose first
// days have passed, the simulated processor clears them, My Program shows the balance, the chart
// and a month per debt; a returned deposit recorded by an admin moves the dates; the customer
// leaves the program (its confirmation saying the refund) and sees the refund's due day; an admin
// marks it sent, then completed, and the customer sees each state, dated; the application reads
// Left the program.

test("enroll, save, a deposit comes back, leave, and follow the refund to completed", async ({
  asCustomer,
  admin,
  newContext,
}) => {
  test.slow();
  const { name, draft } = ownDraft("Saver");
  const person = await applicant(asCustomer, [draft]);
  const id = person.ids[0] as string;
  const today = calendarDateIn(new Date(), timeZoneOf(null));

  await openList(admin.page, name);
  await decide(admin.page, "Approve App", "Application approved and confirmation email sent");
  // Three monthly deposits are due already: the first one 65 days ago.
  await setFirstDeposit(id, addDays(today, -65));
  await signAgreementAsOwner(id);
  await openList(admin.page, name);
  await decide(admin.page, "Approve Enrollment", "Program enrollment approved successfully");
  const run = await runProcessorFor(id);
  expect(run.cleared).toBe(3);

  const { page } = person;
  await openDashboard(page, "/dashboard/program");
  const account = page.getByRole("region", { name: /^Dedicated account of application #/ });
  await expect(account.getByText("Deposits made")).toBeVisible();
  await expect(account).toContainText(/3 \(\$[\d,]+\.\d{2}\)/);
  await expect(account.getByRole("figure")).toBeVisible();
  // The server draws the balance (decision 51): the same chart without JavaScript.
  const plain = await (await newContext({ javaScriptEnabled: false }, person.user)).newPage();
  await plain.goto("/dashboard/program");
  const drawn = plain
    .getByRole("region", { name: /^Dedicated account of application #/ })
    .locator("[data-chart]");
  await expect(drawn).toBeVisible();
  await expect(drawn.locator("[data-series='actual'] path")).toHaveCount(2);
  await expect(drawn.locator("[data-month-label]")).not.toHaveCount(0);
  const debts = account.getByRole("table", { name: /Your enrolled debts/ });
  await expect(debts.getByRole("row")).not.toHaveCount(1);
  await expect(debts).toContainText("(estimate)");
  const before = await debts.textContent();
  await expectNoAxeViolations(page);
  // On a phone the page does not scroll sideways (the debts' table reads as stacked rows).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(account.getByRole("figure")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });

  // An admin records the latest deposit as returned: the customer is told, and the dates move.
  await admin.page.goto("/admin/money");
  await waitForHydration(admin.page);
  await admin.page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: "View ledger" })
    .click();
  const returnForm = admin.page.getByRole("form", { name: "Record returned deposit" });
  await returnForm.getByLabel("Deposit").selectOption({ index: 2 });
  await returnForm.getByLabel("Return code").selectOption({ label: "R01: Insufficient funds" });
  await returnForm.getByRole("button", { name: "Record returned deposit" }).click();
  await expect(
    admin.page.getByText("Returned deposit recorded; the customer has been told by e-mail."),
  ).toBeVisible();
  await expectNoAxeViolations(admin.page);

  await page.reload();
  await waitForHydration(page);
  await expect(account.getByRole("status")).toContainText("was returned by your bank (Insufficient funds)");
  await expect(account).toContainText(/Deposits missed\s*1 \(/);
  expect(await debts.textContent()).not.toBe(before);

  // The customer leaves: one button, its confirmation saying what comes back and by when (the
  // balance shown), a toast, and the refund's due day.
  const balance = /Balance(\$[\d,]+\.\d{2})/.exec((await account.textContent()) ?? "")?.[1];
  await account.getByRole("button", { name: "Leave the program" }).click();
  const leaving = page.getByRole("alertdialog", { name: "Leave the program?" });
  await expect(leaving).toContainText(
    `You will get ${balance} back by ${formatDate(addBusinessDays(today, 7))} (7 business days).`,
  );
  await leaving.getByRole("button", { name: "Yes, leave the program" }).click();
  await expect(page.getByText("You have left the program. Your refund is requested.").first()).toBeVisible();
  const due = formatDate(addBusinessDays(today, 7));
  await expect(account).toContainText(`is due by ${due}`);
  await expect(account).toContainText("Refund status: Requested");

  // The admin marks it sent, then completed; the customer sees each state.
  for (const [step, toast, state] of [
    ["Mark as sent", "Refund marked sent", "Sent"],
    ["Mark as completed", "Refund marked completed", "Completed"],
  ] as const) {
    await admin.page.goto("/admin/money");
    await waitForHydration(admin.page);
    const refundRow = admin.page
      .getByRole("row")
      .filter({ hasText: name })
      .filter({ has: admin.page.getByRole("button", { name: step }) });
    await refundRow.getByRole("button", { name: step }).click();
    await expect(admin.page.getByText(toast).first()).toBeVisible();
    await page.reload();
    await expect(account).toContainText(`Refund status: ${state}`);
    // Each step reached is dated (issue 43).
    await expect(
      account.getByRole("list", { name: "Refund steps" }).getByRole("listitem").filter({ hasText: state }),
    ).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
  }
  // Once completed, it is no longer "due by" (issue 43).
  await expect(account).not.toContainText("due by");
  await expect(account).toContainText(/Your refund of \$[\d,]+\.\d{2} was completed on /);

  // The application reads Left the program in the customer's list and the admin's (issue 43:
  // leaving after enrollment is not a cancellation of the application).
  await openDashboard(page, "/dashboard");
  await expect(page.getByText("Left the program").first()).toBeVisible();
  await openList(admin.page, name);
  await expect(admin.page.getByRole("row").filter({ hasText: name }).first()).toContainText(
    "Left the program",
  );
});
