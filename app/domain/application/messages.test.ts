import { describe, expect, it } from "vitest";
import {
  APPLICATION_MESSAGES,
  negative,
  notAChoice,
  notAPastDay,
  notCents,
  submitFailed,
  tooLarge,
} from "./messages.ts";

describe("APPLICATION_MESSAGES", () => {
  it("uses the spec's strings unchanged (sections 5 and 8)", () => {
    expect(APPLICATION_MESSAGES).toMatchObject({
      creditScore: "Credit score selection is required",
      monthlyIncomeRequired: "Monthly income is required",
      monthlyIncomeInvalid: "Invalid monthly income",
      debtRange: "Debt range is required",
      debtAccountsRequired: "At least one debt account is required",
      originalCreditor: "Original creditor is required",
      accountType: "Account type is required",
      currentBalance: "Current balance is required",
      address: "Address is required",
      dateOfBirth: "Date of birth is required",
      ssnLastFour: "Please enter the last 4 digits of your SSN",
      debtAmountRequired: "Debt amount is required",
      debtAmountInvalid: "Invalid debt amount",
      agreeToTerms: "You must agree to the terms and conditions",
      stepInvalid: "Please fill out all required fields correctly.",
      signInRequired: "You need to be logged in to submit an application",
      submitted: "Application submitted successfully!",
      submitFailedGeneric: "There was an error submitting your application. Please try again.",
    });
  });

  it("says the age rule as decisions.md puts it", () => {
    expect(APPLICATION_MESSAGES.dateOfBirthUnder18).toBe("Our program requires applicants aged 18 or older");
  });

  it("has no empty message and no duplicate wording", () => {
    const texts = Object.values(APPLICATION_MESSAGES);
    expect(texts.every((t) => t.trim().length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe("message builders", () => {
  it("name the field they are about", () => {
    expect(submitFailed("timeout")).toBe("Error submitting application: timeout");
    expect(tooLarge("Debt amount")).toBe("Debt amount must be less than $10,000,000");
    expect(negative("Payment amount")).toBe("Payment amount cannot be negative");
    expect(notCents("Current balance")).toBe("Current balance must be an amount in dollars and cents");
    expect(notAChoice("Payment frequency")).toBe("Please choose a valid payment frequency");
    expect(notAPastDay("Date opened")).toBe("Date opened must be a real date, not in the future");
  });
});
