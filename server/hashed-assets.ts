import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

// Hashed assets (/assets/*) from memory, in the encoding the browser prefers, compressed
// at build time (scripts/postbuild.ts). Their names change with their content: cache a year.

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

interface Asset {
  type: string;
  bodies: { identity: Buffer; gzip?: Buffer; br?: Buffer };
}

export function loadHashedAssets(assetsDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(assetsDir)) return assets;
  for (const name of fs.readdirSync(assetsDir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(assetsDir, name);
    const optional = (suffix: string) =>
      fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
    assets.set(`/assets/${name}`, {
      type,
      bodies: { identity: fs.readFileSync(file), gzip: optional(".gz"), br: optional(".br") },
    });
  }
  return assets;
}

/** Answers from the preloaded assets and returns true, or returns false (e.g. for images) to pass it on. */
export function serveHashedAsset(
  assets: Map<string, Asset>,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const asset = assets.get((req.url ?? "").split("?")[0] ?? "");
  if (!asset) return false;
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding =
    /\bbr\b/.test(accepted) && asset.bodies.br
      ? "br"
      : /\bgzip\b/.test(accepted) && asset.bodies.gzip
        ? "gzip"
        : "identity";
  const body = asset.bodies[encoding] ?? asset.bodies.identity;
  res.writeHead(200, {
    "Content-Type": asset.type,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    "Content-Length": String(body.length),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
