import { describe, expect, it } from "vitest";
import { DEBT_BRACKETS, DEBT_RANGE_LABELS, findDebtBracket } from "./debt-brackets.ts";

describe("DEBT_BRACKETS (spec section 3)", () => {
  it("has seven brackets with ids 1 to 7 in order", () => {
    expect(DEBT_BRACKETS.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("uses the spec's labels exactly, and the labels are the stored debt_range values", () => {
    const expected = [
      "$7,500-$10,000",
      "$10,001-$15,000",
      "$15,001-$25,000",
      "$25,001-$50,000",
      "$50,001-$75,000",
      "$75,001-$100,000",
      "$100,001+",
    ];
    expect(DEBT_BRACKETS.map((b) => b.label)).toEqual(expected);
    expect(DEBT_RANGE_LABELS).toEqual(expected);
  });

  it("starts at 7,500 and leaves the top bracket open from 100,001", () => {
    expect(DEBT_BRACKETS[0]?.min).toBe(7500);
    const top = DEBT_BRACKETS.at(-1);
    expect(top?.min).toBe(100001);
    expect(top?.max).toBeNull();
  });

  it("is contiguous: each minimum is the previous maximum plus one", () => {
    for (let i = 1; i < DEBT_BRACKETS.length; i++) {
      const previous = DEBT_BRACKETS[i - 1];
      const current = DEBT_BRACKETS[i];
      expect(previous?.max, `bracket ${previous?.id} needs a max`).not.toBeNull();
      expect(current?.min, `bracket ${current?.id}`).toBe((previous?.max ?? Number.NaN) + 1);
    }
  });

  it("has min below max in every bounded bracket, and the label names both", () => {
    for (const bracket of DEBT_BRACKETS) {
      if (bracket.max === null) continue;
      expect(bracket.min).toBeLessThan(bracket.max);
      const format = (n: number) => `$${n.toLocaleString("en-US")}`;
      expect(bracket.label).toBe(`${format(bracket.min)}-${format(bracket.max)}`);
    }
  });
});

describe("findDebtBracket", () => {
  it("finds a bracket by its id as a string or a number", () => {
    expect(findDebtBracket("3")?.label).toBe("$15,001-$25,000");
    expect(findDebtBracket(3)?.label).toBe("$15,001-$25,000");
    expect(findDebtBracket("1")?.min).toBe(7500);
    expect(findDebtBracket(7)?.label).toBe("$100,001+");
  });

  it.each(["0", "8", "abc", "1.5", "", " 3", "-1", "03x", 0, 8, 1.5, null, undefined, {}])(
    "gives undefined for %j",
    (value) => {
      expect(findDebtBracket(value)).toBeUndefined();
    },
  );
});
