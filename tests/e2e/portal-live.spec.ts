import type { APIRequestContext, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { DOCUMENTS_MESSAGES } from "#app/domain/documents/views.ts";
import { BACKGROUND_HEADER } from "#app/domain/session/status.ts";
import {
  applicant,
  numberOf,
  openDashboard,
  submitApplication,
  withoutLiveUpdates,
} from "./support/dashboard.ts";
import { setApplicationStatus } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The portal with React (issue 42): its rooms are reached by the router, not loaded as pages, and
// the live stream keeps the open room current through React Router's revalidation, in the
// background (not the person's activity: decision 21), one read per change: none as the stream
// opens on a page that missed nothing (`?since=`, decision 56), and none after a post besides the
// stream's (use-live-portal.ts). Messages and My Program have files of their own
// (messages-compose.spec.ts, program-live.spec.ts); the forms without JavaScript are
// portal-without-javascript.spec.ts.

const DRAFT = { debtAmount: "18,250" };

declare global {
  interface Window {
    keptPage?: boolean;
  }
}

/** Marks the page: a page load would lose the mark. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    window.keptPage = true;
  });
}
const pageKept = (page: Page) => page.evaluate(() => window.keptPage === true);

/** The room's data reads (`GET <room>.data`): "1" for one made in the background, "" for one the person made. */
function dataReads(page: Page, room: string): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === `${room}.data`)
      reads.push(request.headers()[BACKGROUND_HEADER.toLowerCase()] ?? "");
  });
  return reads;
}

async function pdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
}

/** An upload made elsewhere (another tab, the phone): a change the open page hears of by its stream. */
async function uploadElsewhere(api: APIRequestContext, name: string) {
  const answer = await api.post("/dashboard/documents", {
    multipart: {
      intent: "upload-document",
      kind: "other",
      file: { name, mimeType: "application/pdf", buffer: await pdf(name) },
    },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
}

test("from the signed-in application, the portal and its rooms are reached by the router, never as pages", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  await page.goto("/apply");
  await waitForHydration(page);
  await markPage(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole("banner").getByRole("link", { name: "My Account" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${person.user.email}`)).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  for (const room of [
    "Account Details",
    "Documents",
    "Messages",
    "My Program",
    "Support",
    "My Applications",
  ]) {
    await nav.getByRole("link", { name: room, exact: true }).click();
    await expect(nav.getByRole("link", { name: room, exact: true })).toHaveAttribute("aria-current", "page");
  }
  await expect(
    page.getByRole("region", { name: `Application #${numberOf(person.ids[0] as string)}` }),
  ).toBeVisible();
  expect(documents).toEqual([]);
  expect(await pageKept(page)).toBe(true);
});

test("a decision made meanwhile reaches Account Details live: read in the background, the focus and the address kept", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  const id = person.ids[0] as string;
  await openDashboard(page, `/dashboard/account-details?application=${id}`);
  const list = page.getByRole("navigation", { name: "Choose an application" });
  await expect(list).toContainText("Pending");
  await markPage(page);

  await list.getByRole("link").first().focus();
  const refresh = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/dashboard/account-details.data" && request.method() === "GET",
  );
  await setApplicationStatus(id, "approved");
  expect((await refresh).headers()[BACKGROUND_HEADER.toLowerCase()]).toBe("1");
  await expect(list).toContainText("Approved");
  await expect(page.getByRole("heading", { level: 2, name: `Application #${numberOf(id)}` })).toBeVisible();
  await expect(list.getByRole("link").first()).toBeFocused();
  expect(await pageKept(page)).toBe(true);
  expect(new URL(page.url()).search).toBe(`?application=${id}`);
});

test("an unchanged page is not read again as its stream opens; the next change is read once", async ({
  asCustomer,
}) => {
  // A customer with nothing yet: nothing of theirs changes while the page is drawn.
  const quiet = await asCustomer();
  const reads = dataReads(quiet.page, "/dashboard/account-details");
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
  );
  expect(reads).toEqual(["1"]);
});

test("a decision made after the page was read but before its stream opened still reaches it", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [DRAFT]);
  const { page } = person;
  const id = person.ids[0] as string;
  const reads = dataReads(page, "/dashboard/account-details");

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
  await expect(page.getByRole("navigation", { name: "Choose an application" })).toContainText("Approved");
  expect(reads).toEqual(["1"]);
});

