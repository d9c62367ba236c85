import type { Page } from "@playwright/test";
import { totpFor } from "../support/totp.ts";
import { signInInBrowser, submitSignInForm } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PASSWORD } from "./support/constants.ts";
import { openDashboard } from "./support/dashboard.ts";
import { expect, test } from "./support/test.ts";

// Sign-in worth a bank's name, for customers (issue 20): two-factor sign-in and passkeys in
// Profile Settings, passkey sign-in on /auth with Chromium's virtual authenticator, and the
// sessions open now, each of which can be signed out.

/** A platform authenticator in this page's browser: a PIN or biometric always given. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** A new customer's Profile Settings with a virtual authenticator, and its Passkeys card. */
async function passkeysOfNewCustomer(asCustomer: (options?: object) => Promise<{ page: Page }>) {
  const { page } = await asCustomer();
  await virtualAuthenticator(page);
  await openDashboard(page, "/dashboard/profile");
  return { page, card: page.getByRole("region", { name: "Passkeys" }) };
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
}

test("a passkey made in Profile Settings signs in on /auth with no e-mail and no password", async ({
  asCustomer,
}) => {
  const { page, card } = await passkeysOfNewCustomer(asCustomer);
  await expect(card).toContainText("You have no passkeys yet.");
  await card.getByLabel("Passkey Name (optional)").fill("Test laptop");
  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(page.getByText("Passkey added")).toBeVisible();
  await expect(card.getByRole("list", { name: "Your passkeys" })).toContainText("Test laptop");

  await signOut(page);
  await page.goto("/auth?redirectTo=%2Fdashboard%2Fprofile");
  await page.getByRole("button", { name: "Use a Passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Passkeys" })).toContainText("Last used");
});

