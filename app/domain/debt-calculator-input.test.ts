import { describe, expect, it } from "vitest";
import {
  type CalculatorValues,
  CALCULATOR_MESSAGES as M,
  parseAmount,
  readCalculatorQuery,
  validateCalculatorInput,
} from "./debt-calculator.ts";

// Reading and checking what the visitor typed. The arithmetic: debt-calculator.test.ts.

const values = (debt: string, apr: string, payment: string): CalculatorValues => ({ debt, apr, payment });

describe("parseAmount", () => {
  it.each([
    ["12,500", 12500],
    ["$12,500.50", 12500.5],
    [" 22 ", 22],
    ["22%", 22],
    ["0", 0],
    [".5", 0.5],
    ["-5", -5],
    ["1,000,000", 1_000_000],
  ])("reads %j as %d", (raw, expected) => {
    expect(parseAmount(raw)).toBe(expected);
  });

  it.each(["abc", "12abc", "1e5", "NaN", "Infinity", "12.5.1", "$", "--5", "9".repeat(400)])(
    "refuses %j",
    (raw) => {
      expect(parseAmount(raw)).toBeNull();
    },
  );

  it("treats blank input as missing", () => {
    expect(parseAmount("")).toBeUndefined();
    expect(parseAmount("   ")).toBeUndefined();
  });
});

describe("validateCalculatorInput", () => {
  it("accepts valid values, with commas", () => {
    expect(validateCalculatorInput(values("12,500", "19.9", "1,250"))).toEqual({
      ok: true,
      inputs: { debt: 12500, apr: 19.9, payment: 1250 },
    });
  });

  it("gives every required message at once", () => {
    expect(validateCalculatorInput(values("", " ", ""))).toEqual({
      ok: false,
      errors: { debt: M.debtRequired, apr: M.aprRequired, payment: M.paymentRequired },
    });
  });

  it("gives every not-a-number message", () => {
    expect(validateCalculatorInput(values("lots", "high", "some"))).toEqual({
      ok: false,
      errors: { debt: M.debtNumber, apr: M.aprNumber, payment: M.paymentNumber },
    });
  });

  it.each([
    ["0", M.debtRange],
    ["0.99", M.debtRange],
    ["-100", M.debtRange],
    ["10,000,001", M.debtRange],
  ])("debt %j gives %j", (debt, message) => {
    const result = validateCalculatorInput(values(debt, "20", "100"));
    expect(result).toEqual({ ok: false, errors: { debt: message } });
  });

  it("accepts the debt bounds $1 and $10,000,000", () => {
    expect(validateCalculatorInput(values("1", "20", "100")).ok).toBe(true);
    expect(validateCalculatorInput(values("10,000,000", "20", "100")).ok).toBe(true);
  });

  it("states the ceilings in dollars", () => {
    expect(M.debtRange).toBe("Total debt must be between $1 and $10,000,000");
    expect(M.paymentRange).toBe("Monthly payment must be $10,000,000 or less");
  });

  it.each([
    ["-1", M.aprRange],
    ["100.01", M.aprRange],
    ["250", M.aprRange],
  ])("APR %j gives %j", (apr, message) => {
    expect(validateCalculatorInput(values("5000", apr, "100"))).toEqual({
      ok: false,
      errors: { apr: message },
    });
  });

  it("accepts APR 0 and 100", () => {
    expect(validateCalculatorInput(values("5000", "0", "100")).ok).toBe(true);
    expect(validateCalculatorInput(values("5000", "100", "1000")).ok).toBe(true);
  });

  it.each([
    ["0", M.paymentPositive],
    ["-50", M.paymentPositive],
    ["10,000,001", M.paymentRange],
  ])("payment %j gives %j", (payment, message) => {
    expect(validateCalculatorInput(values("5000", "20", payment))).toEqual({
      ok: false,
      errors: { payment: message },
    });
  });
});

describe("readCalculatorQuery", () => {
  it("reads the three fields and whether the form was submitted", () => {
    expect(readCalculatorQuery(new URLSearchParams("debt=12%2C500&apr=22&payment=500"))).toEqual({
      values: { debt: "12,500", apr: "22", payment: "500" },
      submitted: true,
    });
    expect(readCalculatorQuery(new URLSearchParams(""))).toEqual({
      values: { debt: "", apr: "", payment: "" },
      submitted: false,
    });
  });
});
