import {
  ESTIMATED_SAVINGS_PERCENT,
  FEE_PERCENT_OF_SAVINGS,
  PROGRAM,
  SAVINGS_RANGE_PERCENT,
  SETTLEMENT_PERCENT,
} from "#app/domain/program.ts";

// The one set of figures (decisions.md, "One set of figures"): every savings, fee, length and
// size claim a page, an e-mail or the calculator states is written here, from the program's
// economics in app/domain/program.ts. Pages read these values and sentences; they never type a
// figure themselves (tests/unit/marketing-figures.test.ts, tests/unit/site-copy.test.ts).

const range = (low: number, high: number) => `${low}-${high}`;

export const FIGURES = {
  /** "over 500,000 customers" everywhere. */
  customerCount: "500,000",
  customersServed: "over 500,000 customers",
  /** "$10 billion+ resolved" everywhere. */
  debtResolved: "$10 billion+",
  yearsInBusiness: "15+",
  bbbRating: "A+",
  satisfaction: "4.8/5",
  /** The estimate, after fees: "about 40%". */
  savingsPercent: `${ESTIMATED_SAVINGS_PERCENT}%`,
  /** Results vary: typically 30-50%. */
  savingsRange: `${range(SAVINGS_RANGE_PERCENT.low, SAVINGS_RANGE_PERCENT.high)}%`,
  settlementPercent: `${SETTLEMENT_PERCENT}%`,
  feePercent: `${FEE_PERCENT_OF_SAVINGS}%`,
  /** Most programs take 24-48 months. */
  programMonths: range(PROGRAM.minMonths, PROGRAM.maxMonths),
  /** "debt free in as little as 24 months". */
  fastestMonths: `${PROGRAM.minMonths}`,
  /** The dashboard's projected completion and the plan's default term. */
  projectedMonths: `${PROGRAM.projectedMonths}`,
} as const;

/** The hero's headline: exactly "Pay about 40% less than you owe, after fees". */
export const HEADLINE_CLAIM = `Pay about ${FIGURES.savingsPercent} less than you owe, after fees`;

/** The savings claim with its qualification, for the pages that explain it. */
export const SAVINGS_CLAIM = `about ${FIGURES.savingsPercent} less than you owe on average, after fees`;
export const SAVINGS_CAVEAT = `This is an estimate: results vary, typically ${FIGURES.savingsRange} of your enrolled debt.`;

/** The fee with its basis (How It Works, the FAQs, the calculator). */
export const FEE_STATEMENT = `Our fee is ${FIGURES.feePercent} of the amount saved on each debt (its enrolled balance minus the settlement), charged only after that debt is settled. There are no up-front fees.`;

/** How a debt is expected to settle, and what the fee is, in one sentence. */
export const ECONOMICS_STATEMENT = `We expect each debt to settle for about ${FIGURES.settlementPercent} of its enrolled balance, and our fee is ${FIGURES.feePercent} of the amount saved, so you pay ${SAVINGS_CLAIM}.`;

export const LENGTH_STATEMENT = `Most programs take ${FIGURES.programMonths} months`;
export const FASTEST_STATEMENT = `debt free in as little as ${FIGURES.fastestMonths} months`;

export const KEY_CLAIMS: readonly string[] = [
  `Become ${FASTEST_STATEMENT}`,
  "Free consultation and zero up-front fees",
  "One monthly program payment",
  "An FDIC-insured account that you control",
  "We negotiate with your creditors for you",
  `${FIGURES.bbbRating} rating with the BBB`,
  `Over ${FIGURES.customerCount} customers served`,
];

/** Certification badges shown in the footer and on the About page (text only, not links). */
export const CERTIFICATION_BADGES: readonly string[] = [
  `BBB ${FIGURES.bbbRating} Rated`,
  "AFCC Member",
  "IAPDA Certified",
];

/** The calculator's consolidation loan: a typical unsecured personal loan used to pay off cards. */
export const CONSOLIDATION_LOAN = { aprPercent: 12, months: 60 } as const;

/**
 * Every figure the site may state, as a page or an e-mail writes it: a percentage, a number of
 * months, a count of customers or a sum resolved. tests/support/site-copy.ts fails on any other.
 */
export const STATED_FIGURES = {
  percents: [
    FIGURES.savingsPercent,
    FIGURES.savingsRange,
    FIGURES.settlementPercent,
    FIGURES.feePercent,
    `${CONSOLIDATION_LOAN.aprPercent}%`,
  ] as readonly string[],
  months: [
    FIGURES.programMonths,
    FIGURES.fastestMonths,
    `${PROGRAM.maxMonths}`,
    FIGURES.projectedMonths,
    `${CONSOLIDATION_LOAN.months}`,
  ] as readonly string[],
  customers: [FIGURES.customerCount] as readonly string[],
  resolved: [FIGURES.debtResolved] as readonly string[],
};
