import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/server/db.server.ts";
import { applications } from "#db/schema.ts";
import { insertApplication as insertRow } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Rows of a raw query; both drivers answer with `{ rows }`. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function indexDefinition(name: string): Promise<string | undefined> {
  const found = await rows<{ indexdef: string }>(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'applications' and indexname = ${name}`,
  );
  return found[0]?.indexdef;
}

async function insertApplication(firstName: string, lastName: string, email: string) {
  await insertRow(database.db, { firstName, lastName, email });
}

describe("indexes (spec section 7 reads)", () => {
  it("has the pg_trgm extension installed", async () => {
    const found = await rows<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(found.map((r) => r.extname)).toEqual(["pg_trgm"]);
  });

  it("indexes a user's applications by user_id then created_at", async () => {
    const definition = await indexDefinition("applications_user_id_created_at_idx");
    expect(definition).toMatch(/USING btree \(user_id, created_at\)/);
  });

  it("indexes each user's pending applications apart, for the submit's limit (decision 0029)", async () => {
    const definition = await indexDefinition("applications_user_id_pending_idx");
    expect(definition).toMatch(/USING btree \(user_id\) WHERE \(status = 'pending'::text\)/);
  });

  it("indexes applications in the admin list's order, whole and by status", async () => {
    expect(await indexDefinition("applications_created_at_id_idx")).toMatch(/USING btree \(created_at, id\)/);
    expect(await indexDefinition("applications_status_created_at_id_idx")).toMatch(
      /USING btree \(status, created_at, id\)/,
    );
  });

  it("indexes the applicant's full name with a trigram GIN index", async () => {
    const definition = await indexDefinition("applications_name_trgm_idx");
    expect(definition).toMatch(/USING gin/);
    expect(definition).toContain("gin_trgm_ops");
    expect(definition).toMatch(/first_name.*' '.*last_name/);
  });

  it("indexes the applicant's e-mail with a trigram GIN index", async () => {
    const definition = await indexDefinition("applications_email_trgm_idx");
    expect(definition).toMatch(/USING gin \(email gin_trgm_ops\)/);
  });

  it("keeps one application per submission id", async () => {
    expect(await indexDefinition("applications_submission_id_key")).toMatch(
      /UNIQUE INDEX .* \(submission_id\)/,
    );
  });
});

describe("trigram search", () => {
  const email = `jon.smith-${crypto.randomUUID()}@test.example`;

  beforeAll(async () => {
    await insertApplication("Jon", "Smith", email);
    await insertApplication("Mary", "Jones", `mary-${crypto.randomUUID()}@test.example`);
  });

  const fullName = sql`(${applications.firstName} || ' ' || ${applications.lastName})`;

  it("finds a name typed with a letter missing (similarity)", async () => {
    const found = await database.db
      .select({ email: applications.email })
      .from(applications)
      .where(sql`${fullName} % ${"Jon Smth"}`);
    expect(found.map((r) => r.email)).toEqual([email]);
  });

  it("finds a part of the name, whatever its case", async () => {
    const found = await database.db
      .select({ email: applications.email })
      .from(applications)
      .where(sql`${fullName} ilike ${"%MITH%"}`);
    expect(found.map((r) => r.email)).toEqual([email]);
  });

  it("finds a part of the e-mail", async () => {
    const part = email.slice(10, 30);
    const found = await database.db
      .select({ email: applications.email })
      .from(applications)
      .where(and(sql`${applications.email} ilike ${`%${part}%`}`, eq(applications.status, "pending")));
    expect(found.map((r) => r.email)).toEqual([email]);
  });

  it("can answer the name search from the trigram index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select id from applications where (first_name || ' ' || last_name) ilike '%mith%'`,
      )) as unknown as { rows: { "QUERY PLAN": string }[] };
      return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("applications_name_trgm_idx");
  });
});
