import { describe, expect, it } from "vitest";
import {
  centsOf,
  centsToDecimal,
  MONEY_CAP,
  MONEY_CAP_CENTS,
  MONEY_CAP_LABEL,
  percentOfCents,
  readMoney,
} from "./money.ts";

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

describe("centsOf", () => {
  it.each([
    ["15000.00", 1_500_000n],
    ["0.01", 1n],
    ["0", 0n],
    ["9999999999.99", 999_999_999_999n],
    ["123456789012345.67", 12_345_678_901_234_567n],
  ])("reads %s exactly", (decimal, cents) => {
    expect(centsOf(decimal)).toBe(cents);
  });

  it.each(["", "abc", "1.234", "1e5"])("refuses %j", (decimal) => {
    expect(() => centsOf(decimal)).toThrow(/not a money amount/);
  });
});

describe("percentOfCents", () => {
  it.each([
    [100n, 40, 40n],
    [1n, 40, 0n], // 0.4 cent
    [2n, 40, 1n], // 0.8 cent
    [5n, 10, 1n], // exactly half a cent rounds up
    [-5n, 10, -1n], // and away from zero below zero
    [3_000_050n, 40, 1_200_020n],
  ])("%s cents at %s%% → %s", (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it("refuses a fractional percent", () => {
    expect(() => percentOfCents(100n, 40.5)).toThrow();
  });
});
