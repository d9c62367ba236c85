import { describe, expect, it } from "vitest";
import {
  FEE_COMPLIANCE_COLUMNS,
  type FeeComplianceSource,
  feeComplianceRecord,
  feeOrderCheck,
  ORDER_CHECK,
  ORDER_OK,
  percentText,
} from "./fee-compliance.ts";

const at = (text: string) => new Date(text);

const row: FeeComplianceSource = {
  feeEntryId: 42n,
  feePostedAt: at("2027-01-10T16:00:00.250Z"),
  feeBankDay: "2027-01-10",
  feeAmountCents: -13_756n,
  firstName: "Ada",
  lastName: "Lovelace",
  applicationId: "11111111-2222-4333-8444-5555abcdef01",
  creditor: "Alpha Bank",
  debtAccountId: "22222222-2222-4333-8444-5555abcdef01",
  offerId: "33333333-2222-4333-8444-5555abcdef01",
  enrolledBalanceCents: 100_025n,
  settlementCents: 45_000n,
  creditorReference: "=SETTLE-1",
  recordedAt: at("2026-11-20T15:00:00Z"),
  approvedAt: at("2026-11-21T15:00:00Z"),
  confirmedAt: at("2026-11-22T15:00:00Z"),
  consentId: "44444444-2222-4333-8444-5555abcdef01",
  consentAt: at("2026-11-21T15:00:00Z"),
  typedName: "Ada Lovelace",
  termsSha256: "a".repeat(64),
  disclosureVersion: "b".repeat(64),
  paymentId: "55555555-2222-4333-8444-5555abcdef01",
  paymentSeq: 1,
  paymentCents: 20_000n,
  paymentBankDay: "2027-01-10",
  paymentClearedAt: at("2027-01-10T16:00:00.100Z"),
  paymentEntryId: 41n,
  processorEventId: "sim-creditor-payment-55555555",
};

describe("the fee compliance export's rows", () => {
  it("has a cell for every column, moments in UTC, amounts positive", () => {
    const record = feeComplianceRecord(row);
    expect(record).toHaveLength(FEE_COMPLIANCE_COLUMNS.length);
    const cell = (column: (typeof FEE_COMPLIANCE_COLUMNS)[number]) =>
      record[FEE_COMPLIANCE_COLUMNS.indexOf(column)];
    expect(cell("Fee entry id")).toBe("42");
    expect(cell("Fee posted at (UTC)")).toBe("2027-01-10T16:00:00.250Z");
    expect(cell("Fee amount")).toBe("137.56");
    expect(cell("Customer")).toBe("Ada Lovelace");
    expect(cell("Application")).toMatch(/^#/);
    expect(cell("Amount saved")).toBe("550.25");
    expect(cell("Fee percent of amount saved")).toBe("25.00");
    expect(cell("Creditor reference")).toBe("=SETTLE-1");
    expect(cell("Consent at (UTC)")).toBe("2026-11-21T15:00:00.000Z");
    expect(cell("Payment amount")).toBe("200.00");
    expect(cell("Payment number")).toBe("1");
    expect(cell("Payment ledger entry id")).toBe("41");
    expect(cell("Order check")).toBe(ORDER_OK);
  });

  it("says CHECK when the order did not hold or a piece is missing", () => {
    expect(feeOrderCheck(row)).toBe(ORDER_OK);
    // Posted in the payment's own transaction: the same moment is in order.
    expect(feeOrderCheck({ ...row, feePostedAt: row.paymentClearedAt as Date })).toBe(ORDER_OK);
    expect(feeOrderCheck({ ...row, feePostedAt: at("2027-01-10T16:00:00.099Z") })).toBe(ORDER_CHECK);
    expect(feeOrderCheck({ ...row, consentAt: row.paymentClearedAt })).toBe(ORDER_CHECK);
    expect(feeOrderCheck({ ...row, consentAt: null })).toBe(ORDER_CHECK);
    expect(feeOrderCheck({ ...row, paymentClearedAt: null })).toBe(ORDER_CHECK);
    const bare = feeComplianceRecord({
      ...row,
      offerId: null,
      enrolledBalanceCents: null,
      settlementCents: null,
      consentId: null,
      consentAt: null,
      paymentId: null,
      paymentSeq: null,
      paymentCents: null,
      paymentClearedAt: null,
      paymentEntryId: null,
    });
    expect(bare.at(-1)).toBe(ORDER_CHECK);
    expect(bare[FEE_COMPLIANCE_COLUMNS.indexOf("Amount saved")]).toBe("");
  });

  it("keeps every cell on one line", () => {
    const record = feeComplianceRecord({ ...row, typedName: "Ada\nLovelace", creditor: "Alpha\r\nBank" });
    for (const cell of record) expect(cell).not.toMatch(/[\r\n]/);
  });

  it("writes a percent of a whole exactly, to the hundredth, halves up", () => {
    expect(percentText(25n, 100n)).toBe("25.00");
    expect(percentText(1n, 3n)).toBe("33.33");
    expect(percentText(2n, 3n)).toBe("66.67");
    expect(percentText(1n, 8n)).toBe("12.50");
    expect(percentText(1n, 0n)).toBe("");
  });
});
