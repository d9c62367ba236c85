// The pieces bench/two-nodes.ts runs: a throw-away PostgreSQL 15 (scripts/throwaway-postgres.sh,
// as npm test starts it), a local SMTP sink that counts what arrives, and app processes
// (`node server.ts`, the built app) that can be stopped with SIGTERM, killed and started again.

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startSmtpCapture } from "../../tests/support/smtp-capture.ts";
import { WEBHOOK_SECRET } from "./processor.ts";

const root = path.resolve(import.meta.dirname, "../..");
const pgScript = path.join(root, "scripts/throwaway-postgres.sh");

export interface Postgres {
  url: string;
  /** pg_ctl restart; resolves once the server accepts connections again. */
  restart(mode: "fast" | "immediate"): Promise<void>;
  stop(): void;
}

/** PostgreSQL 15 in a temporary folder, as the `postgres` OS user, commits durable (see the script). */
export function startPostgres(folder: string): Postgres {
  const started = spawnSync("bash", [pgScript, "start", folder], {
    encoding: "utf8",
    env: { ...process.env, THROWAWAY_PG_DURABLE: "1" },
  });
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
  const run = (command: string, ...rest: string[]) => {
    const result = spawnSync("bash", [pgScript, command, folder, ...rest], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`PostgreSQL ${command} failed: ${result.stderr}`);
  };
  return {
    url: started.stdout.trim(),
    // Not spawnSync: the bench's own clients keep running while the server restarts.
    restart: (mode) =>
      new Promise((resolve, reject) => {
        const child = spawn("bash", [pgScript, "restart", folder, mode], { stdio: "ignore" });
        child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`restart exited ${code}`))));
      }),
    stop: () => run("stop"),
  };
}

/** Messages the SMTP sink received, by recipient. */
export interface SmtpSink {
  url: string;
  countTo(address: string): number;
  total(): number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const byRecipient = new Map<string, number>();
  let total = 0;
  const capture = await startSmtpCapture((raw) => {
    total += 1;
    const to = /^To: *(.*)$/im.exec(raw.toString("utf8"))?.[1] ?? "";
    const address = (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();
    byRecipient.set(address, (byRecipient.get(address) ?? 0) + 1);
  });
  return {
    url: capture.url,
    countTo: (address) => byRecipient.get(address.toLowerCase()) ?? 0,
    total: () => total,
    close: capture.close,
  };
}

/** What every node shares: the database and the secrets (as a deployment gives them by env). */
export function sharedEnv(databaseUrl: string, smtpUrl: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64"),
    DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
    // The bench gives each simulated visitor an address of its own, as a load balancer would say.
    TRUST_PROXY_HEADER: "x-forwarded-for",
    PUBLIC_URL: "http://127.0.0.1:3320",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    // The processor's webhook is open and the only one posting deposits (issue 23).
    PAYMENT_PROCESSOR: "external",
    PROCESSOR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
}

export class AppNode {
  readonly name: string;
  readonly port: number;
  readonly origin: string;
  private readonly env: NodeJS.ProcessEnv;
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  private readonly logFile: string;
  /** Unused on PostgreSQL, but the server wants a folder of its own (beside the logs, not in /tmp). */
  private readonly dataDir: string;

  constructor(name: string, port: number, env: NodeJS.ProcessEnv, logDir: string) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.origin = `http://127.0.0.1:${port}`;
    this.logFile = path.join(logDir, `node-${name}.log`);
    this.dataDir = path.join(logDir, `data-${name}`);
  }

  /** Starts `node server.ts` and waits until /healthz answers 200. */
  async start(): Promise<void> {
    const out = fs.openSync(this.logFile, "a");
    const child = spawn(process.execPath, ["server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
      },
      stdio: ["ignore", out, out],
    });
    fs.closeSync(out);
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`node ${this.name} exited at start; see ${this.logFile}`);
      if (await this.healthy()) return;
      await sleep(100);
    }
    throw new Error(`node ${this.name} did not become healthy; see ${this.logFile}`);
  }

  async healthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  }

  /** SIGTERM (a graceful stop); resolves with the exit code. */
  async terminate(): Promise<number | null> {
    this.child?.kill("SIGTERM");
    return this.exited;
  }

  /** kill -9: no shutdown at all. */
  async kill(): Promise<void> {
    this.child?.kill("SIGKILL");
    await this.exited;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns true; false once `timeoutMs` has passed. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}
