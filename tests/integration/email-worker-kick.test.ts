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

it("a message queued in a transaction that commits later leaves well before the next poll", async () => {
  const subject = `Approved ${crypto.randomUUID()}`;
  await database.db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      kind: "approval",
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
    // The rest of the change takes a moment; the worker was woken meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  const committedAt = Date.now();
  await expect
    .poll(() => received.find((message) => message.raw.includes(subject)), { timeout: 1_500, interval: 20 })
    .toBeDefined();
  const delivered = received.find((message) => message.raw.includes(subject));
  expect((delivered?.at ?? Number.POSITIVE_INFINITY) - committedAt).toBeLessThan(1_200);
});
