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

/** A record's id: logged on purpose, and its random hex groups ("-4250-") are no one's value. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The values found in `log`, each only where it stands alone: "4321" in a timestamp such as
 * 1763054321123 is not the SSN digits, so a letter or digit may not touch either end; nor is
 * "12345" in a duration 0.12345, so a decimal point between digits counts as touching; nor
 * are a record id's groups.
 */
export function findPersonalValues(log: string, values: Iterable<string>): string[] {
  const found: string[] = [];
  const text = log.replace(UUID, "<id>");
  for (const value of new Set(values)) {
    const hit = variantsOf(value).some((variant) =>
      new RegExp(`(?<![A-Za-z0-9])(?<!\\d\\.)${escapeRegExp(variant)}(?![A-Za-z0-9])(?!\\.\\d)`, "i").test(
        text,
      ),
    );
    if (hit) found.push(value);
  }
  return found;
}
