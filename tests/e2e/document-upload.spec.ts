import type { APIRequestContext } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { openDashboard } from "./support/dashboard.ts";
import { expect, test } from "./support/test.ts";

// A customer's upload (issue 22), over real HTTP to the real server: abuse refused each with its
// message and nothing stored (the Documents room still lists none), the server fine afterwards;
// a burst of uploads stopped by the limit; in the browser, a legal notice uploaded and flagged on
// the admin dashboard until an admin opens it.

const MB = 1024 * 1024;

async function plainPdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
}

const SCRIPTED_PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "3 0 obj << /S /JavaScript /JS (app.alert('hi')) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);
// "MZ…This program cannot be run in DOS mode": a Windows program, named as a PDF.
const RENAMED_EXECUTABLE = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]),
  Buffer.from("This program cannot be run in DOS mode.".padEnd(2048, "\0")),
]);

function upload(api: APIRequestContext, name: string, buffer: Buffer, kind = "creditor_letter") {
  return api.post("/dashboard/documents", {
    multipart: { intent: "upload-document", kind, file: { name, mimeType: "application/pdf", buffer } },
    maxRedirects: 0,
  });
}

/**
 * A multipart body written by hand, the file name in RFC 5987's form (percent-encoded UTF-8), so
 * the server receives exactly the characters given, control characters included.
 */
function rawUpload(api: APIRequestContext, fileName: string, buffer: Buffer) {
  const boundary = "----harborline-test-boundary";
  const part = (headers: string, body: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from("\r\n"),
    ]);
  return api.post("/dashboard/documents", {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    data: Buffer.concat([
      part('Content-Disposition: form-data; name="intent"', "upload-document"),
      part('Content-Disposition: form-data; name="kind"', "other"),
      part(
        `Content-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: application/pdf`,
        buffer,
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    maxRedirects: 0,
  });
}

/** How many documents the Documents room lists (each has one Download link). */
const documentCount = (html: string) => html.match(/>Download<span/g)?.length ?? 0;

async function listed(api: APIRequestContext): Promise<string> {
  const page = await api.get("/dashboard/documents");
  expect(page.status()).toBe(200);
  return page.text();
}

test("upload abuse over real HTTP: each refused with its message, nothing stored, the server fine", async ({
  customer,
}) => {
  const { api } = customer;
  const refusals: { name: string; buffer: Buffer; status: number; message: string }[] = [
    {
      name: "eleven-megabytes.pdf",
      buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(11 * MB, 0x20)]),
      status: 413,
      message: "This file is larger than 10 MB. Please choose a smaller file.",
    },
    {
      name: "statement.pdf",
      buffer: RENAMED_EXECUTABLE,
      status: 415,
      message: "Only PDF, PNG and JPEG files can be uploaded, and this file is none of them.",
    },
    {
      name: "letter.pdf",
      buffer: SCRIPTED_PDF,
      status: 415,
      message: "This PDF contains scripts, automatic actions or attached files, so it cannot be accepted.",
    },
    {
      name: "empty.pdf",
      buffer: Buffer.alloc(0),
      status: 400,
      message: "This file is empty. Please choose another file.",
    },
  ];
  for (const { name, buffer, status, message } of refusals) {
    const answer = await upload(api, name, buffer);
    expect(answer.status(), name).toBe(status);
    expect(await answer.text(), name).toContain(message);
  }
  const badName =
    "The file name must be 1 to 200 characters without slashes, backslashes or control characters.";
  for (const name of [
    "../../etc/passwd.pdf",
    "C:\\Users\\me\\letter.pdf",
    "letter\u0007\u0001.pdf",
    "tab\there.pdf",
  ]) {
    const answer = await rawUpload(api, name, await plainPdf("named"));
    expect(answer.status(), JSON.stringify(name)).toBe(400);
    expect(await answer.text(), JSON.stringify(name)).toContain(badName);
  }
  expect(await listed(api)).toContain("No documents yet.");

  // The server is fine: it answers, and a good file is taken and listed under its name.
  const health = await api.get("/healthz");
  expect(health.status()).toBe(200);
  const good = await upload(api, "from-the-creditor.pdf", await plainPdf("A letter from a creditor"));
  expect(good.status()).toBe(200);
  expect(await good.text()).toContain("Your document was uploaded.");
  const html = await listed(api);
  expect(html).toContain("from-the-creditor.pdf");
  expect(documentCount(html)).toBe(1);
});

test("20 uploads in a minute: the first 10 are kept, the rest refused with a message and not stored", async ({
  customer,
}) => {
  const { api } = customer;
  const file = await plainPdf("page");
  const statuses: number[] = [];
  let refusal = "";
  for (let index = 1; index <= 20; index += 1) {
    const answer = await upload(api, `page-${String(index).padStart(2, "0")}.pdf`, file, "other");
    statuses.push(answer.status());
    if (answer.status() === 429) refusal = await answer.text();
  }
  expect(statuses).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
  expect(refusal).toContain(
    "You have uploaded many documents in a short time. Please wait a few minutes and try again.",
  );
  const html = await listed(api);
  expect(html).toContain("page-10.pdf");
  expect(html).not.toContain("page-11.pdf");
  expect(documentCount(html)).toBe(10);
});

test("a legal notice uploaded in the browser is flagged on the admin dashboard until an admin opens it", async ({
  customer,
  admin,
}) => {
  const { page } = customer;
  const fileName = `summons-${Date.now()}.pdf`;
  await openDashboard(page, "/dashboard/documents");
  const form = page.getByRole("form", { name: "Upload a document" });

  // The browser checks first: no kind, no file; then a file over 10 MB is not even sent.
  await form.getByRole("button", { name: "Upload document" }).click();
  await expect(form.getByText("Choose what kind of document this is.")).toBeVisible();
  await expect(form.getByText("Choose a file to upload.")).toBeVisible();
  await expect(form.getByLabel("What is it?")).toBeFocused();
  await form.getByLabel("What is it?").selectOption("legal_notice");
  await form.getByLabel("File", { exact: true }).setInputFiles({
    name: "huge.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(10 * MB + 1, 0x20),
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await form.getByRole("button", { name: "Upload document" }).click();
  await expect(form.getByText("This file is larger than 10 MB. Please choose a smaller file.")).toBeVisible();
  expect(posts).toEqual([]);

  await form.getByLabel("File", { exact: true }).setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: await plainPdf("Summons"),
  });
  await form.getByRole("button", { name: "Upload document" }).click();
  await expect(
    page.getByText("Your legal notice was uploaded. Our team reviews legal notices first.").first(),
  ).toBeVisible();
  const list = page.getByRole("list", { name: "Your documents" });
  await expect(list).toContainText("Legal notice");
  await expect(list).toContainText(fileName);

  // The admin sees it waiting; opening it takes it off the list.
  await admin.page.goto("/admin/dashboard");
  const panel = admin.page.getByRole("region", { name: /Legal notices to review/ });
  await expect(panel).toContainText(/legal notices? (is|are) waiting/);
  const link = panel.getByRole("link", { name: fileName });
  await expect(link).toBeVisible();
  const download = admin.page.waitForEvent("download");
  await link.click();
  expect((await download).suggestedFilename()).toBe(fileName);
  await admin.page.reload();
  await expect(admin.page.getByRole("heading", { name: /Legal notices to review/ })).toBeVisible();
  await expect(admin.page.getByRole("link", { name: fileName })).toHaveCount(0);
});
