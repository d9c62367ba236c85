import { validDebtAccount } from "#tests/support/application-draft.ts";
import { submitSignInForm } from "./support/accounts.ts";
import { PASSWORD } from "./support/constants.ts";
import { applicant, numberOf, openDashboard, withoutLiveUpdates } from "./support/dashboard.ts";
import { expect, test } from "./support/test.ts";

// Who reaches the customer dashboard (spec section 2 "Customer dashboard", issue 5): another
// user's application is not found, a session that ended leads to sign-in and back, a visitor is
// sent through sign-in, and the one-page dashboard's old addresses lead to their rooms.
// The dashboard's own journeys are dashboard.spec.ts.

const FIRST = { debtAmount: "18,250", debtAccounts: [validDebtAccount({ originalCreditor: "Harbor Bank" })] };
const SECOND = {
  debtAmount: "30,000.50",
  debtAccounts: [validDebtAccount({ originalCreditor: "Quayside Credit Union" })],
};

test("another user cannot see or cancel someone else's application", async ({ asCustomer }) => {
  const owner = await applicant(asCustomer, [{ ...FIRST, firstName: "Philippa" }]);
  const id = owner.ids[0] as string;
  const stranger = await applicant(asCustomer, [SECOND]);
  const response = await stranger.page.goto(`/dashboard?application=${id}`);
  expect(response?.status()).toBe(404);
  // Said in the panel, and as a toast (spec section 8).
  await expect(stranger.page.getByRole("alert").filter({ hasText: "Application not found" })).toBeVisible();
  await expect(stranger.page.getByRole("status").filter({ hasText: "Application not found" })).toBeVisible();
  const body = stranger.page.locator("body");
  await expect(body).not.toContainText("Philippa");
  await expect(body).not.toContainText("Harbor Bank");
  await expect(body).not.toContainText(numberOf(id));

  const refused = await stranger.api.post("/dashboard", {
    form: { intent: "cancel", applicationId: id },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(404);
  await openDashboard(owner.page);
  await expect(owner.page.getByRole("region", { name: `Application #${numberOf(id)}` })).toContainText(
    "Pending",
  );
});

test("signed out while Profile Settings is open: the form sent next says 'Please Sign In' in place, and sign-in comes back, nothing changed", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [FIRST, SECOND]);
  const { page, user } = person;
  await withoutLiveUpdates(page);
  await openDashboard(page, "/dashboard/profile");
  // The session ends elsewhere (another tab signs out, or it expires).
  await person.context.clearCookies();
  const form = page.getByRole("region", { name: "Time Zone" });
  await form.getByLabel("Your time zone").selectOption("Pacific/Honolulu");
  await form.getByRole("button", { name: "Save Time Zone" }).click();
  const pleaseSignIn = page.getByRole("region", { name: "Please Sign In" });
  await expect(pleaseSignIn).toBeVisible();
  await pleaseSignIn.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fprofile/);
  await submitSignInForm(page, user.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  // Shown in the zone the browser gave at sign-in, not the one chosen while signed out.
  const shownIn = page.getByRole("region", { name: "Time Zone" }).locator("strong");
  await expect(shownIn).toBeVisible();
  await expect(shownIn).not.toHaveText(/Honolulu/);
});

test("signed out while My Applications is open: 'Please Sign In' in place, and sign-in comes back to the application", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [FIRST, SECOND]);
  const { page, user } = person;
  const older = person.ids[0] as string;
  await withoutLiveUpdates(page);
  await openDashboard(page);
  // The session ends elsewhere (another tab signs out, or it expires).
  await person.context.clearCookies();
  await page.getByRole("navigation", { name: "Your applications" }).getByRole("link").nth(1).click();
  const pleaseSignIn = page.getByRole("region", { name: "Please Sign In" });
  await expect(pleaseSignIn).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Harbor Bank");
  await pleaseSignIn.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%3Fapplication%3D/);
  await submitSignInForm(page, user.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?application=${older}`));
  await expect(page.getByRole("region", { name: `Application #${numberOf(older)}` })).toContainText(
    "Pending",
  );
});

test("a visitor asking for /dashboard signs in and lands back on it; /account leads there too", async ({
  page,
  persona,
  newApiClient,
}) => {
  const user = await persona({ signedIn: false });
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount$/);
  await page.goto("/dashboard/support");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fsupport$/);
  await submitSignInForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Support" }),
  ).toHaveAttribute("aria-current", "page");
  const visitor = await newApiClient();
  const refused = await visitor.post("/dashboard", {
    form: { intent: "cancel", applicationId: "x" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(302);
});

test("the one-page dashboard's addresses lead to their rooms, for a visitor through sign-in too", async ({
  asCustomer,
  page,
  persona,
}) => {
  const person = await applicant(asCustomer, [FIRST, SECOND]);
  const older = person.ids[0] as string;
  const rooms = person.page.getByRole("navigation", { name: "Dashboard" });
  await openDashboard(person.page, `/dashboard?tab=account-details&application=${older}`);
  await expect(person.page).toHaveURL(`/dashboard/account-details?application=${older}`);
  await expect(rooms.getByRole("link", { name: "Account Details" })).toHaveAttribute("aria-current", "page");
  await expect(person.page.getByRole("heading", { name: `Application #${numberOf(older)}` })).toBeVisible();
  await openDashboard(person.page, `/dashboard?tab=applications&application=${older}&view=details`);
  await expect(person.page).toHaveURL(`/dashboard?application=${older}&view=details`);
  await expect(person.page.getByRole("tab", { name: "Application Details", selected: true })).toBeVisible();
  await openDashboard(person.page, "/dashboard?tab=profile");
  await expect(person.page).toHaveURL("/dashboard/profile");
  await expect(person.page.getByRole("region", { name: "Profile Settings" })).toBeVisible();

  const user = await persona({ signedIn: false });
  await page.goto("/dashboard?tab=support");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fsupport$/);
  await submitSignInForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard\/support$/);
});
