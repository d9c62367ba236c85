// Money, in one place: amounts are exact decimal strings ("1234.50", the form a numeric(12,2)
// column takes and returns) or integer cents (bigint), so no floating-point rounding ever
// reaches a stored or displayed amount. Display formats (and the whole percentages shown
// with them) live in format.ts, which needs nothing of this module: the home page and the
// other marketing pages do not ship the wizard's money parser.

/** Amounts at or above this are refused: no household debt or income is that large. */
export const MONEY_CAP = 10_000_000;
export const MONEY_CAP_LABEL = "$10,000,000";
export const MONEY_CAP_CENTS = BigInt(MONEY_CAP) * 100n;

export type MoneyReading =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "amount"; cents: bigint; text: string };

/**
 * Reads "1,234.50", "$1234.5" or "  42 ": commas, spaces and a leading dollar sign are
 * removed (spec section 5: commas stripped on submit); at most two decimals.
 */
export function readMoney(raw: unknown): MoneyReading {
  if (raw === undefined || raw === null) return { kind: "empty" };
  if (typeof raw !== "string" && typeof raw !== "number") return { kind: "invalid" };
  const cleaned = String(raw).replace(/[,\s]/g, "").replace(/^\$/, "");
  if (cleaned === "") return { kind: "empty" };
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return { kind: "invalid" };
  const [, sign = "", whole = "0", fraction = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
  const signed = sign === "-" ? -cents : cents;
  return { kind: "amount", cents: signed, text: centsToDecimal(signed) };
}

/** 123450n → "1234.50" (the form a numeric column takes). */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/** "30000.50" (a numeric value as the driver returns it) → 3000050n. */
export function centsOf(decimal: string): bigint {
  const reading = readMoney(decimal);
  // The database only ever returns a plain decimal here; anything else is a bug upstream.
  if (reading.kind !== "amount") throw new Error(`not a money amount: ${JSON.stringify(decimal)}`);
  return reading.cents;
}

/** `percent`% of an amount, rounded to the nearest cent (halves away from zero). */
export function percentOfCents(cents: bigint, percent: number): bigint {
  if (!Number.isInteger(percent)) throw new Error("percent must be a whole number");
  const scaled = cents * BigInt(percent);
  const quotient = scaled / 100n;
  const remainder = scaled % 100n;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (absRemainder * 2n < 100n) return quotient;
  return scaled < 0n ? quotient - 1n : quotient + 1n;
}
