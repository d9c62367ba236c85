import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { action as documentsRoute } from "#app/routes/dashboard/documents.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { readDocumentBytes, sha256Hex } from "#app/server/models/document/documents.server.ts";
import { auditLog, documents } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { filledFormWithLink, HOSTILE_PDFS } from "#tests/support/hostile-pdfs.ts";
import { type MessageFileInput, multipartBody, sendMessage } from "#tests/support/messages-route.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// The upload check behind the customer's two ways in (decision 0058): the Documents room and a
// message's files (the settlement letter: admin-negotiation-confirm.test.ts). Each file of the
// outside re-test refused with its words and nothing stored; a letter with a link and a filled-in
// form stored as its rewritten copy, which pdf.js finds pages only, audited with the size and
// SHA-256 of what is stored; a JPEG named .pdf stored as a .jpg.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

/** The Documents room's form as the browser posts it (each upload by a new customer: 10 a minute each). */
async function upload(file: MessageFileInput, kind = "creditor_letter") {
  const customer = await signedInUser(services);
  const encoded = await multipartBody({ intent: "upload-document", kind }, [file], "file");
  const request = new Request(new URL("/dashboard/documents", TEST_ORIGIN), {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: customer.cookie, "Content-Type": encoded.contentType },
  });
  const context = contextFor(services, undefined, { uploadBody: Readable.from([encoded.body]) });
  const answer = await outcome<DashboardActionData>(() =>
    Promise.resolve(documentsRoute({ request, context, params: {} } as never)),
  );
  return { answer, customer };
}

const storedFor = (customer: SignedInUser) =>
  database.db.select().from(documents).where(eq(documents.userId, customer.id));

/** What pdf.js finds in the stored bytes that would act: none of it in a rewritten copy. */
async function activeParts(bytes: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const page = await document.getPage(1);
    return {
      scripts: await document.getJSActions(),
      fields: await document.getFieldObjects(),
      annotations: (await page.getAnnotations()).length,
    };
  } finally {
    await document.loadingTask.destroy();
  }
}

describe("the Documents room", () => {
  it.each(HOSTILE_PDFS)("refuses $name and stores nothing", async (file) => {
    const { answer, customer } = await upload({
      name: "letter.pdf",
      bytes: file.build(),
      type: "application/pdf",
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ fieldErrors: { file: UPLOAD_MESSAGES[file.refusal] } });
    expect(await storedFor(customer)).toEqual([]);
  });

  it("stores a letter with a link and a filled-in form as its rewritten copy, audited as stored", async () => {
    const original = await filledFormWithLink();
    const { answer, customer } = await upload({
      name: "letter.pdf",
      bytes: original,
      type: "application/pdf",
    });
    expect(answer.status).toBe(200);
    const [row] = await storedFor(customer);
    if (!row) throw new Error("nothing stored");
    const stored = await readDocumentBytes(database.db, services.cipher, row);
    expect(stored.equals(original)).toBe(false);
    expect(await activeParts(stored)).toEqual({ scripts: null, fields: null, annotations: 0 });
    expect(row).toMatchObject({
      fileName: "letter.pdf",
      mediaType: "application/pdf",
      sizeBytes: stored.length,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "document_uploaded"), eq(auditLog.targetId, row.id)));
    expect(audit?.after).toMatchObject({ sizeBytes: stored.length, sha256: sha256Hex(stored) });
  });

  it("stores a JPEG named as a PDF as the JPEG it is, under a .jpg name", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.alloc(4096, 9)]);
    const { answer, customer } = await upload({
      name: "statement.pdf",
      bytes: jpeg,
      type: "application/pdf",
    });
    expect(answer.status).toBe(200);
    expect(await storedFor(customer)).toMatchObject([{ fileName: "statement.jpg", mediaType: "image/jpeg" }]);
  });
});

describe("a message's files", () => {
  it("refuses a scripted PDF beside the files, and keeps a plain one as its rewritten copy", async () => {
    const customer = await signedInUser(services);
    const bypass = HOSTILE_PDFS[0]?.build() ?? Buffer.alloc(0);
    const refused = await sendMessage(services, customer, "My letter", [
      { name: "letter.pdf", bytes: bypass, type: "application/pdf" },
    ]);
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({ fieldErrors: { files: UPLOAD_MESSAGES.activePdf } });
    expect(await storedFor(customer)).toEqual([]);

    const original = await filledFormWithLink();
    const sent = await sendMessage(services, customer, "My letter", [
      { name: "letter", bytes: original, type: "application/pdf" },
    ]);
    expect(sent.status).toBe(200);
    const [row] = await storedFor(customer);
    if (!row) throw new Error("nothing stored");
    expect(row).toMatchObject({ kind: "message_attachment", fileName: "letter.pdf" });
    const stored = await readDocumentBytes(database.db, services.cipher, row);
    expect(stored.equals(original)).toBe(false);
    expect(await activeParts(stored)).toEqual({ scripts: null, fields: null, annotations: 0 });
  });
});
