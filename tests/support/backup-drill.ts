import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect } from "vitest";
import { type Database, openDatabase } from "#app/server/db.server.ts";
import { findApplicationDetailsForAdmin } from "#app/server/models/application/admin-reads.server.ts";
import { indexNames, type TableChecksum, tableChecksums } from "#tests/support/table-checksums.ts";
import { testCipher } from "#tests/support/test-cipher.ts";

// The restore drill's shared steps (tests/integration/backup-drill-*.test.ts): running the
// scripts as an operator would, temporary folders, and the checks on a restored copy.

const run = promisify(execFile);
const folders: string[] = [];

export function tempFolder(name: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `harborline-${name}-`));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

export interface Answer {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `scripts/<script>.ts` as `npm run <script>` would; resolves with its exit code and output. */
export async function script(
  name: "backup" | "restore",
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<Answer> {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.ts`, ...args], {
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** The one backup file `npm run backup` wrote into `folder`. */
export function onlyBackupIn(folder: string): string {
  const files = fs.readdirSync(folder);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^harborline-\d{8}T\d{6}Z\./);
  return path.join(folder, files[0] ?? "");
}

export async function opened<T>(dataDir: string, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, rootDir: process.cwd() });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

export async function snapshot(database: Database) {
  return { tables: await tableChecksums(database.db), indexes: await indexNames(database.db) };
}

/** The drill's checks on a restored copy: same tables, rows and checksums; the app reads it. */
export async function expectSameData(
  restored: Database,
  source: { tables: Record<string, TableChecksum>; indexes: string[] },
  applicationId: string,
) {
  const copy = await snapshot(restored);
  expect(Object.keys(copy.tables)).toEqual(Object.keys(source.tables));
  expect(copy.tables).toEqual(source.tables);
  expect(copy.indexes).toEqual(source.indexes);
  expect(source.tables["public.applications"]).toMatchObject({ rows: 3 });
  expect(await findApplicationDetailsForAdmin(restored.db, testCipher, applicationId)).toMatchObject({
    address: "1 Backup Lane, Springfield",
    dateOfBirth: "1980-04-12",
    debtAccounts: [
      { originalCreditor: "Creditor 1" },
      { originalCreditor: "Creditor 2" },
      { originalCreditor: "Creditor 3" },
    ],
  });
}
