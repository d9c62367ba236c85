// What the admins' Messages (issue 25) say, apart from the inbox's rules (messages-views.ts,
// which read ../messages/rules.ts and its Zod schemas), so that the admin frame's sidebar link
// loads no Zod.

export const ADMIN_MESSAGES = {
  title: "Messages",
  searchLabel: "Search by customer name or email",
  searchPlaceholder: "Name or email",
  failedLoad: "The conversations could not be loaded. Please try again in a moment.",
  deletedCustomer: "Deleted customer",
  notAssigned: "Nobody",
  open: "Open",
  done: "Done",
  backToInbox: "Back to Messages",
  threadTitle: "Conversation",
  emptyThread: "No messages yet.",
  replyTitle: "Answer",
  replyLabel: "Your answer",
  filesLabel: "Attach files (up to 3)",
  send: "Send answer",
  sending: "Sending...",
  changeFailed: "The conversation could not be changed. Please try again in a moment.",
  live: "Messages updated",
} as const;

/** The sidebar link's accessible name: "Messages, 3 unread". */
export function messagesLinkLabel(unread: number): string {
  return unread > 0
    ? `${ADMIN_MESSAGES.title}, ${unread.toLocaleString("en-US")} unread`
    : ADMIN_MESSAGES.title;
}
