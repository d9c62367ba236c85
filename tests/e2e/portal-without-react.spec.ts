import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { OWN_SCRIPT_PATHS } from "#app/components/page-scripts.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { BACKGROUND_HEADER } from "#app/domain/session/status.ts";
import { applicant, numberOf, openDashboard, reactParts, submitApplication } from "./support/dashboard.ts";
import { setApplicationStatus } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The portal's rooms sent without React (docs/decisions/0055 and 0056): the page carries no
// script file, its own inline script keeps it current from the live stream without a reload and
// without counting as the person's activity, and a room with React reaches it as a page. Messages
// and My Program have files of their own (messages- and program-without-react.spec.ts); the
// idle-timeout warning is tested with the others in session-timeout.spec.ts.

const DRAFT = { debtAmount: "18,250" };

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

/** The GETs of Account Details a page makes: "page" for a page load, "1" for a background read. */
function readsOf(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === "/dashboard/account-details")
      reads.push(request.headers()[BACKGROUND_HEADER.toLowerCase()] ?? "page");
  });
  return reads;
}

test("an unchanged page is not read again as its stream opens; the next change is read once", async ({
  asCustomer,
}) => {
  // A customer with nothing yet: nothing of theirs changes while the page is drawn.
  const quiet = await asCustomer();
  const reads = readsOf(quiet.page);
  const stream = quiet.page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/dashboard/events",
  );
  await openDashboard(quiet.page, "/dashboard/account-details");
  expect(new URL((await stream).url()).search).toMatch(/^\?since=\d+$/);
  // A change once the stream is open: one background read. Had the opening asked for one too,
  // it would have come first, and this one after it.
  await submitApplication(quiet.api, DRAFT);
  await expect(quiet.page.getByRole("navigation", { name: "Choose an application" })).toContainText(
    "Pending",
    {
      timeout: 5_000,
    },
  );
  expect(reads).toEqual(["page", "1"]);
});

test("a decision made after the page was read but before its stream opened still reaches it", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  const id = person.ids[0] as string;
  const reads = readsOf(page);

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
  await openDashboard(page, `/dashboard/account-details?application=${id}`);
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

test("from the signed-in application (with React) the portal is loaded as a page, and its rooms' links are pages too", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  await page.goto("/apply");
  await waitForHydration(page);
  expect(await reactParts(page)).toBeGreaterThan(0);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole("banner").getByRole("link", { name: "My Account" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  expect(await reactParts(page)).toBe(0);
  expect(documents).toContain("/dashboard");
  const nav = page.getByRole("navigation", { name: "Dashboard" });

  await nav.getByRole("link", { name: "Account Details" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account-details/);
  await waitForHydration(page);
  await expect(nav.getByRole("link", { name: "Account Details" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(`Welcome back, ${person.user.email}`)).toBeVisible();

  await nav.getByRole("link", { name: "Profile Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await waitForHydration(page);
  await expect(nav.getByRole("link", { name: "Profile Settings" })).toHaveAttribute("aria-current", "page");
  // Profile Settings has React again (issue 42), reached from a room without it as a page.
  expect(await reactParts(page)).toBeGreaterThan(0);
  expect(documents).toEqual(["/dashboard", "/dashboard/account-details", "/dashboard/profile"]);
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
