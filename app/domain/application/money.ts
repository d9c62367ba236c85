// Dollar amounts typed into the wizard, kept as exact decimal strings ("1234.50") so no
// floating-point rounding ever reaches a numeric(12,2) column.

/** Amounts at or above this are refused: no household debt or income is that large. */
export const MONEY_CAP = 10_000_000;
export const MONEY_CAP_LABEL = "$10,000,000";

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

export const MONEY_CAP_CENTS = BigInt(MONEY_CAP) * 100n;
