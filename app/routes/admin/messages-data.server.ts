import { type ConversationPageView, conversationPageView } from "#app/domain/admin/conversation-views.ts";
import {
  ADMIN_MESSAGES,
  type InboxPageData,
  inboxPageCount,
  inboxRowView,
  readInboxQuery,
} from "#app/domain/admin/messages-views.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  findConversation,
  markRead,
  readThread,
  teamUnreadConversations,
} from "#app/server/models/message/conversations.server.ts";
import { listInbox } from "#app/server/models/message/inbox.server.ts";
import { findProfile } from "#app/server/models/user/profile.server.ts";

// What /admin/messages and /admin/messages/:conversationId show (issue 25), shaped for display
// here: the inbox a page at a time from its address, and one conversation, read whole and then
// marked read for the team.

/** A page of the inbox for `admin`; a failed read is said in place (and logged), not thrown. */
export async function loadInbox(db: Db, url: URL, admin: SessionUser): Promise<InboxPageData> {
  const query = readInboxQuery(url.searchParams);
  try {
    const [{ rows, total }, unread] = await Promise.all([
      listInbox(db, { ...query, adminId: admin.id }),
      teamUnreadConversations(db),
    ]);
    return {
      ok: true,
      query,
      rows: rows.map((row) => inboxRowView(row, admin.timeZone)),
      total,
      pageCount: inboxPageCount(total),
      unread,
    };
  } catch (error) {
    logFailure("reading the messages inbox failed", error, { filter: query.filter, page: query.page });
    return { ok: false, query, message: ADMIN_MESSAGES.failedLoad };
  }
}

/** The conversation with every message, now read by the team; null when there is none with this id. */
export async function loadConversation(
  db: Db,
  cipher: DataCipher,
  conversationId: string,
  { admin, brand }: { admin: SessionUser; brand: string },
): Promise<ConversationPageView | null> {
  const conversation = await findConversation(db, conversationId);
  if (!conversation) return null;
  const [messages, customer, assignee] = await Promise.all([
    readThread(db, cipher, conversation.id),
    conversation.customerId ? findProfile(db, cipher, conversation.customerId) : null,
    conversation.assignedAdminId ? findProfile(db, cipher, conversation.assignedAdminId) : null,
  ]);
  await markRead(db, conversation.id, "team");
  return conversationPageView({
    state: conversation,
    customer,
    assignee,
    messages,
    admin: { id: admin.id, timeZone: admin.timeZone },
    brand,
  });
}
