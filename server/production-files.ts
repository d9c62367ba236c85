import type http from "node:http";
import path from "node:path";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Logger } from "pino";
import { logRequest } from "./express-app.ts";
import type { Env } from "./harborline-entry.ts";
import { loadHashedAssets, serveHashedAsset } from "./hashed-assets.ts";
import { loadPrerenderedPages, servePrerendered } from "./prerendered-pages.ts";

// `npm start` only: build/client's files in front of the pages, and the fast paths that skip
// Express (hashed assets from memory, prerendered marketing pages for visitors without a
// session). `npm run dev` has Vite's middlewares instead.

export interface ProductionFiles {
  files: RequestHandler;
  /** True when the response was given without Express. */
  fastPath: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}

export function productionFiles(rootDir: string, env: Env, log: Logger): ProductionFiles {
  // Hashed assets never change: cache them for a year. Other public files for an hour.
  const assets = express.static(path.join(rootDir, "build/client/assets"), { immutable: true, maxAge: "1y" });
  // Prerendered HTML is only served by the fast path (with its CSP), never as a plain file.
  const publicFiles = express.static(path.join(rootDir, "build/client"), {
    maxAge: "1h",
    index: false,
    redirect: false,
  });
  const files = express.Router();
  files.use("/assets", assets);
  files.use((req: Request, res: Response, next: NextFunction) =>
    /\.html(\.gz|\.br)?$/.test(req.path) ? next() : publicFiles(req, res, next),
  );

  const prerendered = loadPrerenderedPages(path.join(rootDir, "build"), env.publicUrl, env.https);
  const hashedAssets = loadHashedAssets(path.join(rootDir, "build/client/assets"));
  return {
    files,
    fastPath(req, res) {
      if (!serveHashedAsset(hashedAssets, req, res) && !servePrerendered(prerendered, req, res)) return false;
      logRequest(log, req, res);
      return true;
    },
  };
}
