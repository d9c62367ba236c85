import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Database } from "./db.server.ts";
import { logFailure, logger } from "./logger.server.ts";

// Backups of the embedded database while the server runs (docs/decisions/0035). The server
// holds DATA_DIR (data-dir-lock.server.ts), so `npm run backup` cannot open it: it asks the
// server instead, over a Unix socket in DATA_DIR/run (a folder of mode 0700, the socket 0600),
// so only the account that owns the data can ask. The server answers with its database's
// dump (the worker's dumpDataDir, taken between transactions), which the script writes out.
//
// The exchange: the script sends "dump\n"; the server answers "ok <bytes>\n" and the tarball,
// or "error <sentence>\n".

const REQUEST = "dump";
/** Linux's limit on a socket's path (sun_path holds 108 bytes with the final NUL). */
const MAX_SOCKET_PATH = 107;

/** Where the running server listens for backup requests. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, "run", "backup.sock");
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Listens for backup requests on the data folder's socket. The caller holds the folder's
 * lock, so a socket file left by a stopped server is removed. A folder whose path is too long
 * for a socket gets none (logged): backups then need the server stopped.
 */
export async function serveBackups(dataDir: string, database: Database): Promise<BackupSocket> {
  const dump = database.dump?.bind(database);
  if (!dump) throw new Error("this database cannot be dumped (serveBackups is for the embedded database)");
  const socketPath = backupSocketPath(path.resolve(dataDir));
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn(
      { length: Buffer.byteLength(socketPath) },
      "DATA_DIR's path is too long for the backup socket: stop the server to back it up",
    );
    return { close: async () => {} };
  }
  const folder = path.dirname(socketPath);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  fs.rmSync(socketPath, { force: true });

  // One copy at a time: each is the whole database in memory.
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    let line = "";
    socket.on("data", (chunk) => {
      line += chunk.toString("utf8");
      if (line.length > 64) return socket.end("error unknown request\n");
      if (!line.includes("\n")) return;
      socket.pause();
      if (line.trim() !== REQUEST) return socket.end("error unknown request\n");
      const started = Date.now();
      const answered = queue.then(async () => {
        try {
          const tarball = Buffer.from(await (await dump()).arrayBuffer());
          socket.write(`ok ${tarball.length}\n`);
          socket.end(tarball);
          logger.info({ bytes: tarball.length, ms: Date.now() - started }, "backup copy taken");
        } catch (error) {
          logFailure("a backup copy failed", error, {});
          socket.end("error the server could not copy its database (see its log)\n");
        }
      });
      queue = answered;
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
      fs.rmSync(socketPath, { force: true });
    },
  };
}

/**
 * Asks the server running on `dataDir` for a copy of its database and writes it to `file`
 * (mode 0600); resolves with its size. Throws with a sentence when the server cannot be asked.
 */
export function requestBackup(dataDir: string, file: string): Promise<number> {
  const socketPath = backupSocketPath(path.resolve(dataDir));
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const out = fs.createWriteStream(file, { mode: 0o600, flags: "wx" });
    let header: Buffer | null = Buffer.alloc(0);
    let expected = 0;
    let written = 0;
    let failed: Error | null = null;
    const fail = (error: Error) => {
      failed ??= error;
      socket.destroy();
      out.destroy();
      fs.rmSync(file, { force: true });
      reject(failed);
    };
    out.on("error", fail);
    socket.on("connect", () => socket.write(`${REQUEST}\n`));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      fail(
        new Error(
          ["ENOENT", "ECONNREFUSED"].includes(error.code ?? "")
            ? `the server holding ${dataDir} does not answer on ${socketPath}; stop it and run the backup again`
            : `could not reach the server's backup socket: ${error.message}`,
        ),
      ),
    );
    socket.on("data", (chunk: Buffer) => {
      if (header !== null) {
        header = Buffer.concat([header, chunk]);
        const end = header.indexOf("\n");
        if (end < 0) return;
        const line = header.subarray(0, end).toString("utf8");
        const rest = header.subarray(end + 1);
        header = null;
        const ok = /^ok (\d+)$/.exec(line);
        if (!ok) return fail(new Error(line.replace(/^error /, "the server refused: ")));
        expected = Number(ok[1]);
        chunk = rest;
      }
      written += chunk.length;
      out.write(chunk);
    });
    socket.on("end", () => {
      if (failed) return;
      if (header !== null || written !== expected) {
        return fail(new Error(`the server's copy was cut short (${written} of ${expected} bytes)`));
      }
      out.end(() => resolve(written));
    });
  });
}
