// The log canary's search (log-canary.ts): which personal values occur in a log. Pure, so a
// unit test shows it finds what it must (tests/unit/log-canary-search.test.ts).

/** The forms a value can take in a log: as typed, lower-case, its digits alone, URL-encoded. */
export function variantsOf(value: string): string[] {
  const variants = new Set([value, value.toLowerCase(), encodeURIComponent(value)]);
  const digits = value.replace(/\D/g, "");
  // A phone typed "(555) 201-3344" is stored, and could be logged, as 5552013344.
  if (digits.length >= 7 && digits !== value) variants.add(digits);
  return [...variants];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The values found in `log`, each only where it stands alone: "4321" in a timestamp such as
 * 1763054321123 is not the SSN digits, so a letter or digit may not touch either end.
 */
export function findPersonalValues(log: string, values: Iterable<string>): string[] {
  const found: string[] = [];
  for (const value of new Set(values)) {
    const hit = variantsOf(value).some((variant) =>
      new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(variant)}(?![A-Za-z0-9])`, "i").test(log),
    );
    if (hit) found.push(value);
  }
  return found;
}
