import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { MESSAGES_ROOM } from "#app/domain/messages/views.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openDashboard, reactParts } from "./support/dashboard.ts";
import { expect, test } from "./support/test.ts";

// Messages sent without React (docs/decisions/0056): the message is checked and counted by the
// room's own script, posted as a page, and never lost on the way; the thread follows the stream.

test("Messages: checked before sending, counted as typed, posted as a page; the team's answer arrives live, read, the draft kept", async ({
  customer,
  admin,
}) => {
  const { page } = customer;
  await openDashboard(page, "/dashboard/messages");
  expect(await reactParts(page)).toBe(0);
  const form = page.getByRole("form", { name: "Write a message" });
  const text = form.getByLabel(MESSAGES_ROOM.bodyLabel);
  const send = form.getByRole("button", { name: MESSAGES_ROOM.submit });

  // Nothing typed: said next to the text, which has the focus, and nothing is sent.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await send.click();
  await expect(text).toHaveAccessibleDescription(new RegExp(MESSAGE_MESSAGES.empty));
  await expect(text).toBeFocused();
  expect(posts).toEqual([]);

  // Counted as typed, grouped as en-US writes numbers; over the limit, refused before sending.
  await text.fill("a".repeat(5_001));
  await expect(form.getByText("5,001 of 5,000 characters")).toBeVisible();
  await send.click();
  await expect(text).toHaveAccessibleDescription(new RegExp(MESSAGE_MESSAGES.tooLong));
  expect(posts).toEqual([]);

  // Counted as the server counts: an emoji is one character.
  await text.fill("Hello 👋");
  await expect(form.getByText("7 of 5,000 characters")).toBeVisible();
  await expect(text).not.toHaveAttribute("aria-invalid");
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: MESSAGE_MESSAGES.sent })).toBeVisible();
  const thread = page.getByRole("list", { name: "Your conversation with our team" });
  await expect(thread).toContainText("Hello 👋");
  await expect(text).toHaveValue("");
  await expect(form.getByText("0 of 5,000 characters")).toBeVisible();
  expect(await reactParts(page)).toBe(0);

  // A draft is being written when the team answers: the answer shows without a reload, the
  // draft stays, and, being on the page, the customer has read it.
  await page.evaluate(() => {
    (window as unknown as { keptPage?: boolean }).keptPage = true;
  });
  await text.fill("A draft of my next question");
  await admin.page.goto("/admin/messages");
  const href = await admin.page
    .getByRole("link", {
      name: `Open conversation with ${customer.user.firstName} ${customer.user.lastName}`,
    })
    .getAttribute("href");
  const answer = `An answer for ${customer.user.firstName}`;
  const sent = await admin.api.post(href ?? "", { multipart: { intent: "reply", body: answer } });
  expect(sent.status()).toBe(200);
  await expect(thread).toContainText(answer, { timeout: 5_000 });
  await expect(text).toHaveValue("A draft of my next question");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(true);
});

test("Messages: a send lost on the way loses nothing: the room opened again has the text back, once; a send answered does not", async ({
  customer,
}) => {
  const { page } = customer;
  await openDashboard(page, "/dashboard/messages");
  const text = page.getByLabel(MESSAGES_ROOM.bodyLabel);
  const draft = "A long question about my plan";
  await text.fill(draft);
  const room = (url: URL) => url.pathname === "/dashboard/messages";
  await page.route(room, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
  await expect.poll(() => page.url()).toContain("chrome-error://");
  await page.unroute(room);

  // The customer opens Messages again: the text is back, counted, and can be sent.
  await openDashboard(page, "/dashboard/messages");
  await expect(text).toHaveValue(draft);
  await expect(page.getByText(`${draft.length} of 5,000 characters`)).toBeVisible();
  // Kept once only: the next page does not bring it back.
  await text.fill("");
  await openDashboard(page, "/dashboard/messages");
  await expect(text).toHaveValue("");

  // A send the server answered is not brought back, whatever its answer.
  await text.fill(draft);
  await page.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: MESSAGE_MESSAGES.sent })).toBeVisible();
  await openDashboard(page, "/dashboard/messages");
  await expect(page.getByRole("list", { name: "Your conversation with our team" })).toContainText(draft);
  await expect(text).toHaveValue("");
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test("Messages: a message sent after the session ended elsewhere is not lost: signed in again, it is back in the form", async ({
  customer,
}) => {
  const { page, context } = customer;
  await openDashboard(page, "/dashboard/messages");
  const draft = "Written before my session ended";
  await page.getByLabel(MESSAGES_ROOM.bodyLabel).fill(draft);
  const cookies = await context.cookies();
  await context.clearCookies();
  await page.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
  // The sign-in page, which comes back to Messages.
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fmessages/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();

  // Signed in again (the same session's cookie back), the room has the text, and nothing was sent.
  await context.addCookies(cookies);
  await openDashboard(page, "/dashboard/messages");
  await expect(page.getByLabel(MESSAGES_ROOM.bodyLabel)).toHaveValue(draft);
  await expect(page.getByText(MESSAGE_MESSAGES.emptyThread)).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on Messages without React, a refusal shown, at ${width} px`, async ({
    customer,
  }) => {
    const { page } = customer;
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, "/dashboard/messages");
    await page.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
    await expect(page.getByLabel(MESSAGES_ROOM.bodyLabel)).toHaveAccessibleDescription(
      new RegExp(MESSAGE_MESSAGES.empty),
    );
    await expectNoAxeViolations(page, { label: `messages at ${width} px` });
  });
}
