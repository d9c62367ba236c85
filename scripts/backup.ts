// npm run backup [-- --out <folder>]: a backup of the database into a file named for the UTC
// time (docs/operations.md, "Backups"). On PostgreSQL (DATABASE_URL): pg_dump's custom format.
// On the embedded database: a consistent copy, asked of the running server when one holds
// DATA_DIR, so it need not stop (docs/decisions/0035). Default folder: beside DATA_DIR
// (`./data-backups`), never in it: DATA_DIR holds the keys (BACKUP_DIR or --out to choose).
// The keys are not in the file: the script says so every time.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readEnv } from "#app/server/env.server.ts";
import { backupEmbedded } from "./backup/embedded.ts";
import { backupFileName, backupFolder, isInsideDataDir, KEYS_REMINDER } from "./backup/files.ts";
import { dumpPostgres } from "./backup/postgres.ts";

function fail(message: string): never {
  process.stderr.write(`backup: ${message}\n`);
  process.exit(1);
}

try {
  const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });
  // Only the two settings a backup needs (the same defaults and checks as the server's).
  const env = readEnv({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR });
  const folder = backupFolder(values.out, env.dataDir);
  if (isInsideDataDir(folder, env.dataDir))
    process.stderr.write(
      `backup: warning: ${folder} is inside DATA_DIR, with the keys; keep backups and keys apart.\n`,
    );
  const started = Date.now();
  let file: string;
  let from: string;
  if (env.databaseUrl) {
    file = path.join(folder, backupFileName("postgres"));
    await dumpPostgres(env.databaseUrl, file);
    from = "PostgreSQL (pg_dump, custom format)";
  } else {
    file = path.join(folder, backupFileName("embedded"));
    from = `the embedded database, from the ${await backupEmbedded(env.dataDir, file)}`;
  }
  const size = fs.statSync(file).size;
  process.stdout.write(
    `Backup of ${from} written to ${file} (${(size / 1024 / 1024).toFixed(1)} MiB, ${Date.now() - started} ms).\n` +
      `Restore it with: npm run restore -- ${file}\n\n${KEYS_REMINDER}\n`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
