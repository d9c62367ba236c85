// `npm run dev`: Vite in middleware mode inside server.ts (docs/decisions/0014). Vite serves
// the browser's modules and hot updates over the server's own port; the server build is
// Vite's `virtual:react-router/server-build`, evaluated by its SSR module runner, which
// evaluates the server modules again after an edit.
import type http from "node:http";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";

export interface ViteDev {
  /** Vite's middlewares (modules, HMR client, public/), then `next` for the pages. */
  files: (req: Request, res: Response, next: NextFunction) => void;
  /** The server build as it is now: the same object until a server module changes. */
  getBuild: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

/**
 * Modules whose code runs inside what `startApp` made once (the database and its thread, the
 * auth instance, the outbox worker, the environment): an edit reaches new requests' code, but
 * those objects keep the code they were made with until the process restarts.
 */
const LIFECYCLE =
  /^(app\/server\/(app|db|auth|env|secret|seed|admin-bootstrap|data-dir-lock|pglite-[\w-]+)\.(server\.)?ts|app\/server\/pglite-thread\.worker\.ts|app\/server\/email\/worker\.server\.ts|db\/migrations\/)/;

function publicHost(): string[] {
  try {
    return process.env.PUBLIC_URL ? [new URL(process.env.PUBLIC_URL).hostname] : [];
  } catch {
    return []; // readEnv refuses it with a clear message
  }
}

export async function startViteDev(httpServer: http.Server, rootDir: string, log: Logger): Promise<ViteDev> {
  const vite = await import("vite");
  const dataDir = path.resolve(rootDir, process.env.DATA_DIR || "data");
  const sigtermBefore = process.listeners("SIGTERM");
  const stdinEndBefore = process.stdin.listeners("end");
  const server = await vite.createServer({
    root: rootDir,
    server: {
      middlewareMode: true,
      // The HMR websocket shares the server's port: no second port to open or to allow.
      hmr: { server: httpServer },
      // Vite answers 403 to other Host headers (DNS rebinding); PUBLIC_URL's host is ours too.
      allowedHosts: publicHost(),
      watch: { ignored: [dataDir, path.join(rootDir, "build"), path.join(rootDir, ".tmp")] },
    },
  });
  // React Router's plugin runs a second Vite server of its own (its child compiler), and Vite gives
  // such a server handlers that exit at once on SIGTERM or at the end of stdin: server.ts's shutdown
  // owns those (it finishes requests in flight and closes the database first).
  for (const listener of process.listeners("SIGTERM")) {
    if (!sigtermBefore.includes(listener)) process.off("SIGTERM", listener);
  }
  for (const listener of process.stdin.listeners("end")) {
    if (!stdinEndBefore.includes(listener)) process.stdin.off("end", listener as () => void);
  }
  const ssr = server.environments.ssr;
  if (!ssr || !vite.isRunnableDevEnvironment(ssr))
    throw new Error("Vite's SSR environment cannot run modules");

  server.watcher.on("change", (file) => {
    const relative = path.relative(rootDir, file).split(path.sep).join("/");
    if (LIFECYCLE.test(relative)) {
      log.warn(
        { file: relative },
        "this module runs inside the database, auth or outbox worker made at start: restart npm run dev to apply the edit there",
      );
    }
  });

  return {
    files(req, res, next) {
      res.locals.quietLog = true;
      server.middlewares(req, res, (error?: unknown) => {
        res.locals.quietLog = false;
        next(error);
      });
    },
    getBuild: () => ssr.runner.import<ServerBuild>("virtual:react-router/server-build"),
    close: () => server.close(),
  };
}
