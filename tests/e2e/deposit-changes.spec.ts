import { addBusinessDays } from "#app/domain/business-days.ts";
import { addDays } from "#app/domain/calendar.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, openDashboard } from "./support/dashboard.ts";
import { setFirstDeposit, signAgreementAsOwner } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { waitForEmail } from "./support/mailbox.ts";
import { expectNothingSideways } from "./support/program-pages.ts";
import { expect, test } from "./support/test.ts";

// Changes to deposits end to end (issue 44), on a phone in Phoenix: an enrolled customer opens
// "Change your deposits" from My Program, moves the draft day, skips a month and adds an extra
// deposit, each time seeing its effect on each debt's expected month and on the end month before
// confirming; each change is e-mailed; a second skip within 6 months is refused with its reason.

test("move the draft day, add an extra deposit, skip a month, each seen before it is confirmed", async ({
  asCustomer,
  admin,
  newContext,
}) => {
  test.slow();
  const { name, email, draft } = ownDraft("Mover");
  const person = await applicant(asCustomer, [draft], { width: 375, height: 800 });
  const id = person.ids[0] as string;
  const today = companyDayOf(new Date());

  await openList(admin.page, name);
  await decide(admin.page, "Approve App", "Application approved and confirmation email sent");
  // The first deposit three weeks away: every deposit is far enough ahead to change.
  const first = addDays(today, 21);
  await setFirstDeposit(id, first);
  await signAgreementAsOwner(id);
  await openList(admin.page, name);
  await decide(admin.page, "Approve Enrollment", "Program enrollment approved successfully");

  const { page } = person;
  await openDashboard(page, "/dashboard/program");
  await page.getByRole("link", { name: /^Change your deposits/ }).click();
  await expect(page.getByRole("heading", { name: "Change your deposits" })).toBeVisible();
  await waitForHydration(page);
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);

  // Move the draft day: the effect first, then the confirmation.
  const day = Number(first.slice(8, 10)) === 20 ? "12" : "20";
  const move = page.getByRole("form", { name: "Move the draft day" });
  await move.getByLabel("New day of the month").selectOption(day);
  await move.getByRole("button", { name: "See the effect of a new day" }).click();
  const effect = page.getByRole("region", { name: "The effect of this change" });
  await expect(effect).toContainText(`Your deposits will be drawn on the ${day}th of each month`);
  await expect(effect.getByRole("table", { name: "Expected settlement of each debt" })).toContainText(
    "End of the program",
  );
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);
  await effect.getByRole("button", { name: "Confirm the change" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your change is confirmed" })).toBeVisible();
  await expect(page.getByText(`Your deposits are drawn on the ${day}th of each month`)).toBeVisible();
  await waitForEmail(email, `drawn on the ${day}th of each month`);

  // Skip a month: the end month moves by one, shown before confirming.
  const skip = page.getByRole("form", { name: "Skip a month" });
  await skip.getByRole("button", { name: "See the effect of skipping it" }).click();
  await expect(effect).toContainText("will be skipped");
  // The end month with the skip is marked as moved (one more deposit at the end of the term).
  await expect(effect.getByRole("row", { name: /End of the program/ }).locator("strong")).toBeVisible();
  await expectNoAxeViolations(page);
  await effect.getByRole("button", { name: "Confirm the change" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your change is confirmed" })).toBeVisible();
  await expect(page.getByText(/^Skipped: /)).toBeVisible();

  // An extra deposit of $250.00, 4 business days away.
  const extraDay = addBusinessDays(today, 4);
  const extra = page.getByRole("form", { name: "Add an extra deposit" });
  await extra.getByLabel("Day").fill(extraDay);
  await extra.getByLabel("Amount").fill("250");
  await extra.getByRole("button", { name: "See the effect of an extra deposit" }).click();
  await expect(effect).toContainText("An extra deposit of $250.00 will be drawn on");
  await effect.getByRole("button", { name: "Confirm the change" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your change is confirmed" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Your next deposits" })).toContainText("Extra deposit");
  await waitForEmail(email, "An extra deposit of $250.00");

  // A second skip within 6 months is refused, with when the next one can be.
  await page
    .getByRole("form", { name: "Skip a month" })
    .getByRole("button", { name: "See the effect of skipping it" })
    .click();
  await expect(page.getByRole("alert")).toContainText("the next skip can be in");
  await expect(page.getByRole("region", { name: "The effect of this change" })).toHaveCount(0);

  // Without JavaScript the same forms: the effect is a page (a GET), the confirmation a POST.
  const address = new URL(page.url()).pathname;
  const plain = await (
    await newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } }, person.user)
  ).newPage();
  await plain.goto(address);
  const plainMove = plain.getByRole("form", { name: "Move the draft day" });
  await plainMove.getByLabel("New day of the month").selectOption("5");
  await plainMove.getByRole("button", { name: "See the effect of a new day" }).click();
  await expect(plain).toHaveURL(/change=move-draft-day&day=5/);
  const plainEffect = plain.getByRole("region", { name: "The effect of this change" });
  await expect(plainEffect).toContainText("Your deposits will be drawn on the 5th of each month");
  await plainEffect.getByRole("button", { name: "Confirm the change" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Your change is confirmed" })).toBeVisible();
  await expect(plain.getByText("Your deposits are drawn on the 5th of each month")).toBeVisible();
});
