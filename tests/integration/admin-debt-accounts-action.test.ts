import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES as M } from "#app/domain/application/messages.ts";
import { DEBT_ACCOUNT_REFUSALS as R } from "#app/domain/debt-account/editing.ts";
import {
  type DebtAccountIntent,
  type DebtAccountReply,
  debtAccountEditValues,
} from "#app/domain/debt-account/form.ts";
import { debtAccountAction } from "#app/routes/admin/applications-debt-accounts.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import {
  debtAccountSnapshot,
  insertApplicationWithAccounts,
  versionOf,
} from "#tests/support/debt-account-fixtures.ts";
import type { NewApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices } from "#tests/support/test-services.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The expanded row's debt-account POSTs as the Applications Management action hands them on
// (after requireAdmin): the spec's toast in `message`, why in `formMessage`, the wizard's
// messages below the fields, and the statuses 200, 400, 404, 409 and 500.

let database: Database;
let services: Services;
let admin: SessionUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  const user = await insertUser(database.db, { email: "reviewer@harborline.example" });
  admin = {
    id: user.id,
    sessionId: "session",
    email: user.email,
    firstName: "Rita",
    lastName: "Reviewer",
    emailVerified: true,
    isAdmin: true,
    twoFactorEnabled: false,
    timeZone: "America/New_York",
  };
});
afterAll(() => database.close());

async function setUp(overrides: Partial<NewApplication> & { count?: number } = {}) {
  const made = await insertApplicationWithAccounts(database.db, overrides);
  const [first] = made.accounts;
  if (!first) throw new Error("no account");
  return { ...made, first, version: await versionOf(database.db, made.application.id) };
}

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function post(intent: DebtAccountIntent, fields: Record<string, string>, using: Services = services) {
  const form = formOf({ intent, ...fields });
  return outcome<DebtAccountReply>(() => debtAccountAction(contextFor(using), admin, intent, form));
}

type Account = Parameters<typeof debtAccountEditValues>[0];

/** The edit form as the page sends it, starting from the stored account. */
function editFields(account: Account, ids: Record<string, string>, changes: Record<string, string> = {}) {
  const fields: Record<string, string> = { ...ids, ...debtAccountEditValues(account), ...changes };
  // Unchecked checkboxes are not sent.
  for (const flag of ["accountSold", "paidOff"]) if (fields[flag] === "") delete fields[flag];
  return fields;
}

