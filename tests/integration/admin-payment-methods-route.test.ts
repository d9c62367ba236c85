import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PaymentMethodsPageData } from "#app/domain/admin/payment-methods.ts";
import type { PaymentMethodReply } from "#app/domain/payment-method/form.ts";
import { action, loader } from "#app/routes/admin/payments.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { auditLog, paymentMethods } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// /admin/payments as React Router calls it (issue 12): admins only, for the page and each of
// its actions; the spec's messages below the fields; the full number and the CVV never in a
// reply, a log line, the table or the audit log; the toasts and the statuses.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const logged = [vi.spyOn(logger, "error"), vi.spyOn(logger, "warn"), vi.spyOn(logger, "info")];
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const CARD = "4111 1111 1111 1234";
const CVV = "987";

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterEach(() => {
  for (const spy of logged) spy.mockClear();
});
afterAll(async () => {
  for (const spy of logged) spy.mockRestore();
  await database.close();
});

type Loaded = Extract<PaymentMethodsPageData, { ok: true }>;

function load(path: string, user: SignedInUser | null = admin) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
  return outcome<PaymentMethodsPageData>(() =>
    loader({ request, context: contextFor(services), params: {} } as never),
  );
}

function post(fields: Record<string, string>, user: SignedInUser = admin) {
  const request = formRequest("/admin/payments", fields, { Cookie: user.cookie });
  return outcome<PaymentMethodReply>(() =>
    action({ request, context: contextFor(services), params: {} } as never),
  );
}

const cardFields = (userId: string, overrides: Record<string, string> = {}) => ({
  intent: "add-payment-method",
  userId,
  type: "credit",
  cardName: "Grace Hopper",
  cardNumber: CARD,
  expiryDate: `09/${nextYear}`,
  cvv: CVV,
  ...overrides,
});

const methodsOf = (userId: string) =>
  database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));

/** Everything written or said: none of it may hold the full number or the CVV. */
function expectNoSecret(text: string) {
  expect(text).not.toContain(CARD.replaceAll(" ", ""));
  expect(text).not.toContain(CARD);
  expect(text).not.toMatch(new RegExp(`"${CVV}"|cvv`, "i"));
}

describe("who may use it", () => {
  it("sends a visitor to /admin/auth and a customer home, for the page and every action, changing nothing", async () => {
    expect((await load("/admin/payments", null)).location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fpayments");
    expect((await load("/admin/payments", customer)).location).toBe("/");
    const owner = await insertUser(database.db);
    const added = await post(cardFields(owner.id));
    const id = added.body?.paymentMethodId as string;
    await post(cardFields(owner.id, { cardNumber: "4000 0000 0000 0002" }));

    for (const fields of [
      cardFields(owner.id),
      { intent: "set-default-payment-method", paymentMethodId: id },
      { intent: "delete-payment-method", paymentMethodId: id },
    ]) {
      const request = formRequest("/admin/payments", fields);
      const visitor = await outcome(() =>
        action({ request, context: contextFor(services), params: {} } as never),
      );
      expect(visitor.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fpayments");
      expect((await post(fields, customer)).location).toBe("/");
    }
    const rows = await methodsOf(owner.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === id)?.isDefault).toBe(true);
  });

  it("answers an unknown intent with 400", async () => {
    expect((await post({ intent: "nonsense" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });
});

describe("adding", () => {
  it("adds a card for the chosen user with the toast, storing and auditing only the last four digits", async () => {
    const owner = await insertUser(database.db);
    const answer = await post(cardFields(owner.id));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      intent: "add-payment-method",
      ok: true,
      message: "Payment method added successfully",
      paymentMethodId: expect.any(String),
    });
    const [row] = await methodsOf(owner.id);
    expect(row).toMatchObject({
      type: "credit",
      holderName: "Grace Hopper",
      lastFour: "1234",
      expiryDate: `09/${nextYear}`,
      isDefault: true,
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, row?.id as string));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.id);
    expectNoSecret(JSON.stringify({ answer: answer.body, row, audit }));
  });

  it("refuses bad input with the spec's messages below the fields, echoing no secret and storing nothing", async () => {
    const owner = await insertUser(database.db);
    const answer = await post(
      cardFields(owner.id, {
        cardNumber: "4111 1111 1111 123",
        expiryDate: "13/30",
        cvv: "98",
        cardName: " ",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      message: "Failed to add payment method",
      formMessage: "Please correct the fields marked below.",
      fieldErrors: {
        cardNumber: "Please enter a valid 16-digit card number",
        expiryDate: "Please use MM/YY format",
        cvv: "CVV must be 3 or 4 digits",
        cardName: "Name on card is required",
      },
      values: { userId: owner.id, type: "credit", expiryDate: "13/30" },
    });
    expect(answer.body?.values).not.toHaveProperty("cardNumber");
    expect(answer.body?.values).not.toHaveProperty("cvv");
    expect(JSON.stringify(answer.body)).not.toContain("1111");

    const bank = await post({
      intent: "add-payment-method",
      userId: owner.id,
      type: "bank",
      accountName: "",
      accountNumber: "1234567",
      routingNumber: "12345678",
    });
    expect(bank.body?.fieldErrors).toEqual({
      accountName: "Account name is required",
      accountNumber: "Please enter a valid account number",
      routingNumber: "Please enter a valid 9-digit routing number",
    });
    expect(bank.body?.values).not.toHaveProperty("accountNumber");
    expect(bank.body?.values).not.toHaveProperty("routingNumber");
    expect(await methodsOf(owner.id)).toEqual([]);
  });

  it("refuses a user who does not exist with 404, echoing no secret", async () => {
    const answer = await post(cardFields("00000000-0000-4000-8000-000000000000"));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      ok: false,
      message: "Failed to add payment method",
      formMessage: "This user was not found. They may have been deleted; search for them again.",
    });
    expectNoSecret(JSON.stringify(answer.body));
  });

  it("answers a database failure with 500 and logs it without the digits or the name", async () => {
    const owner = await insertUser(database.db);
    const failing = createTestServices(database);
    failing.db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") throw new Error(`boom ${CARD} ${CVV} Grace Hopper`);
        return Reflect.get(target, property, receiver);
      },
    });
    const request = formRequest("/admin/payments", cardFields(owner.id), { Cookie: admin.cookie });
    const answer = await outcome<PaymentMethodReply>(() =>
      action({ request, context: contextFor(failing), params: {} } as never),
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ ok: false, message: "Failed to add payment method" });
    const lines = logged.flatMap((spy) => spy.mock.calls).map((call) => JSON.stringify(call));
    expect(lines.some((line) => line.includes("adding a payment method failed"))).toBe(true);
    for (const line of lines) {
      expectNoSecret(line);
      expect(line).not.toContain("Grace Hopper");
    }
    expectNoSecret(JSON.stringify(answer.body));
  });
});

