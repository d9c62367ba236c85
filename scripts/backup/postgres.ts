import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { KEY_IDS_SQL } from "./files.ts";

// pg_dump and pg_restore for `npm run backup` / `npm run restore` on PostgreSQL.

/** Where the PostgreSQL client programs are looked for, newest version first, then PATH. */
export function findPgTool(
  name: "pg_dump" | "pg_restore",
  { root = "/usr/lib/postgresql", searchPath = process.env.PATH ?? "" } = {},
): string {
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...versions.map((version) => path.join(root, version, "bin", name)),
    ...searchPath
      .split(path.delimiter)
      .filter(Boolean)
      .map((folder) => path.join(folder, name)),
  ];
  const found = candidates.find((candidate) => {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) {
    throw new Error(
      `${name} was not found in ${root}/<version>/bin or on PATH. Install the PostgreSQL client ` +
        "of your server's major version (Debian: apt-get install postgresql-client-15).",
    );
  }
  return found;
}

/**
 * The URL without its password, which goes to the child in PGPASSWORD instead: the command
 * line of a running process can be read by every account on the machine.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(tool)} failed (exit code ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** pg_dump in its custom format (compressed; restorable table by table) into `file`, mode 0600. */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  const partial = `${file}.partial`;
  try {
    await runTool(findPgTool("pg_dump"), ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], env);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** True when the database holds no table, view or sequence of its own (a new database). */
export async function isEmptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(`select count(*)::int as n from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`);
    return result.rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/**
 * pg_restore into `url` in one transaction (all or nothing), dropping the dump's objects
 * first when they exist (`--clean --if-exists`); objects are owned by the restoring role.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runTool(
    findPgTool("pg_restore"),
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-acl",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** The data keys the restored database's personal values need (files.ts). */
export async function postgresKeyIds(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ id: string }>(KEY_IDS_SQL)).rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}
