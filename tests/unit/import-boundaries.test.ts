import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layering rules of biome.json ("overrides", noRestrictedImports): app/domain imports
// nothing of ours, app/components never imports app/server, app/routes or the root route,
// app/server never imports app/routes or app/components. Each case is a small file placed
// where it would live, linted with the project's own biome.json in a scratch folder.

const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");

const cases: { file: string; source: string; refused: boolean }[] = [
  {
    file: "app/components/a.ts",
    source: 'import { logger } from "#app/server/logger.server.ts";',
    refused: true,
  },
  {
    file: "app/components/b.ts",
    source: 'import x from "#app/routes/dashboard/dashboard.tsx";',
    refused: true,
  },
  { file: "app/components/c.ts", source: 'import { useRootData } from "#app/root.tsx";', refused: true },
  {
    file: "app/components/d/e.ts",
    source: 'import type { T } from "../../server/models/x.server.ts";',
    refused: true,
  },
  {
    file: "app/components/f.ts",
    source: 'import { formatDate } from "#app/domain/format.ts";',
    refused: false,
  },
  {
    file: "app/components/g.ts",
    source: 'import { DEFAULT_SITE } from "#app/config/site.ts";',
    refused: false,
  },
  { file: "app/domain/h.ts", source: 'import { FAQS } from "#app/content/faqs.ts";', refused: true },
  { file: "app/domain/i.ts", source: 'import { DEFAULT_SITE } from "../config/site.ts";', refused: true },
  { file: "app/domain/j.ts", source: 'import { users } from "#db/schema.ts";', refused: true },
  { file: "app/domain/k/l.ts", source: 'import { FIELD_MESSAGES } from "../fields.ts";', refused: false },
  {
    file: "app/domain/m.ts",
    source: 'import { FIELD_MESSAGES } from "#app/domain/fields.ts";',
    refused: false,
  },
  {
    file: "app/server/n.ts",
    source: 'import { Button } from "#app/components/ui/button.tsx";',
    refused: true,
  },
  { file: "app/server/o.ts", source: 'import type { Route } from "../routes/+types/root";', refused: true },
  {
    file: "app/server/p.ts",
    source: 'import { FIELD_MESSAGES } from "#app/domain/fields.ts";',
    refused: false,
  },
  {
    file: "app/routes/q.ts",
    source: 'import { logger } from "#app/server/logger.server.ts";',
    refused: false,
  },
];

let flagged: Set<string>;
let scratch: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-boundaries-"));
  fs.copyFileSync(path.join(root, "biome.json"), path.join(scratch, "biome.json"));
  for (const { file, source } of cases) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), `${source}\n`);
  }
  const result = spawnSync(
    process.execPath,
    [biome, "lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."],
    { cwd: scratch, encoding: "utf8" },
  );
  const report = JSON.parse(result.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  flagged = new Set(
    report.diagnostics
      .filter((d) => d.category === "lint/style/noRestrictedImports")
      .map((d) => d.location.path),
  );
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("import boundaries (biome.json)", () => {
  it.each(cases)("$file: $source → refused $refused", ({ file, refused }) => {
    expect(flagged.has(file)).toBe(refused);
  });
});
