// The document store (issue 22; decisions.md, "Documents and messages"): each document belongs to
// a customer (and maybe an application), with its kind, name, type, size and SHA-256; its bytes
// are kept in the database, encrypted with the data key in chunks (so backups and key rotation
// cover them, and every node sees them).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
} from "../../app/domain/documents/kinds.ts";
import { users } from "./accounts.ts";
import { applications } from "./applications.ts";
import { oneOf } from "./columns.ts";

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept for the record when the login is deleted, like its applications.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    fileName: text("file_name").notNull(),
    mediaType: text("media_type", { enum: DOCUMENT_MEDIA_TYPES }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // When an admin first opened it: a legal notice not yet opened is counted on the admin
    // dashboard (until the negotiation issue's work queue).
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("documents_legal_notices_to_review_idx")
      .on(t.createdAt)
      .where(sql`${t.kind} = 'legal_notice' and ${t.reviewedAt} is null`),
    index("documents_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("documents_application_id_idx").on(t.applicationId),
    check("documents_kind_check", oneOf(t.kind, DOCUMENT_KINDS)),
    check("documents_media_type_check", oneOf(t.mediaType, DOCUMENT_MEDIA_TYPES)),
    check("documents_size_range", sql`${t.sizeBytes} between 1 and ${sql.raw(String(DOCUMENT_MAX_BYTES))}`),
    check("documents_sha256_shape", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    // A plain file name: one line, no folder, no control character.
    check(
      "documents_file_name_plain",
      sql`char_length(${t.fileName}) between 1 and 200 and ${t.fileName} !~ '[/\\\\[:cntrl:]]'`,
    ),
  ],
);

/** A document's bytes, encrypted a chunk per row (DataCipher.encryptBytes, AAD: id and position). */
export const documentChunks = pgTable(
  "document_chunks",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    content: text("content").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.position] }),
    check("document_chunks_position_positive", sql`${t.position} >= 0`),
    check("document_chunks_encrypted", sql`${t.content} like 'v1:%'`),
  ],
);
