import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/server/db.server.ts";
import { expectSameData, onlyBackupIn, script, snapshot, tempFolder } from "#tests/support/backup-drill.ts";
import { seedForBackup } from "#tests/support/backup-seed.ts";
import { requirePostgresUrl } from "#tests/support/postgres-url.ts";
import { tableChecksums } from "#tests/support/table-checksums.ts";

// The restore drill of docs/operations.md on PostgreSQL (the PostgreSQL leg only): pg_dump's file
// restored into an empty database, every table compared, and the copy opened by the app.

const serverUrl = requirePostgresUrl();

describe("backup and restore on PostgreSQL", () => {
  const created: string[] = [];
  let admin: pg.Client;
  let sourceUrl: string;
  let applicationId: string;
  let sourceSnapshot: Awaited<ReturnType<typeof snapshot>>;

  function urlOf(name: string): string {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }
  async function newDatabase(): Promise<string> {
    const name = `harborline_backup_${crypto.randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${name}`);
    created.push(name);
    return urlOf(name);
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    sourceUrl = await newDatabase();
    const database = await openDatabase({ databaseUrl: sourceUrl, rootDir: process.cwd(), poolSize: 2 });
    try {
      await database.migrate();
      applicationId = (await seedForBackup(database.db)).applicationIds[0] ?? "";
      sourceSnapshot = await snapshot(database);
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("pg_dump's file restores into an empty database, table for table; a full one is refused without --force", async () => {
    const out = tempFolder("pg-backups");
    const backup = await script("backup", ["--out", out], { DATABASE_URL: sourceUrl });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/not in this backup/);
    const file = onlyBackupIn(out);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");

    const targetUrl = await newDatabase();
    const restore = await script("restore", [file], { DATABASE_URL: targetUrl });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/key id\(s\): test/);
    const restored = await openDatabase({ databaseUrl: targetUrl, rootDir: process.cwd(), poolSize: 2 });
    try {
      await expectSameData(restored, sourceSnapshot, applicationId);
    } finally {
      await restored.close();
    }

    const refused = await script("restore", [file, "--target", targetUrl], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty/);
    const forced = await script("restore", [file, "--target", targetUrl, "--force"], {});
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    const again = await openDatabase({ databaseUrl: targetUrl, rootDir: process.cwd(), poolSize: 2 });
    try {
      expect(await tableChecksums(again.db)).toEqual(sourceSnapshot.tables);
    } finally {
      await again.close();
    }
  }, 180_000);
});
