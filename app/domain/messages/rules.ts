// Secure messages (issue 25; decisions.md, "Documents and messages"): one conversation per
// customer with the team. A message is plain text kept exactly as typed (shown as text, never
// HTML) with up to three attachments from the document store; nobody edits or deletes one.
// Without Zod: the customer's Messages room and the admin's answer check a message in the browser
// with `messageProblems`, the server's own check (issue 42), and the room's page needs no Zod.
import {
  type FileFacts,
  fileFactsProblem,
  nothingChosen,
  UPLOAD_MESSAGES,
  type UploadProblem,
} from "../documents/upload.ts";
import type { TransitionTable } from "../state-machine.ts";
import { isStorableText, UNSTORABLE_TEXT } from "../text-rules.ts";

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
  tooLong: `A message can be at most ${groupThousands(MESSAGE_MAX_CHARS)} characters`,
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

/**
 * 5001 → "5,001", as en-US writes it, without Intl: the count under the text changes as it is
 * typed, and Intl's first use loads the browser's locale data, a long task on a slow phone
 * (decision 48).
 */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** The hint under a message's text: how many characters of the limit it holds. */
export function characterCountHint(text: string): string {
  return `${groupThousands(characterCount(text))} of ${groupThousands(MESSAGE_MAX_CHARS)} characters`;
}

/** Why a message's text is refused: a character never stored, nothing but spaces, or too long. */
export type MessageBodyProblem = "empty" | "tooLong" | "unstorable";
/** Why its files are refused: more than three, or one whose name or size the upload check refuses. */
export type MessageFilesProblem = "tooManyFiles" | UploadProblem;

export interface MessageProblems {
  body?: MessageBodyProblem;
  files?: MessageFilesProblem;
}

/**
 * The one check of a message before its files' bytes are read, by the browser before sending
 * (the customer's form and the admin's answer) and by the server (message-submission.server.ts),
 * which then checks each file's bytes. The text is checked as typed, never trimmed (its line
 * endings as stored); a file input left empty is no file.
 */
export function messageProblems(typed: string, files: readonly FileFacts[]): MessageProblems {
  const problems: MessageProblems = {};
  const body = normalizeLineEndings(typed);
  if (!isStorableText(body)) problems.body = "unstorable";
  else if (body.trim().length === 0) problems.body = "empty";
  else if (characterCount(body) > MESSAGE_MAX_CHARS) problems.body = "tooLong";
  const chosen = files.filter((file) => !nothingChosen(file));
  if (chosen.length > MESSAGE_MAX_ATTACHMENTS) problems.files = "tooManyFiles";
  else {
    const refused = chosen.map(fileFactsProblem).find((problem) => problem !== null);
    if (refused) problems.files = refused;
  }
  return problems;
}

/** Each problem in the words shown beside its field. */
export function messageProblemTexts(problems: MessageProblems): { body?: string; files?: string } {
  const texts: { body?: string; files?: string } = {};
  if (problems.body)
    texts.body = problems.body === "unstorable" ? UNSTORABLE_TEXT : MESSAGE_MESSAGES[problems.body];
  if (problems.files)
    texts.files =
      problems.files === "tooManyFiles" ? MESSAGE_MESSAGES.tooManyFiles : UPLOAD_MESSAGES[problems.files];
  return texts;
}

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
