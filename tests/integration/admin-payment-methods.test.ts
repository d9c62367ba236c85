import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_METHOD_REFUSALS as R } from "#app/domain/admin/payment-methods.ts";
import type { NewPaymentMethod } from "#app/domain/payment-method/form.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import {
  addPaymentMethod,
  deletePaymentMethod,
  type PaymentMethodActor,
  setDefaultPaymentMethod,
} from "#app/server/models/payment-method/admin-changes.server.ts";
import {
  findPaymentMethodOwnersForAdmin,
  findPaymentMethodsPageForAdmin,
} from "#app/server/models/payment-method/admin-reads.server.ts";
import { auditLog, paymentMethods } from "#db/schema.ts";
import { refusal } from "#tests/support/db-errors.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// Payment methods' data functions (issue 12, decisions.md): one default per user, kept in one
// transaction with the audit row; nothing that could pay is stored; refusals change nothing.

let database: Database;
let db: Db;
let actor: PaymentMethodActor;
const MISSING = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const admin = await insertUser(db, { email: "payments-admin@harborline.example" });
  actor = { id: admin.id, email: admin.email };
});
afterAll(() => database.close());

const card = (userId: string, lastFour = "4242"): NewPaymentMethod => ({
  userId,
  type: "credit",
  holderName: "Ada Lovelace",
  lastFour,
  expiryDate: "08/39",
  routingLastFour: null,
});
const bank = (userId: string, lastFour = "6789"): NewPaymentMethod => ({
  userId,
  type: "bank",
  holderName: "Ada Lovelace",
  lastFour,
  expiryDate: null,
  routingLastFour: "0021",
});

async function add(method: NewPaymentMethod): Promise<string> {
  const result = await addPaymentMethod(db, { actor, method });
  if (result.kind !== "changed") throw new Error(`add refused: ${result.kind}`);
  return result.paymentMethodId;
}

function methodsOf(userId: string) {
  return db
    .select({ id: paymentMethods.id, isDefault: paymentMethods.isDefault, lastFour: paymentMethods.lastFour })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(asc(paymentMethods.createdAt));
}

function auditOf(targetId: string) {
  return db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.createdAt));
}

const defaultsOf = async (userId: string) =>
  (await methodsOf(userId)).filter((m) => m.isDefault).map((m) => m.id);

describe("adding", () => {
  it("makes the first method the default, not the next, and audits each with the stored fields only", async () => {
    const owner = await insertUser(db);
    const first = await add(card(owner.id));
    const second = await add(bank(owner.id));
    expect(await methodsOf(owner.id)).toEqual([
      { id: first, isDefault: true, lastFour: "4242" },
      { id: second, isDefault: false, lastFour: "6789" },
    ]);
    const [row] = await auditOf(second);
    expect(row).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "payment_method_added",
      targetType: "payment_method",
      before: null,
      after: {
        userId: owner.id,
        type: "bank",
        holderName: "Ada Lovelace",
        lastFour: "6789",
        expiryDate: null,
        routingLastFour: "0021",
        isDefault: false,
      },
    });
  });

  it("refuses an unknown user and writes nothing", async () => {
    const before = await db.select({ id: auditLog.id }).from(auditLog);
    expect(await addPaymentMethod(db, { actor, method: card(MISSING) })).toEqual({
      kind: "not-found",
      reason: R.userNotFound,
    });
    expect(await addPaymentMethod(db, { actor, method: card("nonsense") })).toMatchObject({
      kind: "not-found",
    });
    expect(await db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length);
  });

  it("two first methods added at once: exactly one becomes the default", async () => {
    const owner = await insertUser(db);
    await Promise.all([add(card(owner.id, "1111")), add(card(owner.id, "2222")), add(bank(owner.id))]);
    expect(await defaultsOf(owner.id)).toHaveLength(1);
  });
});

describe("making a method the default", () => {
  it("moves the default in one transaction and audits the change", async () => {
    const owner = await insertUser(db);
    const first = await add(card(owner.id));
    const second = await add(bank(owner.id));
    expect(await setDefaultPaymentMethod(db, { actor, paymentMethodId: second })).toEqual({
      kind: "changed",
      paymentMethodId: second,
      defaultId: second,
    });
    expect(await defaultsOf(owner.id)).toEqual([second]);
    const rows = await auditOf(second);
    expect(rows.at(-1)).toMatchObject({
      action: "payment_method_default_set",
      before: { isDefault: false, previousDefaultId: first, lastFour: "6789" },
      after: { isDefault: true, lastFour: "6789" },
    });
  });

  it("refuses the default already set, and an unknown method, writing nothing", async () => {
    const owner = await insertUser(db);
    const only = await add(card(owner.id));
    const audits = (await auditOf(only)).length;
    expect(await setDefaultPaymentMethod(db, { actor, paymentMethodId: only })).toEqual({
      kind: "refused",
      reason: R.alreadyDefault,
    });
    expect(await setDefaultPaymentMethod(db, { actor, paymentMethodId: MISSING })).toEqual({
      kind: "not-found",
      reason: R.methodNotFound,
    });
    expect(await setDefaultPaymentMethod(db, { actor, paymentMethodId: "x'; drop" })).toMatchObject({
      kind: "not-found",
    });
    expect(await auditOf(only)).toHaveLength(audits);
    expect(await defaultsOf(owner.id)).toEqual([only]);
  });

  it("two admins choosing different defaults at once leave exactly one default", async () => {
    const owner = await insertUser(db);
    await add(card(owner.id, "1111"));
    const b = await add(card(owner.id, "2222"));
    const c = await add(card(owner.id, "3333"));
    const results = await Promise.all([
      setDefaultPaymentMethod(db, { actor, paymentMethodId: b }),
      setDefaultPaymentMethod(db, { actor, paymentMethodId: c }),
    ]);
    expect(results.map((r) => r.kind)).toEqual(["changed", "changed"]);
    const defaults = await defaultsOf(owner.id);
    expect(defaults).toHaveLength(1);
    expect([b, c]).toContain(defaults[0]);
  });

  it("the database itself refuses a second default for one user (the partial unique index)", async () => {
    const owner = await insertUser(db);
    await add(card(owner.id));
    const error = await refusal(() =>
      db.insert(paymentMethods).values({ ...card(owner.id, "9999"), isDefault: true }),
    );
    expect(error).toMatchObject({ code: "23505", constraint: "payment_methods_one_default_per_user" });
  });
});

