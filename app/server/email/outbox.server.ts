import type { EmailKind } from "#app/domain/enums.ts";
import { emailOutbox } from "#db/schema.ts";
import type { Db } from "../db.server.ts";
import type { EmailBody } from "./email-body.server.ts";
import { renderEmail } from "./render-email.server.ts";

export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  subject: string;
  /** What it says; the one layout makes its text and html parts (render-email.server.ts). */
  body: EmailBody;
  /** At most one message per key, whatever the number of nodes (e.g. approval:<id>). */
  dedupeKey?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets the in-process worker deliver at once instead of at its next poll. */
export function onEmailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes the message to the outbox. Call it with the transaction of the change that
 * causes the message, so both are stored or neither is. Delivery happens in the worker.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<void> {
  const { text, html } = await renderEmail(email.body);
  await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: text,
      htmlBody: html,
      dedupeKey: email.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
  for (const listener of listeners) queueMicrotask(listener);
}
