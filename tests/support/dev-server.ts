// `npm run dev` in a process of its own, on a free port and a fresh data folder: for
// tests/e2e/dev-server.spec.ts and bench/dev-hmr.ts.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface DevServer {
  origin: string;
  dataDir: string;
  /** From spawning `npm run dev` to its "running" line. */
  startupMs: number;
  output: () => string;
  /**
   * SIGTERM to npm and the server it runs (one process group, as Ctrl-C in a terminal signals
   * them all); resolves once every process of the group has exited, the database closed.
   */
  stop: () => Promise<{ stopMs: number }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** True while a process of the group (npm, its shell, the server) is still running. */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startDevServer(env: NodeJS.ProcessEnv = {}, timeoutMs = 120_000): Promise<DevServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-dev-"));
  const started = Date.now();
  const child: ChildProcess = spawn("npm", ["run", "dev", "--silent"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: "",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const group = child.pid;
  if (!group) throw new Error("npm run dev could not be started");
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  try {
    await until(() => output.includes("Harborline is running at") || exited, timeoutMs, "npm run dev");
  } catch (error) {
    process.kill(-group, "SIGKILL");
    throw error;
  }
  if (exited) throw new Error(`npm run dev exited:\n${output}`);
  const startupMs = Date.now() - started;
  return {
    origin: `http://localhost:${port}`,
    dataDir,
    startupMs,
    output: () => output,
    async stop() {
      const signalled = Date.now();
      process.kill(-group, "SIGTERM");
      await exit;
      try {
        await until(() => !groupAlive(group), 10_000, "the development server to exit");
      } catch (error) {
        process.kill(-group, "SIGKILL");
        throw error;
      }
      const stopMs = Date.now() - signalled;
      const lockLeft = fs.existsSync(path.join(dataDir, "harborline.lock"));
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (lockLeft) throw new Error("the development server exited without closing its database");
      return { stopMs };
    },
  };
}