describe("removing", () => {
  it("removes an ordinary method and audits what it was", async () => {
    const owner = await insertUser(db);
    const first = await add(card(owner.id));
    const second = await add(bank(owner.id));
    expect(await deletePaymentMethod(db, { actor, paymentMethodId: second })).toEqual({
      kind: "changed",
      paymentMethodId: second,
      defaultId: null,
    });
    expect(await methodsOf(owner.id)).toEqual([{ id: first, isDefault: true, lastFour: "4242" }]);
    expect((await auditOf(second)).at(-1)).toMatchObject({
      action: "payment_method_deleted",
      before: { type: "bank", lastFour: "6789", routingLastFour: "0021", isDefault: false },
      after: null,
    });
  });

  it("hands the default to the most recent other method, and audits that too", async () => {
    const owner = await insertUser(db);
    const first = await add(card(owner.id, "1111"));
    await add(card(owner.id, "2222"));
    const newest = await add(card(owner.id, "3333"));
    expect(await deletePaymentMethod(db, { actor, paymentMethodId: first })).toEqual({
      kind: "changed",
      paymentMethodId: first,
      defaultId: newest,
    });
    expect(await defaultsOf(owner.id)).toEqual([newest]);
    expect((await auditOf(newest)).at(-1)).toMatchObject({
      action: "payment_method_default_set",
      before: { isDefault: false, previousDefaultId: first },
      after: { isDefault: true },
    });
    // The last one goes too: nothing left, no default.
    for (const { id } of await methodsOf(owner.id))
      await deletePaymentMethod(db, { actor, paymentMethodId: id });
    expect(await methodsOf(owner.id)).toEqual([]);
  });

  it("answers a method already removed with not-found and writes nothing", async () => {
    const owner = await insertUser(db);
    const id = await add(card(owner.id));
    await deletePaymentMethod(db, { actor, paymentMethodId: id });
    const audits = (await auditOf(id)).length;
    expect(await deletePaymentMethod(db, { actor, paymentMethodId: id })).toEqual({
      kind: "not-found",
      reason: R.methodNotFound,
    });
    expect(await auditOf(id)).toHaveLength(audits);
  });
});

describe("reading", () => {
  it("lists methods newest first with their owners, searched by the owner's name or e-mail", async () => {
    const surname = `Paysworth${Date.now()}`;
    const owner = await insertUser(db, { firstName: "Grace", lastName: surname });
    const a = await add(card(owner.id));
    const b = await add(bank(owner.id));
    const page = await findPaymentMethodsPageForAdmin(db, {
      search: `grace ${surname.toLowerCase()}`,
      page: 1,
    });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id)).toEqual([b, a]);
    expect(page.rows[0]).toMatchObject({
      ownerFirstName: "Grace",
      ownerLastName: surname,
      ownerEmail: owner.email,
    });
    const byEmail = await findPaymentMethodsPageForAdmin(db, { search: owner.email.slice(0, 12), page: 1 });
    expect(byEmail.rows.map((r) => r.id)).toEqual([b, a]);
    const none = await findPaymentMethodsPageForAdmin(db, { search: "%_nobody", page: 1 });
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it("finds users to choose from by name or e-mail, at most ten, saying when more match", async () => {
    const surname = `Ownerly${Date.now()}`;
    for (let i = 0; i < 11; i += 1) await insertUser(db, { firstName: `F${i}`, lastName: surname });
    const found = await findPaymentMethodOwnersForAdmin(db, surname);
    expect(found.owners).toHaveLength(10);
    expect(found.more).toBe(true);
    expect(found.owners[0]).toEqual({
      id: expect.any(String),
      name: `F0 ${surname}`,
      email: expect.any(String),
    });
    const one = await findPaymentMethodOwnersForAdmin(db, `F3 ${surname}`);
    expect(one).toMatchObject({ more: false, owners: [{ name: `F3 ${surname}` }] });
  });
});

describe("what the table can hold", () => {
  it("has no column for a full number or a CVV, and refuses more than four digits", async () => {
    const columns = await db.execute(
      sql`select column_name from information_schema.columns where table_name = 'payment_methods' order by column_name`,
    );
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name);
    expect(names).toEqual([
      "created_at",
      "expiry_date",
      "holder_name",
      "id",
      "is_default",
      "last_four",
      "routing_last_four",
      "type",
      "updated_at",
      "user_id",
    ]);
    const owner = await insertUser(db);
    // char(4): a fifth digit does not fit.
    const error = await refusal(() =>
      db.insert(paymentMethods).values({ ...card(owner.id), lastFour: "42424" }),
    );
    expect(error.code).toBe("22001");
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, owner.id))).toEqual([]);
  });
});
