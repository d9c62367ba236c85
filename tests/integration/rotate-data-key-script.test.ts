import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataCipher } from "#app/server/data-cipher.server.ts";
import { type Database, openDatabase } from "#app/server/db.server.ts";
import { findApplicationDetailsForAdmin } from "#app/server/models/application/admin-reads.server.ts";
import {
  CHUNK_BYTES,
  findDocument,
  readDocumentBytes,
  storeDocument,
} from "#app/server/models/document/documents.server.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { TEST_DATA_KEY, testCipher } from "#tests/support/test-cipher.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// `npm run data-key:rotate` (scripts/rotate-data-key.ts) as an operator runs it, on an embedded
// database in a folder: a new key put first in DATA_ENCRYPTION_KEY, the script run, run again.

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-rotate-"));
const NEW_KEY = crypto.randomBytes(32).toString("base64");
let applicationId: string;
let documentId: string;
// A document of three chunks (issue 22): its bytes are personal data too.
const DOCUMENT = crypto.randomBytes(2 * CHUNK_BYTES + 1000);

async function opened<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, rootDir: process.cwd() });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

function rotate(keys: string) {
  return run(process.execPath, ["scripts/rotate-data-key.ts", "--batch-size", "2"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DATA_ENCRYPTION_KEY: keys,
      LOG_LEVEL: "silent",
    },
  });
}

beforeAll(async () => {
  applicationId = await opened(async (database) => {
    await database.migrate();
    for (let i = 0; i < 4; i += 1) await insertUser(database.db, { phone: `212555010${i}` });
    const application = await insertApplication(database.db, { address: "5 Rotation Row" });
    const stored = await storeDocument(database.db, testCipher, {
      userId: null,
      applicationId: application.id,
      kind: "other",
      fileName: "statement.pdf",
      mediaType: "application/pdf",
      bytes: DOCUMENT,
      now: new Date(),
    });
    documentId = stored.id;
    return application.id;
  });
}, 120_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm run data-key:rotate", () => {
  it("refuses clearly when a stored value's key is not given, changing nothing", async () => {
    const answer = await rotate(`new:${NEW_KEY}`).catch((error: { code: number; stderr: string }) => error);
    expect(answer).toMatchObject({ code: 1 });
    expect((answer as { stderr: string }).stderr).toMatch(
      /encrypted with key "test", which DATA_ENCRYPTION_KEY does not hold/,
    );
    expect((answer as { stderr: string }).stderr).not.toContain(NEW_KEY);
  }, 60_000);

  it("re-encrypts every value with the first key, then has nothing left to do", async () => {
    const first = await rotate(`new:${NEW_KEY},test:${TEST_DATA_KEY}`);
    expect(first.stdout).toContain(
      'Re-encrypted 1 application(s), 4 user(s), 0 message(s), 0 bank account(s) and 3 document chunk(s) with key "new"',
    );
    const second = await rotate(`new:${NEW_KEY},test:${TEST_DATA_KEY}`);
    expect(second.stdout).toContain(
      "Re-encrypted 0 application(s), 0 user(s), 0 message(s), 0 bank account(s) and 0 document chunk(s)",
    );
    await opened(async (database) => {
      const { rows } = (await database.db.execute(sql`
        select phone from users union all
        select unnest(array[ssn_last_four, date_of_birth, address, phone, monthly_income]) from applications`)) as unknown as {
        rows: { phone: string }[];
      };
      expect(rows).toHaveLength(9);
      for (const row of rows) expect(row.phone).toMatch(/^v1:new:/);
      const onlyNew = new DataCipher([{ id: "new", key: Buffer.from(NEW_KEY, "base64") }]);
      expect(await findApplicationDetailsForAdmin(database.db, onlyNew, applicationId)).toMatchObject({
        address: "5 Rotation Row",
      });
      expect(() => testCipher.decrypt("users.phone", rows[0]?.phone ?? "")).toThrow(/key "new"/);
      const facts = await findDocument(database.db, documentId);
      if (!facts) throw new Error("the document is gone");
      expect((await readDocumentBytes(database.db, onlyNew, facts)).equals(DOCUMENT)).toBe(true);
      await expect(readDocumentBytes(database.db, testCipher, facts)).rejects.toThrow(/key "new"/);
    });
  }, 120_000);
});
