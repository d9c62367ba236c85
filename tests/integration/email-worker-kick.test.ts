import crypto from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import type { Database } from "#app/server/db.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { type OutboxWorker, startOutboxWorker } from "#app/server/email/worker.server.ts";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp-capture.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

// A message is queued inside the transaction of the change that causes it, and the queueing
// wakes the node's worker at once: on PostgreSQL the worker's connection cannot see the row
// until that transaction commits. The message must still leave soon after the commit, not at
// the next poll (found by bench/two-nodes.ts: approval e-mails waited up to 2 s).

let database: Database;
let smtp: SmtpCapture;
let worker: OutboxWorker;
const received: { at: number; raw: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture((raw) => received.push({ at: Date.now(), raw: raw.toString("utf8") }));
  // Its poll is far away: only the wake-up can deliver within the test.
  worker = startOutboxWorker({
    db: database.db,
    smtpUrl: smtp.url,
    mailFrom: "Harborline <no-reply@x.example>",
    pollMs: 60_000,
  });
});

afterAll(async () => {
  await worker.stop();
  await smtp.close();
  await database.close();
});

const email = (subject: string) => ({
  kind: "approval" as const,
  to: "applicant@test.example",
  subject,
  body: {
    site: DEFAULT_SITE,
    preview: "Approved",
    name: "Ada",
    paragraphs: ["Approved."],
    reason: "you applied.",
  },
});

/** Queues a message in a transaction that takes `holdMs` more before it commits; resolves with the commit time. */
async function queueInSlowTransaction(subject: string, holdMs: number): Promise<number> {
  await database.db.transaction(async (tx) => {
    await enqueueEmail(tx, email(subject));
    // The rest of the change takes a moment; the worker was woken meanwhile.
    await new Promise((resolve) => setTimeout(resolve, holdMs));
  });
  return Date.now();
}

async function expectDeliveredSoonAfter(subject: string, committedAt: number) {
  await expect
    .poll(() => received.find((message) => message.raw.includes(subject)), { timeout: 1_500, interval: 20 })
    .toBeDefined();
  const delivered = received.find((message) => message.raw.includes(subject));
  expect((delivered?.at ?? Number.POSITIVE_INFINITY) - committedAt).toBeLessThan(1_200);
}

it("a message queued in a transaction that commits later leaves well before the next poll", async () => {
  const subject = `Approved ${crypto.randomUUID()}`;
  await expectDeliveredSoonAfter(subject, await queueInSlowTransaction(subject, 300));
});

it("a message queued while the worker is busy with another leaves once that run ends", async () => {
  const first = `Confirmed ${crypto.randomUUID()}`;
  const second = `Approved ${crypto.randomUUID()}`;
  // The first wakes the worker, whose run sees only the first; the second is queued meanwhile.
  await enqueueEmail(database.db, email(first));
  const committedAt = await queueInSlowTransaction(second, 50);
  await expectDeliveredSoonAfter(first, committedAt);
  await expectDeliveredSoonAfter(second, committedAt);
});
