import crypto from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { DocumentMediaType } from "#app/domain/documents/kinds.ts";
import { MESSAGE_EMAIL_QUIET_MS, type MessageSender } from "#app/domain/messages/rules.ts";
import { auditLog, conversations, messageAttachments, messages, users } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { messageWaitingEmail } from "../../email/message-emails.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import type { Env } from "../../env.server.ts";
import { storeDocument } from "../document/documents.server.ts";
import {
  type ConversationRow,
  ensureConversation,
  findConversation,
  findConversationOf,
} from "./conversations.server.ts";

// A message, from the customer or from the team (issue 25), in one transaction: the conversation
// (made on the customer's first message), the message with its text encrypted, its files stored
// as the customer's documents, one audit row (never the text), and, when the other side has not
// been told in the last 15 minutes, the e-mail that a message is waiting. The conversation's
// unread counts and latest time move by the messages' trigger (migration 0029).

export interface MessageFile {
  fileName: string;
  mediaType: DocumentMediaType;
  bytes: Uint8Array;
}

export interface PostMessageInput {
  sender: MessageSender;
  /** Who writes: the customer, or the admin answering. */
  author: { id: string; email: string };
  /** The customer's conversation: the customer's id for their own, the conversation's id for the team. */
  to: { customerId: string } | { conversationId: string };
  body: string;
  files: readonly MessageFile[];
  /**
   * A customer's files are a court paper or a legal notice (issue 43): kept as legal notices, so
   * the admins' "Legal notices to review" lists them first, as an upload marked so. Never for the
   * team's files.
   */
  legalNotice?: boolean;
  env: Pick<Env, "site" | "publicUrl">;
  now: Date;
}

export type PostMessageResult =
  | { kind: "sent"; messageId: string; conversationId: string }
  | { kind: "not-found" };

interface Recipient {
  email: string;
  name: string | null;
}

async function customerOf(db: Db, conversation: ConversationRow): Promise<Recipient | null> {
  if (!conversation.customerId) return null;
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, conversation.customerId));
  return row ? { email: row.email, name: `${row.firstName} ${row.lastName}` } : null;
}

/** The team's side: the admin it is assigned to, or the team's support address. */
async function teamOf(
  db: Db,
  conversation: ConversationRow,
  env: PostMessageInput["env"],
): Promise<Recipient> {
  if (conversation.assignedAdminId) {
    const [row] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, conversation.assignedAdminId));
    if (row) return { email: row.email, name: row.firstName };
  }
  return { email: env.site.supportEmail, name: null };
}

export async function postMessage(
  db: Db,
  cipher: DataCipher,
  input: PostMessageInput,
): Promise<PostMessageResult> {
  const { now, sender } = input;
  const messageId = crypto.randomUUID();
  const encrypted = cipher.encrypt("messages.body", input.body);
  // Prepared before the transaction, which it must not hold up: the e-mail, rendered.
  const email = await prepareEmail(db, input, messageId);
  return db.transaction(async (tx) => {
    const conversation =
      "customerId" in input.to
        ? await ensureConversation(tx, input.to.customerId, now)
        : await findConversation(tx, input.to.conversationId);
    if (!conversation?.customerId) return { kind: "not-found" as const };
    await tx.insert(messages).values({
      id: messageId,
      conversationId: conversation.id,
      senderId: input.author.id,
      sender,
      body: encrypted,
      createdAt: now,
    });
    const legalNotice = sender === "customer" && input.legalNotice === true && input.files.length > 0;
    let position = 0;
    for (const file of input.files) {
      position += 1;
      const stored = await storeDocument(tx, cipher, {
        userId: conversation.customerId,
        applicationId: null,
        kind: legalNotice ? "legal_notice" : "message_attachment",
        fileName: file.fileName,
        mediaType: file.mediaType,
        bytes: file.bytes,
        now,
      });
      await tx.insert(messageAttachments).values({ messageId, position, documentId: stored.id });
    }
    await tx.insert(auditLog).values({
      actorId: input.author.id,
      actorEmail: input.author.email,
      action: "message_posted",
      targetType: "conversation",
      targetId: conversation.id,
      before: null,
      after: {
        messageId,
        sender,
        attachments: input.files.length,
        ...(legalNotice ? { legalNotice: true } : {}),
      },
      createdAt: now,
    });
    if (email) await tellOtherSide(tx, conversation, input, email);
    return { kind: "sent" as const, messageId, conversationId: conversation.id };
  });
}

/** The e-mail to the other side, rendered (none when the conversation's customer is gone). */
async function prepareEmail(db: Db, input: PostMessageInput, messageId: string) {
  const existing =
    "customerId" in input.to
      ? await findConversationOf(db, input.to.customerId)
      : await findConversation(db, input.to.conversationId);
  const toCustomer = input.sender === "team";
  let recipient: Recipient | null;
  if (toCustomer) recipient = existing ? await customerOf(db, existing) : null;
  else
    recipient = existing
      ? await teamOf(db, existing, input.env)
      : { email: input.env.site.supportEmail, name: null };
  if (!recipient) return null;
  const link = toCustomer
    ? `${input.env.publicUrl}/dashboard/messages`
    : existing
      ? `${input.env.publicUrl}/admin/messages/${existing.id}`
      : `${input.env.publicUrl}/admin/messages`;
  return renderOutgoing(
    messageWaitingEmail(
      input.env.site,
      { ...recipient, side: toCustomer ? "customer" : "team" },
      link,
      `message-waiting:${messageId}`,
    ),
  );
}

/** The other side's e-mail, at most one per conversation in 15 minutes (claimed by a conditional update). */
async function tellOtherSide(
  tx: Db,
  conversation: ConversationRow,
  input: PostMessageInput,
  email: RenderedOutgoingEmail,
) {
  const toCustomer = input.sender === "team";
  const column = toCustomer ? conversations.customerEmailedAt : conversations.teamEmailedAt;
  const quietSince = new Date(input.now.getTime() - MESSAGE_EMAIL_QUIET_MS);
  const claimed = await tx
    .update(conversations)
    .set(toCustomer ? { customerEmailedAt: input.now } : { teamEmailedAt: input.now })
    .where(and(eq(conversations.id, conversation.id), or(isNull(column), lt(column, quietSince))))
    .returning({ id: conversations.id });
  if (claimed.length > 0) await enqueueRendered(tx, email);
}
