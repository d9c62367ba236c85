import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxPageData } from "#app/domain/admin/messages-views.ts";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { auditLog, conversations, documents, emailOutbox, messageAttachments } from "#db/schema.ts";
import { adminMessagesCalls, conversationPath, readUntil } from "#tests/support/admin-messages-route.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// The admins' secure Messages (issue 25) through the routes as React Router runs them: kept from
// customers and visitors (the live stream too, with plain 401/403); the inbox with unread
// conversations first, its filters and search; a conversation read whole (its text as typed) and
// then marked read; an answer with a file stored as the customer's document and one e-mail that
// says only that a message waits; assign, done and reopen on the version shown, each audited.

let database: Database;
let services: Services;
let admin: SignedInUser;
let otherAdmin: SignedInUser;
const clock = new TestClock("2026-11-27T15:00:00Z");
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const calls = adminMessagesCalls(
  () => services,
  () => admin,
  clock,
);
const { customerNamed, customerWrites, inbox, conversation, post, answer, events } = calls;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2048, 7),
]);

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  otherAdmin = await signedInAdmin(services);
});
afterAll(() => database.close());

const rowsOf = (page: InboxPageData) => (page.ok ? page.rows : []);
const idsOf = (page: InboxPageData) => rowsOf(page).map((row) => row.id);
const unreadOf = async (id: string) =>
  (await database.db.select().from(conversations).where(eq(conversations.id, id)))[0]?.teamUnread;

describe("who may read and answer", () => {
  it("sends a customer away and a visitor to the admin sign-in, and refuses a customer's POST", async () => {
    const customer = await signedInUser(services);
    const id = await customerWrites(customer, "Hello team");
    for (const path of ["/admin/messages", conversationPath(id)]) {
      const seen = await runRoutes(services, path, { user: customer });
      expect([seen.status, seen.location]).toEqual([302, "/"]);
      const visitor = await runRoutes(services, path);
      expect(visitor.location).toBe(`/admin/auth?redirectTo=${encodeURIComponent(path)}`);
    }
    const version = (await conversation(id)).view.version;
    const forged = await post(id, { intent: "mark-done", version }, customer);
    expect([forged.status, forged.location]).toEqual([302, "/"]);
    expect((await conversation(id)).view.status).toBe("Open");
  });

  it("answers the live stream's visitor 401 and customer 403 in plain text, and streams an admin's", async () => {
    const visitor = await events();
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([401, null]);
    expect(visitor.headers.get("Content-Type")).toContain("text/plain");
    const customer = await signedInUser(services);
    const refused = await events(customer);
    expect([refused.status, await refused.text()]).toEqual([403, "Only admins receive live updates."]);

    const browser = new AbortController();
    const stream = await events(admin, browser.signal);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    expect(await readUntil(reader, (text) => text.includes("\n\n"), 2_000)).toBe(": live\n\n");
    await customerWrites(customer, "A secret about my debts");
    const text = await readUntil(reader, (sent) => sent.includes("event: inbox\n"), 3_000);
    browser.abort();
    await reader.cancel();
    expect(text).toContain("event: inbox\ndata: ");
    expect(text).not.toContain("secret");
  });
});

describe("the inbox", () => {
  it("lists unread conversations first, filters them and searches by name or e-mail", async () => {
    const ada = await customerNamed("Adaline", "Quill");
    const bob = await customerNamed("Bartholomew", "Finch");
    const older = await customerWrites(ada, "First, older, unread");
    clock.advance({ minutes: 5 });
    const newer = await customerWrites(bob, "Second, newer, read");
    await conversation(newer);
    const all = await inbox();
    expect(all.status).toBe(200);
    const ids = idsOf(all.page);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const row = rowsOf(all.page).find((shown) => shown.id === older);
    expect(row).toMatchObject({
      customer: "Adaline Quill",
      email: ada.email,
      unread: 1,
      status: "Open",
      lastMessage: "Nov 27, 2026, 10:00 AM EST",
      openLabel: "Open conversation with Adaline Quill",
      href: conversationPath(older),
    });
    expect(all.page.ok && all.page.unread).toBeGreaterThanOrEqual(1);

    const unread = idsOf((await inbox("?filter=unread")).page);
    expect([unread.includes(older), unread.includes(newer)]).toEqual([true, false]);

    const version = (await conversation(newer)).view.version;
    expect((await post(newer, { intent: "assign", version })).status).toBe(200);
    expect(idsOf((await inbox("?filter=mine")).page)).toEqual([newer]);
    expect(idsOf((await inbox("?filter=mine", otherAdmin)).page)).toEqual([]);

    expect(idsOf((await inbox("?q=bartholomew%20fin")).page)).toEqual([newer]);
    expect(idsOf((await inbox(`?q=${encodeURIComponent(ada.email)}`)).page)).toEqual([older]);
    const none = await inbox("?q=nobody-by-this-name");
    expect([none.status, none.page.ok && none.page.total]).toEqual([200, 0]);
  });
});

