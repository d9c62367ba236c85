import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// No Zod in a page's bundle that needs none (issue 42; decision 48 measured it at 25 KB gzip and
// 87 ms of CPU at 4×). The wizard checks nothing in the browser: the server's step machine does
// (app/domain/application/wizard/moves.ts). So nothing /apply sends to the browser may import the
// schemas: the route module and what it imports, leaving out `.server` modules (the bundler keeps
// them, and what only its loader and action use, out of the browser) and type-only imports.

const ROOT = path.resolve(import.meta.dirname, "../..");
const IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+["']([^"']+)["']/gm;

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith("#app/")) return path.join(ROOT, "app", specifier.slice("#app/".length));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return null;
}

/** Every module of the app `entry` reaches in the browser. */
function browserModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolve(file, specifier as string);
      if (target && !/\.server\.tsx?$/.test(target) && fs.existsSync(target)) queue.push(target);
    }
  }
  return seen;
}

it("nothing /apply sends to the browser imports Zod", () => {
  const modules = [...browserModules(path.join(ROOT, "app/routes/apply/apply.tsx"))].map((file) =>
    path.relative(ROOT, file),
  );
  // The walk reaches the wizard and its steps, so a schema imported by any of them would show.
  expect(modules).toEqual(
    expect.arrayContaining([
      "app/components/apply/application-wizard.tsx",
      "app/components/apply/steps/debt-totals.tsx",
      "app/domain/application/wizard/format.ts",
      "app/domain/application/wizard/state.ts",
    ]),
  );
  expect(modules.filter((file) => file === "app/domain/zod.ts" || file.endsWith("/schema.ts"))).toEqual([]);
});

it("the step machine itself uses the schema, on the server only", () => {
  const moves = browserModules(path.join(ROOT, "app/domain/application/wizard/moves.ts"));
  expect([...moves].map((file) => path.relative(ROOT, file))).toContain("app/domain/zod.ts");
});
