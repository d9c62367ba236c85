import { approvedApplicant, changePlanTerm } from "./support/admin-decisions.ts";
import { openDashboard } from "./support/dashboard.ts";
import { expect, test } from "./support/test.ts";

// My Program with React (issue 42): the live stream draws the room again, and a form the
// customer is using stays as it is (the name typed, the box ticked, the server's refusal beside
// the field) while it takes the new plan's revision with the new plan. Signing removes the form:
// the room tells the answer (RemovedFormAnswers).

test("My Program: a refusal and what is typed stay while the plan changes live; the new plan then signs", async ({
  asCustomer,
  admin,
}) => {
  const { person, name } = await approvedApplicant(asCustomer, admin.page, "Ledger");
  const { page } = person;
  await openDashboard(page, "/dashboard/program");
  const plan = page.getByRole("region", { name: "Review and sign your agreement" });
  const typedName = plan.getByLabel("Type your full name");
  const consent = plan.getByLabel(/I have read the disclosures/);

  // Refused by the server: said beside the field, which has the focus, the box still ticked.
  await typedName.fill("Someone Else");
  await consent.check();
  await plan.getByLabel(/I authorize these monthly debits/).check();
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(typedName).toHaveAccessibleDescription(
    /Type your full name as it appears on your application/,
  );
  await expect(typedName).toBeFocused();
  await expect(consent).toBeChecked();
  await page.evaluate(() => {
    (window as unknown as { keptPage?: boolean }).keptPage = true;
  });

  // The admin changes the term: the room shows the new plan without a reload, and the form in use
  // is kept, its refusal included.
  // $1,469.19 to save for the one debt: the least the plan allows for 48 months, $31.00, takes 48.
  await changePlanTerm(admin.page, name, 48, "$31.00");
  await expect(plan).toContainText("48 months");
  await expect(typedName).toHaveValue("Someone Else");
  await expect(typedName).toHaveAccessibleDescription(
    /Type your full name as it appears on your application/,
  );
  await expect(consent).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(true);

  // The plan shown is the one signed: no "your plan changed" refusal; the answer is told as the
  // form goes.
  await typedName.fill(`Ada ${name}`);
  await plan.getByRole("button", { name: "Sign the Agreement" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your agreement is signed." })).toBeVisible();
  await expect(page.getByText(/Signed on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByText(/48 months/).first()).toBeVisible();
  await expect(plan.getByRole("button", { name: "Sign the Agreement" })).toHaveCount(0);
});
