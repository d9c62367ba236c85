// Secure messages (issue 25; decisions.md, "Documents and messages"): one conversation per
// customer with the team, its messages (text encrypted with the data key, like the documents),
// and each message's attachments, which are documents of the customer's document store.
// Messages are never edited or deleted: a trigger refuses it (migration 0029), except a key
// rotation's re-encryption of the same text. The unread counts and the last message's time are
// kept by the trigger that inserts a message, so they cannot drift from the messages.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_SENDERS } from "../../app/domain/messages/rules.ts";
import { users } from "./accounts.ts";
import { oneOf } from "./columns.ts";
import { documents } from "./documents.ts";

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept for the record when the login is deleted, like its applications and documents.
    customerId: uuid("customer_id").references(() => users.id, { onDelete: "set null" }),
    assignedAdminId: uuid("assigned_admin_id").references(() => users.id, { onDelete: "set null" }),
    // Marked done by an admin; a new message from the customer opens it again.
    doneAt: timestamp("done_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    // Messages the customer has not read (the team's), and the team has not read (the customer's).
    customerUnread: integer("customer_unread").notNull().default(0),
    teamUnread: integer("team_unread").notNull().default(0),
    // When each side was last e-mailed that a message is waiting (at most one per 15 minutes).
    customerEmailedAt: timestamp("customer_emailed_at", { withTimezone: true }),
    teamEmailedAt: timestamp("team_emailed_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_customer_id_key").on(t.customerId),
    // The inbox: unread first, then the latest message first; the unread filter; assigned to me.
    index("conversations_inbox_idx").on(
      sql`(${t.teamUnread} > 0) desc`,
      sql`${t.lastMessageAt} desc nulls last`,
      t.id,
    ),
    index("conversations_unread_idx")
      .on(sql`${t.lastMessageAt} desc nulls last`, t.id)
      .where(sql`${t.teamUnread} > 0`),
    index("conversations_assigned_idx").on(
      t.assignedAdminId,
      sql`(${t.teamUnread} > 0) desc`,
      sql`${t.lastMessageAt} desc nulls last`,
      t.id,
    ),
    check("conversations_unread_counts", sql`${t.customerUnread} >= 0 and ${t.teamUnread} >= 0`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "restrict" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    sender: text("sender", { enum: MESSAGE_SENDERS }).notNull(),
    // The text as typed, encrypted (DataCipher, associated data "messages.body").
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_id_created_at_idx").on(t.conversationId, t.createdAt, t.id),
    check("messages_sender_check", oneOf(t.sender, MESSAGE_SENDERS)),
    check("messages_body_encrypted", sql`starts_with(${t.body}, 'v1:')`),
  ],
);

export const messageAttachments = pgTable(
  "message_attachments",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.position] }),
    uniqueIndex("message_attachments_document_id_key").on(t.documentId),
    check(
      "message_attachments_position_range",
      sql`${t.position} between 1 and ${sql.raw(String(MESSAGE_MAX_ATTACHMENTS))}`,
    ),
  ],
);
