import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataCipher } from "#app/server/data-cipher.server.ts";
import { type Database, openDatabase } from "#app/server/db.server.ts";
import { findApplicationDetailsForAdmin } from "#app/server/models/application/admin-reads.server.ts";
import { bankAccountFingerprint } from "#app/server/models/bank-account/fingerprint.server.ts";
import { findUsersPageForAdmin } from "#app/server/models/user/admin-reads.server.ts";
import { encryptPersonalData } from "#app/server/personal-data-migration.server.ts";
import { TEST_DATA_KEY, testCipher } from "#tests/support/test-cipher.ts";

// Migration 0016 and the start's pass (docs/decisions/0028): rows stored in plain before the
// upgrade are encrypted in place, once, even with two servers starting together; the pages
// read them back; the audit log's copies of a phone are masked. On a database of its own,
// first migrated only up to the migration before 0016, as a deployed one would be.

const ROOT = process.cwd();
const drops: (() => Promise<void>)[] = [];

/** A copy of the migrations folder whose journal stops before the encryption migration. */
function migrationsBeforeEncryption(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-migrations-"));
  const folder = path.join(root, "db/migrations");
  fs.cpSync(path.join(ROOT, "db/migrations"), folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_personal_data_encryption"));
  if (at < 0) throw new Error("the encryption migration is not in the journal");
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  drops.push(async () => fs.rmSync(root, { recursive: true, force: true }));
  return root;
}

/** An empty database (PGlite in memory, or a new one on TEST_DATABASE_URL's server), opened twice. */
async function emptyDatabase(): Promise<{ old: Database; reopen(): Promise<Database> }> {
  const oldRoot = migrationsBeforeEncryption();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const old = await openDatabase({ rootDir: oldRoot });
    // The same in-memory database, with today's migrations folder.
    const dump = async () => {
      const blob = await old.dump?.();
      await old.close();
      return openDatabase({ rootDir: ROOT, loadDataDir: blob });
    };
    return { old, reopen: dump };
  }
  const name = `harborline_test_${crypto.randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}`);
  drops.push(() => run(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const old = await openDatabase({ databaseUrl: url.toString(), rootDir: oldRoot, poolSize: 2 });
  return {
    old,
    async reopen() {
      await old.close();
      return openDatabase({ databaseUrl: url.toString(), rootDir: ROOT, poolSize: 4 });
    },
  };
}

let database: Database;
const ids = { user: crypto.randomUUID(), noPhone: crypto.randomUUID(), application: crypto.randomUUID() };

beforeAll(async () => {
  const { old, reopen } = await emptyDatabase();
  await old.migrate();
  // Stored the old way: plain digits, a date, a numeric income; an audit entry with a phone.
  await old.db.execute(sql`
    insert into users (id, name, email, first_name, last_name, phone)
    values (${ids.user}, 'Old Timer', 'old.timer@test.example', 'Old', 'Timer', '2125550142'),
           (${ids.noPhone}, 'No Phone', 'no.phone@test.example', 'No', 'Phone', null)`);
  await old.db.execute(sql`
    insert into applications (id, user_id, submission_id, debt_amount, debt_range, credit_score, first_name,
      last_name, email, phone, address, date_of_birth, ssn_last_four, employment_status, monthly_income)
    values (${ids.application}, ${ids.user}, ${crypto.randomUUID()}, 15000, '$10,001-$15,000', 'good', 'Old',
      'Timer', 'old.timer@test.example', '2125550142', '9 Beacon Row, Old Harbor', '1961-07-09', '4321',
      'employed', 3100.5)`);
  await old.db.execute(sql`
    insert into audit_log (actor_email, action, target_type, target_id, before, after)
    values ('admin@test.example', 'user_updated', 'user', ${ids.user},
      '{"phone": "2125550100", "firstName": "Old"}', '{"phone": "2125550142", "firstName": "Old"}')`);
  database = await reopen();
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  for (const drop of drops) await drop();
});

async function rawApplication() {
  const { rows } = (await database.db.execute(sql`
    select ssn_last_four, date_of_birth, address, phone, monthly_income from applications
    where id = ${ids.application}`)) as unknown as { rows: Record<string, string>[] };
  return rows[0] as Record<string, string>;
}

describe("encrypting rows stored before encryption", () => {
  it("leaves them plain after the SQL migration alone (text columns), then encrypts them all", async () => {
    expect(await rawApplication()).toEqual({
      ssn_last_four: "4321",
      date_of_birth: "1961-07-09",
      address: "9 Beacon Row, Old Harbor",
      phone: "2125550142",
      monthly_income: "3100.50",
    });
    // Two servers starting together: both passes run, each value is encrypted once.
    const [a, b] = await Promise.all([
      encryptPersonalData(database.db, testCipher, { mode: "plaintext", batchSize: 1 }),
      encryptPersonalData(database.db, testCipher, { mode: "plaintext", batchSize: 1 }),
    ]);
    expect(a.applications + b.applications).toBeGreaterThanOrEqual(1);
    const raw = await rawApplication();
    for (const value of Object.values(raw)) expect(value).toMatch(/^v1:test:/);
    expect(JSON.stringify(raw)).not.toMatch(/4321|1961|Beacon|2125550142|3100/);
    const { rows: people } = (await database.db.execute(
      sql`select id::text as id, phone, phone_search from users order by email`,
    )) as unknown as { rows: { id: string; phone: string | null; phone_search: string[] | null }[] };
    expect(people.find((p) => p.id === ids.noPhone)).toMatchObject({ phone: null, phone_search: null });
    expect(people.find((p) => p.id === ids.user)?.phone).toMatch(/^v1:test:/);

    // Nothing left: a second pass writes nothing; the checks are now validated.
    expect(await encryptPersonalData(database.db, testCipher, { mode: "plaintext" })).toEqual({
      applications: 0,
      users: 0,
      messages: 0,
      bank_accounts: 0,
      documentChunks: 0,
    });
    await expect(
      database.db.execute(sql`update applications set ssn_last_four = '1111' where id = ${ids.application}`),
    ).rejects.toThrow();
  });

  it("reads them back where pages show them, and finds the user by part of the phone", async () => {
    const details = await findApplicationDetailsForAdmin(database.db, testCipher, ids.application);
    expect(details).toMatchObject({
      address: "9 Beacon Row, Old Harbor",
      phone: "2125550142",
      dateOfBirth: "1961-07-09",
      monthlyIncome: "3100.50",
    });
    const found = await findUsersPageForAdmin(database.db, testCipher, {
      search: "(212) 555-01",
      filter: "all",
      page: 1,
    });
    expect(found.rows.map((r) => [r.id, r.phone])).toEqual([[ids.user, "2125550142"]]);
  });

  it("masks the audit log's copies of the phone to the last four digits", async () => {
    const { rows } = (await database.db.execute(
      sql`select before, after from audit_log where target_id = ${ids.user}`,
    )) as unknown as { rows: { before: { phone: string }; after: { phone: string } }[] };
    expect(rows[0]?.before).toEqual({ phone: "******0100", firstName: "Old" });
    expect(rows[0]?.after.phone).toBe("******0142");
  });
});

describe("npm run data-key:rotate's pass", () => {
  it("re-encrypts every value under the new current key, in batches, idempotently", async () => {
    const oldKey = { id: "test", key: Buffer.from(TEST_DATA_KEY, "base64") };
    const newKey = { id: "next", key: crypto.randomBytes(32) };
    const ring = new DataCipher([newKey, oldKey]);
    // A draft account (issue 44), its numbers and fingerprint under the old key.
    await database.db.execute(sql`
      insert into bank_accounts (application_id, holder_name, account_type, routing_number, account_number,
        account_last_four, routing_last_four, fingerprint, created_at)
      values (${ids.application}, 'Ada Lovelace', 'checking',
        ${testCipher.encrypt("bank_accounts.routing_number", "021000021")},
        ${testCipher.encrypt("bank_accounts.account_number", "000123456789")},
        '6789', '0021', ${bankAccountFingerprint(testCipher, "021000021", "000123456789")}, now())`);
    const first = await encryptPersonalData(database.db, ring, { mode: "rotate", batchSize: 1 });
    // No document was stored here (rotate-data-key-script.test.ts rotates one).
    expect(first).toEqual({ applications: 1, users: 1, messages: 0, bank_accounts: 1, documentChunks: 0 });
    const raw = await rawApplication();
    for (const value of Object.values(raw)) expect(value).toMatch(/^v1:next:/);
    expect(await encryptPersonalData(database.db, ring, { mode: "rotate" })).toEqual({
      applications: 0,
      users: 0,
      messages: 0,
      bank_accounts: 0,
      documentChunks: 0,
    });
    // The old key can go: the new one alone reads everything, and the search tokens follow.
    const only = new DataCipher([newKey]);
    expect(await findApplicationDetailsForAdmin(database.db, only, ids.application)).toMatchObject({
      phone: "2125550142",
    });
    const found = await findUsersPageForAdmin(database.db, only, { search: "0142", filter: "all", page: 1 });
    expect(found.rows.map((r) => r.id)).toEqual([ids.user]);
    // The draft account's numbers are under the new key, and its fingerprint follows them.
    const { rows: banks } = (await database.db.execute(
      sql`select routing_number, account_number, fingerprint from bank_accounts`,
    )) as unknown as { rows: { routing_number: string; account_number: string; fingerprint: string }[] };
    expect(banks[0]?.account_number).toMatch(/^v1:next:/);
    expect(only.decrypt("bank_accounts.account_number", banks[0]?.account_number ?? "")).toBe("000123456789");
    expect(only.decrypt("bank_accounts.routing_number", banks[0]?.routing_number ?? "")).toBe("021000021");
    expect(banks[0]?.fingerprint).toBe(bankAccountFingerprint(only, "021000021", "000123456789"));
  });
});
