import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import {
  MAILBOX_MESSAGES,
  MAILBOX_PAGE_SIZE,
  type MailboxActionData,
  type MailboxMessageData,
  type MailboxPageData,
} from "#app/domain/admin/mailbox.ts";
import { loader as listLoader } from "#app/routes/admin/mailbox.tsx";
import { action as messageAction, loader as messageLoader } from "#app/routes/admin/mailbox-message.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { verificationEmail } from "#app/server/email/templates.server.ts";
import { findOutboxMessage, findOutboxPage, resendEmail } from "#app/server/models/email-outbox.server.ts";
import { auditLog, emailOutbox } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// The admins' mailbox (/admin/mailbox): the outbox newest first a page at a time, one message
// with its frame, links and text, and 'Send again' for a failed message, audited; refused to
// anyone but an admin, for a message that did not fail, and for an unknown id.

let database: Database;
let services: Services;
let smtpServices: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  smtpServices = createTestServices(database, { SMTP_URL: "smtp://127.0.0.1:9" });
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterAll(() => database.close());
// Each test starts from an empty outbox (the sign-ups above queued their verification e-mails).
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

type Row = typeof emailOutbox.$inferInsert;

/** Stores a message as the worker leaves it; `minutesAgo` orders them. */
async function insertEmail(overrides: Partial<Row> & { minutesAgo?: number } = {}) {
  const { minutesAgo = 0, ...row } = overrides;
  const id = crypto.randomUUID();
  const sent = (row.status ?? "sent") === "sent";
  await database.db.insert(emailOutbox).values({
    id,
    kind: "verification",
    toAddress: `${id.slice(0, 8)}@test.example`,
    subject: `Message ${id.slice(0, 8)}`,
    textBody: "Hello",
    htmlBody: "<p>Hello</p>",
    status: "sent",
    attempts: 1,
    createdAt: sql`now() - make_interval(mins => ${minutesAgo})` as never,
    sentAt: sent ? (sql`now()` as never) : null,
    ...row,
  });
  return id;
}

const outboxRow = async (id: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const auditRowsFor = (id: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "email"), eq(auditLog.targetId, id)));

function getRequest(path: string, user: SignedInUser | null) {
  return new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
}

function loadList(path: string, user: SignedInUser | null = admin, use = services) {
  return outcome<MailboxPageData>(() =>
    listLoader({ request: getRequest(path, user), context: contextFor(use), params: {} } as never),
  );
}

function loadMessage(id: string, user: SignedInUser | null = admin, use = services) {
  return outcome<MailboxMessageData>(() =>
    messageLoader({
      request: getRequest(`/admin/mailbox/${id}`, user),
      context: contextFor(use),
      params: { id },
    } as never),
  );
}

function resend(id: string, user: SignedInUser | null = admin, fields = { intent: "resend" }) {
  const request = formRequest(`/admin/mailbox/${id}`, fields, user ? { Cookie: user.cookie } : {});
  return outcome<MailboxActionData>(() =>
    messageAction({ request, context: contextFor(smtpServices), params: { id } } as never),
  );
}

