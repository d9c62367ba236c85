// The rules every text a form sends passes (issues 13 and 20), and how an admin list's search is
// read: plain functions without Zod, so that a page's browser code (a list's search, a dialog's
// check) can use them without loading it. fields.ts builds the forms' field schemas on them, and
// `parseSubmission` (forms.ts) applies them to every field of every form.

/**
 * The one rule for every free-text field (issue 13): the name fields and the wizard's texts use it
 * in their schemas, and `parseSubmission` (forms.ts) applies it to every field of every form.
 * True for text a form may store: no control characters (tab and line breaks aside) and no lone
 * UTF-16 surrogate, which PostgreSQL refuses (a NUL byte) or stores as garbage (issue 13).
 */
export function isStorableText(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value) && value.isWellFormed();
}

export const UNSTORABLE_TEXT = "Contains characters that cannot be stored";

/**
 * A one-line field (a name, an address, an e-mail, a creditor: every field but a message's body)
 * holds no line break at all: CR, LF, NEL and the Unicode line and paragraph separators (issue 20:
 * a name with a bare line feed split the rows of Export Users, and the new row's first cell
 * escaped the formula check). `parseSubmission` applies it to every field a form does not declare
 * `multiline`, and the wizard's schemas to each of their text fields.
 */
export function isOneLine(value: string): boolean {
  return !/[\r\n\u0085\u2028\u2029]/.test(value);
}

export const ONE_LINE_TEXT = "Line breaks are not allowed here";

/**
 * A search typed in an admin list, as the database compares it: control characters become
 * spaces, whitespace is collapsed, and it is cut at `max` without leaving half a surrogate pair
 * (a NUL in `?q=` used to fail the query with a 500; issue 13).
 */
export function searchText(value: string | null | undefined, max: number): string {
  return (
    (value ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it replaces.
      .replace(/[\u0000-\u001F\u007F]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max)
      .toWellFormed()
  );
}
