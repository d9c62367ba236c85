import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, type Persona, type PersonaOptions, test } from "./support/test.ts";

// Payment Methods (issue 12): an admin finds a customer, adds a card and a bank account for
// them, makes the bank account the default and removes the card after a confirmation; the
// spec's messages in the browser and from the server (JavaScript off); the full number and the
// CVV never come back from the server; visitors and customers are refused every action; axe.
// Each test works on its own customer, found by a surname no other test uses.

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const CARD = "4242424242424242";

async function ownCustomer(persona: (options?: PersonaOptions) => Promise<Persona>) {
  const lastName = `Paymond${crypto.randomBytes(4).toString("hex")}`;
  return persona({ lastName, signedIn: false });
}

async function openFor(page: Page, owner: Persona) {
  await page.goto(`/admin/payments?q=${owner.lastName}&owner=${owner.lastName}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Methods" })).toBeVisible();
}

const addForm = (page: Page) => page.getByRole("form", { name: "Add payment method" });

async function fillCard(page: Page, owner: Persona, card = CARD) {
  const form = addForm(page);
  await form.getByRole("radio", { name: new RegExp(owner.lastName) }).check();
  await form.getByRole("radio", { name: "Credit Card" }).check();
  await form.getByLabel("Name on Card").fill(`${owner.firstName} ${owner.lastName}`);
  await form.getByLabel("Card Number").fill(card.replace(/(\d{4})(?=\d)/g, "$1 "));
  await form.getByLabel("Expiry Date").fill(`11/${nextYear}`);
  await form.getByLabel("CVV").fill("321");
}

test("an admin adds a card and a bank account for a customer, moves the default and removes the card", async ({
  admin,
  persona,
}) => {
  const owner = await ownCustomer(persona);
  const { page } = admin;
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (response.request().method() === "POST") bodies.push(await response.text().catch(() => ""));
  });
  await page.goto("/admin/payments");
  // The user is found by a search on the server.
  await page.getByLabel("1. Find the user by name or email").fill(owner.lastName);
  await page.getByRole("button", { name: "Find User" }).click();
  await expect(page).toHaveURL(new RegExp(`owner=${owner.lastName}`));
  await expect(addForm(page).getByRole("radio", { name: new RegExp(owner.lastName) })).toBeVisible();

  await fillCard(page, owner);
  await addForm(page).getByRole("button", { name: "Add Payment Method" }).click();
  await expect(page.getByText("Payment method added successfully", { exact: true }).first()).toBeVisible();
  // The form is empty again for the next one.
  await expect(addForm(page).getByLabel("Card Number")).toHaveValue("");

  await page.goto(`/admin/payments?q=${owner.lastName}&owner=${owner.lastName}`);
  const rows = page.getByRole("row").filter({ hasText: owner.lastName });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Card ending in 4242");
  await expect(rows.first()).toContainText(`Expires 11/${nextYear}`);
  await expect(rows.first().getByText("Default", { exact: true })).toBeVisible();

  // A bank account: only its fields are shown once Bank Account is chosen.
  const form = addForm(page);
  await form.getByRole("radio", { name: new RegExp(owner.lastName) }).check();
  await form.getByRole("radio", { name: "Bank Account" }).check();
  await expect(form.getByLabel("Card Number")).toHaveCount(0);
  await form.getByLabel("Account Name").fill("Household Checking");
  await form.getByLabel("Account Number").fill("000123456789");
  await form.getByLabel("Routing Number").fill("021000021");
  await form.getByRole("button", { name: "Add Payment Method" }).click();
  await expect(page.getByText("Payment method added successfully", { exact: true }).first()).toBeVisible();
  await expect(rows).toHaveCount(2);
  const bankRow = rows.filter({ hasText: "Account ending in 6789" });
  const cardRow = rows.filter({ hasText: "Card ending in 4242" });
  await expect(bankRow).toContainText("Routing number ending in 0021");
  const badge = (row: typeof bankRow) => row.getByText("Default", { exact: true });
  await expect(badge(bankRow)).toHaveCount(0);

  await bankRow.getByRole("button", { name: /Make Default/ }).click();
  await expect(page.getByText("Default payment method updated successfully", { exact: true })).toBeVisible();
  await expect(badge(bankRow)).toBeVisible();
  await expect(badge(cardRow)).toHaveCount(0);

  // Remove asks first; the safe choice comes first and changes nothing.
  await cardRow.getByRole("button", { name: /Remove/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove this payment method?" });
  await expect(dialog).toContainText(`Card ending in 4242, ${owner.firstName} ${owner.lastName}`);
  await dialog.getByRole("button", { name: "Keep Payment Method" }).click();
  await expect(dialog).toBeHidden();
  await expect(cardRow.getByRole("button", { name: /Remove/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Remove Payment Method" }).click();
  await expect(page.getByText("Payment method removed successfully", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Account ending in 6789");

  // Nothing the server said, nor the page, holds the full numbers or the CVV.
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of [...bodies, await page.content()]) {
    expect(body).not.toContain(CARD);
    expect(body).not.toContain("4242 4242 4242 4242");
    expect(body).not.toContain("000123456789");
    expect(body).not.toContain("021000021");
  }
});

test("bad input is refused with the spec's messages, in the browser and by the server without JavaScript", async ({
  admin,
  asAdmin,
  persona,
}) => {
  const owner = await ownCustomer(persona);
  const { page } = admin;
  await openFor(page, owner);
  const form = addForm(page);
  // Nothing chosen or typed: each field says what it needs, the toast says what failed.
  await form.getByRole("button", { name: "Add Payment Method" }).click();
  await expect(page.getByText("Failed to add payment method", { exact: true })).toBeVisible();
  await expect(form).toContainText("Choose the user this payment method belongs to");
  await expect(form).toContainText("Card number is required");
  await expect(form).toContainText("Expiry date is required");
  await expect(form).toContainText("CVV is required");
  await expect(form).toContainText("Name on card is required");
  await expect(form.getByRole("radio", { name: new RegExp(owner.lastName) })).toBeFocused();

  await fillCard(page, owner, "4242424242424");
  await form.getByLabel("Expiry Date").fill("01/20");
  await form.getByLabel("CVV").fill("12");
  await form.getByRole("button", { name: "Add Payment Method" }).click();
  await expect(form.getByLabel("Card Number")).toHaveAccessibleDescription(
    /Please enter a valid 16-digit card number/,
  );
  await expect(form.getByLabel("Expiry Date")).toHaveAccessibleDescription(/This card has expired/);
  await expect(form.getByLabel("CVV")).toHaveAccessibleDescription(/CVV must be 3 or 4 digits/);
  await expect(form.getByLabel("Card Number")).toBeFocused();
  // An error clears as its field is edited.
  await form.getByLabel("CVV").fill("123");
  await expect(form.getByLabel("CVV")).not.toHaveAccessibleDescription(/CVV must be/);

  // The server checks again: without JavaScript the form posts as a page.
  const noScript = await asAdmin({ context: { javaScriptEnabled: false } });
  await noScript.page.goto(`/admin/payments?owner=${owner.lastName}`);
  const plain = addForm(noScript.page);
  await plain.getByRole("radio", { name: new RegExp(owner.lastName) }).check();
  await plain.getByRole("radio", { name: "Bank Account" }).check();
  await plain.getByLabel("Account Number").fill("1234567");
  await plain.getByLabel("Routing Number").fill("12345678");
  await plain.getByLabel("Name on Card").fill("Ignored for a bank account");
  await plain.getByRole("button", { name: "Add Payment Method" }).click();
  await expect(plain).toContainText("Please correct the fields marked below.");
  await expect(plain).toContainText("Please enter a valid account number");
  await expect(plain).toContainText("Please enter a valid 9-digit routing number");
  await expect(plain).toContainText("Account name is required");
  // What was typed comes back, the numbers do not.
  await expect(plain.getByLabel("Account Number")).toHaveValue("");
  await expect(plain.getByLabel("Routing Number")).toHaveValue("");
  await expect(plain.getByRole("radio", { name: "Bank Account" })).toBeChecked();
  expect(await noScript.page.content()).not.toContain("1234567");

  // Nothing was stored.
  await page.goto(`/admin/payments?q=${owner.lastName}`);
  await expect(page.getByText("No payment methods found matching your criteria")).toBeVisible();
});

test("visitors and customers are refused every payment action, and nothing changes", async ({
  admin,
  persona,
  newApiClient,
}) => {
  const owner = await ownCustomer(persona);
  const form = (type: "credit" | "bank"): Record<string, string> =>
    type === "credit"
      ? {
          intent: "add-payment-method",
          userId: owner.id,
          type,
          cardName: "Card Holder",
          cardNumber: CARD,
          expiryDate: `11/${nextYear}`,
          cvv: "321",
        }
      : {
          intent: "add-payment-method",
          userId: owner.id,
          type,
          accountName: "Checking",
          accountNumber: "000123456789",
          routingNumber: "021000021",
        };
  for (const type of ["credit", "bank"] as const) {
    const answer = await admin.api.post("/admin/payments", { form: form(type), maxRedirects: 0 });
    expect(answer.status()).toBe(200);
  }
  const listed = async () => (await admin.api.get(`/admin/payments?q=${owner.lastName}`)).text();
  const html = await listed();
  // The bank account, not the default, offers Make Default: its id is in that form.
  const bankId = /name="paymentMethodId" value="([0-9a-f-]{36})"/.exec(html)?.[1] as string;
  expect(bankId).toBeTruthy();

  const visitor = await newApiClient();
  const customer = await newApiClient({}, await persona());
  for (const fields of [
    form("credit"),
    { intent: "set-default-payment-method", paymentMethodId: bankId },
    { intent: "delete-payment-method", paymentMethodId: bankId },
  ]) {
    const post = (client: typeof visitor) =>
      client.post("/admin/payments", { form: fields, maxRedirects: 0 }).then((r) => r.headers().location);
    expect(await post(visitor)).toBe("/admin/auth?redirectTo=%2Fadmin%2Fpayments");
    expect(await post(customer)).toBe("/");
  }
  const after = await listed();
  // One card row (the text is also in its Remove button's label and the page's data).
  expect(after.match(/>Card ending in 4242</g)).toHaveLength(1);
  expect(after).toContain("Account ending in 6789");
  expect(after).toContain(`value="${bankId}"`);
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on Payment Methods with rows, a user search and errors at ${width} px`, async ({
    asAdmin,
    persona,
  }) => {
    const owner = await ownCustomer(persona);
    const { page } = await asAdmin({ context: { viewport: { width, height: 900 } } });
    await openFor(page, owner);
    await fillCard(page, owner);
    await addForm(page).getByRole("button", { name: "Add Payment Method" }).click();
    await expect(page.getByText("Payment method added successfully", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: owner.lastName })).toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // With the form's errors shown.
    await addForm(page).getByRole("button", { name: "Add Payment Method" }).click();
    await expect(addForm(page)).toContainText("Card number is required");
    await expectNoAxeViolations(page);
    // With the confirmation open.
    await page
      .getByRole("row")
      .filter({ hasText: owner.lastName })
      .getByRole("button", { name: /Remove/ })
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
