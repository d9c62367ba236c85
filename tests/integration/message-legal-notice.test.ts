import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { storeDocument } from "#app/server/models/document/documents.server.ts";
import { findLegalNoticesToReview } from "#app/server/models/document/uploads.server.ts";
import { postMessage } from "#app/server/models/message/post-message.server.ts";
import { auditLog, conversations, documents, messageAttachments, messages } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { refusal } from "#tests/support/db-errors.ts";
import { PNG, sendMessage } from "#tests/support/messages-route.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// A court summons sent with a message is a legal notice, like an upload marked so (issue 43): the
// customer's form says so with its `legalNotice` box; the files are kept as legal notices, listed
// first among the notices the admins have to review, and the message's audit row says it. The
// team's files never are: the database refuses a legal notice attached to the team's message.

let database: Database;
let services: Services;
let customer: SignedInUser;
let admin: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customer = await signedInUser(services);
  admin = await lifecycleAdmin(database.db);
});
afterAll(() => database.close());

describe("a legal notice sent with a message", () => {
  it("is kept as a legal notice and listed for the admins to review", async () => {
    const plain = await sendMessage(services, customer, "My statement.", [
      { name: "statement.png", bytes: PNG },
    ]);
    expect(plain.status).toBe(200);
    const flagged = await sendMessage(
      services,
      customer,
      "I was served this today.",
      [{ name: "summons.png", bytes: PNG }],
      { legalNotice: "on" },
    );
    expect(flagged.status).toBe(200);
    const kinds = await database.db
      .select({ fileName: documents.fileName, kind: documents.kind })
      .from(documents)
      .where(eq(documents.userId, customer.id));
    expect(Object.fromEntries(kinds.map((row) => [row.fileName, row.kind]))).toEqual({
      "statement.png": "message_attachment",
      "summons.png": "legal_notice",
    });
    const review = await findLegalNoticesToReview(database.db);
    expect(review.notices.map((notice) => notice.fileName)).toContain("summons.png");
    expect(review.notices.map((notice) => notice.fileName)).not.toContain("statement.png");
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "message_posted"));
    expect(audits.map((row) => (row.after as { legalNotice?: boolean }).legalNotice ?? false).sort()).toEqual(
      [false, true],
    );
  });

  it("is never the team's: their files stay message attachments, and the database refuses one", async () => {
    const [conversation] = await database.db
      .select()
      .from(conversations)
      .where(eq(conversations.customerId, customer.id));
    if (!conversation) throw new Error("no conversation");
    const answered = await postMessage(database.db, services.cipher, {
      sender: "team",
      author: admin,
      to: { conversationId: conversation.id },
      body: "Here is our letter.",
      files: [{ fileName: "our-letter.png", mediaType: "image/png", bytes: PNG }],
      legalNotice: true,
      env: services.env,
      now: clock.now(),
    });
    expect(answered.kind).toBe("sent");
    const [ours] = await database.db.select().from(documents).where(eq(documents.fileName, "our-letter.png"));
    expect(ours?.kind).toBe("message_attachment");

    // Straight into the database: a legal notice attached to the team's message is refused.
    if (answered.kind !== "sent") throw new Error("not sent");
    const notice = await storeDocument(database.db, services.cipher, {
      userId: customer.id,
      applicationId: null,
      kind: "legal_notice",
      fileName: "forged.png",
      mediaType: "image/png",
      bytes: PNG,
      now: clock.now(),
    });
    const [teamMessage] = await database.db
      .select()
      .from(messages)
      .where(eq(messages.id, answered.messageId));
    expect(teamMessage?.sender).toBe("team");
    const refused = await refusal(() =>
      database.db
        .insert(messageAttachments)
        .values({ messageId: answered.messageId, position: 9, documentId: notice.id }),
    );
    expect(refused.constraint).toBe("message_attachments_customer_document");
  });
});