test("a post is read once, by the stream: the page is not read again after the answer", async ({
  customer,
}) => {
  const { page, api } = customer;
  await openDashboard(page, "/dashboard/documents");
  const list = page.getByRole("list", { name: "Your documents" });
  // A change made elsewhere shows first: the page's stream is open.
  await uploadElsewhere(api, "first.pdf");
  await expect(list).toContainText("first.pdf");

  const reads = dataReads(page, "/dashboard/documents");
  const form = page.getByRole("form", { name: UPLOAD_MESSAGES.heading });
  await form.getByLabel(UPLOAD_MESSAGES.kindLabel).selectOption("creditor_letter");
  await form
    .getByLabel(UPLOAD_MESSAGES.fileLabel, { exact: true })
    .setInputFiles({ name: "second.pdf", mimeType: "application/pdf", buffer: await pdf("second") });
  await form.getByRole("button", { name: UPLOAD_MESSAGES.submit }).click();
  await expect(form.getByRole("status")).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(list).toContainText("second.pdf");
  // Then another change made elsewhere, read once too. A read of the post's own after its answer
  // would be a read the person made (""), and one more for its change would make three.
  await uploadElsewhere(api, "third.pdf");
  await expect(list).toContainText("third.pdf");
  expect(reads).toEqual(["1", "1"]);
});

test("while the stream is down, a post is read after its answer, once", async ({ customer }) => {
  const { page } = customer;
  await withoutLiveUpdates(page);
  await openDashboard(page, "/dashboard/documents");
  const reads = dataReads(page, "/dashboard/documents");
  const form = page.getByRole("form", { name: UPLOAD_MESSAGES.heading });
  await form.getByLabel(UPLOAD_MESSAGES.kindLabel).selectOption("other");
  await form
    .getByLabel(UPLOAD_MESSAGES.fileLabel, { exact: true })
    .setInputFiles({ name: "offline.pdf", mimeType: "application/pdf", buffer: await pdf("offline") });
  await form.getByRole("button", { name: UPLOAD_MESSAGES.submit }).click();
  await expect(form.getByRole("status")).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByRole("list", { name: "Your documents" })).toContainText("offline.pdf");
  expect(reads).toEqual([""]);
});

test("Documents: a refusal beside the file with the focus, the choice kept; a lost send said on the form; then uploaded and the form emptied", async ({
  customer,
}) => {
  const { page } = customer;
  await openDashboard(page, "/dashboard/documents");
  const form = page.getByRole("form", { name: UPLOAD_MESSAGES.heading });
  const kind = form.getByLabel(UPLOAD_MESSAGES.kindLabel);
  const file = form.getByLabel(UPLOAD_MESSAGES.fileLabel, { exact: true });
  const submit = form.getByRole("button", { name: UPLOAD_MESSAGES.submit });

  // What only the server can tell (the bytes are not a PDF): said next to the file, which has the
  // focus, the choice kept.
  await kind.selectOption("creditor_letter");
  await file.setInputFiles({
    name: "letter.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf"),
  });
  await submit.click();
  await expect(file).toHaveAccessibleDescription(new RegExp(UPLOAD_MESSAGES.wrongType));
  await expect(file).toBeFocused();
  await expect(kind).toHaveValue("creditor_letter");

  // The send lost on the way: the form says so, its choice kept; nothing is stored.
  const name = `letter-${Date.now()}.pdf`;
  await file.setInputFiles({ name, mimeType: "application/pdf", buffer: await pdf("A letter") });
  const lost = (url: URL) => url.pathname === "/dashboard/documents.data";
  await page.route(lost, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await submit.click();
  await expect(form.getByRole("alert")).toHaveText(DASHBOARD_MESSAGES.unreachable);
  await expect(kind).toHaveValue("creditor_letter");
  await expect(page.getByText(DOCUMENTS_MESSAGES.empty)).toBeVisible();
  await page.unroute(lost);

  // Sent again: the answer on the form, the list with it, the form empty for the next.
  await submit.click();
  await expect(form.getByRole("status")).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByRole("list", { name: "Your documents" })).toContainText(name);
  await expect(kind).toHaveValue("");
  await expect(file).toHaveValue("");
});
