import { describe, expect, it } from "vitest";
import { emptyDraft } from "./draft.ts";
import { debtFromQuery, mergeDraft, profileFields } from "./prefill.ts";

describe("what the wizard starts with", () => {
  it("?debt= 1-7 is a range id: the range and its lower bound", () => {
    expect(debtFromQuery("1")).toEqual({ debtRange: "1", debtAmount: "7,500" });
    expect(debtFromQuery("7")?.debtRange).toBe("7");
  });

  it("?debt= of $7,500 or more is an amount in dollars: the amount and the range holding it", () => {
    expect(debtFromQuery("7500")).toEqual({ debtRange: "1", debtAmount: "7,500" });
    expect(debtFromQuery("10001")).toEqual({ debtRange: "2", debtAmount: "10,001" });
    expect(debtFromQuery("25000")?.debtAmount).toBe("25,000");
  });

  it("?debt= with two decimals keeps the cents (the calculator's link, issue 43)", () => {
    expect(debtFromQuery("28450.75")).toEqual({ debtRange: "4", debtAmount: "28,450.75" });
    expect(debtFromQuery("25000.00")).toEqual({ debtRange: "3", debtAmount: "25,000.00" });
    // Above a bracket's whole-dollar top, by cents: the next bracket.
    expect(debtFromQuery("25000.01")).toEqual({ debtRange: "4", debtAmount: "25,000.01" });
    expect(debtFromQuery("7500.50")?.debtRange).toBe("1");
  });

  it("ignores anything else", () => {
    for (const raw of [
      null,
      "",
      "0",
      "8",
      "9",
      "7499",
      "25000.5",
      "25000.505",
      "25000.",
      "7499.99",
      "9999999.99" + "9",
      "10000000.00",
      "-25000",
      "1e5",
      "abc",
      "010000",
      "10000000",
    ]) {
      expect(debtFromQuery(raw), String(raw)).toBeNull();
    }
  });

  it("a signed-in applicant's own details, the phone readable", () => {
    expect(
      profileFields({
        firstName: " Ada ",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "5551234567",
      }),
    ).toEqual({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "(555) 123-4567" });
    expect(profileFields({ firstName: "A", lastName: "B", email: "a@b.example", phone: null }).phone).toBe(
      "",
    );
  });

  it("a draft kept in the tab wins; only its blanks take the page's values", () => {
    const start = { ...emptyDraft(), firstName: "Ada", email: "ada@example.com" };
    const merged = mergeDraft(start, { firstName: "Augusta", email: "  " });
    expect(merged.firstName).toBe("Augusta");
    expect(merged.email).toBe("ada@example.com");
  });
});