describe("make default and remove", () => {
  it("moves the default with its toast, refuses it again with 409, and removes with its toast", async () => {
    const owner = await insertUser(database.db);
    const first = (await post(cardFields(owner.id))).body?.paymentMethodId as string;
    const second = (await post(cardFields(owner.id, { cardNumber: "5555 5555 5555 4444" }))).body
      ?.paymentMethodId as string;
    const set = await post({ intent: "set-default-payment-method", paymentMethodId: second });
    expect(set).toMatchObject({
      status: 200,
      body: { ok: true, message: "Default payment method updated successfully", paymentMethodId: second },
    });
    const again = await post({ intent: "set-default-payment-method", paymentMethodId: second });
    expect(again).toMatchObject({
      status: 409,
      body: {
        ok: false,
        message: "Failed to update default payment method",
        formMessage: "This payment method is already the user's default.",
      },
    });
    const removed = await post({ intent: "delete-payment-method", paymentMethodId: first });
    expect(removed).toMatchObject({
      status: 200,
      body: { ok: true, message: "Payment method removed successfully" },
    });
    const gone = await post({ intent: "delete-payment-method", paymentMethodId: first });
    expect(gone).toMatchObject({
      status: 404,
      body: { ok: false, message: "Failed to remove payment method" },
    });
    expect((await methodsOf(owner.id)).map((r) => [r.id, r.isDefault])).toEqual([[second, true]]);
  });
});

describe("the page", () => {
  it("lists methods with their owners from the address's search, and finds users for the Add form", async () => {
    const surname = `Paymont${Date.now()}`;
    const owner = await insertUser(database.db, { firstName: "Ada", lastName: surname });
    await post(cardFields(owner.id));
    await post({
      intent: "add-payment-method",
      userId: owner.id,
      type: "bank",
      accountName: "Ada Checking",
      accountNumber: "000123456789",
      routingNumber: "021000021",
    });
    const page = (await load(`/admin/payments?q=${surname}&owner=${surname.slice(0, 9)}`)).body as Loaded;
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => [r.ownerName, r.summary, r.detail, r.isDefault])).toEqual([
      [`Ada ${surname}`, "Account ending in 6789", "Routing number ending in 0021", false],
      [`Ada ${surname}`, "Card ending in 1234", `Expires 09/${nextYear}`, true],
    ]);
    expect(page.owners).toMatchObject({ state: "found", owners: [{ id: owner.id, name: `Ada ${surname}` }] });
    expectNoSecret(JSON.stringify(page));
    expect(JSON.stringify(page)).not.toContain("000123456789");

    const short = (await load("/admin/payments?owner=a")).body as Loaded;
    expect(short.owners).toEqual({ state: "too-short" });
    const none = (await load("/admin/payments?q=nobody-has-this-name-zz")).body as Loaded;
    expect(none).toMatchObject({ total: 0, rows: [], pageCount: 1, owners: { state: "none" } });
  });
});
