// The Node server: Express 5 in front of the React Router build. It opens the database
// and migrates before listening, sets the security headers, checks Origin on every
// state-changing request, and shuts down cleanly on SIGTERM/SIGINT.
// `node server.ts` serves build/ (npm start); `node server.ts --dev` serves the sources
// through Vite with hot reload (npm run dev, docs/decisions/0014); `node server.ts --demo` is the
// demonstration (npm run demo only, scripts/demo.ts, docs/decisions/0069). Both share one Express
// app (server/express-app.ts) and reach the app's life cycle through the build's entry module.
import "./server/node-env.ts";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createExpressApp } from "./server/express-app.ts";
import { type Env, entryOf, type RunningApp } from "./server/harborline-entry.ts";
import { prerenderedPaths } from "./server/prerendered-pages.ts";
import { productionFiles } from "./server/production-files.ts";
import { originFormTarget } from "./server/request-target.ts";
import type { ViteDev } from "./server/vite-dev.ts";

const rootDir = path.dirname(fileURLToPath(import.meta.url));
// Its errors (closing the database, ending streams) are logged by class and code only: a
// driver's message can repeat a query's parameters (the app's own logger does the same).
const log = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  serializers: {
    err: (error: { name?: unknown; code?: unknown } | null) => ({ name: error?.name, code: error?.code }),
  },
});
const dev = process.argv.includes("--dev");
const demo = process.argv.includes("--demo");

/** A clear sentence, not a stack trace, for the problems an operator can fix. */
function fail(error: unknown): never {
  process.stderr.write(
    `\nHarborline could not start: ${error instanceof Error ? error.message : String(error)}\n\n`,
  );
  process.exit(1);
}

if (dev && process.env.NODE_ENV === "production") fail("npm run dev is for development; use npm start.");
if (demo && dev) fail("the demonstration runs the built site: use npm run demo.");
if (demo && process.env.DATABASE_URL) fail("npm run demo runs on the embedded database: unset DATABASE_URL.");
// One React Router: Vite's runner loads its "development" build for the app, so this process must
// resolve the same one for @react-router/express (or the router context is refused as foreign).
if (dev && !/(--conditions|-C)[= ]development\b/.test(process.execArgv.join(" "))) {
  fail("start the development server with npm run dev (node --conditions=development server.ts --dev).");
}
// The development server (its sources, its error details) stays on this machine unless HOST says otherwise.
if (dev) process.env.HOST ||= "127.0.0.1";

const server = http.createServer();
let stopping = false;
let vite: ViteDev | undefined;
let getBuild: () => Promise<ServerBuild>;
if (dev) {
  const { startViteDev } = await import("./server/vite-dev.ts");
  vite = await startViteDev(server, rootDir, log);
  getBuild = vite.getBuild;
} else {
  const build = (await import(path.join(rootDir, "build/server/index.js"))) as ServerBuild;
  getBuild = async () => build;
}

// The life cycle comes from the first build; in development, later builds only bring new code.
const harborline = entryOf(await getBuild());
let env: Env;
let running: RunningApp;
try {
  env = harborline.readEnv();
  running = await harborline.startApp(env, rootDir, demo ? { demo: true } : {});
  // A new demonstration database: its customers and their months, before the site opens.
  if (demo && running.demoAdmin) {
    process.stdout.write("Writing the demonstration's history (about 25 customers, 14 months)…\n");
    const seeded = await harborline.seedDemo(running.services, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`Done in ${(seeded.ms / 1000).toFixed(1)} s.\n`);
  }
} catch (error) {
  fail(error);
}

if (running.demoAdmin && !demo) {
  process.stdout.write(
    [
      "",
      "  A demo admin was created for this new database (this password is shown only once):",
      `    e-mail:   ${running.demoAdmin.email}`,
      `    password: ${running.demoAdmin.password}`,
      "  Sign in at /admin/auth. Create your own with: npm run create-admin -- --email <e-mail> --password <password>",
      "",
      "",
    ].join("\n"),
  );
}

// Production: build/client's files, and fast paths for hashed assets and prerendered marketing
// pages for visitors without a session, which skip Express. Development: Vite's middlewares.
const { files, fastPath } = vite
  ? { files: vite.files, fastPath: () => false }
  : productionFiles(rootDir, env, log);
const app = createExpressApp({
  env,
  running,
  checkHealth: harborline.checkHealth,
  getBuild,
  files,
  log,
  dev,
  prerenderedPaths: vite ? [] : prerenderedPaths(path.join(rootDir, "build")),
});
server.on("request", (req, res) => {
  // While stopping, every answer (those begun before the signal too) closes its connection:
  // a client that keeps sending on a kept-alive one moves to another node instead of holding
  // this one open past its drain and having its requests cut off.
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (stopping) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  // An absolute-form target is read as its path (server/request-target.ts).
  if (req.url) req.url = originFormTarget(req.url);
  if (!fastPath(req, res)) app(req, res);
});
server.listen(env.port, env.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.port;
  log.info({ port, database: running.services.database.kind, dev }, "Harborline is listening");
  process.stdout.write(
    `Harborline is running at http://localhost:${port}${dev ? " (development: Vite, hot reload)" : ""}${demo ? " (demonstration)" : ""}\n`,
  );
  if (demo) {
    // The password last, alone on its line (a script or a person can take it from there).
    process.stdout.write(
      running.demoAdmin
        ? `Move the clock at http://localhost:${port}/admin/demo. Sign in at http://localhost:${port}/admin/auth as ${running.demoAdmin.email} with this password:\n${running.demoAdmin.password}\n`
        : "The demo admin's password was printed when this demonstration was made (npm run demo without --keep makes a new one).\n",
    );
  }
});

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  // Whatever happens, the process is gone within 5 seconds.
  setTimeout(() => {
    log.error("shutdown took too long; exiting");
    process.exit(1);
  }, 4_800).unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // The admins' live streams never finish by themselves: end them now, then their
  // connections are idle like the others (their pages reconnect to another node, or later).
  await harborline
    .endLiveStreams(running)
    .catch((error) => log.error({ err: error }, "error while ending live streams"));
  server.closeIdleConnections();
  // Vite's watcher and HMR websockets (an open tab's socket would hold server.close).
  const viteClosed = vite?.close().catch((error) => log.error({ err: error }, "error while closing Vite"));
  // Requests in flight get 3.5 s to finish; under `npm run dev` 2 s (an open tab's HMR socket holds
  // `close` until the end of the wait, and a slow machine still has to close the database within
  // the 5 s above).
  const drained = await Promise.race([closed.then(() => true), sleep(dev ? 2_000 : 3_500).then(() => false)]);
  if (!drained) server.closeAllConnections();
  await viteClosed;
  try {
    await harborline.stopApp(running);
  } catch (error) {
    log.error({ err: error }, "error while closing the database");
  }
  log.info("stopped");
  process.exit(0);
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** The running app, for a process that embeds this server (the end-to-end tests' fixtures). */
export function runningApp(): typeof running {
  return running;
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
