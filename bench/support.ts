// Shared by the benchmark scripts: start the built server on its own port and data folder.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";

export const CHROMIUM = CHROMIUM_PATH;
/** Lighthouse and chrome-launcher start Chromium themselves: headless here. */
export const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export interface RunningServer {
  origin: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A data folder prepared beforehand (seeded); a new temporary one by default. */
  dataDir?: string;
  /** Leave the folder when the server stops (to start it again on the same data). */
  keepDataDir?: boolean;
}

export function benchDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "harborline-bench-"));
}

export async function startBuiltServer(
  port: number,
  env: NodeJS.ProcessEnv = {},
  { dataDir = benchDataDir(), keepDataDir = false }: StartOptions = {},
): Promise<RunningServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    pid: child.pid ?? 0,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * A throw-away PostgreSQL 15 for a bench's run (scripts/throwaway-postgres.sh): its URL and how
 * to stop it; with `wanted` false, no server (the embedded database) and a stop that does nothing.
 */
export function throwawayPostgres(wanted: boolean): { url: string | undefined; stop(): void } {
  if (!wanted) return { url: undefined, stop() {} };
  const script = path.resolve(import.meta.dirname, "../scripts/throwaway-postgres.sh");
  const folder = path.join(os.tmpdir(), `harborline-bench-pg-${process.pid}`);
  const started = spawnSync("bash", [script, "start", folder], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`could not start PostgreSQL: ${started.stderr}`);
  return { url: started.stdout.trim(), stop: () => void spawnSync("bash", [script, "stop", folder]) };
}
