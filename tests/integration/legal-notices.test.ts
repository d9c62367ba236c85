import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalNoticesView } from "#app/domain/admin/legal-notices.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  auditDocumentDownload,
  findDocument,
  readDocumentBytes,
} from "#app/server/models/document/documents.server.ts";
import { findLegalNoticesToReview, recordUpload } from "#app/server/models/document/uploads.server.ts";
import { auditLog, documents } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// A customer's upload is stored whole with its audit row, and a legal notice waits on the admin
// dashboard until an admin first opens it (issue 22): the count, the list, the opening on record.

let database: Database;
let services: Services;
let customer: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  customer = await signedInUser(services);
  admin = await signedInAdmin(services);
});
afterAll(() => database.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200_000, 3),
]);

function upload(kind: "legal_notice" | "creditor_letter", fileName: string, now: Date) {
  return recordUpload(services.db, services.cipher, {
    user: { id: customer.id, email: customer.email },
    kind,
    fileName,
    mediaType: "image/png",
    bytes: PNG,
    now,
  });
}

describe("uploads and the legal notices waiting", () => {
  it("stores an upload whole, in chunks, with its audit row naming its facts", async () => {
    const id = await upload("creditor_letter", "letter.png", new Date("2026-11-02T15:00:00Z"));
    const facts = await findDocument(services.db, id);
    expect(facts).toMatchObject({
      userId: customer.id,
      kind: "creditor_letter",
      sizeBytes: PNG.length,
      reviewedAt: null,
    });
    expect(
      (await readDocumentBytes(services.db, services.cipher, facts as NonNullable<typeof facts>)).equals(PNG),
    ).toBe(true);
    const [entry] = await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "document_uploaded"), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorId: customer.id, targetType: "document" });
    expect(entry?.after).toMatchObject({
      kind: "creditor_letter",
      fileName: "letter.png",
      sizeBytes: PNG.length,
    });
  });

  it("counts and lists the legal notices no admin has opened, oldest first; opening one takes it off", async () => {
    const before = await findLegalNoticesToReview(services.db);
    const older = await upload("legal_notice", "summons.png", new Date("2026-11-03T15:00:00Z"));
    const newer = await upload("legal_notice", "garnishment.png", new Date("2026-11-04T15:00:00Z"));
    const waiting = await findLegalNoticesToReview(services.db);
    expect(waiting.total).toBe(before.total + 2);
    expect(waiting.notices.map((notice) => notice.id).slice(-2)).toEqual([older, newer]);
    const view = legalNoticesView(waiting, "America/Phoenix");
    expect(view.summary).toBe(`${waiting.total} legal notices are waiting`);
    expect(view.notices.find((notice) => notice.id === older)).toEqual({
      id: older,
      fileName: "summons.png",
      customer: "Ada Lovelace",
      uploaded: expect.stringContaining("Nov 3, 2026"),
      href: `/admin/documents/${older}`,
    });

    const facts = await findDocument(services.db, older);
    if (!facts) throw new Error("the upload is missing");
    const openedAt = new Date("2026-11-05T16:00:00Z");
    await auditDocumentDownload(services.db, { id: admin.id, email: admin.email }, facts, openedAt);
    // A second opening is on record too, but the first one's time stays.
    await auditDocumentDownload(
      services.db,
      { id: admin.id, email: admin.email },
      facts,
      new Date("2026-11-06T16:00:00Z"),
    );
    const after = await findLegalNoticesToReview(services.db);
    expect(after.total).toBe(waiting.total - 1);
    expect(after.notices.map((notice) => notice.id)).not.toContain(older);
    const [row] = await services.db
      .select({ reviewedAt: documents.reviewedAt })
      .from(documents)
      .where(eq(documents.id, older));
    expect(row?.reviewedAt).toEqual(openedAt);
    const opened = await services.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "document_downloaded"), eq(auditLog.targetId, older)));
    expect(opened).toEqual([{ actorId: admin.id }, { actorId: admin.id }]);
  });

  it("says one notice in the singular", () => {
    expect(legalNoticesView({ total: 1, notices: [] }, "America/Phoenix").summary).toBe(
      "1 legal notice is waiting",
    );
  });
});
