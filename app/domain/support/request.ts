// The Support room's quick request (spec section 2): a subject and a message. Issue 25 sends it
// to the team as a secure message in the customer's one conversation, where the answer comes,
// instead of spec section 7's mail client, whose message nobody could answer from the back
// office (docs/decisions/0047-secure-messages-and-live-portal.md). Its rules are plain functions
// (form-rules.ts): the room checks the request before sending without loading Zod (issue 42).
import { fieldsSchema, trimmedText } from "../form-rules.ts";
import { defineForm, type SchemaOutput } from "../forms.ts";
import { isOneLine, isStorableText, ONE_LINE_TEXT, UNSTORABLE_TEXT } from "../text-rules.ts";

export const SUPPORT_MESSAGES = {
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  subjectTooLong: "Subject must be at most 150 characters",
  messageTooLong: "Message must be at most 1,500 characters",
} as const;

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 1500;

export const supportRequestSchema = fieldsSchema({
  subject: trimmedText({
    required: SUPPORT_MESSAGES.subjectRequired,
    max: SUPPORT_SUBJECT_MAX,
    tooLong: SUPPORT_MESSAGES.subjectTooLong,
    more: [
      [isStorableText, UNSTORABLE_TEXT],
      [isOneLine, ONE_LINE_TEXT],
    ],
  }),
  message: trimmedText({
    required: SUPPORT_MESSAGES.messageRequired,
    max: SUPPORT_MESSAGE_MAX,
    tooLong: SUPPORT_MESSAGES.messageTooLong,
    more: [[isStorableText, UNSTORABLE_TEXT]],
  }),
});

export type SupportRequest = SchemaOutput<typeof supportRequestSchema>;
export type SupportField = keyof SupportRequest;

export const supportForm = defineForm({
  fields: ["subject", "message"] as const satisfies readonly SupportField[],
  schema: supportRequestSchema,
  multiline: ["message"],
});

/** The toast and status line once the request is in the customer's conversation (issue 25). */
export const SUPPORT_SENT = "Your request has been sent to our team. Their answer will appear in Messages.";

/**
 * The message a quick request posts to the customer's conversation with the team: its subject,
 * a blank line, then the message as typed (line breaks as line feeds). Within a message's 5,000
 * characters by the bounds above.
 */
export function supportMessageBody(request: SupportRequest): string {
  return `${request.subject}\n\n${request.message.replace(/\r\n?/g, "\n")}`;
}