describe("a conversation", () => {
  it("shows every message as typed, a script's text included, and marks it read; 404 for an unknown id", async () => {
    const customer = await customerNamed("Mallory", "Tags");
    const typed = "<script>alert(1)</script> & <b>not bold</b>";
    const id = await customerWrites(customer, typed);
    expect(await unreadOf(id)).toBe(1);
    const { status, view } = await conversation(id);
    expect(status).toBe(200);
    expect(view).toMatchObject({ customer: "Mallory Tags", email: customer.email, status: "Open" });
    expect(view.messages.map((message) => [message.from, message.body])).toEqual([["Mallory Tags", typed]]);
    expect(await unreadOf(id)).toBe(0);
    expect((await conversation(UNKNOWN)).status).toBe(404);
    expect((await conversation("not-an-id")).status).toBe(404);
  });

  it("sends an answer with a PNG: the customer's document, and one e-mail without the message's text", async () => {
    const customer = await customerNamed("Penelope", "Reed");
    const id = await customerWrites(customer, "Can you check my letter?");
    clock.advance({ minutes: 1 });
    const text = "Here is the form to sign:\n\n  private words";
    const sent = await answer(id, text, [{ name: "form.png", type: "image/png", bytes: PNG }]);
    expect([sent.status, sent.body?.ok, sent.body?.message]).toEqual([200, true, MESSAGE_MESSAGES.sent]);
    const stored = await database.db
      .select({
        userId: documents.userId,
        kind: documents.kind,
        fileName: documents.fileName,
        id: documents.id,
      })
      .from(messageAttachments)
      .innerJoin(documents, eq(documents.id, messageAttachments.documentId))
      .where(eq(documents.userId, customer.id));
    expect(stored.map(({ userId, kind, fileName }) => ({ userId, kind, fileName }))).toEqual([
      { userId: customer.id, kind: "message_attachment", fileName: "form.png" },
    ]);
    const { view } = await conversation(id);
    const reply = view.messages.at(-1);
    expect([reply?.from, reply?.body, reply?.sender]).toEqual(["Harborline team (Ada)", text, "team"]);
    expect(reply?.attachments).toEqual([
      {
        href: `/admin/documents/${stored[0]?.id}`,
        fileName: "form.png",
        size: "2 KB",
      },
    ]);
    expect((await answer(id, "And one more thing")).status).toBe(200);
    const emails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, customer.email), eq(emailOutbox.kind, "message-waiting")));
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(`${email?.subject} ${email?.textBody} ${email?.htmlBody}`).not.toMatch(
      /private words|form\.png|one more/,
    );
  });

  it("refuses an empty answer and a file that is no PDF, PNG or JPEG, beside the field", async () => {
    const id = await customerWrites(await signedInUser(services), "Hello");
    const empty = await answer(id, "   ");
    expect([empty.status, empty.body?.ok, empty.body?.fieldErrors]).toEqual([
      400,
      false,
      { body: MESSAGE_MESSAGES.empty },
    ]);
    const script = { name: "notes.txt", type: "text/plain", bytes: Buffer.from("plain text") };
    const wrong = await answer(id, "See the file", [script]);
    expect([wrong.status, wrong.body?.fieldErrors]).toEqual([415, { files: UPLOAD_MESSAGES.wrongType }]);
    expect((await answer(UNKNOWN, "Anyone?")).status).toBe(404);
  });

  it("assigns, marks done and reopens on the version shown, each audited; a stale version is refused", async () => {
    const id = await customerWrites(await signedInUser(services), "Please call me");
    const first = (await conversation(id)).view;
    expect(first.actions.map((choice) => choice.label)).toEqual(["Assign to me", "Mark as done"]);
    const assigned = await post(id, { intent: "assign", version: first.version });
    expect([assigned.status, assigned.body?.message]).toEqual([200, MESSAGE_MESSAGES.assigned]);
    const stale = await post(id, { intent: "mark-done", version: first.version });
    expect([stale.status, stale.body?.ok, stale.body?.message]).toEqual([409, false, MESSAGE_MESSAGES.stale]);
    expect((await post(id, { intent: "mark-done" })).status).toBe(409);

    const second = (await conversation(id)).view;
    expect([second.assignedTo, second.status]).toEqual(["You", "Open"]);
    const done = await post(id, { intent: "mark-done", version: second.version });
    expect([done.status, done.body?.message]).toEqual([200, MESSAGE_MESSAGES.done]);
    const third = (await conversation(id)).view;
    expect([third.status, third.actions.map((choice) => choice.action)]).toEqual([
      "Done",
      ["unassign", "reopen"],
    ]);
    const reopened = await post(id, { intent: "reopen", version: third.version });
    expect([reopened.status, reopened.body?.message]).toEqual([200, MESSAGE_MESSAGES.reopened]);

    const audited = await database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "conversation"), eq(auditLog.targetId, id)))
      .orderBy(desc(auditLog.createdAt));
    const changes = audited.filter((row) => row.action !== "message_posted");
    expect(changes.map((row) => row.action).sort()).toEqual([
      "conversation_assigned",
      "conversation_closed",
      "conversation_reopened",
    ]);
    expect(changes.every((row) => row.actorId === admin.id)).toBe(true);
    expect((await post(UNKNOWN, { intent: "assign", version: "1" })).status).toBe(404);
    expect((await post(id, { intent: "delete", version: "1" })).status).toBe(400);
  });
});
