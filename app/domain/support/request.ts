// The Support tab's quick request (spec section 2 and 7): nothing goes to our server; the
// browser opens the customer's mail client with a message to support that carries the
// subject, the message and who is asking (user id, e-mail and name).
import { z } from "#app/domain/zod.ts";
import { isOneLine, isStorableText, ONE_LINE_TEXT, UNSTORABLE_TEXT } from "../fields.ts";
import { defineForm } from "../forms.ts";

export const SUPPORT_MESSAGES = {
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  subjectTooLong: "Subject must be at most 150 characters",
  messageTooLong: "Message must be at most 1,500 characters",
} as const;

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 1500;

/**
 * The longest mailto: address handed to the mail client. Operating systems and mail clients
 * refuse or cut longer ones; a message within the bounds above fits when written in a Latin
 * script, but one in another script or full of symbols can encode to several times its length.
 */
export const MAILTO_MAX_LENGTH = 8000;

/** The message cannot be handed to a mail client (too long once encoded, or not encodable). */
export class SupportRequestNotPrepared extends Error {}

export const supportRequestSchema = z.object({
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.subjectRequired)
    .max(SUPPORT_SUBJECT_MAX, SUPPORT_MESSAGES.subjectTooLong)
    .refine(isStorableText, UNSTORABLE_TEXT)
    .refine(isOneLine, ONE_LINE_TEXT),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.messageRequired)
    .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.messageTooLong)
    .refine(isStorableText, UNSTORABLE_TEXT),
});

export type SupportRequest = z.infer<typeof supportRequestSchema>;
export type SupportField = keyof SupportRequest;

export const supportForm = defineForm({
  fields: ["subject", "message"] as const satisfies readonly SupportField[],
  schema: supportRequestSchema,
  multiline: ["message"],
});

/** The refusal of a message that cannot be handed to a mail client. */
export function supportTooLong(supportEmail: string): string {
  return `This message is too long to hand to your mail client. Please shorten it, or write to us at ${supportEmail}.`;
}

/** Without JavaScript the request is posted only to be checked and turned into this link. */
export const SUPPORT_READY =
  "Your message is ready. Open it in your mail client and send it to complete your request.";

export interface SupportRequester {
  id: string;
  email: string;
  name: string;
}

/**
 * The mailto: address that opens the prefilled message: spaces as %20 and every line break
 * as %0D%0A, as RFC 6068 asks (a textarea gives bare line feeds).
 */
export function supportMailto(to: string, request: SupportRequest, from: SupportRequester): string {
  const body = [
    request.message.replace(/\r?\n/g, "\r\n"),
    "",
    "---",
    `User ID: ${from.id}`,
    `Email: ${from.email}`,
    `Name: ${from.name.trim() || "Not provided"}`,
  ].join("\r\n");
  const subject = `Support Request: ${request.subject}`;
  let href: string;
  try {
    href = `mailto:${encodeURIComponent(to).replace("%40", "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  } catch (error) {
    throw new SupportRequestNotPrepared("the message holds text that cannot be encoded", { cause: error });
  }
  if (href.length > MAILTO_MAX_LENGTH)
    throw new SupportRequestNotPrepared("the message is too long once encoded");
  return href;
}
