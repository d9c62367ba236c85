import { asc, count, eq, sql } from "drizzle-orm";
import type { DocumentMediaType } from "#app/domain/documents/kinds.ts";
import type { UploadKind } from "#app/domain/documents/upload.ts";
import { auditLog, documents, users } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { storeDocument } from "./documents.server.ts";

// A customer's uploads (issue 22) and the legal notices they flag to admins: an upload is stored
// with its audit row in one transaction (all of it or nothing); a legal notice counts as waiting
// on the admin dashboard until an admin first opens it.

export interface Upload {
  user: { id: string; email: string };
  kind: UploadKind;
  fileName: string;
  mediaType: DocumentMediaType;
  bytes: Buffer;
  now: Date;
}

/** Stores a checked upload and its audit row; the new document's id. */
export function recordUpload(db: Db, cipher: DataCipher, upload: Upload): Promise<string> {
  return db.transaction(async (tx) => {
    const { id, sha256 } = await storeDocument(tx, cipher, {
      userId: upload.user.id,
      applicationId: null,
      kind: upload.kind,
      fileName: upload.fileName,
      mediaType: upload.mediaType,
      bytes: upload.bytes,
      now: upload.now,
    });
    await tx.insert(auditLog).values({
      actorId: upload.user.id,
      actorEmail: upload.user.email,
      action: "document_uploaded",
      targetType: "document",
      targetId: id,
      before: null,
      after: {
        kind: upload.kind,
        fileName: upload.fileName,
        mediaType: upload.mediaType,
        sizeBytes: upload.bytes.byteLength,
        sha256,
      },
      createdAt: upload.now,
    });
    return id;
  });
}

// Written out as its partial index's predicate (documents_legal_notices_to_review_idx), so that a
// plan kept for the statement still reads that index.
const waiting = sql`${documents.kind} = 'legal_notice' and ${documents.reviewedAt} is null`;

/** The legal notices no admin has opened yet, oldest first (a few, and how many in all). */
export async function findLegalNoticesToReview(db: Db, limit = 10) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: documents.id,
        fileName: documents.fileName,
        createdAt: documents.createdAt,
        customer: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        userId: documents.userId,
      })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.userId))
      .where(waiting)
      .orderBy(asc(documents.createdAt), asc(documents.id))
      .limit(limit),
    db.select({ total: count() }).from(documents).where(waiting),
  ]);
  return { total: total?.total ?? 0, notices: rows };
}