describe("findOutboxPage", () => {
  it("lists messages newest first, a page at a time, with the total", async () => {
    const ids: string[] = [];
    for (let i = 0; i < MAILBOX_PAGE_SIZE + 2; i += 1) ids.push(await insertEmail({ minutesAgo: i }));
    const first = await findOutboxPage(database.db, { page: 1 });
    expect(first.total).toBe(MAILBOX_PAGE_SIZE + 2);
    expect(first.rows.map((row) => row.id)).toEqual(ids.slice(0, MAILBOX_PAGE_SIZE));
    const second = await findOutboxPage(database.db, { page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual(ids.slice(MAILBOX_PAGE_SIZE));
    expect((await findOutboxPage(database.db, { page: 3 })).rows).toEqual([]);
    // The list carries no message bodies.
    expect(Object.keys(first.rows[0] ?? {})).not.toContain("textBody");
  });
});

describe("findOutboxMessage", () => {
  it("reads one message with both parts, and nothing for an unknown or malformed id", async () => {
    const id = await insertEmail({ textBody: "The text", htmlBody: "<p>The html</p>" });
    expect(await findOutboxMessage(database.db, id)).toMatchObject({
      id,
      textBody: "The text",
      htmlBody: "<p>The html</p>",
    });
    expect(await findOutboxMessage(database.db, UNKNOWN_ID)).toBeUndefined();
    expect(await findOutboxMessage(database.db, "not-an-id'; drop table email_outbox")).toBeUndefined();
  });
});

describe("resendEmail", () => {
  const actor = () => ({ id: admin.id, email: admin.email });

  it("puts a failed message back: pending, no attempts, due now, error cleared, one audit row", async () => {
    const id = await insertEmail({
      status: "failed",
      attempts: 8,
      lastError: "connect ECONNREFUSED",
      nextAttemptAt: sql`now() + interval '1 hour'` as never,
    });
    expect(await resendEmail(database.db, { emailId: id, actor: actor() })).toEqual({ kind: "queued" });
    const [row] = await database.db
      .select({
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        due: sql<boolean>`${emailOutbox.nextAttemptAt} <= now()`,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    expect(row).toEqual({ status: "pending", attempts: 0, lastError: null, due: true });
    const audit = await auditRowsFor(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "email_requeued",
      before: { status: "failed", attempts: 8 },
      after: { status: "pending", attempts: 0 },
    });
    // Done once: a second request finds it no longer failed.
    expect(await resendEmail(database.db, { emailId: id, actor: actor() })).toEqual({ kind: "not-failed" });
    expect(await auditRowsFor(id)).toHaveLength(1);
  });

  it("refuses a message that did not fail, and changes nothing", async () => {
    for (const status of ["sent", "pending"] as const) {
      const id = await insertEmail({ status, attempts: 1 });
      const before = await outboxRow(id);
      expect(await resendEmail(database.db, { emailId: id, actor: actor() })).toEqual({ kind: "not-failed" });
      expect(await outboxRow(id)).toEqual(before);
      expect(await auditRowsFor(id)).toEqual([]);
    }
  });

  it("answers not-found for an unknown or malformed id", async () => {
    for (const emailId of [UNKNOWN_ID, "42", ""]) {
      expect(await resendEmail(database.db, { emailId, actor: actor() })).toEqual({ kind: "not-found" });
    }
  });
});

describe("/admin/mailbox", () => {
  it("sends a visitor to /admin/auth and a customer home", async () => {
    expect((await loadList("/admin/mailbox", null)).location).toBe(
      "/admin/auth?redirectTo=%2Fadmin%2Fmailbox",
    );
    expect((await loadList("/admin/mailbox", customer)).location).toBe("/");
  });

  it("shows the page asked for, and says whether messages are kept here or sent", async () => {
    await insertEmail({ minutesAgo: 2, subject: "Older" });
    await insertEmail({
      minutesAgo: 1,
      subject: "Newer",
      status: "failed",
      sentAt: null,
      lastError: "refused",
    });
    const local = await loadList("/admin/mailbox");
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({ ok: true, delivery: "local", page: 1, pageCount: 1, total: 2 });
    const rows = local.body?.ok ? local.body.rows : [];
    expect(rows.map((row) => [row.subject, row.statusLabel, row.lastError])).toEqual([
      ["Newer", "Failed", "refused"],
      ["Older", "Kept (not sent)", null],
    ]);
    const smtp = await loadList("/admin/mailbox?page=x", admin, smtpServices);
    expect(smtp.body).toMatchObject({ ok: true, delivery: "smtp", page: 1 });
    expect(smtp.body?.ok && smtp.body.rows[1]?.statusLabel).toBe("Sent");
  });
});

describe("/admin/mailbox/:id", () => {
  it("is refused to a visitor and a customer", async () => {
    const id = await insertEmail();
    expect((await loadMessage(id, null)).location).toBe(
      `/admin/auth?redirectTo=${encodeURIComponent(`/admin/mailbox/${id}`)}`,
    );
    expect((await loadMessage(id, customer)).location).toBe("/");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await loadMessage(UNKNOWN_ID)).status).toBe(404);
    expect((await loadMessage("nope")).status).toBe(404);
  });

  it("shows a queued message's frame, links and text part", async () => {
    const url = `${TEST_ORIGIN}/api/auth/verify-email?token=abc&callbackURL=%2Fauth%2Fcallback`;
    await enqueueEmail(database.db, verificationEmail(DEFAULT_SITE, "frame@test.example", "Ada", url));
    const [queued] = await database.db.select({ id: emailOutbox.id }).from(emailOutbox);
    const answer = await loadMessage(queued?.id ?? "");
    expect(answer.status).toBe(200);
    const message = answer.body?.message;
    expect(message).toMatchObject({
      to: "frame@test.example",
      statusLabel: "Waiting to be sent",
      canResend: false,
    });
    // In the admin's zone, named (US Eastern until their browser has said otherwise).
    expect(message?.nextAttempt).toMatch(/, \d{1,2}:\d{2}:\d{2} [AP]M E[SD]T$/);
    expect(message?.frame).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"><base target="_blank">`,
    );
    expect(message?.links).toEqual([{ href: url, label: "Confirm my e-mail address" }]);
    expect(message?.text).toContain(`Confirm my e-mail address:\n${url}`);
  });
});

describe("Send again (the message page's action)", () => {
  it("is refused to a visitor and a customer, and changes nothing", async () => {
    const id = await insertEmail({ status: "failed", sentAt: null, attempts: 8 });
    expect((await resend(id, null)).location).toBe(
      `/admin/auth?redirectTo=${encodeURIComponent(`/admin/mailbox/${id}`)}`,
    );
    expect((await resend(id, customer)).location).toBe("/");
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: 8 });
    expect(await auditRowsFor(id)).toEqual([]);
  });

  it("queues a failed message again and says so", async () => {
    const id = await insertEmail({ status: "failed", sentAt: null, attempts: 8 });
    const answer = await resend(id);
    expect(answer).toMatchObject({
      status: 200,
      body: { intent: "resend", ok: true, message: MAILBOX_MESSAGES.resent },
    });
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await auditRowsFor(id)).toHaveLength(1);
  });

  it("refuses a message that did not fail (409) and an unknown one (404)", async () => {
    const id = await insertEmail({ status: "sent" });
    expect(await resend(id)).toMatchObject({
      status: 409,
      body: { ok: false, message: MAILBOX_MESSAGES.notFailed },
    });
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await resend(UNKNOWN_ID)).toMatchObject({
      status: 404,
      body: { ok: false, message: MAILBOX_MESSAGES.notFound },
    });
  });

  it("answers 400 to a form without the resend intent", async () => {
    const id = await insertEmail({ status: "failed", sentAt: null });
    expect((await resend(id, admin, { intent: "delete" } as never)).status).toBe(400);
    expect(await outboxRow(id)).toMatchObject({ status: "failed" });
  });
});
