import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMISSION_LIMIT_MESSAGES } from "#app/domain/application/limits.ts";
import { applicationSchema } from "#app/domain/application/schema.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { submitApplication } from "#app/server/models/application/submit.server.ts";
import { applications, debtAccounts } from "#db/schema.ts";
import { validDraft } from "#tests/support/application-draft.ts";
import { type SignedInUser, signedInUser, submitAs } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// One account cannot flood the site (docs/decisions/0029): at most 3 applications awaiting a
// decision and 10 submissions an hour, checked in the submit itself, atomically per account,
// and a refusal stores nothing.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

async function countFor(userId: string) {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.userId, userId));
  return row?.n ?? -1;
}

async function accountCount() {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(debtAccounts);
  return row?.n ?? -1;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** Applications of `user` stored straight in the table (as if submitted earlier). */
async function holding(
  user: SignedInUser,
  rows: { status: "pending" | "approved" | "declined" | "cancelled"; createdAt?: Date }[],
) {
  for (const row of rows) {
    await insertApplication(database.db, { userId: user.id, email: user.email, ...row });
  }
}

describe("applications awaiting a decision", () => {
  it("refuses a fourth with 409 and the limit's message, storing nothing", async () => {
    const user = await signedInUser(services);
    for (let i = 0; i < 3; i++) expect((await submitAs(services, user, validDraft())).status).toBe(201);
    const accountsBefore = await accountCount();
    const answer = await submitAs(services, user, validDraft());
    expect(answer.status).toBe(409);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.body).toEqual({
      ok: false,
      reason: "failed",
      message: SUBMISSION_LIMIT_MESSAGES.pending(3),
    });
    expect(await countFor(user.id)).toBe(3);
    expect(await accountCount()).toBe(accountsBefore);
  });

  it("counts only pending ones: decided and cancelled applications leave room", async () => {
    const user = await signedInUser(services);
    await holding(user, [
      { status: "approved", createdAt: minutesAgo(120) },
      { status: "declined", createdAt: minutesAgo(120) },
      { status: "cancelled", createdAt: minutesAgo(120) },
      { status: "pending", createdAt: minutesAgo(120) },
      { status: "pending", createdAt: minutesAgo(120) },
    ]);
    expect((await submitAs(services, user, validDraft())).status).toBe(201);
    expect((await submitAs(services, user, validDraft())).status).toBe(409);
  });

  it("lets a retry of an application already stored find it, even at the limit", async () => {
    const user = await signedInUser(services);
    const submissionId = crypto.randomUUID();
    await holding(user, [{ status: "pending" }, { status: "pending" }]);
    const first = await submitAs(services, user, validDraft(), submissionId);
    expect(first.status).toBe(201);
    const again = await submitAs(services, user, validDraft(), submissionId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("does not count another account's applications", async () => {
    const user = await signedInUser(services);
    const other = await signedInUser(services);
    await holding(other, [{ status: "pending" }, { status: "pending" }, { status: "pending" }]);
    expect((await submitAs(services, user, validDraft())).status).toBe(201);
  });
});

describe("submissions an hour", () => {
  it("refuses an eleventh within the hour with 429, Retry-After and the limit's message, storing nothing", async () => {
    const user = await signedInUser(services);
    // Ten in the last hour, all since cancelled (so the pending limit is not what refuses).
    await holding(
      user,
      Array.from({ length: 10 }, (_, i) => ({ status: "cancelled" as const, createdAt: minutesAgo(48 - i) })),
    );
    const answer = await submitAs(services, user, validDraft());
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get("Retry-After"));
    // The oldest of the ten leaves the hour in 12 minutes.
    expect(retryAfter).toBeGreaterThan(11 * 60);
    expect(retryAfter).toBeLessThanOrEqual(12 * 60);
    expect(answer.body).toEqual({
      ok: false,
      reason: "failed",
      message: SUBMISSION_LIMIT_MESSAGES.perHour(10, retryAfter),
    });
    expect(await countFor(user.id)).toBe(10);
  });

  it("counts a rolling hour: a submission 61 minutes old no longer counts", async () => {
    const user = await signedInUser(services);
    await holding(user, [
      { status: "cancelled", createdAt: minutesAgo(61) },
      ...Array.from({ length: 9 }, () => ({ status: "cancelled" as const, createdAt: minutesAgo(30) })),
    ]);
    expect((await submitAs(services, user, validDraft())).status).toBe(201);
    expect((await submitAs(services, user, validDraft())).status).toBe(429);
  });
});

describe("concurrent submits", () => {
  it("store no more than the limit however many arrive at once", async () => {
    const user = await signedInUser(services);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submitAs(services, user, validDraft())),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await countFor(user.id)).toBe(3);
  });

  it("hold in the data function itself, straight on the database (pool of connections on PostgreSQL)", async () => {
    const user = await signedInUser(services);
    const application = applicationSchema().parse(validDraft());
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        submitApplication(database.db, testCipher, {
          userId: user.id,
          submissionId: crypto.randomUUID(),
          application,
          limits: { pending: 2, perHour: 10 },
        }),
      ),
    );
    expect(results.filter((r) => r.kind === "created")).toHaveLength(2);
    expect(results.filter((r) => r.kind === "limited")).toHaveLength(10);
    expect(await countFor(user.id)).toBe(2);
  });
});
