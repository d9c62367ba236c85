// One customer's conversation with the team as an admin sees it (issue 25): its messages, oldest
// first, with their files; its state and the changes allowed now; what its forms answer. A
// message's text is passed on exactly as typed: the page shows it as text, never as HTML.

import type { FormReply } from "../forms.ts";
import { CONVERSATION_ACTIONS, type ConversationAction, type MessageSender } from "../messages/rules.ts";
import { type MessageView, messageView } from "../messages/views.ts";
import { customerHref } from "./customer-links.ts";
import { ADMIN_MESSAGES } from "./messages-views.ts";

/** The buttons of a conversation's state, in the words the admin reads. */
export const CONVERSATION_ACTION_LABELS: Record<ConversationAction, string> = {
  assign: "Assign to me",
  unassign: "Unassign",
  "mark-done": "Mark as done",
  reopen: "Reopen",
};

/** A message as the thread's model reads it (its text decrypted). */
export interface ThreadMessageSource {
  id: string;
  sender: MessageSender;
  senderName: string | null;
  body: string;
  createdAt: Date;
  attachments: { documentId: string; fileName: string; mediaType: string; sizeBytes: number }[];
}

/**
 * A message as an admin reads it, in the customer's room's shape (`MessageView`): the customer
 * by name ("Deleted customer" once the login is gone), the team's by the admin's
 * ("Harborline team (Grace)"); files link to the audited download.
 */
export function threadMessageView(
  message: ThreadMessageSource,
  reader: { timeZone: string; brand: string },
): MessageView {
  const senderName =
    message.sender === "customer"
      ? (message.senderName ?? ADMIN_MESSAGES.deletedCustomer)
      : message.senderName;
  return messageView(
    { ...message, senderName },
    { side: "team", ...reader, documentsHref: "/admin/documents" },
  );
}

/** The conversation's state, as its row has it. */
export interface ConversationStateSource {
  id: string;
  /** The customer's login (issue 45: the link to their page); null once it is deleted. */
  customerId?: string | null;
  version: number;
  assignedAdminId: string | null;
  doneAt: Date | null;
}

/** The changes the state allows now: Assign to me unless it is the admin's, Unassign when assigned. */
export function conversationActions(
  state: ConversationStateSource,
  adminId: string,
): { action: ConversationAction; label: string }[] {
  const shown: Record<ConversationAction, boolean> = {
    assign: state.assignedAdminId !== adminId,
    unassign: state.assignedAdminId !== null,
    "mark-done": state.doneAt === null,
    reopen: state.doneAt !== null,
  };
  return CONVERSATION_ACTIONS.filter((action) => shown[action]).map((action) => ({
    action,
    label: CONVERSATION_ACTION_LABELS[action],
  }));
}

export interface ConversationPageView {
  id: string;
  version: string;
  customer: string;
  /** The customer's page (issue 45), when their login is known. */
  customerHref?: string;
  email: string | null;
  status: string;
  assignedTo: string;
  actions: { action: ConversationAction; label: string }[];
  messages: MessageView[];
}

export function conversationPageView(input: {
  state: ConversationStateSource;
  customer: { firstName: string; lastName: string; email: string } | null;
  assignee: { firstName: string; lastName: string } | null;
  messages: readonly ThreadMessageSource[];
  admin: { id: string; timeZone: string };
  /** The site's short brand: "Harborline team (Grace)". */
  brand: string;
}): ConversationPageView {
  const { state, customer, assignee, admin } = input;
  const assignedTo =
    state.assignedAdminId === null
      ? ADMIN_MESSAGES.notAssigned
      : state.assignedAdminId === admin.id
        ? "You"
        : assignee
          ? `${assignee.firstName} ${assignee.lastName}`
          : ADMIN_MESSAGES.notAssigned;
  return {
    id: state.id,
    version: String(state.version),
    customer: customer ? `${customer.firstName} ${customer.lastName}` : ADMIN_MESSAGES.deletedCustomer,
    ...(customer && state.customerId ? { customerHref: customerHref(state.customerId) } : {}),
    email: customer?.email ?? null,
    status: state.doneAt === null ? ADMIN_MESSAGES.open : ADMIN_MESSAGES.done,
    assignedTo,
    actions: conversationActions(state, admin.id),
    messages: input.messages.map((message) =>
      threadMessageView(message, { timeZone: admin.timeZone, brand: input.brand }),
    ),
  };
}

// ---- The conversation's forms ----------------------------------------------------------------

export const CONVERSATION_INTENTS = ["reply", ...CONVERSATION_ACTIONS] as const;
export type ConversationIntent = (typeof CONVERSATION_INTENTS)[number];

export function isConversationAction(value: unknown): value is ConversationAction {
  return typeof value === "string" && (CONVERSATION_ACTIONS as readonly string[]).includes(value);
}

/** What the conversation's actions answer: the toast, and for the answer a field's refusal. */
export type ConversationReply = FormReply<"body" | "files"> & {
  intent: ConversationIntent;
  message: string;
};
