import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { type RetentionPolicy, runRetention, startRetentionJob } from "#app/server/retention.server.ts";
import { auditLog, emailOutbox, jobRuns, rateLimits, sessions, verifications } from "#db/schema.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The retention job (retention.server.ts): what has expired or aged goes, what is alive stays,
// and when several servers (or two timers) run it at once, one does the work and the rest skip.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Each test may run the job: it is due again.
beforeEach(async () => {
  await database.db.delete(jobRuns);
});

const policy: RetentionPolicy = {
  intervalSeconds: 3600,
  emailRetentionDays: 30,
  batchSize: 2,
};
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const DAY = 24 * 60 * 60;
let serial = 0;
const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}-${Date.now()}-${serial}`;
};

async function insertSession(userId: string, expiresAt: Date) {
  const [row] = await database.db
    .insert(sessions)
    .values({ token: unique("token"), userId, expiresAt })
    .returning({ id: sessions.id });
  return row?.id ?? "";
}

async function insertVerification(expiresAt: Date) {
  const [row] = await database.db
    .insert(verifications)
    .values({ identifier: unique("reset-password"), value: "user-id", expiresAt })
    .returning({ id: verifications.id });
  return row?.id ?? "";
}

async function insertRateLimit(resetAt: Date) {
  const key = unique("test:retention");
  await database.db.insert(rateLimits).values({ key, hits: 3, resetAt });
  return key;
}

async function insertEmail(status: "sent" | "failed" | "pending", createdAt: Date) {
  const [row] = await database.db
    .insert(emailOutbox)
    .values({
      kind: "verification",
      toAddress: `${unique("to")}@test.example`,
      subject: "Confirm your e-mail address",
      textBody: "…",
      status,
      sentAt: status === "sent" ? createdAt : null,
      createdAt,
    })
    .returning({ id: emailOutbox.id });
  return row?.id ?? "";
}

const idsIn = async <T extends { id: string }>(rows: Promise<T[]>) =>
  (await rows).map((row) => row.id).sort();

describe("runRetention", () => {
  it("deletes expired sessions and verifications, finished rate-limit windows and old sent or failed e-mails; keeps the rest and the audit log", async () => {
    const user = await insertUser(database.db);
    const expiredSessions = await Promise.all([1, 2, 3].map((i) => insertSession(user.id, ago(i * 60))));
    const liveSession = await insertSession(user.id, later(3600));
    const expiredVerifications = await Promise.all([1, 2, 3].map((i) => insertVerification(ago(i))));
    const liveVerification = await insertVerification(later(3600));
    const finishedWindows = await Promise.all([1, 2, 3, 4, 5].map((i) => insertRateLimit(ago(i))));
    const openWindow = await insertRateLimit(later(60));
    const oldSent = await Promise.all([31, 45, 400].map((days) => insertEmail("sent", ago(days * DAY))));
    const oldFailed = await insertEmail("failed", ago(40 * DAY));
    const recentSent = await insertEmail("sent", ago(29 * DAY));
    const oldPending = await insertEmail("pending", ago(60 * DAY));
    const [audit] = await database.db
      .insert(auditLog)
      .values({
        actorEmail: "admin@test.example",
        action: "application_approved",
        targetType: "application",
        createdAt: ago(5000 * DAY),
      })
      .returning({ id: auditLog.id });

    const result = await runRetention(database.db, policy);
    expect(result).toEqual({
      ran: true,
      done: true,
      deleted: { sessions: 3, verifications: 3, rateLimits: 5, emails: 4 },
    });

    expect(await idsIn(database.db.select({ id: sessions.id }).from(sessions))).toEqual([liveSession]);
    expect(
      await idsIn(
        database.db
          .select({ id: verifications.id })
          .from(verifications)
          .where(inArray(verifications.id, [...expiredVerifications, liveVerification])),
      ),
    ).toEqual([liveVerification]);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain(openWindow);
    for (const key of finishedWindows) expect(keys).not.toContain(key);
    expect(await idsIn(database.db.select({ id: emailOutbox.id }).from(emailOutbox))).toEqual(
      [recentSent, oldPending].sort(),
    );
    for (const id of [...expiredSessions, ...oldSent, oldFailed]) expect(id).toBeTruthy();
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.id, audit?.id ?? "")),
    ).toHaveLength(1);
  });

  it("goes on batch after batch until a table is done, however many rows have piled up", async () => {
    // 1,200 ended counters in batches of 25: 48 statements, over twice the old cap of 20 a run.
    const now = Date.now();
    await database.db.insert(rateLimits).values(
      Array.from({ length: 1_200 }, (_, i) => ({
        key: unique(`test:flood-${i}`),
        hits: 1,
        resetAt: new Date(now - 1_000 - i),
      })),
    );
    const run = await runRetention(database.db, { ...policy, batchSize: 25 });
    expect(run).toMatchObject({ ran: true, done: true });
    expect(run.ran && run.deleted.rateLimits).toBeGreaterThanOrEqual(1_200);
    const [left] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(rateLimits)
      .where(sql`${rateLimits.resetAt} < now()`);
    expect(left?.count).toBe(0);
  });

  it("stops between batches when its time is up, and leaves the job due at once for the rest", async () => {
    const user = await insertUser(database.db);
    await Promise.all([1, 2, 3, 4, 5].map((i) => insertSession(user.id, ago(i))));
    const first = await runRetention(database.db, { ...policy, batchSize: 2, runForMs: 0 });
    expect(first).toMatchObject({ ran: true, done: false, deleted: { sessions: 0 } });
    // Due again now, not after the interval: the next look carries on.
    const second = await runRetention(database.db, { ...policy, batchSize: 2 });
    expect(second).toMatchObject({ ran: true, done: true, deleted: { sessions: 5 } });
  });

  it("runs once per interval across servers: of two runs at once, one does the work and the other skips", async () => {
    const user = await insertUser(database.db);
    await Promise.all([1, 2, 3, 4].map((i) => insertSession(user.id, ago(i))));
    const runs = await Promise.all([runRetention(database.db, policy), runRetention(database.db, policy)]);
    const ran = runs.filter((run) => run.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ deleted: { sessions: 4 } });
    expect(runs.filter((run) => !run.ran)).toEqual([{ ran: false }]);
    // Not due again until the interval has passed.
    expect(await runRetention(database.db, policy)).toEqual({ ran: false });
    const [schedule] = await database.db
      .select({ inSeconds: sql<number>`extract(epoch from ${jobRuns.nextRunAt} - now())::int` })
      .from(jobRuns)
      .where(eq(jobRuns.job, "retention"));
    expect(schedule?.inSeconds).toBeGreaterThan(3500);
    expect(schedule?.inSeconds).toBeLessThanOrEqual(3600);
  });

  it("a run that failed half-way leaves its claim to expire, and another server takes over then", async () => {
    // A claim taken by a server that stopped during its run: in the future, not yet expired.
    await database.db.insert(jobRuns).values({ job: "retention", nextRunAt: later(60) });
    expect(await runRetention(database.db, policy)).toEqual({ ran: false });
    await database.db.update(jobRuns).set({ nextRunAt: ago(1) });
    expect((await runRetention(database.db, policy)).ran).toBe(true);
  });
});

describe("startRetentionJob", () => {
  it("runs on its timer and stops", async () => {
    const user = await insertUser(database.db);
    const expired = await insertSession(user.id, ago(10));
    const job = startRetentionJob(database.db, { ...policy, firstRunDelayMs: 10, checkEveryMs: 50 });
    await expect
      .poll(async () => (await database.db.select().from(sessions).where(eq(sessions.id, expired))).length)
      .toBe(0);
    await job.stop();
  });
});
