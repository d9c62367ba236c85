import { describe, expect, it } from "vitest";
import { centsToDecimal, MONEY_CAP, MONEY_CAP_CENTS, MONEY_CAP_LABEL, readMoney } from "./money.ts";

describe("readMoney", () => {
  it.each([
    ["1,234.50", 123450n, "1234.50"],
    ["1234.5", 123450n, "1234.50"],
    ["$1234.5", 123450n, "1234.50"],
    ["  42 ", 4200n, "42.00"],
    ["0", 0n, "0.00"],
    ["0.01", 1n, "0.01"],
    ["1,000,000", 100000000n, "1000000.00"],
    ["007.10", 710n, "7.10"],
    ["-5.25", -525n, "-5.25"],
  ])("reads %j as %s cents (%j)", (raw, cents, text) => {
    expect(readMoney(raw)).toEqual({ kind: "amount", cents, text });
  });

  it("reads a number as typed by a script", () => {
    expect(readMoney(1234.5)).toEqual({ kind: "amount", cents: 123450n, text: "1234.50" });
  });

  it.each([undefined, null, "", "   ", ",", "$"])("reads %j as empty", (raw) => {
    expect(readMoney(raw)).toEqual({ kind: "empty" });
  });

  it.each(["1.234", "0.001", "abc", "12a", "1.2.3", "5.", ".5", "--5", "1e5", "Infinity", "NaN", "١٢٣"])(
    "refuses %j",
    (raw) => {
      expect(readMoney(raw)).toEqual({ kind: "invalid" });
    },
  );

  it.each([true, {}, [], 10n])("refuses a %s that is neither string nor number", (raw) => {
    expect(readMoney(raw)).toEqual({ kind: "invalid" });
  });

  it("refuses a number that prints with more than two decimals", () => {
    expect(readMoney(0.1 + 0.2)).toEqual({ kind: "invalid" });
  });

  it("reads amounts far beyond a double's exact range without losing a cent", () => {
    expect(readMoney("123456789012345678.99")).toEqual({
      kind: "amount",
      cents: 12345678901234567899n,
      text: "123456789012345678.99",
    });
  });
});

describe("centsToDecimal", () => {
  it.each([
    [0n, "0.00"],
    [5n, "0.05"],
    [50n, "0.50"],
    [123450n, "1234.50"],
    [-1n, "-0.01"],
    [-123450n, "-1234.50"],
  ])("writes %s cents as %j", (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});

describe("the money cap", () => {
  it("is ten million dollars, written out for messages", () => {
    expect(MONEY_CAP).toBe(10_000_000);
    expect(MONEY_CAP_CENTS).toBe(1_000_000_000n);
    expect(MONEY_CAP_LABEL).toBe("$10,000,000");
  });
});