test("two-factor sign-in turned on in Profile Settings asks every password sign-in for a code", async ({
  asCustomer,
}) => {
  const { page, user } = await asCustomer();
  await openDashboard(page, "/dashboard/profile");
  const card = page.getByRole("region", { name: "Two-Factor Sign-In" });
  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await card.locator("figcaption code").textContent()) ?? "";
  const codes = await card.getByRole("list", { name: "Recovery codes" }).innerText();
  // A mistyped code: the page that answers keeps the QR code, the key and the recovery codes.
  const right = await totpFor(key);
  await card
    .getByLabel("Authentication Code")
    .fill(String((Number(right) + 500_000) % 1_000_000).padStart(6, "0"));
  await card.getByRole("button", { name: "Confirm and Turn On" }).click();
  await expect(card.getByText("The code is not correct. Please try again.")).toBeVisible();
  await expect(card.getByLabel("Authentication Code")).toHaveAttribute("aria-invalid", "true");
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(card.locator("figcaption code")).toHaveText(key);
  expect(await card.getByRole("list", { name: "Recovery codes" }).innerText()).toBe(codes);
  await card.getByLabel("Authentication Code").fill(await totpFor(key));
  await card.getByRole("button", { name: "Confirm and Turn On" }).click();
  await expect(page.getByText("Two-factor sign-in is on", { exact: true })).toBeVisible();

  await signOut(page);
  await submitSignInForm(page, user.email, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/two-factor\?redirectTo=%2Faccount$/);
  await page.getByLabel("Authentication Code").fill(await totpFor(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("two-factor sign-in turned off says so, and turning it on again shows a new key, not the old one", async ({
  asCustomer,
}) => {
  const { page } = await asCustomer();
  await openDashboard(page, "/dashboard/profile");
  const card = page.getByRole("region", { name: "Two-Factor Sign-In" });
  const turnOn = async () => {
    await card.getByLabel("Password").fill(PASSWORD);
    await card.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
    await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    return (await card.locator("figcaption code").textContent()) ?? "";
  };
  const firstKey = await turnOn();
  await card.getByLabel("Authentication Code").fill(await totpFor(firstKey));
  await card.getByRole("button", { name: "Confirm and Turn On" }).click();
  await expect(page.getByText("Two-factor sign-in is on", { exact: true })).toBeVisible();

  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn Off Two-Factor Sign-In" }).click();
  await expect(page.getByText("Two-factor sign-in is off", { exact: true })).toBeVisible();
  // The key and recovery codes already used are gone from the page.
  await expect(card.getByRole("button", { name: "Turn On Two-Factor Sign-In" })).toBeVisible();
  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toHaveCount(0);
  await expect(card.getByText(firstKey)).toHaveCount(0);

  const secondKey = await turnOn();
  expect(secondKey).toMatch(/^[A-Z2-7]{16,}$/);
  expect(secondKey).not.toBe(firstKey);
});

test("the sessions open now: another browser is listed, then signed out from here", async ({
  asCustomer,
  newContext,
}) => {
  const { page, user } = await asCustomer();
  // A second browser signs in on its own: a session of its own, not the fixture's cookie.
  const elsewhere = await (await newContext()).newPage();
  await signInInBrowser(elsewhere, user.email, PASSWORD);
  const another = await (await newContext()).newPage();
  await signInInBrowser(another, user.email, PASSWORD);
  await openDashboard(page, "/dashboard/profile");
  const sessions = page.getByRole("region", { name: "Where You're Signed In" });
  const rows = sessions.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(sessions).toContainText("This device");
  // One of them, from its own row: the row goes, and its answer is still said.
  await rows
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign Out/ })
    .first()
    .click();
  await expect(page.getByText("That session is signed out")).toBeVisible();
  await expect(rows).toHaveCount(3);
  await sessions.getByRole("button", { name: "Sign Out Everywhere Else" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign Out Everywhere Else" }).click();
  await expect(page.getByText("1 other session is signed out")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await elsewhere.goto("/dashboard");
  await expect(elsewhere).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on Profile Settings' sign-in and security at ${width} px`, async ({
    asCustomer,
  }) => {
    const { page } = await asCustomer({ context: { viewport: { width, height: 900 } } });
    await openDashboard(page, "/dashboard/profile");
    await expect(page.getByRole("region", { name: "Sign-In and Security" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("region", { name: "Two-Factor Sign-In" }).getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("Add a Passkey: a wrong password is said next to its field, and a passkey is removed after a confirmation", async ({
  asCustomer,
}) => {
  const { page, card } = await passkeysOfNewCustomer(asCustomer);
  await expect(card.getByText("Adding a passkey needs JavaScript")).toHaveCount(0);
  // The password is checked first (the room's JSON route), before the device is asked.
  await card.getByLabel("Password").fill("Not-The-Password-1");
  await card.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(card.getByLabel("Password")).toHaveAccessibleDescription(
    "The current password is not correct",
  );
  await expect(card.getByLabel("Password")).toBeFocused();
  await expect(card).toContainText("You have no passkeys yet.");

  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(page.getByText("Passkey added")).toBeVisible();
  const list = card.getByRole("list", { name: "Your passkeys" });
  // Left unnamed, it is named for the browser it was made in.
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).not.toContainText("Unknown browser");

  await list.getByRole("button", { name: /^Remove passkey/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Keep Passkey" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(list.getByRole("button", { name: /^Remove passkey/ })).toBeFocused();
  await list.getByRole("button", { name: /^Remove passkey/ }).click();
  await dialog.getByRole("button", { name: "Remove Passkey" }).click();
  await expect(page.getByText("Passkey removed")).toBeVisible();
  await expect(card).toContainText("You have no passkeys yet.");
  // The button that was focused went with its row: the focus is on the card, not the page's start.
  await expect(card.getByRole("heading", { name: "Passkeys" })).toBeFocused();
});

test("Add a Passkey says so in a browser that cannot make passkeys, and needs JavaScript without it", async ({
  asCustomer,
}) => {
  const { page } = await asCustomer();
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "PublicKeyCredential");
  });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") asked.push(new URL(request.url()).pathname);
  });
  await openDashboard(page, "/dashboard/profile");
  const card = page.getByRole("region", { name: "Passkeys" });
  await card.getByLabel("Password").fill(PASSWORD);
  await card.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(card.getByRole("alert")).toHaveText("This browser cannot make or use passkeys.");
  await expect(card.getByRole("button", { name: "Add a Passkey" })).toBeEnabled();
  // Known before anything is sent: the password was not asked about.
  expect(asked).toEqual([]);

  const noScript = await asCustomer({ context: { javaScriptEnabled: false } });
  await noScript.page.goto("/dashboard/profile");
  const without = noScript.page.getByRole("region", { name: "Passkeys" });
  // In a <noscript>, which Playwright's text and role queries leave out: read as drawn.
  const sentence = without.locator("noscript p");
  await expect(sentence).toBeVisible();
  await expect(sentence).toHaveText(
    "Adding a passkey needs JavaScript, which is turned off in this browser.",
  );
  await expect(without.getByRole("button", { name: "Add a Passkey" })).toHaveCount(0);
  await expect(without.getByLabel("Password")).toHaveCount(0);
});
