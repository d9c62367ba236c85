// An amount formatted as it is typed (issue 21): "12500" shows as "12,500" while typing and as
// "12,500.00" once the field is left, the caret staying beside the digit it was beside. Only
// what reads as an amount is touched: anything else stays as typed, so its message can say why
// it is refused. The thousands separators are display only: the schema strips them again.

export interface TypedMoney {
  value: string;
  /** Where the caret goes in `value`. */
  caret: number;
}

export interface MoneyKeystroke {
  /** The value before this keystroke. */
  previous: string;
  /** The value the browser made of it. */
  raw: string;
  caret: number;
  /** InputEvent.inputType ("insertText", "deleteContentBackward", …). */
  inputType?: string | undefined;
}

/** Characters the formatting adds or drops: thousands separators, spaces, a leading "$". */
const isSeparator = (char: string) => char === "," || char === " ";

/** The amount's own characters (digits and the point) before `caret`. */
function significantBefore(text: string, caret: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(caret, text.length); i += 1) {
    const char = text[i] ?? "";
    if (!isSeparator(char) && !(char === "$" && count === 0)) count += 1;
  }
  return count;
}

const significant = (text: string) => text.replace(/^[\s$]+/, "").replace(/[,\s]/g, "");

/**
 * `raw` regrouped by thousands, with the caret kept after the same number of digits; null when
 * `raw` is not an amount being typed (letters, a sign, more than two decimals…).
 */
export function groupAsTyped(raw: string, caret: number = raw.length): TypedMoney | null {
  const cleaned = significant(raw);
  const match = /^(\d*)(\.\d{0,2})?$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  const trimmed = whole.replace(/^0+(?=\d)/, "");
  const wanted = Math.max(0, significantBefore(raw, caret) - (whole.length - trimmed.length));
  const value = trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + fraction;
  let position = 0;
  for (let counted = 0; counted < wanted && position < value.length; position += 1) {
    if (value[position] !== ",") counted += 1;
  }
  return { value, caret: position };
}

/**
 * One keystroke in a money field. Backspace or Delete on a thousands separator removes the digit
 * beyond it, as if the separator were not there (otherwise the separator would come straight back).
 */
export function typeMoney({ previous, raw, caret, inputType }: MoneyKeystroke): TypedMoney | null {
  let text = raw;
  let at = caret;
  const onlySeparatorGone = raw !== previous && significant(raw) === significant(previous);
  if (onlySeparatorGone && inputType === "deleteContentBackward") {
    let i = at - 1;
    while (i >= 0 && isSeparator(text[i] ?? "")) i -= 1;
    if (i >= 0) {
      text = text.slice(0, i) + text.slice(i + 1);
      at = i;
    }
  } else if (onlySeparatorGone && inputType === "deleteContentForward") {
    let i = at;
    while (i < text.length && isSeparator(text[i] ?? "")) i += 1;
    if (i < text.length) text = text.slice(0, i) + text.slice(i + 1);
  }
  return groupAsTyped(text, at);
}

/** Leaving the field: an amount gets its cents ("12,500" → "12,500.00"); anything else stays. */
export function finishMoney(value: string): string {
  const typed = groupAsTyped(value);
  if (!typed || typed.value === "" || typed.value === ".") return value;
  const [whole = "", fraction = ""] = typed.value.split(".");
  return `${whole === "" ? "0" : whole}.${fraction.padEnd(2, "0")}`;
}
