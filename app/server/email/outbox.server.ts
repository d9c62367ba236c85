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

/** A message with both its parts made: what goes into the outbox. */
export interface RenderedOutgoingEmail extends Omit<OutgoingEmail, "body"> {
  text: string;
  html: string;
}

/**
 * Makes the message's text and html parts. Call it before the transaction of the change that
 * causes the message: rendering takes milliseconds of the CPU that a transaction (its row locks,
 * the embedded database's one connection) should not wait for (docs/decisions/0040).
 */
export async function renderOutgoing(email: OutgoingEmail): Promise<RenderedOutgoingEmail> {
  const { body, ...rest } = email;
  const { text, html } = await renderEmail(body);
  return { ...rest, text, html };
}

/**
 * Writes a rendered message to the outbox. Call it with the transaction of the change that
 * causes the message, so both are stored or neither is. Delivery happens in the worker.
 */
export async function enqueueRendered(db: Db, email: RenderedOutgoingEmail): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      dedupeKey: email.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
  for (const listener of listeners) queueMicrotask(listener);
}

/** Renders the message and writes it to the outbox (outside a transaction, or where nothing waits on it). */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await enqueueRendered(db, await renderOutgoing(email));
}
