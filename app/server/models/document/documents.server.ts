import crypto from "node:crypto";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { DocumentKind, DocumentMediaType } from "#app/domain/documents/kinds.ts";
import { auditLog, documentChunks, documents } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";

// The document store (issue 22): a document's facts in `documents`, its bytes encrypted with the
// data key in `document_chunks` (each chunk's associated data names its document and position,
// so chunks cannot be swapped or moved), and its SHA-256 checked again on every read.

/**
 * Bytes per chunk: 64 KB, so no statement carries a whole 10 MB file, and each chunk's ciphertext
 * (about 87 KB of text) is an ordinary young object the next scavenge frees, not one of V8's
 * large objects that wait for a full collection (bench/upload-memory.ts measured both).
 */
export const CHUNK_BYTES = 64 * 1024;

export interface NewDocument {
  userId: string | null;
  applicationId: string | null;
  kind: DocumentKind;
  fileName: string;
  mediaType: DocumentMediaType;
  bytes: Uint8Array;
  now: Date;
}

export const chunkAad = (documentId: string, position: number) =>
  `documents.content\0${documentId}\0${position}`;

export function sha256Hex(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

/** Stores a document in the caller's transaction; its id and SHA-256. */
export async function storeDocument(
  tx: Db,
  cipher: DataCipher,
  document: NewDocument,
): Promise<{ id: string; sha256: string }> {
  const id = crypto.randomUUID();
  const sha256 = sha256Hex(document.bytes);
  await tx.insert(documents).values({
    id,
    userId: document.userId,
    applicationId: document.applicationId,
    kind: document.kind,
    fileName: document.fileName,
    mediaType: document.mediaType,
    sizeBytes: document.bytes.byteLength,
    sha256,
    createdAt: document.now,
  });
  // One chunk encrypted and written at a time: a statement never carries more than a chunk, and
  // no more than one chunk's ciphertext is held at once.
  for (
    let position = 0, offset = 0;
    offset < document.bytes.byteLength;
    position += 1, offset += CHUNK_BYTES
  ) {
    const chunk = document.bytes.subarray(offset, offset + CHUNK_BYTES);
    const content = cipher.encryptBytes(chunkAad(id, position), chunk);
    await tx.insert(documentChunks).values({ documentId: id, position, content });
  }
  return { id, sha256 };
}

export type DocumentFacts = typeof documents.$inferSelect;

/** A document's facts, or null. */
export async function findDocument(db: Db, id: string): Promise<DocumentFacts | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}

/** A document's bytes, decrypted and checked against its SHA-256 (a mismatch throws). */
export async function readDocumentBytes(db: Db, cipher: DataCipher, facts: DocumentFacts): Promise<Buffer> {
  const chunks = await db
    .select({ position: documentChunks.position, content: documentChunks.content })
    .from(documentChunks)
    .where(eq(documentChunks.documentId, facts.id))
    .orderBy(asc(documentChunks.position));
  const bytes = Buffer.concat(
    chunks.map((chunk, index) => {
      if (chunk.position !== index) throw new Error(`document ${facts.id} is missing chunk ${index}`);
      return cipher.decryptBytes(chunkAad(facts.id, chunk.position), chunk.content);
    }),
  );
  if (bytes.byteLength !== facts.sizeBytes || sha256Hex(bytes) !== facts.sha256) {
    throw new Error(`document ${facts.id} does not match its SHA-256`);
  }
  return bytes;
}

/** A customer's documents, newest first (the Documents room, the admin's view). */
export function findDocumentsForUser(db: Db, userId: string) {
  return db
    .select({
      id: documents.id,
      applicationId: documents.applicationId,
      kind: documents.kind,
      fileName: documents.fileName,
      mediaType: documents.mediaType,
      sizeBytes: documents.sizeBytes,
      sha256: documents.sha256,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** An application's documents of a kind, newest first. */
export function findApplicationDocuments(db: Db, applicationId: string) {
  return db
    .select()
    .from(documents)
    .where(eq(documents.applicationId, applicationId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/**
 * An admin's download of a customer's document, on record (who, which, whose, what kind); a legal
 * notice opened for the first time stops waiting on the admin dashboard (in the same transaction).
 */
export async function auditDocumentDownload(
  db: Db,
  admin: { id: string; email: string },
  facts: DocumentFacts,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(auditLog).values({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "document_downloaded",
      targetType: "document",
      targetId: facts.id,
      before: null,
      after: {
        kind: facts.kind,
        fileName: facts.fileName,
        owner: facts.userId,
        applicationId: facts.applicationId,
      },
      createdAt: at,
    });
    await tx
      .update(documents)
      .set({ reviewedAt: at })
      .where(and(eq(documents.id, facts.id), isNull(documents.reviewedAt)));
  });
}
