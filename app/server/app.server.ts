import { ensureDemoAdmin } from "./admin-bootstrap.server.ts";
import { createAuth } from "./auth.server.ts";
import { settleBackgroundTasks } from "./background.server.ts";
import { type BackupSocket, serveBackups } from "./backup-socket.server.ts";
import { type Clock, systemClock } from "./clock.server.ts";
import { createLoadContext, type Services } from "./context.server.ts";
import { resolveDataCipher } from "./data-key.server.ts";
import { openDatabase } from "./db.server.ts";
import { DemoClock } from "./demo-clock.server.ts";
import { documentSigner } from "./document-signing-key.server.ts";
import { closeSharedPdfCheckPool } from "./documents/pdf-check-pool.server.ts";
import { type OutboxWorker, startOutboxWorker } from "./email/worker.server.ts";
import type { Env } from "./env.server.ts";
import { SIMULATOR_BATCH, type SimulatorJob, startSimulatorJob } from "./models/ledger/simulator.server.ts";
import { encryptPersonalData } from "./personal-data-migration.server.ts";
import { CONVERSATIONS_CHANNEL, createApplicationsFeed, WORK_QUEUE_CHANNEL } from "./realtime.server.ts";
import { DEFAULT_BATCHES, type RetentionJob, startRetentionJob } from "./retention.server.ts";
import { resolveAuthSecret } from "./secret.server.ts";
import { seedReferenceData } from "./seed.server.ts";
import { hashStoredSessionTokens } from "./session-token.server.ts";
import { createUserFeed } from "./user-feed.server.ts";

// The server's life cycle, exported through entry.server so that server.ts and the
// route modules share one copy of every module (one database, one set of context keys).

export interface RunningApp {
  services: Services;
  worker: OutboxWorker;
  /** Deletes expired sessions, tokens, counters and old e-mails (docs/decisions/0031). */
  retention: RetentionJob;
  /** The built-in payment processor (PAYMENT_PROCESSOR=simulated): clears deposits on their day. */
  simulator: SimulatorJob | null;
  /** The embedded database's backup socket (`npm run backup` while it runs, docs/decisions/0035). */
  backups: BackupSocket | null;
  /** Set on the first start of an empty embedded database: shown once, never stored. */
  demoAdmin: { email: string; password: string } | null;
}

export interface StartOptions {
  /** The program's clock for a test (its e2e server moves it); the system's otherwise. */
  clock?: Clock;
  /**
   * The demonstration (`npm run demo`, server.ts --demo, docs/decisions/0069): the program's clock
   * is the stored demo clock, and /admin/demo moves it. Never set by `npm start`.
   */
  demo?: boolean;
}

export async function startApp(env: Env, rootDir: string, options: StartOptions = {}): Promise<RunningApp> {
  if (options.demo && options.clock) throw new Error("a demonstration runs on its own clock");
  const cipher = resolveDataCipher(env);
  // Made on the first start of an embedded database, read from the environment otherwise; a key
  // and certificate that do not belong together stop the start here (issue 44).
  const signer = await documentSigner(env, systemClock.now());
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, rootDir });
  let backups: BackupSocket | null = null;
  let demo: DemoClock | null = null;
  try {
    await database.migrate();
    // Rows stored before encryption (migration 0013) are encrypted once; then a cheap no-op.
    await encryptPersonalData(database.db, cipher, { mode: "plaintext" });
    await seedReferenceData(database.db);
    const secret = resolveAuthSecret(env);
    // Sessions from before issue 41 keep their token in clear until hashed here, once.
    await hashStoredSessionTokens(database.db, secret);
    const auth = createAuth(database.db, env, secret);
    const demoAdmin = env.databaseUrl ? null : await ensureDemoAdmin(database.db);
    backups = env.databaseUrl ? null : await serveBackups(env.dataDir, database);
    // Listening from the start: the first admin page gets its stream without waiting, and a
    // database that cannot LISTEN stops the start here rather than on that page.
    const feed = createApplicationsFeed(database);
    await feed.start();
    // The admins' Messages inbox and each customer's portal (issue 25): a LISTEN each.
    const inboxFeed = createApplicationsFeed(database, { channel: CONVERSATIONS_CHANNEL });
    await inboxFeed.start();
    const workQueueFeed = createApplicationsFeed(database, { channel: WORK_QUEUE_CHANNEL });
    await workQueueFeed.start();
    const userFeed = createUserFeed(database);
    await userFeed.start();
    // The program's clock: the demonstration's (read from the database, followed on every node),
    // a test's, or the system's.
    demo = options.demo ? await DemoClock.start(database, systemClock) : null;
    const clock: Clock = demo ?? options.clock ?? systemClock;
    const worker = startOutboxWorker({ db: database.db, smtpUrl: env.smtpUrl, mailFrom: env.mailFrom });
    const retention = startRetentionJob(database.db, { ...env.retention, ...DEFAULT_BATCHES });
    const simulator =
      env.processor.mode === "simulated"
        ? startSimulatorJob(
            database.db,
            clock,
            env,
            env.processor.checkSeconds,
            SIMULATOR_BATCH[database.kind],
            // In the demonstration refunds move by themselves, as a bank moves them.
            { simulatedRefunds: demo !== null },
          )
        : null;
    return {
      services: {
        env,
        database,
        db: database.db,
        auth,
        secret,
        cipher,
        feed,
        inboxFeed,
        workQueueFeed,
        userFeed,
        clock,
        realClock: systemClock,
        demo,
        documentSigner: async () => signer,
      },
      worker,
      retention,
      simulator,
      backups,
      demoAdmin,
    };
  } catch (error) {
    await demo?.stop();
    await backups?.close();
    await database.close();
    throw error;
  }
}

/**
 * Ends the open live streams (admins' browsers reconnect elsewhere or later): called first
 * on shutdown, so that waiting for requests to finish does not wait for streams that never do.
 */
export async function endLiveStreams(app: RunningApp): Promise<void> {
  await stopFeeds(app);
}

async function stopFeeds(app: RunningApp): Promise<void> {
  await app.services.feed.stop();
  await app.services.inboxFeed.stop();
  await app.services.workQueueFeed.stop();
  await app.services.userFeed.stop();
}

export async function stopApp(app: RunningApp): Promise<void> {
  await app.backups?.close();
  await stopFeeds(app);
  // Work started by answered requests (a reset link being queued) ends before the database.
  await settleBackgroundTasks();
  await app.worker.stop();
  await app.retention.stop();
  await app.simulator?.stop();
  await app.services.demo?.stop();
  // The upload check's threads (idle ones never hold the process; a file being checked is refused).
  await closeSharedPdfCheckPool();
  await app.services.database.close();
}

export async function checkHealth(app: RunningApp): Promise<{ ok: boolean; database: "up" | "down" }> {
  const up = await app.services.database.ping();
  return { ok: up, database: up ? "up" : "down" };
}

export { createLoadContext };
