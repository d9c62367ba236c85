// A fresh, empty database for a bench that times data functions directly: PGlite in a temporary
// folder, or a new database on the PostgreSQL server at `postgresUrl` (its user may create
// databases: scripts/throwaway-postgres.sh start gives one). `drop` removes it.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../app/server/db.server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

export async function openFreshDatabase(
  label: string,
  postgresUrl: string | undefined,
  options: { keep?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!postgresUrl) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), `harborline-bench-${label}-`));
    const database = await openDatabase({ dataDir: folder, rootDir: ROOT });
    return { database, drop: async () => fs.rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `harborline_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), rootDir: ROOT });
  if (options.keep) {
    process.stdout.write(`kept: ${url.toString()} (drop it with: drop database ${name})\n`);
    return { database, drop: async () => {} };
  }
  return { database, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
