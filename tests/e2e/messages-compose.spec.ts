import type { Page } from "@playwright/test";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages.ts";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { MESSAGES_ROOM } from "#app/domain/messages/views.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openDashboard } from "./support/dashboard.ts";
import { expect, test } from "./support/test.ts";

// The customer's message with React (issue 42): checked before sending by the server's own check
// (domain/messages/rules.ts) and counted as typed, sent with a fetcher, emptied once sent; never
// lost: a send lost on the way leaves the text in the form with an error, and one answered
// "signed out" has it back once signed in again (use-kept-draft.ts). The thread follows the
// stream. The journey with the admin is messages.spec.ts.

/** What the page keeps in the tab of ours (React Router keeps its scroll positions there too). */
const keptDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("harborline.")));

test("Messages: checked before sending, counted as typed, sent and emptied; the team's answer arrives live, read, the draft kept", async ({
  customer,
  admin,
}) => {
  const { page } = customer;
  await openDashboard(page, "/dashboard/messages");
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

  // Counted as typed, grouped as en-US writes numbers; over the limit, refused before sending;
  // more than three files too.
  await text.fill("a".repeat(5_001));
  await expect(form.getByText("5,001 of 5,000 characters")).toBeVisible();
  await expect(text).not.toHaveAttribute("aria-invalid");
  const files = form.getByLabel(MESSAGES_ROOM.filesLabel);
  await files.setInputFiles(
    ["a", "b", "c", "d"].map((name) => ({
      name: `${name}.png`,
      mimeType: "image/png",
      buffer: Buffer.from("png"),
    })),
  );
  await send.click();
  await expect(text).toHaveAccessibleDescription(new RegExp(MESSAGE_MESSAGES.tooLong));
  await expect(files).toHaveAccessibleDescription(new RegExp(MESSAGE_MESSAGES.tooManyFiles));
  await expect(text).toBeFocused();
  expect(posts).toEqual([]);
  await files.setInputFiles([]);

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

  // A draft is being written when the team answers: the answer shows without a reload, the
  // draft stays, and, being on the page, the customer has read it.
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
  await expect(thread).toContainText(answer);
  await expect(text).toHaveValue("A draft of my next question");
  await expect(form.getByText("27 of 5,000 characters")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
});

test("Messages: a send lost on the way keeps the text in the form and says so; sent again, it is not brought back", async ({
  customer,
}) => {
  const { page } = customer;
  await openDashboard(page, "/dashboard/messages");
  const form = page.getByRole("form", { name: "Write a message" });
  const text = form.getByLabel(MESSAGES_ROOM.bodyLabel);
  const draft = "A long question about my plan";
  await text.fill(draft);
  const room = (url: URL) => url.pathname === "/dashboard/messages.data";
  await page.route(room, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await form.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
  await expect(form.getByRole("alert")).toHaveText(DASHBOARD_MESSAGES.unreachable);
  await expect(text).toHaveValue(draft);
  await expect(form.getByText(`${draft.length} of 5,000 characters`)).toBeVisible();
  await expect(page.getByText(MESSAGE_MESSAGES.emptyThread)).toBeVisible();
  await page.unroute(room);

  // Sent once the connection is back; the room opened again does not bring it back.
  await form.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: MESSAGE_MESSAGES.sent })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your conversation with our team" })).toContainText(draft);
  await expect(text).toHaveValue("");
  await openDashboard(page, "/dashboard/messages");
  await expect(page.getByLabel(MESSAGES_ROOM.bodyLabel)).toHaveValue("");
  expect(await keptDrafts(page)).toEqual([]);
});

test("Messages: a message sent after the session ended elsewhere is not lost: signed in again, it is back in the form, once", async ({
  customer,
}) => {
  const { page, context } = customer;
  await openDashboard(page, "/dashboard/messages");
  const draft = "Written before my session ended";
  await page.getByLabel(MESSAGES_ROOM.bodyLabel).fill(draft);
  const cookies = await context.cookies();
  await context.clearCookies();
  await page.getByRole("button", { name: MESSAGES_ROOM.submit }).click();
  // Said in place, with the way to sign in that comes back here.
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_MESSAGES.pleaseSignIn })).toBeVisible();
  const signIn = page.getByRole("region", { name: DASHBOARD_MESSAGES.pleaseSignIn });
  await expect(signIn.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/auth?redirectTo=%2Fdashboard%2Fmessages",
  );

  // Signed in again (the same session's cookie back), the room has the text, and nothing was sent.
  await context.addCookies(cookies);
  await openDashboard(page, "/dashboard/messages");
  await expect(page.getByLabel(MESSAGES_ROOM.bodyLabel)).toHaveValue(draft);
  await expect(page.getByText(`${draft.length} of 5,000 characters`)).toBeVisible();
  await expect(page.getByText(MESSAGE_MESSAGES.emptyThread)).toBeVisible();
  // Put back once: the room opened again is empty.
  await openDashboard(page, "/dashboard/messages");
  await expect(page.getByLabel(MESSAGES_ROOM.bodyLabel)).toHaveValue("");
});

test("Support: a request sent after the session ended elsewhere is back in the form once signed in again", async ({
  customer,
}) => {
  const { page, context } = customer;
  await openDashboard(page, "/dashboard/support");
  const form = page.getByRole("region", { name: "Quick Support Request" });
  await form.getByLabel("Subject").fill("My payment date");
  await form.getByLabel("Message").fill("Can I move it to the 15th?");
  const cookies = await context.cookies();
  await context.clearCookies();
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_MESSAGES.pleaseSignIn })).toBeVisible();

  await context.addCookies(cookies);
  await openDashboard(page, "/dashboard/support");
  await expect(form.getByLabel("Subject")).toHaveValue("My payment date");
  await expect(form.getByLabel("Message")).toHaveValue("Can I move it to the 15th?");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByRole("status")).toContainText("Open Messages");
  await expect(form.getByLabel("Subject")).toHaveValue("");
  expect(await keptDrafts(page)).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`axe finds no WCAG 2.1 AA violations on Messages, a refusal shown, at ${width} px`, async ({
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
