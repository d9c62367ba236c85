// After `react-router build`: lists the prerendered pages for server.ts's fast path, and
// removes their .data files so client navigations get data from the server, which knows
// who is signed in. (The server adds each page's CSP hashes and compressed copies at
// start, once the public URL is known: see server/prerendered-pages.ts.)
import fs from "node:fs";
import path from "node:path";

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
