// The Express app of both servers (`npm start` and `npm run dev`): request log, security
// headers, compression, /healthz, the files in front of the pages, the Origin check, and
// React Router with the services of the one running app in its context.
import crypto from "node:crypto";
import type http from "node:http";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { PROCESSOR_EVENTS_PATH } from "./body-rules.ts";
import { withCarriedHeaders } from "./carried-headers.ts";
import { errorAnswer } from "./error-answer.ts";
import { type Env, entryOf, type HarborlineEntry, type RunningApp } from "./harborline-entry.ts";
import { hostCookies } from "./host-cookies.ts";
import { personalPages } from "./personal-pages.ts";
import { requestBodies, streamedBody, withReadBody } from "./request-body.ts";
import { securityHeaders } from "./security-headers.ts";
import { signedInPages } from "./signed-in-pages.ts";

/** Headers set for every answer that a route's own value replaces rather than adds to. */
const ROUTE_REPLACES = new Set(["cache-control", "referrer-policy"]);

export interface AppOptions {
  env: Env;
  running: RunningApp;
  /** The life cycle's own checkHealth (the build that started the app). */
  checkHealth: HarborlineEntry["checkHealth"];
  /** The build for this request: always the same in production; Vite's current one in development. */
  getBuild: () => Promise<ServerBuild>;
  /** Served before the Origin check: build/client's files, or Vite's middlewares. */
  files: RequestHandler;
  log: Logger;
  /** `npm run dev`: the CSP also names the page's websocket, which carries Vite's hot updates. */
  dev: boolean;
  /** `npm start`: the prerendered paths, served to signed-in people from memory too (signed-in-pages.ts). */
  prerenderedPaths?: readonly string[];
}

/** Method, path and outcome only: no query string, no body, no cookies (they may hold personal data). */
export function logRequest(log: Logger, req: http.IncomingMessage, res: http.ServerResponse) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const path = (req.url ?? "").split("?")[0];
    const fields = { method: req.method, path, status: res.statusCode };
    // A tenth of a millisecond is all a reader needs (and six decimals are noise in the log).
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    // Vite's module and HMR files (development only) would drown the pages' lines.
    if ((res as Partial<Response>).locals?.quietLog) log.debug({ ...fields, ms }, "request");
    else log.info({ ...fields, ms }, "request");
  });
}

export function createExpressApp(options: AppOptions): express.Express {
  const { env, running, log } = options;
  const publicOrigin = new URL(env.publicUrl).origin;

  function clientAddress(req: Request): string {
    if (env.trustProxyHeader) {
      // The trusted proxy appends the address it saw; entries before it are the client's claims.
      const list = String(req.headers[env.trustProxyHeader] ?? "").split(",");
      const last = list[list.length - 1]?.trim();
      if (last) return last;
    }
    return req.socket.remoteAddress ?? "unknown";
  }

  const app = express();
  app.disable("x-powered-by");
  // Error details (stack traces, paths) for `npm run dev` only, whatever NODE_ENV says (decision 30).
  app.set("env", options.dev ? "development" : "production");

  app.use((req: Request, res: Response, next: NextFunction) => {
    logRequest(log, req, res);
    next();
  });

  // Before anything reads the cookies (the pre-rendered pages check for a session).
  if (env.https) app.use(hostCookies());

  // Before the per-request nonce and compression: these pages are stored, compressed, with their
  // hashes. One handler per build (a new build in development brings its own entry).
  function perBuild(make: (build: ServerBuild) => RequestHandler): RequestHandler {
    const handlers = new WeakMap<ServerBuild, RequestHandler>();
    return async (req: Request, res: Response, next: NextFunction) => {
      const build = await options.getBuild();
      let handler = handlers.get(build);
      if (!handler) {
        handler = make(build);
        handlers.set(build, handler);
      }
      handler(req, res, next);
    };
  }
  const mode = options.dev ? "development" : "production";
  const stored = { running, publicUrl: env.publicUrl, https: env.https, log, clientAddress, mode } as const;
  const paths = options.prerenderedPaths ?? [];
  // STORED_PAGES=off renders every page per request (README); npm run dev stores none unless =on.
  if (env.storedPages && paths.length > 0)
    app.use(perBuild((build) => signedInPages({ ...stored, paths, build })));
  // A person's own page, stored for them while what it shows is unchanged (decisions 36, 40).
  if (env.storedPages) app.use(perBuild((build) => personalPages({ ...stored, build })));

  app.use((req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set(securityHeaders([`nonce-${nonce}`], env.https, options.dev ? req.headers.host : undefined));
    next();
  });

  // Pages rendered per request are compressed per request: brotli quality 1 and gzip level 1
  // cost a tenth and a half of the defaults (4 and 6) for about 15% more bytes (decision 34).
  // Stored pages and assets are compressed once, at the highest levels.
  app.use(compression({ level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } }));

  app.get("/healthz", async (_req: Request, res: Response) => {
    const health = await options.checkHealth(running);
    res.setHeader("Cache-Control", "no-store");
    res.status(health.ok ? 200 : 503).json(health);
  });

  app.use(options.files);

  // Cross-site request forgery: a state-changing request must come from our own pages.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    // The payment processor's webhook is called by a server, not a page: it proves itself by the
    // HMAC of its body (app/routes/api/processor-events.ts), which no other site can make.
    if (req.path === PROCESSOR_EVENTS_PATH) return next();
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.headers.host ?? ""}`;
    if (origin && (origin === publicOrigin || origin === ownOrigin)) return next();
    log.warn({ method: req.method, path: req.path }, "cross-origin request refused");
    res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.");
  });

  // Bodies read whole, within each route's limit and encodings, before any action runs (decision 30).
  app.use(requestBodies(log));

  app.use((_req: Request, res: Response, next: NextFunction) => {
    // Pages may show personal data: never stored by browsers or proxies unless a route says
    // otherwise. A route's own Cache-Control or Referrer-Policy replaces the one set here (the
    // adapter appends headers, which would send both: issue 20 found two Referrer-Policy lines).
    res.setHeader("Cache-Control", "no-store");
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      ROUTE_REPLACES.has(field.toLowerCase()) && value !== undefined
        ? res.setHeader(field, value)
        : append(field, value);
    next();
  });

  // One handler per build. The context is made by the createLoadContext of the build that
  // serves the request, so its keys are the ones that build's loaders read, even after Vite
  // has evaluated context.server.ts again (docs/decisions/0014).
  const handlers = new WeakMap<ServerBuild, RequestHandler>();
  function handlerFor(build: ServerBuild): RequestHandler {
    let handler = handlers.get(build);
    if (!handler) {
      const { createLoadContext } = entryOf(build);
      handler = createRequestHandler({
        // Every route's answer carries its refusal's Retry-After (carried-headers.ts).
        build: withCarriedHeaders(build),
        mode: options.dev ? "development" : "production",
        getLoadContext: (req, res) =>
          createLoadContext(running.services, {
            nonce: String(res.locals.cspNonce),
            clientAddress: clientAddress(req),
            dataRequest: req.path.endsWith(".data"),
            uploadBody: streamedBody(req),
          }),
      });
      handlers.set(build, handler);
    }
    return handler;
  }
  app.all("/{*splat}", async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handlerFor(await options.getBuild())(withReadBody(req), res, next);
    } catch (error) {
      next(error);
    }
  });

  if (!options.dev) app.use(errorAnswer(log));

  return app;
}