/** A database whose transactions fail, as when the server goes away mid-request. */
function failing(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "transaction") {
        return () => Promise.reject(new Error("connection terminated: Ada Lovelace"));
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

describe("update-debt-account", () => {
  it("saves the edit and answers with the spec's toast", async () => {
    const { application, first, version } = await setUp();
    const ids = { applicationId: application.id, debtAccountId: first.id, version };
    const answer = await post(
      "update-debt-account",
      editFields(first, ids, { originalCreditor: "Harbor Bank", currentBalance: "2,500.75", paidOff: "on" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      intent: "update-debt-account",
      debtAccountId: first.id,
      ok: true,
      message: "Debt account updated successfully",
    });
    const [stored] = (await debtAccountSnapshot(database.db, application.id)).accounts;
    expect(stored).toMatchObject({
      originalCreditor: "Harbor Bank",
      currentBalance: "2500.75",
      paidOff: true,
    });
  });

  it("refuses bad values with the wizard's messages below the fields, and changes nothing", async () => {
    const { application, first, version } = await setUp();
    const before = await debtAccountSnapshot(database.db, application.id);
    const ids = { applicationId: application.id, debtAccountId: first.id, version };
    const answer = await post(
      "update-debt-account",
      editFields(first, ids, {
        originalCreditor: "  ",
        accountType: "Boat Loan",
        currentBalance: "",
        dateOpened: "2999-01-01",
        term: "t".repeat(51),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      intent: "update-debt-account",
      debtAccountId: first.id,
      ok: false,
      message: "Failed to update debt account",
      formMessage: R.fieldsRefused,
      fieldErrors: {
        originalCreditor: M.originalCreditor,
        accountType: M.accountType,
        currentBalance: M.currentBalance,
        dateOpened: "Date opened must be a real date, not in the future",
        term: M.termTooLong,
      },
      values: { originalCreditor: "  ", accountType: "Boat Loan", term: "t".repeat(51) },
    });
    expect(await debtAccountSnapshot(database.db, application.id)).toEqual(before);
  });

  it("refuses a read-only application with 409, saying why, and shows the form as it was sent", async () => {
    const { application, first, version } = await setUp({ status: "declined" });
    const ids = { applicationId: application.id, debtAccountId: first.id, version };
    const answer = await post("update-debt-account", editFields(first, ids, { term: "48 months" }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      ok: false,
      message: "Failed to update debt account",
      formMessage:
        "This application was declined, so its debt accounts are read-only and your change was not saved.",
      values: { term: "48 months" },
    });
  });

  it("refuses a stale version with 409", async () => {
    const { application, first } = await setUp();
    const ids = { applicationId: application.id, debtAccountId: first.id, version: "2020-01-01 00:00:00+00" };
    const answer = await post("update-debt-account", editFields(first, ids));
    expect(answer.status).toBe(409);
    expect(answer.body?.formMessage).toMatch(/^Someone else changed this application a moment ago/);
  });

  it("answers 404 for an unknown application or an account of another one", async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const unknown = await post(
      "update-debt-account",
      editFields(mine.first, {
        applicationId: "00000000-0000-4000-8000-000000000000",
        debtAccountId: mine.first.id,
        version: mine.version,
      }),
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { ok: false, message: "Failed to update debt account", formMessage: R.applicationNotFound },
    });
    const foreign = await post(
      "update-debt-account",
      editFields(theirs.first, {
        applicationId: mine.application.id,
        debtAccountId: theirs.first.id,
        version: mine.version,
      }),
    );
    expect(foreign).toMatchObject({ status: 404, body: { formMessage: R.accountNotFound } });
  });

  it("answers 500 when the database fails, saying nothing was changed and never why", async () => {
    const { application, first, version } = await setUp();
    const ids = { applicationId: application.id, debtAccountId: first.id, version };
    const broken = { ...services, db: failing(database.db) };
    const answer = await post("update-debt-account", editFields(first, ids), broken);
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({
      ok: false,
      message: "Failed to update debt account",
      formMessage: R.failed,
    });
    expect(JSON.stringify(answer.body)).not.toContain("connection terminated");
  });
});

describe("delete-debt-account", () => {
  it("deletes the account and answers with the spec's toast", async () => {
    const { application, first, version } = await setUp();
    const answer = await post("delete-debt-account", {
      applicationId: application.id,
      debtAccountId: first.id,
      version,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        intent: "delete-debt-account",
        debtAccountId: first.id,
        ok: true,
        message: "Debt account deleted successfully",
      },
    });
    const { accounts } = await debtAccountSnapshot(database.db, application.id);
    expect(accounts.map((a) => a.originalCreditor)).toEqual(["Creditor 2"]);
  });

  it.each<[string, Partial<NewApplication> & { count?: number }, string]>([
    ["the last account", { count: 1 }, R.lastAccount],
    [
      "a cancelled application's",
      { status: "cancelled" },
      "This application was canceled, so its debt accounts are read-only and the debt account was not deleted.",
    ],
  ])("refuses to delete %s with 409 and changes nothing", async (_, state, formMessage) => {
    const { application, first, version } = await setUp(state);
    const before = await debtAccountSnapshot(database.db, application.id);
    const answer = await post("delete-debt-account", {
      applicationId: application.id,
      debtAccountId: first.id,
      version,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, message: "Failed to delete debt account", formMessage },
    });
    expect(await debtAccountSnapshot(database.db, application.id)).toEqual(before);
  });

  it("answers 404 for malformed ids and 500 when the database fails", async () => {
    const { application, first, version } = await setUp();
    const malformed = await post("delete-debt-account", { applicationId: "1", debtAccountId: "2", version });
    expect(malformed).toMatchObject({
      status: 404,
      body: { message: "Failed to delete debt account", formMessage: R.applicationNotFound },
    });
    const broken = { ...services, db: failing(database.db) };
    const failed = await post(
      "delete-debt-account",
      { applicationId: application.id, debtAccountId: first.id, version },
      broken,
    );
    expect(failed).toMatchObject({
      status: 500,
      body: { ok: false, message: "Failed to delete debt account", formMessage: R.failed },
    });
    expect((await debtAccountSnapshot(database.db, application.id)).accounts).toHaveLength(2);
  });
});
