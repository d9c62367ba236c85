import { emailLinks, framedEmail } from "#app/domain/admin/email-frame.ts";
import {
  formatDateTime,
  MAILBOX_MESSAGES,
  type MailboxMessageData,
  type MailboxPageData,
  type MailDelivery,
  mailboxPageCount,
  mailboxRowView,
  readMailboxPage,
} from "#app/domain/admin/mailbox.ts";
import type { Db } from "#app/server/db.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findOutboxMessage, findOutboxPage } from "#app/server/models/email-outbox.server.ts";

// What /admin/mailbox and /admin/mailbox/:id show, shaped for display here.

export function deliveryOf(env: Pick<Env, "smtpUrl">): MailDelivery {
  return env.smtpUrl ? "smtp" : "local";
}

/** A page of the outbox, its times in the admin's `timeZone`. */
export async function loadMailboxPage(
  db: Db,
  env: Pick<Env, "smtpUrl">,
  url: URL,
  timeZone: string,
): Promise<MailboxPageData> {
  const delivery = deliveryOf(env);
  const page = readMailboxPage(url.searchParams);
  try {
    const { rows, total } = await findOutboxPage(db, { page });
    return {
      ok: true,
      delivery,
      page,
      pageCount: mailboxPageCount(total),
      total,
      rows: rows.map((row) => mailboxRowView(row, delivery, timeZone)),
    };
  } catch (error) {
    logFailure("reading the mailbox failed", error, { page });
    return { ok: false, delivery, page, message: MAILBOX_MESSAGES.failedLoad };
  }
}

/** One message, or null when there is none with this id. */
export async function loadMailboxMessage(
  db: Db,
  env: Pick<Env, "smtpUrl">,
  id: string,
  timeZone: string,
): Promise<MailboxMessageData | null> {
  const row = await findOutboxMessage(db, id);
  if (!row) return null;
  const delivery = deliveryOf(env);
  return {
    delivery,
    message: {
      ...mailboxRowView(row, delivery, timeZone),
      nextAttempt: row.status === "pending" ? formatDateTime(row.nextAttemptAt, timeZone) : null,
      text: row.textBody,
      frame: row.htmlBody ? framedEmail(row.htmlBody) : null,
      links: row.htmlBody ? emailLinks(row.htmlBody) : [],
      canResend: row.status === "failed",
    },
  };
}
