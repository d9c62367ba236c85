import { ensureDemoAdmin } from "./admin-bootstrap.server.ts";
import { createAuth } from "./auth.server.ts";
import { createLoadContext, type Services } from "./context.server.ts";
import { openDatabase } from "./db.server.ts";
import { type OutboxWorker, startOutboxWorker } from "./email/worker.server.ts";
import type { Env } from "./env.server.ts";
import { resolveAuthSecret } from "./secret.server.ts";
import { seedReferenceData } from "./seed.server.ts";

// The server's life cycle, exported through entry.server so that server.ts and the
// route modules share one copy of every module (one database, one set of context keys).

export interface RunningApp {
  services: Services;
  worker: OutboxWorker;
  /** Set on the first start of an empty embedded database: shown once, never stored. */
  demoAdmin: { email: string; password: string } | null;
}

export async function startApp(env: Env, rootDir: string): Promise<RunningApp> {
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, rootDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const secret = resolveAuthSecret(env);
    const auth = createAuth(database.db, env, secret);
    const demoAdmin = env.databaseUrl ? null : await ensureDemoAdmin(database.db);
    const worker = startOutboxWorker({ db: database.db, smtpUrl: env.smtpUrl, mailFrom: env.mailFrom });
    return { services: { env, database, db: database.db, auth, secret }, worker, demoAdmin };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function stopApp(app: RunningApp): Promise<void> {
  await app.worker.stop();
  await app.services.database.close();
}

export async function checkHealth(app: RunningApp): Promise<{ ok: boolean; database: "up" | "down" }> {
  const up = await app.services.database.ping();
  return { ok: up, database: up ? "up" : "down" };
}

export { createLoadContext };
