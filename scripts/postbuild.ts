// After `react-router build`: lists the prerendered pages for server.ts's fast path, and
// removes their .data files so client navigations get data from the server, which knows
// who is signed in. (The server adds each page's CSP hashes and compressed copies at
// start, once the public URL is known: see server/prerendered-pages.ts.) Then stores
// compressed copies of the hashed assets for server/hashed-assets.ts.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const client = path.resolve(import.meta.dirname, "../build/client");
const pages: Record<string, string> = {};
for (const entry of fs.readdirSync(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const full = path.join(entry.parentPath, entry.name);
  if (entry.name.endsWith(".data")) fs.rmSync(full);
  if (entry.name !== "index.html") continue;
  const relative = path.relative(client, entry.parentPath);
  pages[relative === "" ? "/" : `/${relative.split(path.sep).join("/")}`] = path.relative(client, full);
}
fs.writeFileSync(path.join(client, "../prerendered.json"), `${JSON.stringify(pages, null, 2)}\n`);
process.stdout.write(`Listed ${Object.keys(pages).length} prerendered pages.\n`);

// Hashed assets are compressed once here, not on every request: brotli 11, and gzip by
// Zopfli, whose output any gzip reader takes and which is 3 to 4% smaller than gzip -9
// (issue 3's budget counts gzipped JavaScript; browsers without brotli get these files).
const assets = path.join(client, "assets");
let compressed = 0;
for (const name of fs.readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const bytes = fs.readFileSync(path.join(assets, name));
  fs.writeFileSync(path.join(assets, `${name}.gz`), await gzipAsync(bytes, { numiterations: 15 }));
  fs.writeFileSync(path.join(assets, `${name}.br`), zlib.brotliCompressSync(bytes));
  compressed += 1;
}
process.stdout.write(`Compressed ${compressed} assets (gzip, brotli).\n`);
