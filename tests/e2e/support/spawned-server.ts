// A server process of its own (`node server.ts`, as npm start runs it after building) on a free
// port and its own data folder, for the tests of the process itself.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { expect } from "@playwright/test";

export interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `extraEnv` replaces the test defaults; a variable given as undefined is not set at all (`NODE_ENV` as npm start leaves it). */
export async function startServer(
  dataDir: string,
  waitForListening = true,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    DATABASE_URL: "",
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, ["server.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  if (waitForListening) {
    await expect.poll(() => output, { timeout: 60_000 }).toContain("Harborline is running at");
  }
  return { child, port, output: () => output, exited };
}

/** Signs in, by a form POST, as the admin the server created at its first start (printed in its output). */
export function signInFirstAdmin(server: Started): Promise<globalThis.Response> {
  const email = /e-mail: +(\S+)/.exec(server.output())?.[1] ?? "";
  const password = /password: (\S{24})\n/.exec(server.output())?.[1] ?? "";
  const origin = `http://127.0.0.1:${server.port}`;
  return fetch(`${origin}/admin/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", email, password }),
  });
}
