import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as contentFigures from "#app/content/figures.ts";
import * as program from "#app/domain/program.ts";

// The marketing pages and the dashboard must show the same program figures and formats:
// each lives once in app/domain and every page imports it from there. A re-exporting module
// (a "shim") would be a second path to the same thing, so none is allowed.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every .ts/.tsx source under app/, tests left out, as repository paths. */
function appSources(): string[] {
  return fs
    .readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
    .map((relative) => path.posix.join("app", relative.split(path.sep).join("/")))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

// The one re-export the build needs: server.ts reaches the app's life cycle through the
// server entry, the only module of the build it can import.
const ALLOWED_RE_EXPORTS = new Set(["app/entry.server.tsx"]);

const ONE_COPY = {
  "app/domain/format.ts": [
    "formatUsd",
    "formatCents",
    "formatDate",
    "formatPhone",
    "formatMonths",
    "percentOf",
  ],
  "app/domain/money.ts": ["readMoney", "centsToDecimal", "centsOf", "percentOfCents"],
  "app/domain/program.ts": [
    "PROGRAM",
    "ESTIMATED_SAVINGS_PERCENT",
    "SETTLEMENT_PERCENT",
    "FEE_PERCENT_OF_SAVINGS",
    "SAVINGS_RANGE_PERCENT",
    "debtEconomics",
  ],
};

describe("one copy of the program figures, the money helpers and the formats", () => {
  const files = appSources();

  it("scans the whole app", () => {
    expect(files).toContain("app/domain/format.ts");
    expect(files).toContain("app/content/figures.ts");
    expect(files.length).toBeGreaterThan(150);
  });

  it("the domain holds the program's economics, and content does not hand them out again", () => {
    expect(program.SETTLEMENT_PERCENT).toBe(45);
    expect(program.FEE_PERCENT_OF_SAVINGS).toBe(25);
    const domainNames = new Set(Object.keys(program));
    expect(Object.keys(contentFigures).filter((name) => domainNames.has(name))).toEqual([]);
    expect(Object.keys(contentFigures)).toContain("FIGURES");
  });

  it("no module re-exports another's", () => {
    const shims = files
      .filter((file) => !ALLOWED_RE_EXPORTS.has(file))
      .filter((file) => /^\s*export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s/m.test(read(file)));
    expect(shims).toEqual([]);
  });

  it("each helper is defined once, in its domain module", () => {
    for (const [home, names] of Object.entries(ONE_COPY)) {
      for (const name of names) {
        const definition = new RegExp(`\\b(function|const|let|class)\\s+${name}\\b`);
        const definedIn = files.filter((file) => definition.test(read(file)));
        expect(definedIn, name).toEqual([home]);
      }
    }
  });
});
