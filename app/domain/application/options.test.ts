import { describe, expect, it } from "vitest";
import { DEBT_CATEGORIES } from "#app/content/home.ts";
import { ACCOUNT_TYPES, CREDIT_SCORES, EMPLOYMENT_STATUSES } from "../enums.ts";
import { APPLY_CATEGORIES, CREDIT_SCORE_OPTIONS, EMPLOYMENT_LABELS, findApplyCategory } from "./options.ts";

describe("CREDIT_SCORE_OPTIONS (spec section 3)", () => {
  it("lists the four scores in order with the spec's ranges and descriptions", () => {
    expect(CREDIT_SCORE_OPTIONS).toEqual([
      { value: "excellent", label: "Excellent", range: "720-850", description: "Best rates and terms" },
      { value: "good", label: "Good", range: "690-719", description: "Favorable rates and terms" },
      { value: "fair", label: "Fair", range: "630-689", description: "Average rates and terms" },
      { value: "poor", label: "Poor", range: "300-629", description: "Limited options, higher rates" },
    ]);
    expect(CREDIT_SCORE_OPTIONS.map((o) => o.value)).toEqual([...CREDIT_SCORES]);
  });
});

describe("EMPLOYMENT_LABELS", () => {
  it("names each of the four employment statuses", () => {
    expect(Object.keys(EMPLOYMENT_LABELS)).toEqual([...EMPLOYMENT_STATUSES]);
    expect(EMPLOYMENT_LABELS["self-employed"]).toBe("Self-Employed");
  });
});

describe("apply categories (decisions.md)", () => {
  it("maps every home-page category tab to an account type", () => {
    for (const category of DEBT_CATEGORIES) {
      const found = findApplyCategory(category.id);
      expect(found, category.id).toBeDefined();
      expect(ACCOUNT_TYPES).toContain(found?.accountType);
      expect(found?.name).toBe(category.label.toLowerCase());
    }
    expect(Object.keys(APPLY_CATEGORIES).sort()).toEqual(DEBT_CATEGORIES.map((c) => c.id).sort());
  });

  it.each([
    ["credit-cards", "Credit Card"],
    ["personal-loans", "Personal Loan"],
    ["auto-loans", "Auto Loan"],
    ["student-loans", "Student Loan"],
    ["insurance", "Other"],
    ["mortgages", "Mortgage"],
  ])("preselects %s as %s", (id, accountType) => {
    expect(findApplyCategory(id)).toMatchObject({ id, accountType });
  });

  it.each([
    "medical",
    "Credit-Cards",
    "",
    " credit-cards",
    "toString",
    "__proto__",
    "constructor",
    null,
    undefined,
  ])("ignores %j", (id) => {
    expect(findApplyCategory(id)).toBeUndefined();
  });
});
