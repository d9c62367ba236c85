import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "#app/domain/audit/actions.ts";
import type { Database } from "#app/server/db.server.ts";
import { auditLog, emailOutbox, paymentMethods, resources, users } from "#db/schema.ts";
import { outsideEnum, refusal } from "#tests/support/db-errors.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser as insertUserWithPhone } from "#tests/support/user-fixtures.ts";

// Payment methods, the e-mail outbox, the audit log, users and resources refuse impossible rows.
// Applications and debt accounts: schema-constraints.test.ts.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const uniqueEmail = () => `${crypto.randomUUID()}@test.example`;

async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(users)
    .values({
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      email: uniqueEmail(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no row returned");
  return row;
}

type NewPaymentMethod = typeof paymentMethods.$inferInsert;
const card = { type: "credit", holderName: "Ada Lovelace", lastFour: "4242", expiryDate: "12/29" } as const;
const bank = { type: "bank", holderName: "Ada Lovelace", lastFour: "6789", routingLastFour: "0210" } as const;

async function insertPaymentMethod(method: Omit<NewPaymentMethod, "userId">, userId?: string) {
  const owner = userId ?? (await insertUser()).id;
  return database.db
    .insert(paymentMethods)
    .values({ userId: owner, ...method })
    .returning();
}

describe("payment_methods", () => {
  it("accepts a card with an MM/YY expiry and a bank account with a routing last four", async () => {
    const [c] = await insertPaymentMethod(card);
    expect(c).toMatchObject({ type: "credit", expiryDate: "12/29", routingLastFour: null, isDefault: false });
    const [b] = await insertPaymentMethod(bank);
    expect(b).toMatchObject({ type: "bank", expiryDate: null, routingLastFour: "0210" });
  });

  it("refuses a type other than credit or bank", async () => {
    const error = await refusal(() =>
      insertPaymentMethod({ ...card, type: outsideEnum("paypal"), expiryDate: null }),
    );
    expect(error.code).toBe("23514");
    expect(error.constraint).toBe("payment_methods_type_check");
  });

  it.each([
    ["a card without an expiry", { ...card, expiryDate: null }, "payment_methods_card_fields"],
    ["a card with month 13", { ...card, expiryDate: "13/29" }, "payment_methods_card_fields"],
    ["a card with month 00", { ...card, expiryDate: "00/29" }, "payment_methods_card_fields"],
    ["a card expiry without the slash", { ...card, expiryDate: "1229" }, "payment_methods_card_fields"],
    ["a card with a routing number", { ...card, routingLastFour: "0210" }, "payment_methods_bank_fields"],
    [
      "a bank account without a routing number",
      { ...bank, routingLastFour: null },
      "payment_methods_bank_fields",
    ],
    [
      "a bank routing last four with a letter",
      { ...bank, routingLastFour: "02a0" },
      "payment_methods_bank_fields",
    ],
    ["a bank account with an expiry", { ...bank, expiryDate: "12/29" }, "payment_methods_card_fields"],
    ["last four with a letter", { ...card, lastFour: "42x2" }, "payment_methods_last_four_digits"],
    ["last four of three digits", { ...card, lastFour: "424" }, "payment_methods_last_four_digits"],
  ] as const)("refuses %s", async (_what, method, constraint) => {
    const error = await refusal(() => insertPaymentMethod(method));
    expect(error.code).toBe("23514");
    expect(error.constraint).toBe(constraint);
  });

  it("has no column that could hold a full card number or a CVV", () => {
    const columns = Object.keys(paymentMethods);
    expect(columns.some((c) => /cvv|cardNumber|accountNumber/i.test(c))).toBe(false);
  });

  it("allows only one default payment method per user", async () => {
    const user = await insertUser();
    await insertPaymentMethod({ ...card, isDefault: true }, user.id);
    await insertPaymentMethod({ ...bank, isDefault: false }, user.id);
    await insertPaymentMethod({ ...card, lastFour: "1111", isDefault: false }, user.id);
    const error = await refusal(() => insertPaymentMethod({ ...bank, isDefault: true }, user.id));
    expect(error.code).toBe("23505");
    expect(error.constraint).toBe("payment_methods_one_default_per_user");
    // Another user has a default of their own.
    const [other] = await insertPaymentMethod({ ...bank, isDefault: true });
    expect(other?.isDefault).toBe(true);
  });
});

describe("email_outbox", () => {
  const message = (overrides: Partial<typeof emailOutbox.$inferInsert> = {}) =>
    database.db
      .insert(emailOutbox)
      .values({
        kind: "approval",
        toAddress: uniqueEmail(),
        subject: "Approved",
        textBody: "Hello",
        ...overrides,
      })
      .returning();

  it.each([
    "verification",
    "existing-account",
    "email-change",
    "password-reset",
    "approval",
    "account-details",
  ] as const)("accepts the kind %s", async (kind) => {
    const [row] = await message({ kind });
    expect(row).toMatchObject({ kind, status: "pending", attempts: 0, sentAt: null });
  });

  it("refuses an unknown kind", async () => {
    const error = await refusal(() => message({ kind: outsideEnum("newsletter") }));
    expect(error.constraint).toBe("email_outbox_kind_check");
  });

  it("accepts the statuses pending, failed and sent (with sent_at), and refuses others", async () => {
    expect((await message({ status: "failed" }))[0]?.status).toBe("failed");
    expect((await message({ status: "sent", sentAt: new Date() }))[0]?.status).toBe("sent");
    expect((await refusal(() => message({ status: outsideEnum("queued") }))).constraint).toBe(
      "email_outbox_status_check",
    );
  });

  it("keeps sent_at set exactly when the status is sent", async () => {
    expect((await refusal(() => message({ status: "sent" }))).constraint).toBe(
      "email_outbox_sent_consistent",
    );
    expect((await refusal(() => message({ sentAt: new Date() }))).constraint).toBe(
      "email_outbox_sent_consistent",
    );
  });

  it("refuses a second message with the same dedupe key, but allows many without one", async () => {
    const dedupeKey = `approval:${crypto.randomUUID()}`;
    await message({ dedupeKey });
    const error = await refusal(() => message({ dedupeKey }));
    expect(error.code).toBe("23505");
    expect(error.constraint).toBe("email_outbox_dedupe_key");
    await message({ dedupeKey: null });
    await message({ dedupeKey: null });
  });
});

describe("audit_log", () => {
  const entry = (overrides: Partial<typeof auditLog.$inferInsert> = {}) =>
    database.db
      .insert(auditLog)
      .values({
        actorEmail: "admin@test.example",
        action: "user_updated",
        targetType: "user",
        targetId: crypto.randomUUID(),
        ...overrides,
      })
      .returning();

  it("accepts every action and target type of the enumerations", async () => {
    expect(AUDIT_ACTIONS).toHaveLength(75);
    expect(AUDIT_TARGET_TYPES).toEqual([
      "application",
      "debt_account",
      "account_details_form",
      "user",
      "payment_method",
      "settings",
      "email",
      "document",
      "dedicated_account",
      "refund",
      "settlement_offer",
      "conversation",
      "report",
      "demo_clock",
      "customer_note",
      "admin_task",
      "scheduled_deposit",
    ]);
    for (const action of AUDIT_ACTIONS) {
      expect((await entry({ action }))[0]?.action).toBe(action);
    }
    for (const targetType of AUDIT_TARGET_TYPES) {
      expect((await entry({ targetType }))[0]?.targetType).toBe(targetType);
    }
  });

  it("refuses an unknown action, or a known one spelt otherwise", async () => {
    for (const action of ["user_renamed", "User_Updated", "user-updated", ""]) {
      const error = await refusal(() => entry({ action: outsideEnum(action) }));
      expect(error.code, action).toBe("23514");
      expect(error.constraint, action).toBe("audit_log_action_check");
    }
  });

  it("refuses an unknown target type", async () => {
    for (const targetType of ["resource", "users", "Application", ""]) {
      const error = await refusal(() => entry({ targetType: outsideEnum(targetType) }));
      expect(error.code, targetType).toBe("23514");
      expect(error.constraint, targetType).toBe("audit_log_target_type_check");
    }
  });
});

describe("users", () => {
  it("refuses an e-mail with capitals", async () => {
    const error = await refusal(() => insertUser({ email: `Ada-${crypto.randomUUID()}@Test.example` }));
    expect(error.code).toBe("23514");
    expect(error.constraint).toBe("users_email_lowercase");
  });

  it("refuses a second user with the same e-mail", async () => {
    const email = uniqueEmail();
    await insertUser({ email });
    const error = await refusal(() => insertUser({ email }));
    expect(error.code).toBe("23505");
    expect(error.constraint).toBe("users_email_key");
  });

  it("accepts no phone or 10 digits (stored encrypted), and refuses anything else", async () => {
    expect((await insertUserWithPhone(database.db, { phone: null })).phone).toBeNull();
    expect((await insertUserWithPhone(database.db, { phone: "5551234567" })).phone).toBe("5551234567");
    for (const phone of ["(555) 123-4567", "555123456", "55512345678", ""]) {
      await expect(insertUserWithPhone(database.db, { phone }), phone).rejects.toThrow(
        "users.phone: not ten digits",
      );
    }
    // Written past the app, a plain phone is refused by the database (docs/decisions/0028).
    const user = await insertUserWithPhone(database.db);
    const error = await refusal(() =>
      database.db.update(users).set({ phone: "5551234567" }).where(eq(users.id, user.id)),
    );
    expect(error.constraint).toBe("users_phone_encrypted");
  });

  it("refuses blank names", async () => {
    expect((await refusal(() => insertUser({ firstName: "  " }))).constraint).toBe("users_names_present");
    expect((await refusal(() => insertUser({ lastName: "" }))).constraint).toBe("users_names_present");
    expect((await refusal(() => insertUser({ firstName: sql`null` as unknown as string }))).column).toBe(
      "first_name",
    );
  });

  it("refuses an update that would break a rule", async () => {
    const user = await insertUser();
    const error = await refusal(() =>
      database.db.update(users).set({ email: user.email.toUpperCase() }).where(eq(users.id, user.id)),
    );
    expect(error.constraint).toBe("users_email_lowercase");
  });
});

describe("resources", () => {
  const resource = (overrides: Partial<typeof resources.$inferInsert>) =>
    database.db.insert(resources).values({
      title: "A guide",
      description: "Useful",
      url: `https://example.org/${crypto.randomUUID()}`,
      category: "guides",
      ...overrides,
    });

  it("refuses a link that is not https and a category that is not a slug", async () => {
    expect((await refusal(() => resource({ url: "http://example.org/x" }))).constraint).toBe(
      "resources_url_https",
    );
    expect((await refusal(() => resource({ url: "javascript:alert(1)" }))).constraint).toBe(
      "resources_url_https",
    );
    expect((await refusal(() => resource({ category: "By State" }))).constraint).toBe(
      "resources_category_slug",
    );
    await resource({ category: "by-state" });
  });
});
