import { STATED_FIGURES } from "#app/content/figures.ts";

// The rules every text a person reads must meet (issue 21; decisions.md, "One set of figures" and
// "Dates and language"), as pure functions over plain text: used by tests/unit/site-copy.test.ts on
// the sources and e-mails, and by tests/e2e/figures-and-language.spec.ts on the rendered pages.

export interface Finding {
  rule: "figure" | "spelling";
  /** The words as found, e.g. "30% less" or "programme". */
  found: string;
}

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const DASH = String.raw`\s*(?:-|–|—|to)\s*`;

/** The stated figures a text holds: percentages, months, customer counts, sums resolved. */
const FIGURE_RULES: readonly {
  kind: keyof typeof STATED_FIGURES;
  pattern: RegExp;
  value: (m: RegExpExecArray) => string;
}[] = [
  {
    // "40%", "30-50%", "30 to 50 percent", "45 per cent".
    kind: "percents",
    pattern: new RegExp(
      String.raw`(?<![\w.,])(${NUMBER})(?:${DASH}(${NUMBER}))?\s*(?:%|percent\b|per cent\b)`,
      "gi",
    ),
    value: (m) => `${m[1]}${m[2] ? `-${m[2]}` : ""}%`,
  },
  {
    // "24-48 months", "12 to 48 months", "24 months", "a 60-month loan".
    kind: "months",
    pattern: new RegExp(String.raw`(?<![\w.,$])(${NUMBER})(?:${DASH}(${NUMBER}))?[\s-]*months?\b`, "gi"),
    value: (m) => `${m[1]}${m[2] ? `-${m[2]}` : ""}`,
  },
  {
    // "600,000 customers", "500K+ clients", "over 500,000 people served".
    kind: "customers",
    pattern: new RegExp(
      String.raw`(?<![\w.,$])(${NUMBER}\s*(?:K|thousand|million)?)\+?\s+(?:happy\s+|satisfied\s+)?(?:customers|clients|people|families|consumers|members)\b`,
      "gi",
    ),
    value: (m) => (m[1] ?? "").trim(),
  },
  {
    // A headline count standing alone as a stat: "500K+", "600,000+" (never "$7,500+").
    kind: "customers",
    pattern: /(?<![\w.,$])(\d{1,3}(?:,\d{3})+|\d+K)\+/g,
    value: (m) => m[1] ?? "",
  },
  {
    // "$10 billion+", "$10B+", "$10 Billion".
    kind: "resolved",
    pattern: /\$\d[\d,.]*\s*(?:B\b|billion|million|M\b)\+?/gi,
    value: (m) => m[0],
  },
];

function normalize(value: string): string {
  return value.toLowerCase().replace(/\s+/g, " ").replace(/[–—]/g, "-").trim();
}

/**
 * The figures `text` states that figures.ts does not hold. `alsoHeld` adds what a page may echo
 * back to a person (the APR they typed into the calculator).
 */
export function unheldFigures(
  text: string,
  alsoHeld: Partial<Record<keyof typeof STATED_FIGURES, readonly string[]>> = {},
): Finding[] {
  const findings: (Finding & { start: number; end: number })[] = [];
  for (const { kind, pattern, value } of FIGURE_RULES) {
    const held = new Set([...STATED_FIGURES[kind], ...(alsoHeld[kind] ?? [])].map(normalize));
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // One figure is one finding: "500K+ clients" is not also "500K+".
      if (findings.some((found) => start < found.end && found.start < end)) continue;
      if (!held.has(normalize(value(match as RegExpExecArray))))
        findings.push({ rule: "figure", found: match[0], start, end });
    }
  }
  return findings.map(({ rule, found }) => ({ rule, found }));
}

/**
 * UK spellings and the US words that replace them. A word that the spec fixes stays: the status
 * label 'Cancelled' (alone, capitalized) and the spec's toast 'Application cancelled successfully'.
 */
const UK_WORDS: readonly [RegExp, string][] = [
  [/\bprogrammes?\b/gi, "program"],
  [/\benrol(?:s|ment|ments)?\b/gi, "enroll, enrollment"],
  [/\bcounsell(?:ing|or|ors|ed)\b/gi, "counseling, counselor"],
  [/\bcancell(?:ed|ing)\b/gi, "canceled, canceling"],
  [/\b(?:travell|labell|modell|fuell|levell|signall|totall)(?:ed|ing)\b/gi, "one l"],
  [
    /\b(?:colour\w*|favour\w*|honour\w*|labour\w*|neighbour\w*|behaviour\w*|humour\w*|harbour\w*|rumour\w*|flavour\w*|endeavour\w*|savour\w*|armour\w*|odour\w*|parlour\w*|vapour\w*)\b/gi,
    "-or",
  ],
  [/\b(?:centre|theatre|metre|litre|fibre|calibre|sombre|spectre|meagre|lustre|manoeuvre)s?\b/gi, "-er"],
  [/\b(?:licence|defence|offence|pretence)s?\b/gi, "-se"],
  [/\bpractis(?:e|es|ed|ing)\b/gi, "practice"],
  [
    /\b(?:organis|realis|recognis|apologis|authoris|minimis|maximis|prioritis|emphasis|summaris|categoris|finalis|personalis|standardis|customis|optimis|utilis|criticis|memoris|familiaris|itemis|normalis|capitalis|stabilis|visualis|characteris|specialis|digitis|sanitis|penalis|legalis)(?:e|es|ed|ing|ation|ations|able|er|ers)\b/gi,
    "-ize",
  ],
  [/\banalys(?:e|ed|ing)\b/gi, "-yze"],
  [
    /\b(?:judgement|acknowledgement|ageing|fulfil|fulfilment|instal|instalments?|skilful|wilful|catalogue|cheques?|tyres?|aluminium|whilst|learnt|spelt|enquir(?:y|ies)|sceptic\w*|artefacts?|jewellery|marvellous|per\s+cent|postcode|grey)\b/gi,
    "US form",
  ],
];

const FIXED_BY_SPEC: readonly RegExp[] = [
  /\bApplication cancelled successfully\b/g,
  /\bCancelled\b(?!\s+[a-z])/g,
];

/** The UK spellings in `text`, leaving the words the spec fixes. */
export function ukSpellings(text: string): Finding[] {
  let rest = text;
  for (const fixed of FIXED_BY_SPEC) rest = rest.replace(fixed, " ");
  const findings: Finding[] = [];
  for (const [pattern] of UK_WORDS) {
    for (const match of rest.matchAll(pattern)) findings.push({ rule: "spelling", found: match[0] });
  }
  return findings;
}

/** Both checks at once: what a person would read that breaks the rules. */
export function copyFindings(text: string, alsoHeld?: Parameters<typeof unheldFigures>[1]): Finding[] {
  return [...unheldFigures(text, alsoHeld), ...ukSpellings(text)];
}
