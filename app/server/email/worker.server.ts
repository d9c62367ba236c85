import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { emailOutbox } from "#db/schema.ts";
import type { Db } from "../db.server.ts";
import { logFailure, logger } from "../logger.server.ts";
import { onEmailQueued } from "./outbox.server.ts";

// Delivers the outbox. Safe with many nodes: rows are claimed with FOR UPDATE SKIP
// LOCKED and leased for a while, so two nodes never send the same message.

const BATCH = 10;
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 8;
const POLL_MS = 2_000;
/** After a wake-up that found nothing yet: look again after these pauses. */
const WAKE_RETRY_MS = [25, 100, 250, 500];

/** 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxWorkerOptions {
  db: Db;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often it looks for due messages besides being woken (default 2 s). */
  pollMs?: number;
}

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number of messages handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker(options: OutboxWorkerOptions, poll = true): OutboxWorker {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function deliverDue(): Promise<number> {
    const claimed = await claim(options.db);
    for (const message of claimed) {
      try {
        // Without SMTP_URL the message stays in the outbox as the local mailbox.
        if (transport) {
          await transport.sendMail({
            from: options.mailFrom,
            to: message.toAddress,
            subject: message.subject,
            text: message.textBody,
            html: message.htmlBody ?? undefined,
          });
        }
        await options.db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: sql`now()`, attempts: message.attempts + 1, lastError: null })
          .where(eq(emailOutbox.id, message.id));
      } catch (error) {
        const attempts = message.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        logger.warn({ emailId: message.id, kind: message.kind, attempts, failed }, "e-mail delivery failed");
        await options.db
          .update(emailOutbox)
          .set({
            attempts,
            status: failed ? "failed" : "pending",
            lastError: error instanceof Error ? error.message.slice(0, 500) : "unknown error",
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
          })
          .where(eq(emailOutbox.id, message.id));
      }
    }
    return claimed.length;
  }

  // A wake-up during a run may be for a message that run began too early to see: one more run
  // follows it then.
  let wokenDuringRun = false;

  function runOnce(): Promise<number> {
    if (!running) {
      running = deliverDue().finally(() => {
        running = null;
        if (wokenDuringRun && !stopped) {
          wokenDuringRun = false;
          wake();
        }
      });
    }
    return running;
  }

  const kick = () => {
    if (!stopped) runOnce().catch((error) => logFailure("outbox worker failed", error));
  };
  // Woken as a message is queued, which happens inside the transaction of its change: on
  // PostgreSQL the worker's own connection sees the row only once that commits. A wake-up that
  // found nothing looks again a little later, so the message leaves soon after the commit
  // rather than at the next poll.
  function wake(attempt = 0) {
    if (stopped) return;
    if (running) {
      wokenDuringRun = true;
      return;
    }
    runOnce()
      .then((handled) => {
        const delay = WAKE_RETRY_MS[attempt];
        if (handled === 0 && delay !== undefined && !stopped)
          setTimeout(() => wake(attempt + 1), delay).unref();
      })
      .catch((error) => logFailure("outbox worker failed", error));
  }
  const timer = poll ? setInterval(kick, options.pollMs ?? POLL_MS) : null;
  timer?.unref();
  const unsubscribe = poll ? onEmailQueued(() => wake()) : () => {};

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      unsubscribe();
      await running?.catch(() => {});
      transport?.close();
    },
  };
}

async function claim(db: Db) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}
