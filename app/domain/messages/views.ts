// A conversation as a page shows it (issue 25): each message's side, who wrote it, when (in the
// reader's zone, the zone named), its text exactly as typed, and its files with where to download
// them. The text is shown as text by the page (never as HTML).
import { formatSize } from "../documents/views.ts";
import { formatDateTimeIn } from "../time-zone.ts";
import type { MessageSender } from "./rules.ts";

export interface MessageAttachmentView {
  fileName: string;
  size: string;
  href: string;
}

export interface MessageView {
  id: string;
  sender: MessageSender;
  /** "You", the customer's name, or "Harborline team (Grace)". */
  from: string;
  /** When it was sent, in the reader's zone, and as an ISO timestamp (the `<time>` element's). */
  sent: string;
  sentIso: string;
  /** The text exactly as typed: rendered as text, never as HTML. */
  body: string;
  attachments: MessageAttachmentView[];
}

export interface ThreadMessageRow {
  id: string;
  sender: MessageSender;
  senderName: string | null;
  body: string;
  createdAt: Date;
  attachments: { documentId: string; fileName: string; sizeBytes: number }[];
}

/** Whose eyes: the customer reads "You" and the team; the team reads the customer's name and "You" for the team. */
export function messageView(
  row: ThreadMessageRow,
  reader: { side: MessageSender; timeZone: string; brand: string; documentsHref: string },
): MessageView {
  const team = `${reader.brand} team${row.senderName ? ` (${row.senderName})` : ""}`;
  const from =
    row.sender === reader.side
      ? reader.side === "customer"
        ? "You"
        : team
      : row.sender === "team"
        ? team
        : (row.senderName ?? "Customer");
  return {
    id: row.id,
    sender: row.sender,
    from,
    sent: formatDateTimeIn(row.createdAt, reader.timeZone),
    sentIso: row.createdAt.toISOString(),
    body: row.body,
    attachments: row.attachments.map((file) => ({
      fileName: file.fileName,
      size: formatSize(file.sizeBytes),
      href: `${reader.documentsHref}/${file.documentId}`,
    })),
  };
}

export const MESSAGES_ROOM = {
  heading: "Messages",
  intro:
    "Write to our team about your program, a letter you received or anything else. Only you and our team can read these messages. We answer within one business day.",
  failedLoad: "Your messages could not be loaded. Please reload the page in a moment.",
  bodyLabel: "Your message",
  filesLabel: "Attach files (up to 3)",
  filesHint: "PDF, PNG or JPEG, up to 10 MB each.",
  legalNoticeLabel: "One of these files is a court paper or legal notice (a summons, a lawsuit)",
  legalNoticeHint: "Our team reviews legal notices first. Only files sent with this message are marked.",
  submit: "Send message",
  submitting: "Sending...",
} as const;
