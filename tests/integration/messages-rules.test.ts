import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { storeDocument } from "#app/server/models/document/documents.server.ts";
import { changeConversation } from "#app/server/models/message/conversation-state.server.ts";
import { postMessage } from "#app/server/models/message/post-message.server.ts";
import { createUserFeed, type UserChange } from "#app/server/user-feed.server.ts";
import { conversations, messageAttachments, messages } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { refusal } from "#tests/support/db-errors.ts";
import { PNG } from "#tests/support/messages-route.ts";
import { TEST_DATA_KEY } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// What the database itself keeps true of messages (issue 25, migration 0029): a message is never
// edited or deleted (a key rotation's re-encryption of the same text is the one change allowed),
// its text is stored encrypted, an attachment is a message attachment of the conversation's own
// customer, the unread counts follow the messages, a customer's message opens a conversation marked
// done; an admin's decisions go through the recipe with their audit row and refuse a stale page;
// and each customer's live feed hears of their own records only.

let database: Database;
let services: Services;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: { id: string; email: string };
const clock = new TestClock("2026-11-20T17:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  alice = await signedInUser(services);
  bob = await signedInUser(services);
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

function send(
  sender: "customer" | "team",
  to: { customerId: string } | { conversationId: string },
  body: string,
) {
  return postMessage(database.db, services.cipher, {
    sender,
    author:
      sender === "customer"
        ? { id: "customerId" in to ? to.customerId : "", email: "c@test.example" }
        : admin,
    to,
    body,
    files: [],
    env: { site: services.env.site, publicUrl: services.env.publicUrl },
    now: clock.now(),
  });
}

async function conversationOf(customerId: string) {
  const [row] = await database.db
    .select()
    .from(conversations)
    .where(eq(conversations.customerId, customerId));
  if (!row) throw new Error("no conversation");
  return row;
}

describe("a message is kept as written", () => {
  it("is never edited nor deleted; a rotation's re-encryption of the same text is allowed", async () => {
    await send("customer", { customerId: alice.id }, "Original text");
    const [message] = await database.db.select().from(messages);
    if (!message) throw new Error("no message");
    const edited = services.cipher.encrypt("messages.body", "Edited text");
    expect((await refusal(() => database.db.update(messages).set({ body: edited }))).constraint).toBe(
      "messages_never_edited",
    );
    expect(
      (await refusal(() => database.db.update(messages).set({ createdAt: new Date("2020-01-01T00:00:00Z") })))
        .constraint,
    ).toBe("messages_never_edited");
    expect((await refusal(() => database.db.delete(messages))).constraint).toBe("messages_never_deleted");

    // Another key's encryption of the same text: what npm run data-key:rotate writes.
    const rotated = new DataCipher([
      { id: "rotated", key: Buffer.alloc(32, 9) },
      { id: "test", key: Buffer.from(TEST_DATA_KEY, "base64") },
    ]);
    const again = rotated.encrypt("messages.body", services.cipher.decrypt("messages.body", message.body));
    await database.db.update(messages).set({ body: again }).where(eq(messages.id, message.id));
    expect(rotated.decrypt("messages.body", again)).toBe("Original text");
  });

  it("stores only ciphertext", async () => {
    const conversation = await conversationOf(alice.id);
    const plain = await refusal(() =>
      database.db
        .insert(messages)
        .values({ conversationId: conversation.id, sender: "customer", body: "plain" }),
    );
    expect(plain.constraint).toBe("messages_body_encrypted");
  });

  it("attaches only a message attachment of the conversation's own customer", async () => {
    const conversation = await conversationOf(alice.id);
    const [message] = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id));
    const bobs = await storeDocument(database.db, services.cipher, {
      userId: bob.id,
      applicationId: null,
      kind: "message_attachment",
      fileName: "bob.png",
      mediaType: "image/png",
      bytes: PNG,
      now: clock.now(),
    });
    const attach = await refusal(() =>
      database.db
        .insert(messageAttachments)
        .values({ messageId: message?.id ?? "", position: 1, documentId: bobs.id }),
    );
    expect(attach.constraint).toBe("message_attachments_customer_document");
  });
});

describe("the conversation follows its messages", () => {
  it("counts each side's unread messages; a customer's message opens a conversation marked done", async () => {
    const before = await conversationOf(alice.id);
    await send("team", { conversationId: before.id }, "An answer");
    const answered = await conversationOf(alice.id);
    expect(answered.customerUnread).toBe(before.customerUnread + 1);
    expect(answered.teamUnread).toBe(before.teamUnread);

    const done = await changeConversation(database.db, {
      id: answered.id,
      action: "mark-done",
      caller: { ...admin, role: "admin" },
      seenVersion: String(answered.version),
      now: clock.now(),
    });
    expect(done.kind).toBe("changed");
    expect((await conversationOf(alice.id)).doneAt).not.toBeNull();
    await send("customer", { customerId: alice.id }, "One more question");
    const reopened = await conversationOf(alice.id);
    expect(reopened.doneAt).toBeNull();
    expect(reopened.teamUnread).toBe(answered.teamUnread + 1);
  });

  it("refuses an admin's decision on a page older than the latest message, and lets a customer decide nothing", async () => {
    const stale = await conversationOf(alice.id);
    await send("customer", { customerId: alice.id }, "Are you there?");
    const refused = await changeConversation(database.db, {
      id: stale.id,
      action: "assign",
      assignee: admin.id,
      caller: { ...admin, role: "admin" },
      seenVersion: String(stale.version),
      now: clock.now(),
    });
    expect(refused.kind).toBe("refused");
    const asCustomer = await changeConversation(database.db, {
      id: stale.id,
      action: "mark-done",
      caller: { id: alice.id, email: alice.email, role: "customer" },
      now: clock.now(),
    });
    expect(asCustomer.kind).toBe("not-found");
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from audit_log where target_type = 'conversation' and action = 'conversation_closed'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]?.n)).toBe(1);
  });
});

describe("each customer's live feed", () => {
  it("hears of a change to their own records only, within a second", async () => {
    const feed = createUserFeed(database);
    await feed.start();
    const heard: Record<string, UserChange[]> = { alice: [], bob: [] };
    feed.subscribe(alice.id, (change) => heard.alice?.push(change));
    feed.subscribe(bob.id, (change) => heard.bob?.push(change));
    try {
      const started = performance.now();
      await send("team", { conversationId: (await conversationOf(alice.id)).id }, "For Alice only");
      await vi.waitFor(() => expect(heard.alice?.length).toBeGreaterThan(0), { timeout: 1_000, interval: 5 });
      expect(performance.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.bob).toEqual([]);
      await send("customer", { customerId: bob.id }, "Bob writes");
      await vi.waitFor(() => expect(heard.bob?.length).toBeGreaterThan(0), { timeout: 1_000, interval: 5 });
      expect(feed.size()).toBe(2);
    } finally {
      await feed.stop();
    }
  });
});
