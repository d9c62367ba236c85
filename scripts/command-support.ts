// What the one-shot commands (create-admin, data-key:rotate) share: one way to stop with a
// message, and opening the configured database (DATABASE_URL, else DATA_DIR).
import { type Database, openDatabase } from "#app/server/db.server.ts";
import type { Env } from "#app/server/env.server.ts";

export type Fail = (message: string, code?: number) => never;

/** Writes "<command>: <message>" to stderr and exits (1 unless told otherwise). */
export function failure(command: string): Fail {
  return (message, code = 1) => {
    process.stderr.write(`${command}: ${message}\n`);
    process.exit(code);
  };
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The configured database; one that cannot be opened exits with 2. */
export async function openConfiguredDatabase(env: Env, fail: Fail): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, rootDir: process.cwd() });
  } catch (error) {
    return fail(messageOf(error), 2);
  }
}
