import { NOT_SENT_MESSAGE } from "#app/domain/not-sent.ts";
import { SUPPORT_SENT } from "#app/domain/support/request.ts";
import { signInInBrowser } from "./support/accounts.ts";
import { applicant, openDashboard } from "./support/dashboard.ts";
import {
  CONFIRM_LINK,
  countEmails,
  waitForEmail,
  waitForLink,
  waitForVerificationLink,
} from "./support/mailbox.ts";
import { expect, test } from "./support/test.ts";

// Profile Settings, the e-mail change through a confirmation link, the unverified-address
// notice and the Support tab (spec sections 2, 5, 7 and 9; decisions.md).

test("profile: the wizard's field rules, errors that clear when edited, then a save", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer);
  const { page } = person;
  await openDashboard(page, "/dashboard/profile");
  const form = page.getByRole("region", { name: "Profile Settings" });
  await expect(form.getByLabel("First Name")).toHaveValue(person.user.firstName);
  await expect(form.getByLabel("Email")).toHaveValue(person.user.email);
  await expect(form.getByLabel("Phone Number")).toHaveValue(person.user.phone);

  await form.getByLabel("First Name").fill("   ");
  await form.getByLabel("Phone Number").fill("555123456");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Failed to update profile")).toBeVisible();
  await expect(form.getByLabel("First Name")).toHaveAccessibleDescription("First name is required");
  await expect(form.getByLabel("Phone Number")).toHaveAccessibleDescription(
    "Please enter a valid 10-digit phone number",
  );
  await form.getByLabel("First Name").fill("Augusta");
  await expect(form.getByText("First name is required")).toHaveCount(0);
  await expect(form.getByText("Please enter a valid 10-digit phone number")).toBeVisible();

  await form.getByLabel("Phone Number").fill("(555) 777-8888");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await page.reload();
  await expect(form.getByLabel("First Name")).toHaveValue("Augusta");
  await expect(form.getByLabel("Phone Number")).toHaveValue("5557778888");
});

test("profile: a save that never reaches the server says so and keeps the page and what was typed", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer);
  const { page } = person;
  await openDashboard(page, "/dashboard/profile");
  const room = (url: URL) => url.pathname === "/dashboard/profile.data";
  await page.route(room, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  const form = page.getByRole("region", { name: "Profile Settings" });
  await form.getByLabel("First Name").fill("Augusta");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(form.getByRole("alert")).toHaveText(NOT_SENT_MESSAGE);
  await expect(form.getByLabel("First Name")).toHaveValue("Augusta");
  await expect(form.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  await page.unroute(room);
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
});

test("profile: the server refuses what the browser let through, and keeps what was typed", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer);
  const refused = await person.api.post("/dashboard/profile", {
    form: { intent: "profile", firstName: "Ada", lastName: "", email: "not-an-address", phone: "12" },
  });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toContain("Last name is required");
  expect(html).toContain("Invalid email address");
  expect(html).toContain('value="not-an-address"');
});

test("changing the e-mail sends a link to the new address; it changes only once opened", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer);
  const { page } = person;
  const newEmail = `moved-${person.user.email}`;
  await openDashboard(page, "/dashboard/profile");
  const form = page.getByRole("region", { name: "Profile Settings" });
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/takes effect once you open it/);
  await form.getByLabel("Email").fill(newEmail);
  // Without the current password nothing changes, and the field says why.
  await form.getByRole("button", { name: "Save Changes" }).click();
  const password = form.getByLabel("Current Password");
  await expect(password).toHaveAccessibleDescription(
    /Enter your current password to change your e-mail address/,
  );
  await expect(password).toBeFocused();
  await expect(form.getByLabel("Email")).toHaveValue(newEmail);
  await password.fill(person.user.password);
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(form.getByRole("status")).toHaveText(
    `We sent a confirmation link to ${newEmail}. Your e-mail address changes once you open it.`,
  );
  await expect(page.getByText(`Welcome back, ${person.user.email}`)).toBeVisible();

  await page.goto(await waitForVerificationLink(newEmail));
  await page.getByRole("button", { name: "Confirm New Address" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Your new e-mail address is confirmed.")).toBeVisible();
  await expect(page.getByText(`Welcome back, ${newEmail}`)).toBeVisible();

  // The old address is told, and its link puts the address back and signs every session out.
  await page.goto(await waitForLink(person.user.email, "/auth/undo-email-change?token="));
  await expect(page.getByRole("heading", { name: "Undo the E-mail Change" })).toBeVisible();
  await page.getByRole("button", { name: "Restore My E-mail Address" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByText(`Your e-mail address is ${person.user.email} again`)).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  await signInInBrowser(page, person.user.email, person.user.password);
  await expect(page.getByText(`Welcome back, ${person.user.email}`)).toBeVisible();
});

test("an unconfirmed address: the notice, and the link sent again on request", async ({ asCustomer }) => {
  const person = await applicant(asCustomer);
  const { page } = person;
  await openDashboard(page);
  const notice = page.getByRole("status").filter({ hasText: "Please confirm your e-mail address" });
  await expect(notice).toBeVisible();
  // A persona skipped the sign-up form, so its first link was never sent (accounts.spec.ts
  // follows that one): the link below is the resent one.
  const before = countEmails(person.user.email, CONFIRM_LINK);
  expect(before).toBe(0);
  await notice.getByRole("button", { name: "Resend confirmation e-mail" }).click();
  await expect(notice).toContainText(`We sent a new confirmation link to ${person.user.email}.`);
  await waitForEmail(person.user.email, CONFIRM_LINK);
  await expect.poll(() => countEmails(person.user.email, CONFIRM_LINK)).toBe(before + 1);
});

test("support: subject and message required, then the request is a secure message to the team, shown in Messages", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer);
  const { page } = person;
  await openDashboard(page, "/dashboard/support");
  const card = page.getByRole("region", { name: "Email Support" });
  await expect(card.getByRole("link", { name: "support@harborline.example" })).toHaveAttribute(
    "href",
    "mailto:support@harborline.example",
  );
  const times = page.getByRole("region", { name: "Response Times" });
  await expect(times).toContainText("General inquiries24-48 hours");
  await expect(times).toContainText("Account questions12-24 hours");
  await expect(times).toContainText("Urgent mattersSame business day");

  const form = page.getByRole("region", { name: "Quick Support Request" });
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByLabel("Subject")).toHaveAccessibleDescription("Subject is required");
  await expect(form.getByLabel("Message")).toHaveAccessibleDescription("Message is required");
  // Markup typed in is text: shown as typed, never run.
  const subject = 'Payment date <img src=x onerror="window.__pwned=1">';
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Can I move my payment to the 15th?\nThank you.");
  await form.getByRole("button", { name: "Send Request" }).click();
  // The toast, and the line under the form with its link.
  await expect(page.getByText(SUPPORT_SENT, { exact: true })).toBeVisible();
  await expect(form.getByRole("status")).toContainText(SUPPORT_SENT);
  // Sent: the form is empty again.
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");

  await form.getByRole("link", { name: "Open Messages" }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  const thread = page.getByRole("list", { name: "Your conversation with our team" });
  await expect(thread.getByRole("listitem")).toHaveCount(1);
  await expect(thread.getByRole("listitem")).toContainText(subject);
  await expect(thread.getByRole("listitem")).toContainText("Can I move my payment to the 15th?");
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
