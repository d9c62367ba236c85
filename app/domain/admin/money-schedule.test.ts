import { describe, expect, it } from "vitest";
import { parseSubmission } from "../forms.ts";
import {
  debtsToSettle,
  orderAfterMoveUp,
  rescheduledMessage,
  rescheduleForm,
  SCHEDULE_MESSAGES as S,
  type SettlementSource,
  settlementOrderForm,
  settlementRows,
} from "./money-schedule.ts";

const DEBT = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";

describe("the monthly deposit form", () => {
  const parse = (monthlyDeposit: string, from = "2027-02-15") =>
    parseSubmission(rescheduleForm, { monthlyDeposit, from });

  it("reads dollars as whole cents and a calendar day", () => {
    for (const [typed, cents] of [
      ["250", 25_000n],
      ["250.5", 25_050n],
      ["$1,000.00", 100_000n],
      ["0.01", 1n],
      ["100000.00", 10_000_000n],
    ] as const) {
      const parsed = parse(typed);
      expect(parsed.ok && parsed.data, typed).toEqual({ monthlyDeposit: cents, from: "2027-02-15" });
    }
    const trimmed = parse("250", " 2028-02-29 ");
    expect(trimmed.ok && trimmed.data.from).toBe("2028-02-29");
  });

  it("refuses an empty, malformed, zero, negative or too large amount next to the field", () => {
    for (const [typed, message] of [
      ["", S.depositRequired],
      ["abc", S.depositInvalid],
      ["1.234", S.depositInvalid],
      ["0", S.depositNotPositive],
      ["0.00", S.depositNotPositive],
      ["-25", S.depositNotPositive],
      ["100000.01", S.depositTooLarge],
    ] as const) {
      const parsed = parse(typed);
      expect(parsed.ok, typed).toBe(false);
      if (!parsed.ok) expect(parsed.fieldErrors, typed).toEqual({ monthlyDeposit: message });
    }
  });

  it("refuses a day that is not on the calendar", () => {
    for (const from of ["", "2027-02-30", "2027-2-15", "02/15/2027", "2027-02-15T00:00"]) {
      const parsed = parse("250", from);
      expect(parsed.ok, from).toBe(false);
      if (!parsed.ok) expect(parsed.fieldErrors, from).toEqual({ from: S.fromInvalid });
    }
  });

  it("says how many deposits now take the new amount", () => {
    expect(rescheduledMessage(23, 30_000n)).toBe("Deposits rescheduled: 23 future deposits now $300.00.");
    expect(rescheduledMessage(1, 12_345n)).toBe("Deposits rescheduled: 1 future deposit now $123.45.");
  });
});

describe("the settlement order", () => {
  const source = (storedOrder: string[] | null = null): SettlementSource => ({
    debts: [
      { id: "big", creditor: "Big Bank", balanceCents: 900_000n },
      { id: "small", creditor: "Small Card", balanceCents: 50_000n },
      { id: "paid", creditor: "Paid Off", balanceCents: 0n },
      { id: "mid", creditor: "Mid Store", balanceCents: 300_000n },
    ],
    storedOrder,
  });

  it("needs one debt's id", () => {
    const good = parseSubmission(settlementOrderForm, { debtId: ` ${DEBT.toUpperCase()} ` });
    expect(good.ok && good.data).toEqual({ debtId: DEBT });
    for (const debtId of ["", "first", `${DEBT}x`]) {
      const parsed = parseSubmission(settlementOrderForm, { debtId });
      expect(!parsed.ok && parsed.fieldErrors, debtId).toEqual({ debtId: S.debtRequired });
    }
  });

  it("lists the debts still to settle: smallest first, or as an admin set them", () => {
    expect(debtsToSettle(source()).map((debt) => debt.id)).toEqual(["small", "mid", "big"]);
    expect(settlementRows(source(["big", "paid", "small", "mid"]))).toEqual([
      { id: "big", position: 1, creditor: "Big Bank", balance: "$9,000.00" },
      { id: "small", position: 2, creditor: "Small Card", balance: "$500.00" },
      { id: "mid", position: 3, creditor: "Mid Store", balance: "$3,000.00" },
    ]);
  });

  it("moves a debt up one place, keeping every debt once (those settled last)", () => {
    expect(orderAfterMoveUp(source(), "big")).toEqual({
      kind: "moved",
      order: ["small", "big", "mid", "paid"],
    });
    expect(orderAfterMoveUp(source(["big", "small", "mid", "paid"]), "small")).toEqual({
      kind: "moved",
      order: ["small", "big", "mid", "paid"],
    });
  });

  it("refuses the first debt, a settled one and one of another account", () => {
    expect(orderAfterMoveUp(source(), "small")).toEqual({ kind: "first" });
    expect(orderAfterMoveUp(source(), "paid")).toEqual({ kind: "unknown" });
    expect(orderAfterMoveUp(source(), DEBT)).toEqual({ kind: "unknown" });
  });
});
