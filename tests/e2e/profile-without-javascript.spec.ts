import type { APIRequestContext, Page } from "@playwright/test";
import { SoftAuthenticator } from "#tests/support/soft-authenticator.ts";
import { totpFor } from "../support/totp.ts";
import { E2E_ORIGIN, PASSWORD } from "./support/constants.ts";
import { expect, type Persona, type SignedIn, test } from "./support/test.ts";

// Profile Settings with JavaScript turned off (issue 42): every form posts as a page and the page
// that answers shows what happened: the answer in the toast's words at the top of the room
// (PostedAnswer), or, for a form whose success replaced the session (a redirect carrying the new
// cookie), the flash drawn in a <noscript>. The profile form itself is forms.spec.ts.

const NEW_PASSWORD = "Quiet-Tide-2027!";

/** A new customer on Profile Settings, in a browser with JavaScript turned off. */
async function profileWithoutJavaScript(asCustomer: (options?: object) => Promise<SignedIn>) {
  const person = await asCustomer({ context: { javaScriptEnabled: false } });
  await person.page.goto("/dashboard/profile");
  await expect(person.page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
  return person;
}

/** The page's answer said at the top of the room. */
const answer = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** The waiting flash, drawn in a <noscript> (which Playwright's text and role queries leave out). */
const flash = (page: Page) => page.locator("noscript [data-flash]");

/** Another browser signed in to the same account (an HTTP client holding its own session). */
async function signedInElsewhere(newApiClient: () => Promise<APIRequestContext>, user: Persona) {
  const client = await newApiClient();
  const signedIn = await client.post("/auth", {
    form: { intent: "sign-in", email: user.email, password: user.password },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  return client;
}

/** Whether a browser's session still opens the dashboard. */
async function stillSignedIn(client: APIRequestContext): Promise<boolean> {
  return (await client.get("/dashboard", { maxRedirects: 0 })).status() === 200;
}

test("Change Password: the answer says so, the fields are empty again, still signed in, and the new password signs in", async ({
  asCustomer,
  newApiClient,
}) => {
  const { page, user } = await profileWithoutJavaScript(asCustomer);
  const form = page.getByRole("region", { name: "Change Password" });
  await form.getByLabel("Current Password").fill(PASSWORD);
  await form.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(flash(page)).toBeVisible();
  await expect(flash(page)).toContainText("Password updated successfully");
  await expect(page.getByText(`Welcome back, ${user.email}`)).toBeVisible();
  await expect(form.getByLabel("Current Password")).toHaveValue("");
  await expect(form.getByLabel("New Password", { exact: true })).toHaveValue("");
  const elsewhere = await signedInElsewhere(newApiClient, { ...user, password: NEW_PASSWORD });
  expect(await stillSignedIn(elsewhere)).toBe(true);
});

test("Time Zone: the answer says so and the room shows the zone chosen", async ({ asCustomer }) => {
  const { page } = await profileWithoutJavaScript(asCustomer);
  const card = page.getByRole("region", { name: "Time Zone" });
  await card.getByLabel("Your time zone").selectOption("Pacific/Honolulu");
  await card.getByRole("button", { name: "Save Time Zone" }).click();
  await expect(answer(page, "Time zone updated. Dates are now shown in it.")).toBeVisible();
  await expect(card.locator("strong")).toHaveText(/Honolulu/);
  await expect(card.getByLabel("Your time zone")).toHaveValue("Pacific/Honolulu");
});

test("Two-factor sign-in: turned on with the app's code, then off, each answer on the page", async ({
  asCustomer,
}) => {
  const { page } = await profileWithoutJavaScript(asCustomer);
  const card = page.getByRole("region", { name: "Two-Factor Sign-In" });
  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
  // The page that answers is the enrollment: the QR code, its key and the recovery codes.
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  const key = (await card.locator("figcaption code").textContent()) ?? "";
  await card.getByLabel("Authentication Code").fill(await totpFor(key));
  await card.getByRole("button", { name: "Confirm and Turn On" }).click();
  await expect(flash(page)).toContainText("Two-factor sign-in is on");
  await expect(card).toContainText(
    "Two-factor sign-in is on: every sign-in with your password asks for a code",
  );

  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn Off Two-Factor Sign-In" }).click();
  await expect(flash(page)).toContainText("Two-factor sign-in is off");
  await expect(card.getByRole("button", { name: "Turn On Two-Factor Sign-In" })).toBeVisible();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toHaveCount(0);
});

test("Remove a passkey: asked in place, then the answer says so and the passkey is gone", async ({
  asCustomer,
}) => {
  const { page, api } = await profileWithoutJavaScript(asCustomer);
  // Made with JavaScript elsewhere (here by a software authenticator, through the same two requests).
  const options = await api.post("/dashboard/profile/passkey", {
    form: { intent: "passkey-options", password: PASSWORD },
  });
  const { passkey } = (await options.json()) as { passkey: { challengeId: string; options: never } };
  const made = await api.post("/dashboard/profile", {
    form: {
      intent: "passkey-add",
      challengeId: passkey.challengeId,
      response: JSON.stringify(new SoftAuthenticator(E2E_ORIGIN).register(passkey.options)),
      name: "Old phone",
    },
  });
  expect(made.ok()).toBe(true);

  await page.reload();
  const card = page.getByRole("region", { name: "Passkeys" });
  await expect(card.getByRole("list", { name: "Your passkeys" })).toContainText("Old phone");
  await card.locator("summary").click();
  const asked = card.locator("details form");
  await expect(asked).toContainText("Remove the passkey Old phone?");
  await asked.getByRole("button", { name: "Remove Passkey" }).click();
  await expect(answer(page, "Passkey removed")).toBeVisible();
  await expect(card).toContainText("You have no passkeys yet.");
});

test("Sign out one other session: the answer says so, its row is gone, and that browser is signed out", async ({
  asCustomer,
  newApiClient,
}) => {
  const { page, user } = await profileWithoutJavaScript(asCustomer);
  const elsewhere = await signedInElsewhere(newApiClient, user);
  await page.reload();
  const sessions = page.getByRole("region", { name: "Where You're Signed In" });
  const rows = sessions.getByRole("table").getByRole("row");
  // The header, this browser and the other one.
  await expect(rows).toHaveCount(3);
  await rows
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign Out/ })
    .click();
  await expect(answer(page, "That session is signed out")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(sessions).toContainText("This device");
  expect(await stillSignedIn(elsewhere)).toBe(false);
});

test("Sign Out Everywhere Else: asked in place, then the answer says so and only this browser is left", async ({
  asCustomer,
  newApiClient,
}) => {
  const { page, user } = await profileWithoutJavaScript(asCustomer);
  const first = await signedInElsewhere(newApiClient, user);
  const second = await signedInElsewhere(newApiClient, user);
  await page.reload();
  const sessions = page.getByRole("region", { name: "Where You're Signed In" });
  const rows = sessions.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(4);
  await sessions.locator("summary").click();
  const asked = sessions.locator("details form");
  await expect(asked).toContainText("The 2 other sessions will be signed out at once.");
  await asked.getByRole("button", { name: "Sign Out Everywhere Else" }).click();
  await expect(answer(page, "2 other sessions are signed out")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(sessions.locator("summary")).toHaveCount(0);
  expect(await stillSignedIn(first)).toBe(false);
  expect(await stillSignedIn(second)).toBe(false);
  await expect(page.getByText(`Welcome back, ${user.email}`)).toBeVisible();
});
