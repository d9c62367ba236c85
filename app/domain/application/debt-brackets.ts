// Debt-amount brackets (spec section 3). The wizard stores the label as debt_range.

export interface DebtBracket {
  id: number;
  label: string;
  min: number;
  max: number | null;
}

export const DEBT_BRACKETS = [
  { id: 1, label: "$7,500-$10,000", min: 7500, max: 10000 },
  { id: 2, label: "$10,001-$15,000", min: 10001, max: 15000 },
  { id: 3, label: "$15,001-$25,000", min: 15001, max: 25000 },
  { id: 4, label: "$25,001-$50,000", min: 25001, max: 50000 },
  { id: 5, label: "$50,001-$75,000", min: 50001, max: 75000 },
  { id: 6, label: "$75,001-$100,000", min: 75001, max: 100000 },
  { id: 7, label: "$100,001+", min: 100001, max: null },
] as const satisfies readonly DebtBracket[];

/** The home debt select's message when submitted empty (spec section 5, "Home debt select"). */
export const HOME_DEBT_REQUIRED = "Please select your debt amount";

type KnownBracket = (typeof DEBT_BRACKETS)[number];

/** A bracket's label, as debt_range stores it. */
export type DebtRange = KnownBracket["label"];

export const DEBT_RANGE_LABELS: readonly DebtRange[] = DEBT_BRACKETS.map((b) => b.label);

/** The bracket for a `?debt=` id, or undefined for anything outside 1-7. */
export function findDebtBracket(id: unknown): KnownBracket | undefined {
  const n = typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id;
  return DEBT_BRACKETS.find((b) => b.id === n);
}
