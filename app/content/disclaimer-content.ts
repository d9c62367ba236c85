import type { LegalSection } from "#app/content/legal-sections.ts";

// The Disclaimer page's sections after the spec's disclaimer text (shown first by the page).

export const DISCLAIMER_SECTIONS: readonly LegalSection[] = [
  {
    heading: "Results vary",
    paragraphs: [
      "Not every debt or every person qualifies for the program, and creditors are not obliged to settle. Savings figures, program lengths and client stories on this website describe past or sample results and are not a promise of yours.",
    ],
  },
  {
    heading: "Risks of debt settlement",
    paragraphs: ["Before choosing debt settlement, please consider that:"],
    items: [
      "your credit score is likely to be lowered while accounts are unpaid and settled;",
      "creditors may continue to charge interest and fees, and may pursue collection or legal action;",
      "forgiven debt may be treated as taxable income;",
      "other options, such as credit counseling, a consolidation loan or bankruptcy, may be better for you.",
    ],
  },
  {
    heading: "General information only",
    paragraphs: [
      "Articles, calculators and guides on this website are general information. Please speak to a qualified professional about tax, bankruptcy, accounting or legal questions about your own situation.",
    ],
  },
];
