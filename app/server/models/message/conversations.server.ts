import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { MessageSender } from "#app/domain/messages/rules.ts";
import { conversations, documents, messageAttachments, messages, users } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";

// A customer's one conversation with the team (issue 25): found or made, read whole (the text
// decrypted, each message's attachments), and marked read by one side.

export type ConversationRow = typeof conversations.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isConversationId = (id: string) => UUID.test(id);

/** The customer's conversation, made on their first message (two first messages at once make one). */
export async function ensureConversation(tx: Db, customerId: string, now: Date): Promise<ConversationRow> {
  await tx
    .insert(conversations)
    .values({ customerId, createdAt: now })
    .onConflictDoNothing({ target: conversations.customerId });
  const [row] = await tx.select().from(conversations).where(eq(conversations.customerId, customerId));
  if (!row) throw new Error("the conversation was not made");
  return row;
}

export async function findConversationOf(db: Db, customerId: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.customerId, customerId));
  return row ?? null;
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | null> {
  if (!isConversationId(id)) return null;
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

export interface ThreadMessage {
  id: string;
  sender: MessageSender;
  /** The sender's name as the other side sees it: the customer's, or the team member's first name. */
  senderName: string | null;
  body: string;
  createdAt: Date;
  attachments: { documentId: string; fileName: string; mediaType: string; sizeBytes: number }[];
}

/** Every message of a conversation, oldest first, its text decrypted. */
export async function readThread(
  db: Db,
  cipher: DataCipher,
  conversationId: string,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      sender: messages.sender,
      body: messages.body,
      createdAt: messages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const files =
    rows.length === 0
      ? []
      : await db
          .select({
            messageId: messageAttachments.messageId,
            documentId: documents.id,
            fileName: documents.fileName,
            mediaType: documents.mediaType,
            sizeBytes: documents.sizeBytes,
          })
          .from(messageAttachments)
          .innerJoin(documents, eq(documents.id, messageAttachments.documentId))
          .where(
            inArray(
              messageAttachments.messageId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.position));
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender,
    senderName:
      row.sender === "customer"
        ? row.firstName === null
          ? null
          : `${row.firstName} ${row.lastName ?? ""}`.trim()
        : row.firstName,
    body: cipher.decrypt("messages.body", row.body),
    createdAt: row.createdAt,
    attachments: files
      .filter((file) => file.messageId === row.id)
      .map(({ documentId, fileName, mediaType, sizeBytes }) => ({
        documentId,
        fileName,
        mediaType,
        sizeBytes,
      })),
  }));
}

/** One side has read everything: its unread count is zero (written only when it was not). */
export async function markRead(db: Db, conversationId: string, side: MessageSender): Promise<void> {
  const column = side === "customer" ? conversations.customerUnread : conversations.teamUnread;
  await db
    .update(conversations)
    .set(side === "customer" ? { customerUnread: 0 } : { teamUnread: 0 })
    .where(and(eq(conversations.id, conversationId), sql`${column} > 0`));
}

/** The customer's unread messages (the navigation's count). */
export async function customerUnread(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: conversations.customerUnread })
    .from(conversations)
    .where(eq(conversations.customerId, customerId));
  return row?.n ?? 0;
}

/** Conversations with a customer's message no admin has read (the back office's count). */
export async function teamUnreadConversations(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(sql`${conversations.teamUnread} > 0`);
  return Number(row?.n ?? 0);
}
