import { ADMIN_MESSAGES } from "#app/domain/admin/messages-views.ts";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { openDashboard } from "./support/dashboard.ts";
import { waitForHydration } from "./support/hydration.ts";
import { waitForEmail } from "./support/mailbox.ts";
import { expect, test } from "./support/test.ts";

// Secure messages end to end (issue 25): a customer writes with a file whose name and text try to
// run a script; the admin's inbox, already open, shows the conversation without a reload; the
// admin assigns it and answers; the customer's portal, open on another room, shows the unread
// count without a reload, then the answer; the e-mail that reaches the SMTP server says only that a
// message waits. No script runs anywhere: every text is shown as typed.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);
const HOSTILE_TEXT = `Hello team <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>\nSecond line`;
// Without double quotes: a browser sends those in a file name as %22 (the form encoding), kept as sent.
const HOSTILE_NAME = "<img src=x onerror=window.__xss=3>.png";

test("a message with a file, answered live in both portals; the e-mail carries no text", async ({
  asCustomer,
  admin,
}) => {
  test.slow();
  const customer = await asCustomer();
  const { page } = customer;
  const dialogs: string[] = [];
  for (const p of [page, admin.page])
    p.on("dialog", (dialog) => void dialog.dismiss().then(() => dialogs.push("dialog")));

  // The admin's inbox is open before anything is written.
  await admin.page.goto("/admin/messages");
  await waitForHydration(admin.page);
  await expect(admin.page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

  await openDashboard(page, "/dashboard/messages");
  await page.getByLabel("Your message").fill(HOSTILE_TEXT);
  await page
    .getByLabel("Attach files (up to 3)")
    .setInputFiles([{ name: HOSTILE_NAME, mimeType: "image/png", buffer: PNG }]);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent").first()).toBeVisible();
  const thread = page.getByRole("list", { name: "Your conversation with our team" });
  await expect(thread).toContainText("Hello team <img src=x onerror=");
  await expect(thread.getByRole("link", { name: HOSTILE_NAME })).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("");

  // The inbox shows it without a reload, unread; the admin opens it.
  const link = admin.page.getByRole("link", {
    name: `Open conversation with ${customer.user.firstName} ${customer.user.lastName}`,
  });
  await expect(link).toBeVisible({ timeout: 5_000 });
  await link.click();
  await waitForHydration(admin.page);
  await expect(admin.page.getByText(HOSTILE_TEXT.split("\n")[0] ?? "")).toBeVisible();
  await expect(admin.page.getByRole("link", { name: HOSTILE_NAME })).toBeVisible();
  await admin.page.getByRole("button", { name: "Assign to me" }).click();
  await expect(admin.page.getByText("Conversation assigned").first()).toBeVisible();

  // The customer moves to another room; the answer reaches it live, with the count.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Support" }).click();
  await expect(page.getByRole("heading", { name: "Quick Support Request" })).toBeVisible();
  const answer = `We have your letter, ${customer.user.firstName}. <b>Not bold</b>`;
  await admin.page.getByLabel("Your answer").fill(answer);
  await admin.page.getByRole("button", { name: "Send answer" }).click();
  await expect(admin.page.getByText("Message sent").first()).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: /^Messages\s*1 unread$/ })).toBeVisible({ timeout: 5_000 });
  await nav.getByRole("link", { name: /^Messages/ }).click();
  await expect(thread).toContainText(answer);
  await expect(nav.getByRole("link", { name: "Messages", exact: true })).toBeVisible();

  // The e-mail says a message waits, where to read it, and nothing of it.
  const email = await waitForEmail(customer.user.email, "/dashboard/messages");
  expect(email).not.toContain("We have your letter");
  expect(email).not.toContain("Not bold");

  expect(dialogs).toEqual([]);
  for (const p of [page, admin.page]) {
    expect(await p.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  }
});

test("the team's answer is checked before sending by the message's own check: no text, four files", async ({
  customer,
  admin,
}) => {
  const opened = await customer.api.post("/dashboard/messages", {
    multipart: { intent: "send-message", body: "A question for the team" },
  });
  expect(opened.status()).toBe(200);
  await admin.page.goto("/admin/messages");
  await admin.page
    .getByRole("link", {
      name: `Open conversation with ${customer.user.firstName} ${customer.user.lastName}`,
    })
    .click();
  await waitForHydration(admin.page);
  const posts: string[] = [];
  admin.page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const text = admin.page.getByLabel(ADMIN_MESSAGES.replyLabel);
  const files = admin.page.getByLabel(ADMIN_MESSAGES.filesLabel);
  await files.setInputFiles(
    ["a", "b", "c", "d"].map((name) => ({ name: `${name}.png`, mimeType: "image/png", buffer: PNG })),
  );
  await admin.page.getByRole("button", { name: ADMIN_MESSAGES.send }).click();
  await expect(text).toHaveAccessibleDescription(MESSAGE_MESSAGES.empty);
  await expect(files).toHaveAccessibleDescription(new RegExp(MESSAGE_MESSAGES.tooManyFiles));
  await expect(text).toBeFocused();
  expect(posts).toEqual([]);
});
