// Secure messages (issue 25; decisions.md, "Documents and messages"): one conversation per
// customer with the team. A message is plain text kept exactly as typed (shown as text, never
// HTML) with up to three attachments from the document store; nobody edits or deletes one.
import { z } from "#app/domain/zod.ts";
import { defineForm } from "../forms.ts";
import type { TransitionTable } from "../state-machine.ts";

export const MESSAGE_SENDERS = ["customer", "team"] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** The longest message, in characters (code points, as a person counts them). */
export const MESSAGE_MAX_CHARS = 5_000;
export const MESSAGE_MAX_ATTACHMENTS = 3;
/** The other side is e-mailed that a message is waiting at most once per conversation in this time. */
export const MESSAGE_EMAIL_QUIET_MS = 15 * 60 * 1000;
/** A customer's messages: 30 an hour. */
export const MESSAGES_PER_HOUR = { limit: 30, windowSeconds: 60 * 60 } as const;

export const INBOX_FILTERS = ["unread", "mine", "all"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = {
  unread: "Unread",
  mine: "Assigned to me",
  all: "All",
};
export const INBOX_PAGE_SIZE = 25;

export const MESSAGE_MESSAGES = {
  sent: "Message sent",
  failed: "Your message could not be sent",
  empty: "Write a message",
  tooLong: `A message can be at most ${MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters`,
  tooManyFiles: `Attach at most ${MESSAGE_MAX_ATTACHMENTS} files`,
  tooMany: "You have sent many messages in the last hour. Please wait before sending another.",
  assigned: "Conversation assigned",
  unassigned: "Conversation unassigned",
  done: "Conversation marked done",
  reopened: "Conversation reopened",
  notFound: "That conversation does not exist.",
  stale: "This conversation changed since you opened it. The page now shows it as it is.",
  emptyThread: "No messages yet. Write to us below: a member of our team answers within one business day.",
  emptyInbox: "No conversations match.",
} as const;

/** Code points, not UTF-16 units: an emoji counts as one character, as the person sees it. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The message's text as typed: only checked, never trimmed inside or rewritten. */
export const messageSchema = z.object({
  body: z
    .string({ error: MESSAGE_MESSAGES.empty })
    .refine((text) => text.trim().length > 0, MESSAGE_MESSAGES.empty)
    .refine((text) => characterCount(text) <= MESSAGE_MAX_CHARS, MESSAGE_MESSAGES.tooLong),
});

export const messageForm = defineForm({
  fields: ["body"] as const,
  schema: messageSchema,
  multiline: ["body"],
});

/** Line endings as the browser sends them (CRLF) become LF: the same text on every platform. */
export function normalizeLineEndings(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** What an admin does to a conversation (issue 25), through the one recipe for changes of state. */
export const CONVERSATION_ACTIONS = ["assign", "unassign", "mark-done", "reopen"] as const;
export type ConversationAction = (typeof CONVERSATION_ACTIONS)[number];

export interface ConversationStateRow {
  assignedAdminId: string | null;
  done: boolean;
}

export const CONVERSATION_TRANSITIONS: TransitionTable<ConversationStateRow, ConversationAction, "admin"> = {
  assign: { actor: "admin", allowed: () => true },
  unassign: { actor: "admin", allowed: (row) => row.assignedAdminId !== null },
  "mark-done": { actor: "admin", allowed: (row) => !row.done },
  reopen: { actor: "admin", allowed: (row) => row.done },
};

export const CONVERSATION_ACTION_ANSWERS: Record<ConversationAction, string> = {
  assign: MESSAGE_MESSAGES.assigned,
  unassign: MESSAGE_MESSAGES.unassigned,
  "mark-done": MESSAGE_MESSAGES.done,
  reopen: MESSAGE_MESSAGES.reopened,
};
