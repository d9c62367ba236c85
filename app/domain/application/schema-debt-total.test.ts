import { describe, expect, it } from "vitest";
import { validDebtAccount, validDraft } from "#tests/support/application-draft.ts";
import { fieldErrors } from "../forms.ts";
import { debtTotals, debtTotalsDisagree } from "./debt-total.ts";
import { applicationSchema, firstStepWithError } from "./schema.ts";

// The total debt typed on step 6 against the balances listed on step 5 (issue 21): more than 10%
// apart, the applicant must say which figure is right; the server checks it with this schema.

const schema = applicationSchema("2026-01-15");
const MESSAGE = "Please tell us which figure is right: the total you entered or the sum of your balances";

/** A draft whose accounts hold these balances and whose total is `debtAmount`. */
function draft(debtAmount: string, balances: string[], debtTotalChoice = "") {
  return validDraft({
    debtAmount,
    debtTotalChoice,
    debtAccounts: balances.map((currentBalance, i) =>
      validDebtAccount({ originalCreditor: `Creditor ${i}`, currentBalance }),
    ),
  });
}

function errorsOf(value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe("debtTotalsDisagree", () => {
  it.each([
    [1_100_000, 1_000_000, false],
    [1_100_001, 1_000_000, true],
    [1_000_000, 1_100_000, false],
    [1_000_000, 1_100_001, true],
    [1_000_000, 1_000_000, false],
    [100, 0, true],
  ])("total %i¢ and balances %i¢ disagree: %s", (total, balances, expected) => {
    expect(debtTotalsDisagree(total, balances)).toBe(expected);
  });
});

describe("debtTotals", () => {
  it("sums the balances as typed, to the cent", () => {
    expect(debtTotals(draft("$20,000", ["12,500.00", "7,499.99", "0.01"]))).toEqual({
      totalCents: 2_000_000,
      balancesCents: 2_000_000,
      disagree: false,
    });
  });
});

describe("the total and the balances", () => {
  it("ask nothing when they are within 10%, and keep no choice then", () => {
    expect(schema.parse(draft("11,000", ["6,000", "4,000"])).debtTotalChoice).toBeNull();
    // A choice left over from an earlier disagreement is not kept.
    expect(schema.parse(draft("11,000", ["10,000"], "balances")).debtTotalChoice).toBeNull();
  });

  it("refuse a submission that differs by more than 10% without the choice, on the review step", () => {
    const errors = errorsOf(draft("11,000.01", ["10,000"]));
    expect(errors).toEqual({ debtTotalChoice: MESSAGE });
    expect(firstStepWithError(errors)).toBe(7);
    expect(errorsOf(draft("25,000", ["9,000", "1,000"]))).toEqual({ debtTotalChoice: MESSAGE });
    expect(errorsOf(draft("9,000", ["10,000"]))).toEqual({ debtTotalChoice: MESSAGE });
  });

  it.each(["total", "balances"] as const)("keep the choice %j when they differ", (choice) => {
    const parsed = schema.parse(draft("25,000", ["9,000"], choice));
    expect(parsed.debtTotalChoice).toBe(choice);
    // Both figures are kept: the total typed and the balances.
    expect(parsed.debtAmount).toBe("25000.00");
    expect(parsed.debtAccounts.map((account) => account.currentBalance)).toEqual(["9000.00"]);
  });

  it.each(["both", "TOTAL", 1, true])("refuse the choice %j", (choice) => {
    expect(errorsOf({ ...draft("25,000", ["9,000"]), debtTotalChoice: choice })).toEqual({
      debtTotalChoice: MESSAGE,
    });
  });

  it("leave the question until the other answers are valid", () => {
    expect(errorsOf({ ...draft("25,000", ["9,000"]), phone: "12" })).toEqual({
      phone: "Please enter a valid 10-digit phone number",
    });
  });
});
