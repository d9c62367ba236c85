// Where the app may send a person after signing in, signing out or confirming an address: only a
// path of our own site. Every return-to value goes through `safeRedirect`; it never throws, so a
// crafted value ends on the fallback page, never on another site or a 500.

const BASE = "https://harborline.invalid";
/** Control characters (C0, DEL, C1), any whitespace, and the backslash browsers read as "/". */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
const MAX_LENGTH = 2_048;

/**
 * The value decoded until it stops changing (at most four times). Null when it cannot be decoded
 * even once; a value whose decoded form holds a lone "%" ("?q=50%25") stops there.
 */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return round === 0 ? null : current;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing: nested encodings are not a path anyone typed
}

const hasDotSegment = (path: string) =>
  path.split(/[/?#]/).some((segment) => segment === "." || segment === "..");

/**
 * `target` when it is a same-origin relative path ("/dashboard?tab=2"), else `fallback`. Refused:
 * anything not starting with one "/", "//" and "/\" (another host), schemes, control characters,
 * whitespace and backslashes in any encoded form, dot segments ("/./", "/../"), and values too long
 * or not decodable.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  const decoded = fullyDecoded(target);
  if (decoded === null) return fallback;
  for (const form of [target, decoded]) {
    if (!form.startsWith("/") || form.startsWith("//") || FORBIDDEN.test(form) || hasDotSegment(form)) {
      return fallback;
    }
  }
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
