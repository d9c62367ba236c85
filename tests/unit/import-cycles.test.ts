import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// No module of ours imports itself through others (issue 19 found auth.server → email-confirmation
// → guards → auth.server): in a cycle, whichever module loads first sees the others half-made,
// and a reader cannot tell which depends on which. Type-only imports vanish at run time and are
// not counted.

const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server"];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith("+") || entry.name === ".react-router" ? [] : sources(full);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("#app/")) target = path.join(root, "app", specifier.slice(5));
  else if (specifier.startsWith("#db/")) target = path.join(root, "db", specifier.slice(4));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(from), specifier);
  else return null;
  return fs.existsSync(target) ? target : null;
}

/** Every cycle, each as the list of files around it (relative to the repository). */
function findCycles(files: string[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolve(file, match[1] ?? ""))
      .filter((target): target is string => target !== null);
    edges.set(file, targets);
  }
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open")
        cycles.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("imports", () => {
  it("form no cycle in app/ and server/", () => {
    const files = FOLDERS.flatMap((folder) => sources(path.join(root, folder)));
    expect(files.length).toBeGreaterThan(200);
    expect(findCycles(files)).toEqual([]);
  });

  it("are seen as a cycle when there is one", () => {
    const scratch = fs.mkdtempSync(path.join(root, ".tmp-cycle-"));
    try {
      const a = path.join(scratch, "a.ts");
      const b = path.join(scratch, "b.ts");
      fs.writeFileSync(a, 'import { b } from "./b.ts";\nexport const a = b;\n');
      fs.writeFileSync(
        b,
        'import { a } from "./a.ts";\nimport type { T } from "./c.ts";\nexport const b = 1;\n',
      );
      fs.writeFileSync(
        path.join(scratch, "c.ts"),
        'import { a } from "./a.ts";\nexport type T = typeof a;\n',
      );
      expect(
        findCycles([a, b, path.join(scratch, "c.ts")]).map((cycle) => cycle.map((f) => path.basename(f))),
      ).toEqual([["a.ts", "b.ts"]]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
