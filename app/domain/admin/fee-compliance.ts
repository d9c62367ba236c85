// The fee compliance export (issue 45; decisions.md, "Fees only after results"): one row per fee
// the ledger charged, with what the Telemarketing Sales Rule asks a debt relief firm to show for
// it (16 CFR 310.4(a)(5)(i)): the settlement that changed the debt's terms, the customer's
// agreement to it, the first payment to the creditor under it, and the fee's basis in the amount
// saved. The database refuses a fee without these (migration 0027); the "Order check" column lets
// the reader see it held: approval, then payment, then fee. Pure: the server reads the rows
// (app/server/models/reports/fee-compliance.server.ts) and writes them with the CSV writer.
import { applicationNumber } from "../application/labels.ts";
import { centsToDecimal } from "../money.ts";
import { oneLineCell } from "./users-export.ts";

export const FEE_COMPLIANCE_COLUMNS = [
  "Fee entry id",
  "Fee posted at (UTC)",
  "Fee bank day",
  "Fee amount",
  "Customer",
  "Application",
  "Application id",
  "Creditor",
  "Debt id",
  "Settlement offer id",
  "Enrolled balance",
  "Settlement amount",
  "Amount saved",
  "Fee percent of amount saved",
  "Creditor reference",
  "Offer recorded at (UTC)",
  "Approved at (UTC)",
  "Creditor confirmed at (UTC)",
  "Consent id",
  "Consent at (UTC)",
  "Typed name",
  "Terms approved (SHA-256)",
  "Disclosure version (SHA-256)",
  "First cleared payment id",
  "Payment number",
  "Payment amount",
  "Payment bank day",
  "Payment cleared at (UTC)",
  "Payment ledger entry id",
  "Processor event id",
  "Order check",
] as const;

/** One fee as the server reads it; what the database should always have may still be missing here. */
export interface FeeComplianceSource {
  feeEntryId: bigint;
  feePostedAt: Date;
  feeBankDay: string;
  /** The entry's amount as posted: negative, money out of the account. */
  feeAmountCents: bigint;
  firstName: string;
  lastName: string;
  applicationId: string;
  creditor: string | null;
  debtAccountId: string | null;
  offerId: string | null;
  enrolledBalanceCents: bigint | null;
  settlementCents: bigint | null;
  creditorReference: string | null;
  recordedAt: Date | null;
  approvedAt: Date | null;
  confirmedAt: Date | null;
  consentId: string | null;
  consentAt: Date | null;
  typedName: string | null;
  termsSha256: string | null;
  disclosureVersion: string | null;
  paymentId: string | null;
  paymentSeq: number | null;
  paymentCents: bigint | null;
  paymentBankDay: string | null;
  paymentClearedAt: Date | null;
  paymentEntryId: bigint | null;
  processorEventId: string | null;
}

export const ORDER_OK = "OK";
export const ORDER_CHECK = "CHECK";

/**
 * "OK" when the customer approved the settlement before the first payment to the creditor cleared,
 * and the fee was posted with that payment or after it (the same transaction posts both); "CHECK"
 * otherwise, or when any of the three is missing.
 */
export function feeOrderCheck(
  row: Pick<FeeComplianceSource, "consentAt" | "paymentClearedAt" | "feePostedAt">,
): typeof ORDER_OK | typeof ORDER_CHECK {
  const { consentAt, paymentClearedAt, feePostedAt } = row;
  if (!consentAt || !paymentClearedAt) return ORDER_CHECK;
  return consentAt.getTime() < paymentClearedAt.getTime() &&
    paymentClearedAt.getTime() <= feePostedAt.getTime()
    ? ORDER_OK
    : ORDER_CHECK;
}

/** `part` of `whole` as a percent with two decimals, exactly ("25.00"); empty without a whole. */
export function percentText(part: bigint, whole: bigint): string {
  if (whole <= 0n) return "";
  // Hundredths of a percent, halves up: round(part * 10000 / whole).
  const hundredths = (part * 20_000n + whole) / (2n * whole);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}`;
}

const moment = (value: Date | null) => (value ? value.toISOString() : "");
const money = (cents: bigint | null) => (cents === null ? "" : centsToDecimal(cents < 0n ? -cents : cents));

/** One fee's cells, in the columns' order: moments in UTC (ISO 8601), days as they are, amounts positive. */
export function feeComplianceRecord(row: FeeComplianceSource): string[] {
  const fee = -row.feeAmountCents;
  const saved =
    row.enrolledBalanceCents !== null && row.settlementCents !== null
      ? row.enrolledBalanceCents - row.settlementCents
      : null;
  return [
    String(row.feeEntryId),
    moment(row.feePostedAt),
    row.feeBankDay,
    money(fee),
    `${row.firstName} ${row.lastName}`,
    `#${applicationNumber(row.applicationId)}`,
    row.applicationId,
    row.creditor ?? "",
    row.debtAccountId ?? "",
    row.offerId ?? "",
    money(row.enrolledBalanceCents),
    money(row.settlementCents),
    money(saved),
    saved === null ? "" : percentText(fee, saved),
    row.creditorReference ?? "",
    moment(row.recordedAt),
    moment(row.approvedAt),
    moment(row.confirmedAt),
    row.consentId ?? "",
    moment(row.consentAt),
    row.typedName ?? "",
    row.termsSha256 ?? "",
    row.disclosureVersion ?? "",
    row.paymentId ?? "",
    row.paymentSeq === null ? "" : String(row.paymentSeq),
    money(row.paymentCents),
    row.paymentBankDay ?? "",
    moment(row.paymentClearedAt),
    row.paymentEntryId === null ? "" : String(row.paymentEntryId),
    row.processorEventId ?? "",
    feeOrderCheck(row),
  ].map(oneLineCell);
}
