import { describe, expect, it } from "vitest";
import { parseSubmission } from "../forms.ts";
import { offerForm } from "./offer-form.ts";

const form = offerForm("2026-12-01", "2027-12-01");
const submit = (values: Record<string, string>) =>
  parseSubmission(form, { amount: "", expiresOn: "", creditorReference: "", notes: "", ...values });

const good = {
  amount: "1,200.00",
  expiresOn: "2026-12-10",
  creditorReference: "ABC-123",
  paymentDate1: "2027-01-15",
  paymentAmount1: "700",
  paymentDate2: "2027-02-15",
  paymentAmount2: "500.00",
};

describe("the offer form", () => {
  it("reads the amount and a plan whose payments add up exactly, in whole cents", () => {
    const parsed = submit(good);
    expect(parsed.ok && parsed.data).toEqual({
      amountCents: 120_000n,
      expiresOn: "2026-12-10",
      creditorReference: "ABC-123",
      notes: null,
      payments: [
        { dueOn: "2027-01-15", amountCents: 70_000n },
        { dueOn: "2027-02-15", amountCents: 50_000n },
      ],
    });
  });

  it("refuses payments that do not add up to the offer, saying both sums", () => {
    const parsed = submit({ ...good, paymentAmount2: "499.99" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.fieldErrors.paymentAmount1).toBe(
        "The payments add up to $1,199.99, not the offer's $1,200.00",
      );
  });

  it("refuses a past expiry, a payment before today or out of order, and a plan without payments", () => {
    const past = submit({ ...good, expiresOn: "2026-11-30", paymentDate2: "2027-01-10" });
    expect(past.ok).toBe(false);
    if (!past.ok) {
      expect(past.fieldErrors.expiresOn).toBe("The offer cannot expire before today");
      expect(past.fieldErrors.paymentDate2).toBe("Each payment must come after the one before it");
    }
    const none = submit({ amount: "100", expiresOn: "2026-12-10", creditorReference: "R" });
    expect(none.ok).toBe(false);
    if (!none.ok)
      expect(none.fieldErrors.paymentDate1).toBe("Enter at least one payment: its day and amount");
    const early = submit({ ...good, paymentDate1: "2026-11-15" });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.fieldErrors.paymentDate1).toBe("A payment cannot be before today");
  });

  it("refuses a missing amount, a zero payment and a reference too long", () => {
    const parsed = submit({ ...good, amount: "", paymentAmount2: "0", creditorReference: "x".repeat(101) });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.fieldErrors).toMatchObject({
        amount: "Enter the amount the creditor offers to settle for",
        paymentAmount2: "Each payment must be more than $0.00",
        creditorReference: "The reference can be at most 100 characters",
      });
  });
});
