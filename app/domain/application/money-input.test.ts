import { describe, expect, it } from "vitest";
import { readMoney } from "../money.ts";
import { finishMoney, groupAsTyped, typeMoney } from "./money-input.ts";

// Money fields formatted as typed (issue 21), with the caret ("|") where the person expects it.

/** "12|500" → the text and the caret's index. */
function at(marked: string): [string, number] {
  return [marked.replace("|", ""), marked.indexOf("|")];
}
function mark({ value, caret }: { value: string; caret: number }): string {
  return `${value.slice(0, caret)}|${value.slice(caret)}`;
}

describe("groupAsTyped", () => {
  it.each([
    ["|", "|"],
    ["1|", "1|"],
    ["1234|", "1,234|"],
    ["12500|", "12,500|"],
    ["1234567.8|", "1,234,567.8|"],
    ["1,2345|", "12,345|"],
    ["12,500.|", "12,500.|"],
    ["12,500.00|", "12,500.00|"],
    ["$12500|", "12,500|"],
    ["0012|", "12|"],
    ["0|", "0|"],
    [".5|", ".5|"],
    // The caret stays beside the digit it was beside.
    ["1|234", "1|,234"],
    ["12|34", "1,2|34"],
    ["|1234", "|1,234"],
    ["9|1,234", "9|1,234"],
    ["91|,234", "91|,234"],
    ["1,23|4,567", "1,23|4,567"],
  ])("shows %j as %j", (typed, shown) => {
    const [raw, caret] = at(typed);
    const result = groupAsTyped(raw, caret);
    expect(result && mark(result)).toBe(shown);
  });

  it.each(["abc", "-12", "12.345", "1.2.3", "12a", "1e5"])("leaves %j as typed (not an amount)", (raw) => {
    expect(groupAsTyped(raw)).toBeNull();
  });

  it("gives what the server reads as the same amount", () => {
    for (const raw of ["1234567.89", "$ 12500", "0012.5"]) {
      const grouped = groupAsTyped(raw)?.value ?? "";
      expect(readMoney(grouped)).toEqual(readMoney(raw));
    }
  });
});

describe("typeMoney", () => {
  it("removes the digit before a separator on Backspace", () => {
    // "1,|234": Backspace took the comma away; the 1 goes instead.
    const [raw, caret] = at("1|234");
    const result = typeMoney({ previous: "1,234", raw, caret, inputType: "deleteContentBackward" });
    expect(result && mark(result)).toBe("|234");
  });

  it("removes the digit after a separator on Delete", () => {
    const [raw, caret] = at("12|500");
    const result = typeMoney({ previous: "12,500", raw, caret, inputType: "deleteContentForward" });
    expect(result && mark(result)).toBe("1,2|00");
  });

  it("groups an ordinary keystroke", () => {
    const [raw, caret] = at("1,2345|");
    const result = typeMoney({ previous: "1,234", raw, caret, inputType: "insertText" });
    expect(result && mark(result)).toBe("12,345|");
  });

  it("regroups after a digit is deleted", () => {
    const [raw, caret] = at("1,|34");
    const result = typeMoney({ previous: "1,234", raw, caret, inputType: "deleteContentBackward" });
    expect(result && mark(result)).toBe("1|34");
  });
});

describe("finishMoney", () => {
  it.each([
    ["12500", "12,500.00"],
    ["12,500", "12,500.00"],
    ["12500.5", "12,500.50"],
    ["$8200.75", "8,200.75"],
    [".5", "0.50"],
    ["0", "0.00"],
    ["", ""],
    [".", "."],
    ["abc", "abc"],
    ["-5", "-5"],
    ["1.234", "1.234"],
  ])("turns %j into %j", (typed, shown) => {
    expect(finishMoney(typed)).toBe(shown);
  });
});
