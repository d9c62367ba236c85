import fs from "node:fs";
import path from "node:path";
import { ENCRYPTED_COLUMNS } from "#app/server/data-cipher.server.ts";

// What `npm run backup` and `npm run restore` share: the backup files' names and kinds, and
// the reminder that the keys are not in them (docs/operations.md, "Backups").

export type BackupKind = "postgres" | "embedded";

const EXTENSIONS: Record<BackupKind, string> = { postgres: "pgdump", embedded: "pglite.tar.gz" };

/** `harborline-20260101T020000Z.pgdump`: UTC, sortable, one a second. */
export function backupFileName(kind: BackupKind, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `harborline-${stamp}.${EXTENSIONS[kind]}`;
}

/**
 * Where backups go unless told: beside DATA_DIR, not in it (`./data` → `./data-backups`). DATA_DIR
 * holds the generated auth secret and data key, and a backup kept with its key is no protection
 * for the data in it (issue 20).
 */
export function defaultBackupFolder(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}-backups`);
}

/** Whether `folder` is DATA_DIR or inside it (where the keys are). */
export function isInsideDataDir(folder: string, dataDir: string): boolean {
  const relative = path.relative(path.resolve(dataDir), path.resolve(folder));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** The backups folder (`--out`, else BACKUP_DIR, else beside DATA_DIR), made private (0700) when it is new. */
export function backupFolder(out: string | undefined, dataDir: string): string {
  const folder = path.resolve(out ?? process.env.BACKUP_DIR ?? defaultBackupFolder(dataDir));
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
}

/** A backup's kind by its first bytes: pg_dump's custom format, or PGlite's gzip tarball. */
export function backupKindOf(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "embedded";
  throw new Error(`${file} is neither a pg_dump custom-format file nor an embedded database's backup`);
}

/** Printed after every backup: what the file holds, and what it does not. */
export const KEYS_REMINDER = [
  "This backup holds the customers' personal data, encrypted with DATA_ENCRYPTION_KEY",
  "(on the embedded database: DATA_DIR/data-encryption-key). That key and AUTH_SECRET",
  "(DATA_DIR/auth-secret) are not in this backup: keep copies of them apart from it, as",
  "safely. Without the key the personal data cannot be read; without the auth secret",
  "sessions end and admins' second factors must be set up again.",
].join("\n");

/**
 * The ids of the data keys the stored personal values were encrypted with (`v1:<id>:…`),
 * which a restored database needs in DATA_ENCRYPTION_KEY (or DATA_DIR/data-encryption-key).
 */
export const KEY_IDS_SQL = `select distinct split_part(value, ':', 2) as id from (${ENCRYPTED_COLUMNS.map(
  (column) => {
    const [table, name] = column.split(".");
    return `select ${name} as value from ${table}`;
  },
).join(" union all ")}) stored where value like 'v1:%' order by 1`;

export function keyIdsSentence(ids: string[]): string {
  return ids.length === 0
    ? "No personal data is stored encrypted yet."
    : `Its personal data needs the data key id(s): ${ids.join(", ")} (in DATA_ENCRYPTION_KEY or DATA_DIR/data-encryption-key).`;
}
