import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { OWN_SCRIPT_PATHS } from "#app/components/page-scripts.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { MESSAGES_ROOM } from "#app/domain/messages/views.ts";
import { BACKGROUND_HEADER } from "#app/domain/session/status.ts";
import { SINCE_MARGIN_MS } from "#app/server/user-feed.server.ts";
import { applicant, numberOf, openDashboard } from "./support/dashboard.ts";
import { setApplicationStatus } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The portal's rooms sent without React (docs/decisions/0055), Account Details, Documents, Messages, My Program and Support: the page
// carries no script file, its own inline script keeps it current from the live stream without a
// reload and without counting as the person's activity, and a room with React reaches it as a page.
// Its idle-timeout warning is tested with the others in session-timeout.spec.ts.

const DRAFT = { debtAmount: "18,250" };

/** Script files, module preloads or module scripts: what a page with React carries. */
async function reactParts(page: Page): Promise<number> {
  return page.locator('script[src], script[type="module"], link[rel="modulepreload"]').count();
}

test("each room sent without React carries no script file, and its inline scripts run (the page is marked ready) with nothing refused", async ({
  customer,
}) => {
  const { page } = customer;
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") refused.push(message.text());
  });
  const rooms = [...OWN_SCRIPT_PATHS].filter((path) => path.startsWith("/dashboard/"));
  expect(rooms).toEqual([
    "/dashboard/account-details",
    "/dashboard/documents",
    "/dashboard/messages",
    "/dashboard/program",
    "/dashboard/support",
  ]);
  rooms.unshift("/dashboard");
  for (const room of rooms) {
    await openDashboard(page, room);
    expect(await reactParts(page), room).toBe(0);
  }
  expect(refused).toEqual([]);
});

test("Account Details carries no script file, and a decision made meanwhile reaches it live, without a reload", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  const id = person.ids[0] as string;
  await openDashboard(page, `/dashboard/account-details?application=${id}`);
  expect(await reactParts(page)).toBe(0);
  const list = page.getByRole("navigation", { name: "Choose an application" });
  await expect(list).toContainText("Pending");
  await page.evaluate(() => {
    (window as unknown as { keptPage?: boolean }).keptPage = true;
  });

  // The decision reaches the page through its stream; the page reads itself again in the background.
  // The focus stays where it was, on the application's link, as the part around it is replaced.
  await list.getByRole("link").first().focus();
  const refresh = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/dashboard/account-details" && request.method() === "GET",
  );
  await setApplicationStatus(id, "approved");
  const request = await refresh;
  expect(request.headers()[BACKGROUND_HEADER.toLowerCase()]).toBe("1");
  await expect(list).toContainText("Approved", { timeout: 5_000 });
  await expect(page.getByRole("heading", { level: 2, name: `Application #${numberOf(id)}` })).toBeVisible();
  await expect(list.getByRole("link").first()).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(true);
  expect(new URL(page.url()).search).toBe(`?application=${id}`);
});

test("a decision made after the page was read but before its stream opened still reaches it, and an unchanged page reads nothing again", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  const id = person.ids[0] as string;
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === "/dashboard/account-details")
      reads.push(request.headers()[BACKGROUND_HEADER.toLowerCase()] ?? "page");
  });

  // Nothing changes: the stream opens and says nothing; the page is not read again. (A change
  // heard up to SINCE_MARGIN_MS before the page's stamp counts as after it: the application just
  // submitted would.)
  await page.waitForTimeout(SINCE_MARGIN_MS + 500);
  await openDashboard(page, `/dashboard/account-details?application=${id}`);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  expect(reads).toEqual(["page"]);

  // The stream's first opening is held while the decision is made.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const opened: string[] = [];
  await page.route(
    (url) => url.pathname === "/dashboard/events",
    async (route) => {
      opened.push(new URL(route.request().url()).search);
      await held;
      await route.continue();
    },
  );
  reads.length = 0;
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Choose an application" })).toContainText("Pending");
  await expect.poll(() => opened.length).toBe(1);
  expect(opened[0]).toMatch(/^\?since=\d+$/);
  await setApplicationStatus(id, "approved");
  release();
  await expect(page.getByRole("navigation", { name: "Choose an application" })).toContainText("Approved", {
    timeout: 5_000,
  });
  expect(reads).toEqual(["page", "1"]);
});

test("from a room with React, Account Details is loaded as a page, and its links lead back to React's rooms", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  await openDashboard(page, "/dashboard/profile");
  expect(await reactParts(page)).toBeGreaterThan(0);
  const nav = page.getByRole("navigation", { name: "Dashboard" });

  await nav.getByRole("link", { name: "Account Details" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account-details/);
  await waitForHydration(page);
  await expect(nav.getByRole("link", { name: "Account Details" })).toHaveAttribute("aria-current", "page");
  expect(await reactParts(page)).toBe(0);
  await expect(page.getByText(`Welcome back, ${person.user.email}`)).toBeVisible();

  await nav.getByRole("link", { name: "Profile Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(nav.getByRole("link", { name: "Profile Settings" })).toHaveAttribute("aria-current", "page");
  await waitForHydration(page);
  expect(await reactParts(page)).toBeGreaterThan(0);
});

test("Documents: the upload is posted as a page; a refusal keeps the choice, and the answer stays as the list is read again live", async ({
  customer,
}) => {
  const { page } = customer;
  await openDashboard(page, "/dashboard/documents");
  expect(await reactParts(page)).toBe(0);
  const form = page.getByRole("form", { name: UPLOAD_MESSAGES.heading });
  const kind = form.getByLabel(UPLOAD_MESSAGES.kindLabel);
  const file = form.getByLabel(UPLOAD_MESSAGES.fileLabel, { exact: true });

  // What only the server can tell (the bytes are not a PDF): said next to the file, which has the
  // focus, the choice kept.
  await kind.selectOption("creditor_letter");
  await file.setInputFiles({
    name: "letter.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf"),
  });
  await form.getByRole("button", { name: UPLOAD_MESSAGES.submit }).click();
  await expect(file).toHaveAccessibleDescription(new RegExp(UPLOAD_MESSAGES.wrongType));
  await expect(file).toBeFocused();
  await expect(kind).toHaveValue("creditor_letter");
  await waitForHydration(page);
  expect(await reactParts(page)).toBe(0);

  // A good file: the answer, and the list with it, still there once the page has read itself again.
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("A letter");
  const name = `letter-${Date.now()}.pdf`;
  await file.setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) });
  const reread = page.waitForRequest(
    (request) => request.method() === "GET" && new URL(request.url()).pathname === "/dashboard/documents",
  );
  await form.getByRole("button", { name: UPLOAD_MESSAGES.submit }).click();
  await expect(form.getByRole("status")).toHaveText(UPLOAD_MESSAGES.uploaded);
  await reread;
  await page.waitForLoadState("networkidle");
  await expect(form.getByRole("status")).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByRole("list", { name: "Your documents" })).toContainText(name);
});

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
