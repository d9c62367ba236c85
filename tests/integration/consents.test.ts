import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import {
  disclosureVersion,
  findConsentsForApplication,
  type NewConsent,
  recordConsent,
} from "#app/server/models/consent/consents.server.ts";
import { runRetention } from "#app/server/retention.server.ts";
import { consents } from "#db/schema.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

// The consent record (issue 22): every fact of a consent kept as given, for years. The table is
// append-only in the database itself (no UPDATE, DELETE or TRUNCATE, whoever asks), has no
// foreign key a deleted login could cascade through, and the retention job leaves it alone.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const DAY = 86_400_000;

/** The database's own words for a refused statement (the driver's error, under the query's). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return "accepted";
}

function consent(overrides: Partial<NewConsent> = {}): NewConsent {
  return {
    userId: crypto.randomUUID(),
    applicationId: crypto.randomUUID(),
    kind: "enrollment_agreement",
    disclosureVersion: disclosureVersion("Fees are charged only after a debt is settled."),
    documentSha256: crypto.createHash("sha256").update("the agreement's bytes").digest("hex"),
    typedName: "Ada Lovelace",
    planRevision: 1,
    clientAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0 (Test)",
    at: new Date("2026-11-27T02:35:00Z"),
    ...overrides,
  };
}

describe("the consent record", () => {
  it("keeps every fact of a consent, and the version is the text's SHA-256", async () => {
    const given = consent();
    const id = await recordConsent(database.db, given);
    const [row] = await findConsentsForApplication(database.db, given.applicationId as string);
    expect(row).toMatchObject({
      id,
      userId: given.userId,
      kind: "enrollment_agreement",
      disclosureVersion: given.disclosureVersion,
      documentSha256: given.documentSha256,
      typedName: "Ada Lovelace",
      planRevision: 1,
      clientAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Test)",
      createdAt: given.at,
    });
    expect(disclosureVersion("a")).toBe("ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb");
    expect(disclosureVersion("a ")).not.toBe(disclosureVersion("a"));
  });

  it("cuts a long browser string to 512 characters", async () => {
    const given = consent({ userAgent: "x".repeat(2000) });
    await recordConsent(database.db, given);
    const [row] = await findConsentsForApplication(database.db, given.applicationId as string);
    expect(row?.userAgent).toHaveLength(512);
  });

  it.each([
    ["a typed name with a line break", { typedName: "Ada\nLovelace" }],
    ["an empty typed name", { typedName: "" }],
    ["a version that is no SHA-256", { disclosureVersion: "v1" }],
    ["a document hash that is no SHA-256", { documentSha256: "ABC" }],
  ] as const)("refuses %s", async (_, overrides) => {
    await expect(recordConsent(database.db, consent(overrides))).rejects.toThrow();
  });

  it("refuses every UPDATE, DELETE and TRUNCATE, and the row stays as it was", async () => {
    const given = consent();
    const id = await recordConsent(database.db, given);
    for (const statement of [
      sql`update consents set typed_name = 'Mallory' where id = ${id}`,
      sql`delete from consents where id = ${id}`,
      sql`truncate consents`,
    ]) {
      expect(await refusal(() => database.db.execute(statement))).toMatch(/consents are append-only/);
    }
    const [row] = await findConsentsForApplication(database.db, given.applicationId as string);
    expect(row?.typedName).toBe("Ada Lovelace");
  });

  it("a retention run, however old the consent, leaves it", async () => {
    const given = consent({ at: new Date(Date.now() - 6 * 365 * DAY) });
    await recordConsent(database.db, given);
    const before = await database.db.select({ id: consents.id }).from(consents);
    const result = await runRetention(database.db, {
      intervalSeconds: 3600,
      emailRetentionDays: 1,
      batchSize: 10,
    });
    expect(result.ran).toBe(true);
    const after = await database.db.select({ id: consents.id }).from(consents);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
  });
});
