// Money on the dashboard is counted in integer cents (bigint): amounts arrive from
// numeric(12,2) columns as decimal strings, and no float ever touches them.
import { readMoney } from "../application/money.ts";

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
