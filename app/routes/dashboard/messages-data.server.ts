import type { RouterContextProvider } from "react-router";
import { MESSAGES_ROOM, type MessageView, messageView } from "#app/domain/messages/views.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { findConversationOf, markRead, readThread } from "#app/server/models/message/conversations.server.ts";
import { attempt } from "./room.server.ts";

// The Messages room's data (issue 25): the customer's conversation with the team, oldest message
// first, and, since they are reading it, the team's messages marked read. The room is rendered for
// each request, never stored: a message must show at once, on every node.

export async function loadMessagesRoom(context: Readonly<RouterContextProvider>, user: SessionUser) {
  const { db, cipher, env } = getServices(context);
  return attempt("messages", MESSAGES_ROOM.failedLoad, async (): Promise<MessageView[]> => {
    const conversation = await findConversationOf(db, user.id);
    if (!conversation) return [];
    const thread = await readThread(db, cipher, conversation.id);
    if (conversation.customerUnread > 0) await markRead(db, conversation.id, "customer");
    return thread.map((row) =>
      messageView(row, {
        side: "customer",
        timeZone: user.timeZone,
        brand: env.site.shortBrand,
        documentsHref: "/dashboard/documents",
      }),
    );
  });
}
