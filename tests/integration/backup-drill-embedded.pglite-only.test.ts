import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type BackupSocket, serveBackups } from "#app/server/backup-socket.server.ts";
import { lockDataDir } from "#app/server/data-dir-lock.server.ts";
import { openDatabase } from "#app/server/db.server.ts";
import { applications, auditLog, debtAccounts } from "#db/schema.ts";
import {
  expectSameData,
  onlyBackupIn,
  opened,
  script,
  snapshot,
  tempFolder,
} from "#tests/support/backup-drill.ts";
import { seedForBackup } from "#tests/support/backup-seed.ts";
import { sampleApplication } from "#tests/support/fixtures.ts";

// The restore drill of docs/operations.md, as an operator runs it: `npm run backup` of a seeded
// database, `npm run restore` of that file somewhere else, then every table compared (row count
// and checksum) and the copy opened by the app. Here the embedded database (PGlite leg only; PostgreSQL's in backup-drill-postgres.pg-only.test.ts),
// with a backup taken from a database that is busy writing: the copy holds whole transactions only.

describe("backup and restore of the embedded database", () => {
  let source: string;
  let applicationId: string;
  let sourceSnapshot: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    source = tempFolder("backup-source");
    await opened(source, async (database) => {
      await database.migrate();
      applicationId = (await seedForBackup(database.db)).applicationIds[0] ?? "";
      sourceSnapshot = await snapshot(database);
    });
  }, 120_000);

  it("backs up a stopped data folder and restores it into a new one, table for table", async () => {
    const out = tempFolder("backups");
    const backup = await script("backup", ["--out", out], { DATA_DIR: source });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/DATA_ENCRYPTION_KEY/);
    expect(backup.stdout).toMatch(/not in this backup/);
    const file = onlyBackupIn(out);
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const target = path.join(tempFolder("restored"), "data");
    const restore = await script("restore", [file], { DATA_DIR: target });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/key id\(s\): test/);
    await opened(target, (restored) => expectSameData(restored, sourceSnapshot, applicationId));

    // The same folder again: it holds a database now, which a restore never replaces.
    const again = await script("restore", [file, "--data-dir", target], {});
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds a database/);
  }, 180_000);

  it("refuses to restore into a data folder a running server holds", async () => {
    // The folder's lock is checked before the file is read: any gzip file will do.
    const file = path.join(tempFolder("backups"), "harborline-20260101T000000Z.pglite.tar.gz");
    fs.writeFileSync(file, zlib.gzipSync("not read"));
    const busy = tempFolder("busy");
    const release = lockDataDir(busy);
    try {
      const answer = await script("restore", [file, "--data-dir", busy], {});
      expect(answer.code).toBe(1);
      expect(answer.stderr).toMatch(/in use by another Harborline process/);
      expect(fs.existsSync(path.join(busy, "pglite"))).toBe(false);
    } finally {
      release();
    }
  });

  it("takes a consistent copy from a running server while it keeps writing", async () => {
    const live = tempFolder("backup-live");
    const database = await openDatabase({ dataDir: live, rootDir: process.cwd() });
    let socket: BackupSocket | undefined;
    let writing = true;
    let committed = 0;
    let atBackupStart = 0;
    let atBackupEnd = 0;
    try {
      await database.migrate();
      socket = await serveBackups(live, database);
      // Each transaction writes an application, its three debt accounts and an audit row.
      const loop = (async () => {
        while (writing) {
          await database.db.transaction(async (tx) => {
            const [application] = await tx.insert(applications).values(sampleApplication()).returning();
            if (!application) throw new Error("no application");
            await tx.insert(debtAccounts).values(
              [0, 1, 2].map((position) => ({
                applicationId: application.id,
                originalCreditor: `Creditor ${position + 1}`,
                accountType: "Credit Card" as const,
                currentBalance: "100.00",
                position,
              })),
            );
            await tx.insert(auditLog).values({
              actorEmail: "admin@test.example",
              action: "application_approved",
              targetType: "application",
              targetId: application.id,
            });
          });
          committed += 1;
        }
      })();
      while (committed < 5) await new Promise((resolve) => setTimeout(resolve, 20));
      const out = tempFolder("backups");
      atBackupStart = committed;
      const backup = await script("backup", ["--out", out], { DATA_DIR: live });
      atBackupEnd = committed;
      writing = false;
      await loop;
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/from the running server/);
      // The server kept committing while the backup ran.
      expect(atBackupEnd).toBeGreaterThan(atBackupStart);

      const target = path.join(tempFolder("restored-live"), "data");
      expect((await script("restore", [onlyBackupIn(out)], { DATA_DIR: target })).code).toBe(0);
      await opened(target, async (restored) => {
        const result = (await restored.db.execute(sql`
          select count(*)::int as applications,
            count(*) filter (where (select count(*) from debt_accounts d where d.application_id = a.id) <> 3)::int as without_three_accounts,
            count(*) filter (where (select count(*) from audit_log l where l.target_id = a.id::text) <> 1)::int as without_one_audit_row
          from applications a`)) as unknown as {
          rows: { applications: number; without_three_accounts: number; without_one_audit_row: number }[];
        };
        const counts = result.rows[0];
        expect(counts?.without_three_accounts).toBe(0);
        expect(counts?.without_one_audit_row).toBe(0);
        expect(counts?.applications).toBeGreaterThanOrEqual(atBackupStart);
        expect(counts?.applications).toBeLessThanOrEqual(atBackupEnd + 1);
      });
    } finally {
      writing = false;
      await socket?.close();
      await database.close();
    }
  }, 180_000);
});
