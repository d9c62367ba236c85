import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "#app/server/db.server.ts";

/** A fresh, migrated database of its own for one test file (see global-setup.ts). */
export async function createTestDatabase(): Promise<Database> {
  const template = inject("templateDatabase");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = new Blob([fs.readFileSync(template)]);
    return openDatabase({ rootDir: process.cwd(), loadDataDir });
  }
  const name = `harborline_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), rootDir: process.cwd(), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
