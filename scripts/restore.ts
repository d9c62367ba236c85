// npm run restore -- <file> [--target <postgres url>] [--data-dir <folder>] [--force]
// Restores a file of `npm run backup` (docs/operations.md, "Backups"):
// - pg_dump's file into the PostgreSQL database --target (default DATABASE_URL), which must be
//   empty unless --force (then the dump's objects are dropped and replaced, in one transaction);
// - an embedded database's backup into --data-dir (default DATA_DIR), which must hold no
//   database and not be in use by a server.
// It names the data keys the restored personal data needs, which are never in a backup.
import { parseArgs } from "node:util";
import { readEnv } from "#app/server/env.server.ts";
import { restoreEmbedded } from "./backup/embedded.ts";
import { backupKindOf, keyIdsSentence } from "./backup/files.ts";
import { isEmptyDatabase, postgresKeyIds, restorePostgres } from "./backup/postgres.ts";

function fail(message: string): never {
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
}

try {
  const { values, positionals } = parseArgs({
    options: {
      target: { type: "string" },
      "data-dir": { type: "string" },
      force: { type: "boolean", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    fail("give one backup file: npm run restore -- <file> [--target <url> | --data-dir <folder>] [--force]");
  }
  const started = Date.now();
  if (backupKindOf(file) === "postgres") {
    const target = values.target ?? process.env.DATABASE_URL;
    if (!target) fail("a PostgreSQL backup needs --target <database url> or DATABASE_URL");
    if (!values.force && !(await isEmptyDatabase(target))) {
      fail(
        "the target database is not empty. Restore into a new database (createdb), or add --force " +
          "to drop and replace what the backup holds (stop the app's nodes first).",
      );
    }
    await restorePostgres(file, target);
    process.stdout.write(
      `Restored ${file} into the PostgreSQL database ${new URL(target).pathname.slice(1)} (${Date.now() - started} ms).\n` +
        `${keyIdsSentence(await postgresKeyIds(target))}\n`,
    );
  } else {
    if (values.target) fail("this is an embedded database's backup: give --data-dir, not --target");
    if (values.force)
      fail("--force is for PostgreSQL: an embedded database is restored into a new folder only");
    const dataDir = values["data-dir"]
      ? values["data-dir"]
      : readEnv({ DATA_DIR: process.env.DATA_DIR }).dataDir;
    const ids = await restoreEmbedded(file, dataDir);
    process.stdout.write(
      `Restored ${file} into the embedded database in ${dataDir} (${Date.now() - started} ms).\n` +
        `${keyIdsSentence(ids)}\n` +
        "Before starting the server on it, copy data-encryption-key and auth-secret into that folder\n" +
        "(or set DATA_ENCRYPTION_KEY and AUTH_SECRET): they are never in a backup.\n",
    );
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
