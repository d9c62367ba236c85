import { and, count, desc, eq, sql } from "drizzle-orm";
import { MAILBOX_PAGE_SIZE } from "#app/domain/admin/mailbox.ts";
import { auditLog, emailOutbox } from "#db/schema.ts";
import type { Db } from "../db.server.ts";

// The e-mail outbox as the admins' mailbox reads it (/admin/mailbox), and 'Send again' for a
// message whose delivery failed. Delivery itself is the worker's (email/worker.server.ts).

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A string that can be an outbox id (anything else is unknown without asking the database). */
export const isOutboxId = (value: string): boolean => ID_PATTERN.test(value);

const listColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

/** One page of the outbox, newest first, and how many messages it holds. */
export async function findOutboxPage(db: Db, options: { page: number }) {
  const offset = (options.page - 1) * MAILBOX_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(MAILBOX_PAGE_SIZE)
      .offset(offset),
    db.select({ value: count() }).from(emailOutbox),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One message with both its parts, or undefined. */
export async function findOutboxMessage(db: Db, id: string) {
  if (!isOutboxId(id)) return undefined;
  const [row] = await db
    .select({
      ...listColumns,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      nextAttemptAt: emailOutbox.nextAttemptAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row;
}

export type ResendEmailResult = { kind: "queued" } | { kind: "not-found" } | { kind: "not-failed" };

/**
 * Puts a failed message back in the outbox: pending, no attempts, due now. Conditional on its
 * being failed still, so two admins (or a worker) acting at once change it once; the audit
 * row is written in the same transaction. The worker then delivers it like a new message.
 */
export async function resendEmail(
  db: Db,
  options: { emailId: string; actor: { id: string; email: string } },
): Promise<ResendEmailResult> {
  const { emailId, actor } = options;
  if (!isOutboxId(emailId)) return { kind: "not-found" };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, emailId));
    if (!before) return { kind: "not-found" as const };
    const [after] = await tx
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
      .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.status, "failed")))
      .returning({ status: emailOutbox.status, attempts: emailOutbox.attempts });
    if (!after) return { kind: "not-failed" as const };
    // The states only: the error text may name the recipient, and the log keeps no personal data.
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "email_requeued",
      targetType: "email",
      targetId: emailId,
      before,
      after,
    });
    return { kind: "queued" as const };
  });
}
