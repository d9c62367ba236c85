import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { requestBackup } from "#app/server/backup-socket.server.ts";
import { DataDirInUseError, lockDataDir } from "#app/server/data-dir-lock.server.ts";
import { openDatabase } from "#app/server/db.server.ts";
import { KEY_IDS_SQL } from "./files.ts";

// The embedded database (PGlite in DATA_DIR/pglite) for `npm run backup` / `npm run restore`
// (docs/decisions/0035).

const rootDir = path.resolve(import.meta.dirname, "../..");

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `file` (mode 0600): asked
 * of the server when one holds the folder, else taken by opening the folder here (which then
 * holds it, so a server cannot start on it meanwhile). Says which it did.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<"running server" | "stopped folder"> {
  if (!fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    throw new Error(`${dataDir} holds no embedded database (no pglite folder); is DATA_DIR right?`);
  }
  const partial = `${file}.partial`;
  try {
    let database: Awaited<ReturnType<typeof openDatabase>>;
    try {
      database = await openDatabase({ dataDir, rootDir });
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      await requestBackup(dataDir, partial);
      fs.renameSync(partial, file);
      return "running server";
    }
    try {
      if (!database.dump) throw new Error("the embedded database cannot be dumped");
      const tarball = Buffer.from(await (await database.dump()).arrayBuffer());
      fs.writeFileSync(partial, tarball, { mode: 0o600, flag: "wx" });
    } finally {
      await database.close();
    }
    fs.renameSync(partial, file);
    return "stopped folder";
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Loads the backup `file` into `dataDir`, which must not hold a database already nor be in
 * use; resolves with the data keys its personal values need. A failed load leaves no database.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<string[]> {
  const unlock = lockDataDir(dataDir);
  const folder = path.join(dataDir, "pglite");
  try {
    if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
      throw new Error(
        `${dataDir} already holds a database: restore into a new DATA_DIR (or --data-dir), ` +
          "or move its pglite folder aside first",
      );
    }
    const client = new PGlite(folder, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    try {
      await client.waitReady;
      return (await client.query<{ id: string }>(KEY_IDS_SQL)).rows.map((row) => row.id);
    } catch (error) {
      await client.close().catch(() => {});
      fs.rmSync(folder, { recursive: true, force: true });
      throw error;
    } finally {
      if (!client.closed) await client.close();
    }
  } finally {
    unlock();
  }
}
