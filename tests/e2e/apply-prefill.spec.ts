import { expect, test } from "./support/test.ts";
import {
  ANSWERS,
  completeToDebtSelection,
  fillDebtAccount,
  heading,
  next,
  openWizard,
} from "./support/wizard.ts";

// Issue 21: what the wizard starts with. A signed-in applicant finds their own name, e-mail and
// phone on step 1 (editable, never replacing what a kept draft holds), and the calculator's
// `/apply?debt=<dollars>` fills the total debt and its range (to the cent since issue 43:
// calculator-apply.spec.ts follows one to the review).

test("a signed-in applicant finds their name, e-mail and phone filled in, and can change them", async ({
  customer,
}) => {
  const { page, user } = customer;
  await openWizard(page);
  await expect(page.getByLabel("First Name")).toHaveValue(user.firstName);
  await expect(page.getByLabel("Last Name")).toHaveValue(user.lastName);
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  // The profile's phone, decrypted on the server for this page, shown readable.
  await expect(page.getByLabel("Phone")).toHaveValue("(555) 123-4567");

  // Editable: a changed answer is kept, and a reload keeps it over the profile's.
  await page.getByLabel("First Name").fill("Gracie");
  await page.getByLabel("Phone").fill("(555) 987-6543");
  await page.reload();
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await expect(page.getByLabel("First Name")).toHaveValue("Gracie");
  await expect(page.getByLabel("Phone")).toHaveValue("(555) 987-6543");
  await expect(page.getByLabel("Last Name")).toHaveValue(user.lastName);
  await next(page, "Credit Score");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
});

test("a visitor's step 1 starts empty", async ({ page }) => {
  await openWizard(page);
  for (const label of ["First Name", "Last Name", "Email", "Phone"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
});

test("a draft kept in the tab wins over the profile after signing in", async ({ page, customer }) => {
  // The customer fixture's page is signed in; a kept draft typed by someone earlier in this tab.
  await page.goto("/apply");
  await page.evaluate(
    ([first, last]) => {
      sessionStorage.setItem(
        "harborline.apply-draft.v1",
        JSON.stringify({
          step: 1,
          submissionId: crypto.randomUUID(),
          firstAccountType: "",
          values: { firstName: first, lastName: last, email: "", phone: "" },
        }),
      );
    },
    [ANSWERS.firstName, ANSWERS.lastName],
  );
  await openWizard(page);
  await expect(page.getByLabel("First Name")).toHaveValue(ANSWERS.firstName);
  await expect(page.getByLabel("Last Name")).toHaveValue(ANSWERS.lastName);
  // What the draft left blank comes from the profile.
  await expect(page.getByLabel("Email")).toHaveValue(customer.user.email);
  await expect(page.getByLabel("Phone")).toHaveValue("(555) 123-4567");
});

test("/apply?debt=25000 (whole dollars, from the calculator) fills the total debt and its range", async ({
  page,
}) => {
  await openWizard(page, "/apply?debt=25000");
  await completeToDebtSelection(page);
  await expect(page.getByLabel("Total Unsecured Debt")).toHaveValue("3");
  await next(page, "Debt Account Details");
  await page.getByRole("button", { name: "Add Your First Debt Account" }).click();
  await fillDebtAccount(page, 1);
  await next(page, "Additional Details");
  await expect(page.getByLabel("Total Debt Amount")).toHaveValue("25,000");
  // Editable like any answer.
  await page.getByLabel("Total Debt Amount").fill("24000");
  await expect(page.getByLabel("Total Debt Amount")).toHaveValue("24,000");
});

test("a ?debt= that is not a sensible amount is ignored", async ({ page }) => {
  for (const debt of ["25000.5", "-25000", "abc", "99999999"]) {
    await openWizard(page, `/apply?debt=${debt}`);
    await completeToDebtSelection(page);
    await expect(page.getByLabel("Total Unsecured Debt")).toHaveValue("");
    await page.evaluate(() => sessionStorage.clear());
  }
  await expect(heading(page)).toHaveText("Debt Selection");
});
