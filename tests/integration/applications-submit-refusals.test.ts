import crypto from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { applications } from "#db/schema.ts";
import { validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import {
  callSubmit,
  type SignedInUser,
  signedInUser,
  submitAs,
  submitRequest,
} from "#tests/support/application-requests.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// Everything POST /api/applications refuses, and what it stores then: nothing.

let database: Database;
let services: Services;
let user: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  user = await signedInUser(services);
});
afterAll(() => database.close());
afterEach(() => {
  vi.restoreAllMocks();
});

async function applicationCount() {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(applications);
  return row?.n ?? -1;
}

/** Sends `body` as `user` with the given options and checks that nothing was stored. */
async function refused(body: unknown, options: Parameters<typeof submitRequest>[1] = {}) {
  const before = await applicationCount();
  const answer = await callSubmit(services, submitRequest(body, { cookie: user.cookie, ...options }));
  expect(await applicationCount()).toBe(before);
  return answer;
}

const envelope = (application: unknown = validDraft()) => ({
  submissionId: crypto.randomUUID(),
  application,
});

describe("signed out", () => {
  it("answers 401 with the spec's message and stores nothing", async () => {
    const answer = await refused(envelope(), { cookie: "" });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      ok: false,
      reason: "sign-in",
      message: "You need to be logged in to submit an application",
    });
  });

  it("answers 401 to a made-up session cookie", async () => {
    const answer = await refused(envelope(), { cookie: "harborline.session_token=forged.value" });
    expect(answer.status).toBe(401);
  });
});

describe("a request that cannot be read", () => {
  it.each(["{not json", "", "[1, 2", "undefined"])("answers 400 to the body %j", async (body) => {
    const answer = await refused(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, reason: "failed" });
  });

  it.each([
    ["null", null],
    ["no submission id", { application: validDraft() }],
    ["a submission id that is not a UUID", { submissionId: "1234", application: validDraft() }],
    ["no application", { submissionId: crypto.randomUUID() }],
    ["an application that is a list", { submissionId: crypto.randomUUID(), application: [validDraft()] }],
    ["an application that is a string", { submissionId: crypto.randomUUID(), application: "yes" }],
  ])("answers 400 to %s", async (_what, body) => {
    expect((await refused(body)).status).toBe(400);
  });

  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "text/json",
  ])("answers 415 to the content type %j", async (contentType) => {
    expect((await refused(envelope(), { contentType })).status).toBe(415);
  });

  it("accepts application/json with a charset", async () => {
    const answer = await callSubmit(
      services,
      submitRequest(envelope(), { cookie: user.cookie, contentType: "application/json; charset=utf-8" }),
    );
    expect(answer.status).toBe(201);
  });

  it("answers 413 to a body over 128 KB, whether or not its length is declared", async () => {
    const huge = envelope(validDraft({ address: "a".repeat(128 * 1024) }));
    expect((await refused(huge)).status).toBe(413);
    const declared = await refused(huge, {
      headers: { "Content-Length": String(JSON.stringify(huge).length) },
    });
    expect(declared.status).toBe(413);
  });

  it("reads a body just under 128 KB (then refuses its over-long address with 422)", async () => {
    const big = envelope(validDraft({ address: "a".repeat(125 * 1024) }));
    const answer = await refused(big);
    expect(answer.status).toBe(422);
  });

  it("answers 405 to a GET, and to a PUT, naming POST as allowed", async () => {
    const get = await callSubmit(services, submitRequest(null, { cookie: user.cookie, method: "GET" }));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await refused(envelope(), { method: "PUT" });
    expect(put.status).toBe(405);
  });
});

describe("invalid answers", () => {
  it("answers 422 with each field's message keyed by its path", async () => {
    const draft = validDraft({
      phone: "555123456",
      dateOfBirth: "2023-02-29",
      debtAmount: "0",
      agreeToTerms: false,
      debtAccounts: [validDebtAccount(), validDebtAccount({ currentBalance: "", accountType: "Boat" })],
    });
    const answer = await refused(envelope(draft));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      ok: false,
      reason: "invalid",
      message: "Some answers need correcting.",
      fieldErrors: {
        phone: "Please enter a valid 10-digit phone number",
        dateOfBirth: "Please enter a valid date of birth",
        debtAmount: "Invalid debt amount",
        agreeToTerms: "You must agree to the terms and conditions",
        "debtAccounts.1.accountType": "Account type is required",
        "debtAccounts.1.currentBalance": "Current balance is required",
      },
    });
  });

  it("refuses an applicant who turns 18 tomorrow", async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    tomorrow.setUTCFullYear(tomorrow.getUTCFullYear() - 18);
    const answer = await refused(envelope(validDraft({ dateOfBirth: tomorrow.toISOString().slice(0, 10) })));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      fieldErrors: { dateOfBirth: "Our program requires applicants aged 18 or older" },
    });
  });
});

describe("a database failure", () => {
  const NAME = "Quillfeather";

  /**
   * The real database, except that each statement it executes is followed, in the same
   * transaction, by one that fails carrying the applicant's name: the statement's writes
   * must be rolled back with it.
   */
  function failingServices(seen: unknown[]): Services {
    const db = new Proxy(database.db, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (property !== "execute") return typeof value === "function" ? value.bind(target) : value;
        return (query: SQL) =>
          target.transaction(async (tx) => {
            await tx.execute(query);
            try {
              await tx.execute(sql`select 1 / 0 where ${NAME} <> ''`);
            } catch (error) {
              seen.push(error);
              throw error;
            }
          });
      },
    }) as Db;
    return { ...services, db };
  }

  it("answers 500 with the generic message, rolls back, and logs no personal data", async () => {
    const errors = vi.spyOn(logger, "error");
    const seen: unknown[] = [];
    const submissionId = crypto.randomUUID();
    const draft = validDraft({ lastName: NAME, email: "quill@test.example", ssnLastFour: "7319" });
    const answer = await submitAs(failingServices(seen), user, draft, submissionId);

    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      ok: false,
      reason: "failed",
      message: "There was an error submitting your application. Please try again.",
    });
    expect(
      await database.db.select().from(applications).where(eq(applications.submissionId, submissionId)),
    ).toHaveLength(0);

    // The driver's error does carry the query's parameters; the log must not.
    expect(seen).toHaveLength(1);
    expect(String((seen[0] as Error).message)).toContain(NAME);
    expect(errors).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(errors.mock.calls[0]);
    expect(logged).toContain("22012");
    for (const personal of [NAME, "quill@test.example", "7319", "Harbor Way", "1980-04-12", "5551234567"]) {
      expect(logged).not.toContain(personal);
    }
  });
});
