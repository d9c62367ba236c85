import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Every schema of the app gets `z` from app/domain/zod.ts, which tells Zod not to probe for
// eval in the browser (a probe our CSP refuses and reports). A module importing "zod" itself
// would make its schemas before that setting on a page where it is evaluated first.

const appDir = path.resolve(import.meta.dirname, "../../app");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('no module of the app but app/domain/zod.ts imports "zod" itself', () => {
  const files = sources(appDir);
  expect(files.length).toBeGreaterThan(100);
  const direct = files.filter((file) => /from\s+["']zod(\/[^"']*)?["']/.test(fs.readFileSync(file, "utf8")));
  expect(direct.map((file) => path.relative(appDir, file))).toEqual(["domain/zod.ts"]);
});
