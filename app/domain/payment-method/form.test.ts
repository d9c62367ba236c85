import { describe, expect, it } from "vitest";
import { parseSubmission, refusedReply } from "../forms.ts";
import {
  expiryInFuture,
  isPaymentMethodIntent,
  PAYMENT_METHOD_FIELD_MESSAGES as M,
  PAYMENT_METHOD_SECRETS,
  type PaymentMethodField,
  paymentMethodForm,
} from "./form.ts";

// The Add Payment Method form: spec section 5's rules and messages, and only what may be stored
// coming out of it (decisions.md).

const USER = "0b0b0b0b-0000-4000-8000-00000000000a";
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, "0");

const card = (overrides: Partial<Record<PaymentMethodField, string>> = {}) => ({
  userId: USER,
  type: "credit",
  cardName: "  Ada Lovelace ",
  cardNumber: "4242 4242 4242 4242",
  expiryDate: `08/${nextYear}`,
  cvv: "123",
  ...overrides,
});

const bank = (overrides: Partial<Record<PaymentMethodField, string>> = {}) => ({
  userId: USER,
  type: "bank",
  accountName: "Ada Lovelace",
  accountNumber: "000123456789",
  routingNumber: "021000021",
  ...overrides,
});

function errorsOf(input: Record<string, string>) {
  const result = parseSubmission(paymentMethodForm, input);
  if (result.ok) throw new Error("expected a refusal");
  return result.fieldErrors;
}

describe("a card", () => {
  it("keeps only the holder's name, the last four digits and the expiry", () => {
    const result = parseSubmission(paymentMethodForm, card());
    expect(result.ok && result.data).toEqual({
      userId: USER,
      type: "credit",
      holderName: "Ada Lovelace",
      lastFour: "4242",
      expiryDate: `08/${nextYear}`,
      routingLastFour: null,
    });
    // The full number and the CVV are not among the values a reply may echo.
    expect(result.values).not.toHaveProperty("cardNumber");
    expect(result.values).not.toHaveProperty("cvv");
    expect(JSON.stringify(result)).not.toContain("4242 4242");
    expect(JSON.stringify(result)).not.toContain("123");
  });

  it("says each of the spec's messages, at its field", () => {
    expect(errorsOf(card({ cardNumber: "", expiryDate: "", cvv: "", cardName: "  " }))).toEqual({
      cardNumber: "Card number is required",
      expiryDate: "Expiry date is required",
      cvv: "CVV is required",
      cardName: "Name on card is required",
    });
    for (const cardNumber of ["4242 4242 4242 424", "4242424242424242 4", "4242-4242-4242-4242", "abcd"]) {
      expect(errorsOf(card({ cardNumber })).cardNumber).toBe("Please enter a valid 16-digit card number");
    }
    for (const expiryDate of ["8/30", "13/30", "00/30", "08-30", "0830", "08/2030"]) {
      expect(errorsOf(card({ expiryDate })).expiryDate).toBe("Please use MM/YY format");
    }
    for (const cvv of ["12", "12345", "12a"]) {
      expect(errorsOf(card({ cvv })).cvv).toBe("CVV must be 3 or 4 digits");
    }
    expect(parseSubmission(paymentMethodForm, card({ cvv: "1234" })).ok).toBe(true);
    expect(errorsOf(card({ cardName: "x".repeat(101) })).cardName).toBe(M.nameTooLong);
  });

  it("refuses a card whose expiry has passed", () => {
    expect(errorsOf(card({ expiryDate: `12/${lastYear}` })).expiryDate).toBe(M.expired);
  });
});

describe("expiryInFuture", () => {
  const now = new Date("2027-05-31T23:59:59Z");
  it("counts the current month as still valid, the month before as expired", () => {
    expect(expiryInFuture("05/27", now)).toBe(true);
    expect(expiryInFuture("06/27", now)).toBe(true);
    expect(expiryInFuture("01/28", now)).toBe(true);
    expect(expiryInFuture("04/27", now)).toBe(false);
    expect(expiryInFuture("12/26", now)).toBe(false);
    expect(expiryInFuture("5/27", now)).toBe(false);
  });
});

describe("a bank account", () => {
  it("keeps only the account name and the last four digits of the account and routing numbers", () => {
    const result = parseSubmission(paymentMethodForm, bank());
    expect(result.ok && result.data).toEqual({
      userId: USER,
      type: "bank",
      holderName: "Ada Lovelace",
      lastFour: "6789",
      expiryDate: null,
      routingLastFour: "0021",
    });
    expect(result.values).not.toHaveProperty("accountNumber");
    expect(result.values).not.toHaveProperty("routingNumber");
  });

  it("says each of the spec's messages, at its field", () => {
    expect(errorsOf(bank({ accountNumber: "", routingNumber: "", accountName: "" }))).toEqual({
      accountNumber: "Account number is required",
      routingNumber: "Routing number is required",
      accountName: "Account name is required",
    });
    for (const accountNumber of ["1234567", "123456789012345678", "12345678x"]) {
      expect(errorsOf(bank({ accountNumber })).accountNumber).toBe("Please enter a valid account number");
    }
    expect(parseSubmission(paymentMethodForm, bank({ accountNumber: "12345678" })).ok).toBe(true);
    expect(parseSubmission(paymentMethodForm, bank({ accountNumber: "12345678901234567" })).ok).toBe(true);
    for (const routingNumber of ["02100002", "0210000211", "02100002x"]) {
      expect(errorsOf(bank({ routingNumber })).routingNumber).toBe(
        "Please enter a valid 9-digit routing number",
      );
    }
  });

  it("reads only the chosen type's fields: card fields sent with a bank account are ignored", () => {
    const result = parseSubmission(paymentMethodForm, { ...bank(), cardNumber: "1", cvv: "x" });
    expect(result.ok).toBe(true);
  });
});

describe("the owner and the type", () => {
  it("asks for a user and a type", () => {
    expect(errorsOf(card({ userId: "" })).userId).toBe(M.userRequired);
    expect(errorsOf(card({ userId: "not-an-id" })).userId).toBe(M.userRequired);
    expect(errorsOf(card({ type: "crypto" }))).toEqual({ type: M.typeRequired });
  });

  it("never echoes a secret in a refusal", () => {
    const result = parseSubmission(paymentMethodForm, card({ cvv: "9" }));
    if (result.ok) throw new Error("expected a refusal");
    const reply = refusedReply("add-payment-method", result);
    for (const name of PAYMENT_METHOD_SECRETS) expect(reply.values).not.toHaveProperty(name);
    expect(JSON.stringify(reply)).not.toContain("4242");
    expect(reply.values).toMatchObject({ cardName: "  Ada Lovelace ", type: "credit" });
  });
});

describe("isPaymentMethodIntent", () => {
  it("knows the three intents and nothing else", () => {
    expect(isPaymentMethodIntent("add-payment-method")).toBe(true);
    expect(isPaymentMethodIntent("set-default-payment-method")).toBe(true);
    expect(isPaymentMethodIntent("delete-payment-method")).toBe(true);
    expect(isPaymentMethodIntent("lifecycle")).toBe(false);
    expect(isPaymentMethodIntent(null)).toBe(false);
  });
});
