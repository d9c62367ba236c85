import fs from "node:fs";
import path from "node:path";

// The modules of the app a page sends to the browser, by a static walk of its route module's
// imports: `.server` modules left out (the bundler keeps them, and what only the loader and the
// action use, out of the browser), type-only imports and dynamic `import()`s (loaded later, if
// ever) too. Used by the tests that a page carries no Zod (issue 42).

export const ROOT = path.resolve(import.meta.dirname, "../..");
const IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+["']([^"']+)["']/gm;

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith("#app/")) return path.join(ROOT, "app", specifier.slice("#app/".length));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return null;
}

/** Every module of the app `entry` (a path from the repository's root) reaches in the browser. */
export function browserModules(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolve(file, specifier as string);
      if (target && !/\.server\.tsx?$/.test(target) && fs.existsSync(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => path.relative(ROOT, file));
}
