// What /admin/mailbox shows: the e-mail outbox, newest first, a page at a time, and one
// message. Without SMTP_URL the outbox is the local mailbox (messages are kept, not sent);
// with it, the same page shows how delivery went and offers 'Send again' for a failure.
import type { EmailKind, EmailStatus } from "../enums.ts";
import { formatDateTimeIn } from "../time-zone.ts";

export const MAILBOX_PAGE_SIZE = 25;

/** "local": no SMTP_URL, messages are kept here; "smtp": they are delivered over SMTP. */
export type MailDelivery = "local" | "smtp";

export const MAILBOX_MESSAGES = {
  title: "Mailbox",
  local:
    "No SMTP server is configured (SMTP_URL is not set): messages are not sent anywhere. They are kept here, newest first, so you can read them and follow their links.",
  smtp: "Messages are delivered over SMTP (SMTP_URL). Each shows how its delivery went; a failed one can be sent again.",
  empty: "No messages yet.",
  failedLoad: "Failed to load messages",
  resent: "The message will be sent again in a moment.",
  resendFailed: "The message could not be queued again. Please try again in a moment.",
  notFound: "This message no longer exists.",
  notFailed: "Only a message whose delivery failed can be sent again.",
} as const;

const KIND_LABELS: Record<EmailKind, string> = {
  verification: "Address confirmation",
  "existing-account": "Sign-up attempt notice",
  "email-change": "New address confirmation",
  "password-reset": "Password reset",
  "password-changed": "Password changed notice",
  "email-change-notice": "Address change notice",
  approval: "Application approved",
  "account-details": "Account details completed",
  decline: "Application declined",
  "deposit-returned": "Deposit returned",
  "refund-requested": "Refund requested",
  "refund-sent": "Refund sent",
  "refund-completed": "Refund completed",
  "offer-needs-approval": "Offer needs approval",
  "debt-paid-off": "Debt paid off",
  "message-waiting": "Message waiting",
  "program-completed": "Program completed",
  "debit-authorization": "Debit authorization copy",
  "debit-authorization-revoked": "Debit authorization revoked",
  "deposits-changed": "Deposits changed",
  "deposit-received": "Deposit recorded as received",
  "deposit-retry-scheduled": "Deposit retry scheduled",
};

/** A kind's name for people (every kind has one: the compiler says when a new kind lacks it). */
export function emailKindLabel(kind: string): string {
  return KIND_LABELS[kind as EmailKind] ?? kind;
}

export function emailStatusLabel(status: EmailStatus, delivery: MailDelivery): string {
  if (status === "failed") return "Failed";
  if (status === "pending") return "Waiting to be sent";
  return delivery === "local" ? "Kept (not sent)" : "Sent";
}

/** The page number in the address (`?page=`), 1 when missing or not a page number. */
export function readMailboxPage(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function mailboxHref(page: number): string {
  return page > 1 ? `/admin/mailbox?page=${page}` : "/admin/mailbox";
}

export function mailboxPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / MAILBOX_PAGE_SIZE));
}

/** "Nov 25, 2026, 7:36:05 AM EST": in the admin's own zone, named, as the Audit Log shows it. */
export function formatDateTime(moment: Date, timeZone: string): string {
  return formatDateTimeIn(moment, timeZone, { seconds: true });
}

/** An outbox row as the model reads it. */
export interface OutboxRowSource {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface MailboxRowView {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: EmailStatus;
  statusLabel: string;
  attempts: number;
  lastError: string | null;
  created: string;
  sent: string | null;
}

/** One message; its times in the admin's `timeZone`. */
export function mailboxRowView(
  row: OutboxRowSource,
  delivery: MailDelivery,
  timeZone: string,
): MailboxRowView {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: emailKindLabel(row.kind),
    status: row.status,
    statusLabel: emailStatusLabel(row.status, delivery),
    attempts: row.attempts,
    lastError: row.lastError,
    created: formatDateTime(row.createdAt, timeZone),
    sent: row.sentAt ? formatDateTime(row.sentAt, timeZone) : null,
  };
}

export type MailboxPageData =
  | {
      ok: true;
      delivery: MailDelivery;
      page: number;
      pageCount: number;
      total: number;
      rows: MailboxRowView[];
    }
  | { ok: false; delivery: MailDelivery; page: number; message: string };

export interface MailboxMessageView extends MailboxRowView {
  nextAttempt: string | null;
  text: string;
  /** The html part, ready for the sandboxed frame's srcdoc (email-frame.ts); null when none. */
  frame: string | null;
  /** The message's web links, to follow from the page itself. */
  links: { href: string; label: string }[];
  /** Only a failed message can be sent again. */
  canResend: boolean;
}

export interface MailboxMessageData {
  delivery: MailDelivery;
  message: MailboxMessageView;
}

/** The reply to 'Send again'. */
export interface MailboxActionData {
  intent: "resend";
  ok: boolean;
  message: string;
}
