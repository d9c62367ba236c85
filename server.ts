// The Node server: Express 5 in front of the React Router build. It opens the database
// and migrates before listening, sets the security headers, checks Origin on every
// state-changing request, and shuts down cleanly on SIGTERM/SIGINT.
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import pino from "pino";
import type { ServerBuild } from "react-router";
import type * as AppEntry from "./app/entry.server.tsx";
import { loadHashedAssets, serveHashedAsset } from "./server/hashed-assets.ts";
import { loadPrerenderedPages, servePrerendered } from "./server/prerendered-pages.ts";
import { securityHeaders } from "./server/security-headers.ts";

type HarborlineEntry = Pick<
  typeof AppEntry,
  "startApp" | "stopApp" | "checkHealth" | "createLoadContext" | "readEnv"
>;

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const log = pino({ level: process.env.LOG_LEVEL ?? "info", base: undefined });

const build = (await import(path.join(rootDir, "build/server/index.js"))) as ServerBuild;
const harborline = build.entry.module as unknown as HarborlineEntry;

let env: ReturnType<HarborlineEntry["readEnv"]>;
let running: Awaited<ReturnType<HarborlineEntry["startApp"]>>;
try {
  env = harborline.readEnv();
  running = await harborline.startApp(env, rootDir);
} catch (error) {
  // A clear sentence, not a stack trace, for the problems an operator can fix.
  process.stderr.write(
    `\nHarborline could not start: ${error instanceof Error ? error.message : String(error)}\n\n`,
  );
  process.exit(1);
}

if (running.demoAdmin) {
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

const app = express();
app.disable("x-powered-by");
const publicOrigin = new URL(env.publicUrl).origin;
const production = env.mode === "production";

/** Method, path and outcome only: no query string, no body, no cookies (they may hold personal data). */
function logRequest(req: http.IncomingMessage, res: http.ServerResponse) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const path = (req.url ?? "").split("?")[0];
    log.info(
      {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      },
      "request",
    );
  });
}

function clientAddress(req: Request): string {
  if (env.trustProxyHeader) {
    // The trusted proxy appends the address it saw; entries before it are the client's claims.
    const list = String(req.headers[env.trustProxyHeader] ?? "").split(",");
    const last = list[list.length - 1]?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

app.use((req: Request, res: Response, next: NextFunction) => {
  logRequest(req, res);
  next();
});

app.use((_req: Request, res: Response, next: NextFunction) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.set(securityHeaders([`nonce-${nonce}`], production));
  next();
});

app.use(compression());

app.get("/healthz", async (_req: Request, res: Response) => {
  const health = await harborline.checkHealth(running);
  res.setHeader("Cache-Control", "no-store");
  res.status(health.ok ? 200 : 503).json(health);
});

// Hashed assets never change: cache them for a year. Other public files for an hour.
app.use(
  "/assets",
  express.static(path.join(rootDir, "build/client/assets"), { immutable: true, maxAge: "1y" }),
);
// Prerendered HTML is only served by the fast path (with its CSP), never as a plain file.
const publicFiles = express.static(path.join(rootDir, "build/client"), {
  maxAge: "1h",
  index: false,
  redirect: false,
});
app.use((req: Request, res: Response, next: NextFunction) =>
  /\.html(\.gz|\.br)?$/.test(req.path) ? next() : publicFiles(req, res, next),
);

// Cross-site request forgery: a state-changing request must come from our own pages.
app.use((req: Request, res: Response, next: NextFunction) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const origin = req.headers.origin;
  const ownOrigin = `${req.protocol}://${req.headers.host ?? ""}`;
  if (origin && (origin === publicOrigin || origin === ownOrigin)) return next();
  log.warn({ method: req.method, path: req.path }, "cross-origin request refused");
  res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.");
});

app.use((_req: Request, res: Response, next: NextFunction) => {
  // Pages may show personal data: never stored by browsers or proxies unless a route says otherwise.
  res.setHeader("Cache-Control", "no-store");
  next();
});

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: production ? "production" : "development",
    getLoadContext: (req, res) =>
      harborline.createLoadContext(running.services, {
        nonce: String(res.locals.cspNonce),
        clientAddress: clientAddress(req),
        dataRequest: req.path.endsWith(".data"),
      }),
  }),
);

// Hashed assets, and prerendered marketing pages for visitors without a session, skip Express.
const prerendered = loadPrerenderedPages(path.join(rootDir, "build"), env.publicUrl, production);
const hashedAssets = loadHashedAssets(path.join(rootDir, "build/client/assets"));
const server = http.createServer((req, res) => {
  if (serveHashedAsset(hashedAssets, req, res) || servePrerendered(prerendered, req, res)) {
    logRequest(req, res);
    return;
  }
  app(req, res);
});
server.listen(env.port, env.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.port;
  log.info({ port, database: running.services.database.kind }, "Harborline is listening");
  process.stdout.write(`Harborline is running at http://localhost:${port}\n`);
});

let stopping = false;
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
  server.closeIdleConnections();
  const drained = await Promise.race([closed.then(() => true), sleep(3_500).then(() => false)]);
  if (!drained) server.closeAllConnections();
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
