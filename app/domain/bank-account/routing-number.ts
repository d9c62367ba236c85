// A US bank routing number (ABA routing transit number, issue 44): nine digits whose last is a
// check digit, and whose first two name the Federal Reserve district class the number belongs to.
// Pure and without Zod: My Program checks the draft account form in the browser with the same
// functions the action runs (decision 0061). No package does more than this today: the well-kept
// one (us-bank-account-validator) dropped its bundled list for this same checksum, and the Fed's
// own directory comes under its own terms (decision 0065).

/** The ABA check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function abaChecksumValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum =
    3 * ((d[0] ?? 0) + (d[3] ?? 0) + (d[6] ?? 0)) +
    7 * ((d[1] ?? 0) + (d[4] ?? 0) + (d[7] ?? 0)) +
    ((d[2] ?? 0) + (d[5] ?? 0) + (d[8] ?? 0));
  return sum % 10 === 0;
}

/**
 * The first two digits the Federal Reserve assigns: 00 (the U.S. government), 01-12 (banks),
 * 21-32 (thrifts), 61-72 (electronic transactions), 80 (traveler's checks).
 */
export function routingPrefixValid(digits: string): boolean {
  if (!/^\d{2}/.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** What the customer typed, with the spaces a check's print shows removed. */
export function routingDigits(typed: string): string {
  return typed.replace(/\s+/g, "");
}

export type RoutingProblem = "required" | "format" | "invalid";

/** Why `typed` is not a routing number we can draw from, or null when it is one. */
export function routingNumberProblem(typed: string): RoutingProblem | null {
  const digits = routingDigits(typed);
  if (digits === "") return "required";
  if (!/^\d{9}$/.test(digits)) return "format";
  if (!abaChecksumValid(digits) || !routingPrefixValid(digits)) return "invalid";
  return null;
}
