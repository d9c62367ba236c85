import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { FRAME_POLICY, FRAME_SANDBOX } from "#app/domain/admin/email-frame.ts";
import { newUser, type TestUser } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { E2E_ORIGIN } from "./support/constants.ts";
import { expect, test } from "./support/test.ts";

// The admins' mailbox (/admin/mailbox) in Chromium: a fresh sign-up's verification message is
// listed, opens with its html in a sandboxed frame and its text part, and its confirmation
// link, followed from the frame, confirms the address. The e2e server delivers over SMTP
// (SMTP_URL set), so the page shows delivery status.

const SUBJECT = "Confirm your e-mail address for Harborline Debt Relief";

/** Signs a new user up as the form would (the form itself is accounts.spec.ts's subject). */
async function signUp(request: APIRequestContext): Promise<TestUser> {
  const user = newUser();
  const answer = await request.post("/auth?mode=sign-up", {
    form: { intent: "sign-up", ...user },
    headers: { Origin: E2E_ORIGIN },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  return user;
}

/**
 * axe on the page around the message's frame. axe runs as a script in every frame it checks,
 * and this frame runs none: @axe-core/playwright then waits for it until the test times out.
 * The frame's title, which axe would check, is asserted by the test above.
 */
async function expectNoAxeViolationsAroundFrame(page: Page): Promise<void> {
  await expectNoAxeViolations(page, { exclude: "iframe" });
}

/** The mailbox row of the message to `email`. */
const rowTo = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

/** Whether `user`'s dashboard asks to confirm the address (signed in over HTTP, in a browser). */
async function asksToConfirm(context: BrowserContext, user: TestUser): Promise<boolean> {
  const signIn = await context.request.post("/auth", {
    form: { intent: "sign-in", email: user.email, password: user.password },
    headers: { Origin: E2E_ORIGIN },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  const page = await context.newPage();
  await page.goto("/dashboard");
  await expect(page.getByText(`Welcome back, ${user.email}`)).toBeVisible();
  const asks = await page.getByText("Please confirm your e-mail address").isVisible();
  await page.close();
  return asks;
}

test("an admin reads a new sign-up's verification message and confirms the address from it", async ({
  admin,
  newApiClient,
  newContext,
}) => {
  const visitor = await newApiClient();
  const user = await signUp(visitor);
  const { page } = admin;

  await page.goto("/admin/mailbox");
  await expect(page.getByRole("heading", { level: 1, name: "Mailbox" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Mailbox" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Messages are delivered over SMTP (SMTP_URL).")).toBeVisible();
  // Delivered by the worker within moments: the row says so once the page is read again.
  await expect(async () => {
    await page.reload();
    await expect(rowTo(page, user.email)).toContainText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const row = rowTo(page, user.email);
  await expect(row).toContainText("Address confirmation");
  await expect(row.getByRole("cell").nth(3)).toHaveText("1");

  await row.getByRole("link", { name: SUBJECT }).click();
  await expect(page).toHaveURL(/\/admin\/mailbox\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
  const headers = page.getByRole("region", { name: "Headers" });
  await expect(headers).toContainText(user.email);
  await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);

  // The html part: in a frame that runs nothing and loads nothing, links opening a new tab.
  const frameElement = page.locator("iframe");
  await expect(frameElement).toHaveAttribute("title", `HTML part of: ${SUBJECT}`);
  await expect(frameElement).toHaveAttribute("sandbox", FRAME_SANDBOX);
  expect(await frameElement.getAttribute("srcdoc")).toContain(FRAME_POLICY);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByText(`Hello ${user.firstName},`)).toBeVisible();
  await expect(frame.getByText("This website is a demonstration project.")).toBeVisible();

  // The text part, as a mail client without html shows it.
  const text = page.locator("pre");
  await expect(text).toContainText(`Hello ${user.firstName},`);
  await expect(text).toContainText(`${E2E_ORIGIN}/auth/confirm-email?token=`);
  const link = page.getByRole("region", { name: "HTML part" }).getByRole("link", {
    name: "Confirm my e-mail address",
  });
  const href = await link.getAttribute("href");
  expect(href).toMatch(new RegExp(`^${E2E_ORIGIN}/auth/confirm-email\\?token=`));
  expect(await text.textContent()).toContain(href);

  expect(await asksToConfirm(await newContext(), user)).toBe(true);
  // Followed from the frame: a new top-level tab, outside the sandbox, on our site.
  // On a busy machine the first click can land while the frame is still being drawn: it is
  // repeated until a tab opens.
  let opened: Page | undefined;
  await expect(async () => {
    const popup = page.waitForEvent("popup", { timeout: 5_000 });
    await frame.getByRole("link", { name: "Confirm my e-mail address" }).click({ timeout: 5_000 });
    opened = await popup;
  }).toPass({ timeout: 40_000 });
  const tab = opened as Page;
  // The link opens the confirmation page, which changes nothing until its button is pressed.
  await tab.waitForURL(/\/auth\/confirm-email\?token=/);
  expect(new URL(tab.url()).origin).toBe(E2E_ORIGIN);
  expect(await asksToConfirm(await newContext(), user)).toBe(true);
  await tab.getByRole("button", { name: "Confirm E-mail Address" }).click();
  // The tab is the admin's browser, signed in: on to the dashboard.
  await tab.waitForURL(/\/dashboard$/);
  expect(await asksToConfirm(await newContext(), user)).toBe(false);
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on the mailbox and a message at ${width} px`, async ({
    asAdmin,
    newApiClient,
  }) => {
    const user = await signUp(await newApiClient());
    const { page } = await asAdmin({ context: { viewport: { width, height: 900 } } });
    await page.goto("/admin/mailbox");
    await expect(rowTo(page, user.email)).toBeVisible();
    await expectNoAxeViolations(page);
    await rowTo(page, user.email).getByRole("link", { name: SUBJECT }).click();
    await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
    await expect(page.frameLocator("iframe").getByText(`Hello ${user.firstName},`)).toBeVisible();
    await expectNoAxeViolationsAroundFrame(page);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
