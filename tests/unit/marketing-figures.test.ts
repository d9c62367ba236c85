import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CERTIFICATION_BADGES,
  FEE_STATEMENT,
  FIGURES,
  HEADLINE_CLAIM,
  KEY_CLAIMS,
  STATED_FIGURES,
} from "#app/content/figures.ts";

// Issues 3 and 21: every marketing figure comes from one content module so pages never disagree.
// figures.ts holds the figures and writes the claim sentences from the program's economics
// (app/domain/program.ts). No component, route or other content file may type a figure itself:
// it must read FIGURES (or PROGRAM). tests/unit/site-copy.test.ts checks what the text states.

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app/components", "app/routes", "app/content", "app/root.tsx"];
const HOLDERS = new Set(["app/content/figures.ts"]);

/** Every .ts/.tsx source under the scanned folders, tests left out, as repository paths. */
function sourceFiles(): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    const absolute = path.join(ROOT, relative);
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute)) visit(path.posix.join(relative, entry));
    } else if (/\.tsx?$/.test(relative) && !/\.test\.tsx?$/.test(relative)) {
      found.push(relative);
    }
  };
  for (const relative of SCANNED) visit(relative);
  return found;
}

/** The source without its comments: a comment may name a figure, a page may not. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:\\])\/\/.*$/gm, "$1");
}

/**
 * A figure as a page would type it: "30-50%" also as "30–50%" or "30 to 50%", "600,000+" also
 * as "600,000", never as part of a longer number ("1,600,000", "12-480").
 */
function figurePattern(value: string): RegExp {
  // "600,000+" is also typed "600,000"; the "+" of "A+" is the figure itself.
  const core = /\d/.test(value) ? value.replace(/\+$/, "") : value;
  // A short number ("15+") is a figure only with its "+" or its unit: "15 minutes" is not one.
  if (/^\d{1,3}$/.test(core)) return new RegExp(`(?<![\\w.,])${core}(?:\\+|\\s*years)`);
  const body = core
    .split(/-/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\s+/g, "\\s*"))
    .join("\\s*(?:-|–|—|to)\\s*");
  // A range of hours is not a figure either: "24-48 hours" is a support response time.
  return new RegExp(`(?<![\\w.,])${body}(?![\\d,]|[A-Za-z]\\w|\\s*hours)`);
}

// A lone month count ("24") is a figure only with its unit; the dashboard's projected 36 months
// is a rule of app/domain/program.ts, and "36 months" is also the wizard's example of a term.
const { fastestMonths, projectedMonths: _projected, customersServed: _sentence, ...VALUES } = FIGURES;
const FIGURE_VALUES: Record<string, string> = {
  ...VALUES,
  fastestMonths: `${fastestMonths} months`,
};

const PATTERNS = Object.entries(FIGURE_VALUES).map(([name, value]) => ({
  name,
  value,
  pattern: figurePattern(value),
}));

/** Each figure typed in `source` (comments left out), as "name: line". */
function typedFigures(source: string): string[] {
  const hits: string[] = [];
  for (const [index, line] of withoutComments(source).split("\n").entries()) {
    for (const { name, pattern } of PATTERNS) {
      const match = pattern.exec(line);
      if (match) hits.push(`${name} "${match[0]}" on line ${index + 1}`);
    }
  }
  return hits;
}

describe("marketing figures and their claim sentences live in app/content/figures.ts", () => {
  const files = sourceFiles();

  it("scans every page, component and content file", () => {
    expect(files.length).toBeGreaterThan(60);
    for (const expected of [
      "app/components/marketing/home-hero.tsx",
      "app/routes/marketing/about-us.tsx",
      "app/content/about.ts",
      "app/content/blog/how-debt-settlement-works.ts",
    ]) {
      expect(files).toContain(expected);
    }
  });

  it("no component, route or other content file types a figure", () => {
    const offenders = files
      .filter((file) => !HOLDERS.has(file))
      .flatMap((file) =>
        typedFigures(fs.readFileSync(path.join(ROOT, file), "utf8")).map((hit) => `${file}: ${hit}`),
      );
    expect(offenders).toEqual([]);
  });

  it("the figure patterns catch each figure as typed, in its other spellings, and only outside comments", () => {
    for (const { name, value, pattern } of PATTERNS) expect(pattern.test(`<p>${value}</p>`), name).toBe(true);
    expect(typedFigures(`<p>Over 500,000 customers</p>`)).toHaveLength(1);
    expect(typedFigures(`<p>debt free in as little as 24 months</p>`)).toHaveLength(1);
    expect(typedFigures(`const text = "most take 24–48 months";`)).toHaveLength(1);
    expect(typedFigures(`<dd>30 to 50%</dd>`)).toHaveLength(1);
    expect(typedFigures(`<span>$10 billion+</span>`)).toHaveLength(1);
    expect(typedFigures(`<p>Our fee is 25% of the amount saved</p>`)).toHaveLength(1);
    expect(typedFigures(`<b>A+</b> rating`)).toHaveLength(1);
    expect(typedFigures(`<p>15 years in business</p>`)).toHaveLength(1);
    expect(typedFigures(`<p>It takes 15 minutes</p>`)).toEqual([]);
    expect(typedFigures(`{ label: "General inquiries", time: "24-48 hours" }`)).toEqual([]);
    expect(typedFigures(`{/* 24-48 months, from FIGURES */}`)).toEqual([]);
    expect(typedFigures(`// the spec's 4.8/5\nconst x = 1;`)).toEqual([]);
    expect(typedFigures(`<p>1,500,000 or 24-480 or 140% or 415+ or 4.8/50 or 124 months</p>`)).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that reads the figure from FIGURES
    expect(typedFigures("`${FIGURES.programMonths} months`")).toEqual([]);
  });

  it("the claim sentences use the figures of figures.ts", () => {
    expect(HEADLINE_CLAIM).toBe("Pay about 40% less than you owe, after fees");
    const claims = KEY_CLAIMS.join("\n");
    expect(claims).toContain(`as little as ${FIGURES.fastestMonths} months`);
    expect(claims).toContain(`${FIGURES.bbbRating} rating`);
    expect(claims).toContain(`Over ${FIGURES.customerCount} customers`);
    expect(CERTIFICATION_BADGES).toContain(`BBB ${FIGURES.bbbRating} Rated`);
    expect(FEE_STATEMENT).toContain(`${FIGURES.feePercent} of the amount saved on each debt`);
    // Nothing in the claims names a figure that figures.ts does not hold.
    const held = [...Object.values(FIGURES), ...Object.values(STATED_FIGURES).flat()];
    for (const text of [HEADLINE_CLAIM, ...KEY_CLAIMS, ...CERTIFICATION_BADGES, FEE_STATEMENT]) {
      for (const number of text.match(/\d[\d,.]*/g) ?? []) {
        const known = held.some((value) => value.includes(number));
        expect(known, `${number} in "${text}"`).toBe(true);
      }
    }
  });
});
