import crypto from "node:crypto";
import net from "node:net";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import type { Database } from "#app/server/db.server.ts";
import { enqueueEmail, type OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { type OutboxWorker, retryDelaySeconds, startOutboxWorker } from "#app/server/email/worker.server.ts";
import { emailOutbox } from "#db/schema.ts";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp-capture.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

const MAIL_FROM = "Harborline <no-reply@harborline.example>";

let database: Database;
let smtp: SmtpCapture;
let smtpUrl: string;
const received: string[] = [];
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture((raw) => received.push(raw.toString("utf8")));
  smtpUrl = smtp.url;
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await smtp.close();
  await database.close();
});

/** A worker that does not poll; `{ smtpUrl: undefined }` for the local mailbox. */
function worker(options: { smtpUrl: string | undefined } = { smtpUrl }): OutboxWorker {
  const started = startOutboxWorker(
    { db: database.db, smtpUrl: options.smtpUrl, mailFrom: MAIL_FROM },
    false,
  );
  workers.push(started);
  return started;
}

function message(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  const id = crypto.randomUUID();
  return {
    kind: "approval",
    to: `${id}@test.example`,
    subject: `Your application ${id.slice(0, 8)} is approved`,
    body: {
      site: DEFAULT_SITE,
      preview: "Approved",
      name: "Ada",
      paragraphs: ["Good news: your application has been approved."],
      reason: "you applied.",
    },
    ...overrides,
  };
}

async function rowsTo(to: string) {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

/** Messages received so far that mention `needle` (a subject or recipient). */
const receivedWith = (needle: string) => received.filter((raw) => raw.includes(needle));

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("outbox worker over SMTP", () => {
  it("delivers a queued message and marks it sent", async () => {
    const email = message();
    await enqueueEmail(database.db, email);
    const [queued] = await rowsTo(email.to);
    expect(queued).toMatchObject({ status: "pending", attempts: 0, sentAt: null });

    expect(await worker().runOnce()).toBeGreaterThanOrEqual(1);

    const raw = receivedWith(email.subject);
    expect(raw).toHaveLength(1);
    expect(raw[0]).toContain(`To: ${email.to}`);
    expect(raw[0]).toContain("no-reply@harborline.example");
    // Long lines arrive quoted-printable, with soft line breaks.
    expect(raw[0]?.replace(/=\r?\n/g, "")).toContain("Good news: your application has been approved.");
    expect(raw[0]).toContain("Content-Type: text/html");
    const [sent] = await rowsTo(email.to);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it("stores a message with a dedupe key once, however often it is queued", async () => {
    const dedupeKey = `approval:${crypto.randomUUID()}`;
    const email = message({ dedupeKey });
    await enqueueEmail(database.db, email);
    await enqueueEmail(database.db, { ...email, subject: "A second subject" });
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe(email.subject);
    await worker().runOnce();
    expect(receivedWith(email.subject)).toHaveLength(1);
    expect(receivedWith("A second subject")).toHaveLength(0);
  });

  it("keeps a message it could not deliver for a later retry", async () => {
    const email = message();
    await enqueueEmail(database.db, email);
    const failing = worker({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    await failing.runOnce();

    expect(retryDelaySeconds(1)).toBe(30);
    const [row] = await database.db
      .select({
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        sentAt: emailOutbox.sentAt,
        dueIn: sql<string>`extract(epoch from ${emailOutbox.nextAttemptAt} - now())`,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email.to));
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row?.lastError).toBeTruthy();
    expect(Number(row?.dueIn)).toBeGreaterThan(20);
    expect(Number(row?.dueIn)).toBeLessThanOrEqual(30);
    expect(receivedWith(email.subject)).toHaveLength(0);

    // Not due yet: another run leaves it alone.
    expect(await worker().runOnce()).toBe(0);
    expect((await rowsTo(email.to))[0]?.attempts).toBe(1);
  });

  it("delivers each message exactly once when two workers run at the same time", async () => {
    const batch = Array.from({ length: 15 }, () => message());
    for (const email of batch) await enqueueEmail(database.db, email);
    const [a, b] = [worker(), worker()];

    const handled = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce()]);
    // A second runOnce on a busy worker joins the run in progress.
    expect(handled[2]).toBe(handled[0]);
    let total = (handled[0] ?? 0) + (handled[1] ?? 0);
    // Whatever one batch did not take, the next runs do.
    while (total < batch.length) {
      const more = await Promise.all([a.runOnce(), b.runOnce()]);
      if (more[0] === 0 && more[1] === 0) break;
      total += (more[0] ?? 0) + (more[1] ?? 0);
    }
    expect(total).toBe(batch.length);

    for (const email of batch) expect(receivedWith(email.subject), email.subject).toHaveLength(1);
    const rows = await database.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          batch.map((e) => e.to),
        ),
      );
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(batch.map(() => ["sent", 1]));
  });
});

describe("outbox worker without SMTP (local mailbox)", () => {
  it("marks messages sent without delivering them anywhere", async () => {
    const email = message({ kind: "verification" });
    await enqueueEmail(database.db, email);
    const before = received.length;
    expect(await worker({ smtpUrl: undefined }).runOnce()).toBeGreaterThanOrEqual(1);
    const [row] = await rowsTo(email.to);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(row?.textBody).toContain("Good news: your application has been approved.");
    expect(row?.htmlBody).toContain("Good news: your application has been approved.");
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(received.length).toBe(before);
  });
});

describe("retryDelaySeconds", () => {
  it("doubles from 30 seconds and stops at one hour", () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480]);
    expect(retryDelaySeconds(0)).toBe(30);
    expect(retryDelaySeconds(8)).toBe(3600);
    expect(retryDelaySeconds(30)).toBe(3600);
  });
});
