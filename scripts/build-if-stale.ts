// Builds Harborline when the sources are newer than the build (npm start, npm run demo).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build/server/index.js");
const sources = ["app", "db", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds when stale; exits the process with the build's status when it fails. */
export function buildIfStale(): void {
  const buildTime = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (buildTime === 0 || Math.max(...sources.map(newestMtime)) > buildTime) {
    process.stdout.write("Building Harborline…\n");
    const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
