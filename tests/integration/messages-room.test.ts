import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_MAX_CHARS, MESSAGE_MESSAGES, MESSAGES_PER_HOUR } from "#app/domain/messages/rules.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { postMessage } from "#app/server/models/message/post-message.server.ts";
import { auditLog, conversations, documents, emailOutbox, messages } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { openMessages, PNG, sendMessage } from "#tests/support/messages-route.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The customer's Messages room (issue 25), through the route as React Router runs it: a message
// with a file is stored encrypted, as typed, with its audit row and one e-mail to the team that
// says only that a message waits (at most one per 15 minutes); the team's answer shows with the
// unread count, which opening the room clears; bad input is refused beside its field and nothing
// is written; 30 messages an hour, then 429 with Retry-After; another customer sees nothing.

let database: Database;
let services: Services;
let customer: SignedInUser;
let stranger: SignedInUser;
let admin: { id: string; email: string };
const clock = new TestClock("2026-11-20T17:00:00Z");
const env = () => ({ site: services.env.site, publicUrl: services.env.publicUrl });

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customer = await signedInUser(services);
  stranger = await signedInUser(services);
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

const waiting = () => database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "message-waiting"));

describe("a customer's message", () => {
  const typed = `Hello <b>team</b> & "friends"\n<script>alert('x')</script>\r\nLine 3 ✓`;

  it("is stored encrypted with its file, audited without its text, and tells the team once", async () => {
    const sent = await sendMessage(services, customer, typed, [{ name: "letter <1>.png", bytes: PNG }]);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ ok: true, message: MESSAGE_MESSAGES.sent });

    const [stored] = await database.db.select().from(messages);
    expect(stored?.body.startsWith("v1:")).toBe(true);
    expect(stored?.body).not.toContain("Hello");
    const [file] = await database.db.select().from(documents).where(eq(documents.kind, "message_attachment"));
    expect(file).toMatchObject({ userId: customer.id, fileName: "letter <1>.png", mediaType: "image/png" });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "message_posted"));
    expect(JSON.stringify(audit)).not.toContain("Hello");
    expect(audit?.after).toMatchObject({ sender: "customer", attachments: 1 });

    const emails = await waiting();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.toAddress).toBe(services.env.site.supportEmail);
    expect(`${emails[0]?.subject} ${emails[0]?.textBody} ${emails[0]?.htmlBody}`).not.toMatch(
      /Hello <b>|Hello &lt;b|alert\(|letter <1>|letter &lt;1|Line 3/,
    );

    // The customer reads it back exactly as typed (line endings as LF), as their own.
    const { messages: thread } = await openMessages(services, customer);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ from: "You", body: typed.replace("\r\n", "\n"), sender: "customer" });
    expect(thread[0]?.attachments).toEqual([
      { fileName: "letter <1>.png", size: "1 KB", href: `/dashboard/documents/${file?.id}` },
    ]);
  });

  it("a second message within 15 minutes sends no second e-mail; after them, one more", async () => {
    clock.advance({ minutes: 5 });
    expect((await sendMessage(services, customer, "One more thing.")).status).toBe(200);
    expect(await waiting()).toHaveLength(1);
    clock.advance({ minutes: 11 });
    expect((await sendMessage(services, customer, "And another.")).status).toBe(200);
    expect(await waiting()).toHaveLength(2);
  });

  it("the team's answer shows with the unread count, and opening the room clears it", async () => {
    const [conversation] = await database.db
      .select()
      .from(conversations)
      .where(eq(conversations.customerId, customer.id));
    expect(conversation?.teamUnread).toBe(3);
    clock.advance({ minutes: 1 });
    await postMessage(database.db, services.cipher, {
      sender: "team",
      author: admin,
      to: { conversationId: conversation?.id ?? "" },
      body: "We have your letter.",
      files: [],
      env: env(),
      now: clock.now(),
    });
    const toCustomer = (await waiting()).filter((email) => email.toAddress === customer.email);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]?.textBody).not.toContain("We have your letter");
    expect(toCustomer[0]?.textBody).toContain("/dashboard/messages");

    const first = await openMessages(services, customer);
    expect(first.messages.at(-1)).toMatchObject({ sender: "team", body: "We have your letter." });
    expect(first.messages.at(-1)?.from).toMatch(/^Harborline team/);
    const [after] = await database.db
      .select()
      .from(conversations)
      .where(eq(conversations.customerId, customer.id));
    expect(after?.customerUnread).toBe(0);
    expect((await openMessages(services, customer)).unread).toBe(0);
  });

  it("another customer sees none of it", async () => {
    const { messages: theirs } = await openMessages(services, stranger);
    expect(theirs).toEqual([]);
  });
});

describe("refused, beside the field, with nothing written", () => {
  async function countMessages() {
    return (await database.db.select({ id: messages.id }).from(messages)).length;
  }

  it("an empty or only-spaces message", async () => {
    const before = await countMessages();
    const answer = await sendMessage(services, stranger, "   \n ");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, fieldErrors: { body: MESSAGE_MESSAGES.empty } });
    expect(await countMessages()).toBe(before);
  });

  it("a message one character too long (counted as a person counts: an emoji is one)", async () => {
    const before = await countMessages();
    const exactly = "😀".repeat(MESSAGE_MAX_CHARS);
    const tooLong = await sendMessage(services, stranger, `${exactly}!`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ fieldErrors: { body: MESSAGE_MESSAGES.tooLong } });
    expect(await countMessages()).toBe(before);
    expect((await sendMessage(services, stranger, exactly)).status).toBe(200);
  });

  it("a file that is not a PDF, PNG or JPEG, and four files", async () => {
    const before = await countMessages();
    const wrong = await sendMessage(services, stranger, "See attached", [
      { name: "notes.txt", bytes: Buffer.from("plain text"), type: "text/plain" },
    ]);
    expect(wrong.status).toBe(415);
    expect(wrong.body).toMatchObject({
      fieldErrors: { files: expect.stringContaining("Only PDF, PNG and JPEG") },
    });
    const four = await sendMessage(
      services,
      stranger,
      "Four files",
      [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, bytes: PNG })),
    );
    expect(four.status).toBe(400);
    expect(await countMessages()).toBe(before);
  });
});

describe("30 messages an hour", () => {
  it("then 429 with Retry-After and the form's message; an hour later, accepted again", async () => {
    const busy = await signedInUser(services);
    for (let n = 0; n < MESSAGES_PER_HOUR.limit; n += 1) {
      expect((await sendMessage(services, busy, `Message ${n}`)).status).toBe(200);
    }
    const refused = await sendMessage(services, busy, "One too many");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ ok: false, formMessage: MESSAGE_MESSAGES.tooMany });
    clock.advance({ hours: 1, seconds: 1 });
    expect((await sendMessage(services, busy, "Back again")).status).toBe(200);
    const [conversation] = await database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.customerId, busy.id)));
    expect(conversation?.teamUnread).toBe(MESSAGES_PER_HOUR.limit + 1);
  });
});
