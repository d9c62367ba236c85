import { and, asc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  FEE_COMPLIANCE_COLUMNS,
  type FeeComplianceSource,
  feeComplianceRecord,
} from "#app/domain/admin/fee-compliance.ts";
import {
  applications,
  consents,
  creditorPayments,
  debtAccounts,
  dedicatedAccounts,
  ledgerEntries,
  settlementOffers,
} from "#db/schema.ts";
import { csvStream } from "../../csv-file.server.ts";
import type { Db } from "../../db.server.ts";

// The fee compliance export (issue 45): every fee entry of the ledger, oldest first, a page at a
// time on its own partial index (ledger_entries_fee_id_idx), each with its settlement offer, the
// customer's consent to it, the first payment to the creditor that cleared under it (a lateral
// read on creditor_payments_offer_id_seq_key) and that payment's own ledger entry (with the
// processor's event id). The joins are outer: a fee whose pieces were missing would still be a row
// (its order check "CHECK"), never silently left out; the database's trigger (migration 0027)
// makes that impossible, and the export lets a reader see it.
//
// No transaction holds the pages together (one would stop every other request on the embedded
// database for the export's length): each fee is written once (the order is strict); a fee posted
// meanwhile may or may not be in the file.

export const FEE_COMPLIANCE_PAGE_SIZE = 2_000;

const firstPayment = alias(creditorPayments, "first_payment");
const paymentEntry = alias(ledgerEntries, "payment_entry");

async function readPage(db: Db, after: bigint | null, size: number): Promise<FeeComplianceSource[]> {
  const cleared = db
    .select({
      id: firstPayment.id,
      seq: firstPayment.seq,
      amountCents: firstPayment.amountCents,
      dueOn: firstPayment.dueOn,
      clearedAt: firstPayment.clearedAt,
    })
    .from(firstPayment)
    .where(and(eq(firstPayment.offerId, ledgerEntries.offerId), eq(firstPayment.status, "cleared")))
    .orderBy(asc(firstPayment.clearedAt), asc(firstPayment.seq))
    .limit(1)
    .as("cleared");
  return db
    .select({
      feeEntryId: ledgerEntries.id,
      feePostedAt: ledgerEntries.createdAt,
      feeBankDay: ledgerEntries.effectiveOn,
      feeAmountCents: ledgerEntries.amountCents,
      firstName: applications.firstName,
      lastName: applications.lastName,
      applicationId: applications.id,
      creditor: debtAccounts.originalCreditor,
      debtAccountId: ledgerEntries.debtAccountId,
      offerId: settlementOffers.id,
      enrolledBalanceCents: settlementOffers.enrolledBalanceCents,
      settlementCents: settlementOffers.amountCents,
      creditorReference: settlementOffers.creditorReference,
      recordedAt: settlementOffers.recordedAt,
      approvedAt: settlementOffers.decidedAt,
      confirmedAt: settlementOffers.confirmedAt,
      consentId: consents.id,
      consentAt: consents.createdAt,
      typedName: consents.typedName,
      termsSha256: consents.documentSha256,
      disclosureVersion: consents.disclosureVersion,
      paymentId: cleared.id,
      paymentSeq: cleared.seq,
      paymentCents: cleared.amountCents,
      paymentBankDay: cleared.dueOn,
      paymentClearedAt: cleared.clearedAt,
      paymentEntryId: paymentEntry.id,
      processorEventId: paymentEntry.eventId,
    })
    .from(ledgerEntries)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, ledgerEntries.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .leftJoin(debtAccounts, eq(debtAccounts.id, ledgerEntries.debtAccountId))
    .leftJoin(settlementOffers, eq(settlementOffers.id, ledgerEntries.offerId))
    .leftJoin(consents, eq(consents.id, settlementOffers.approvalConsentId))
    .leftJoinLateral(cleared, sql`true`)
    .leftJoin(
      paymentEntry,
      and(eq(paymentEntry.kind, "creditor_payment"), eq(paymentEntry.creditorPaymentId, cleared.id)),
    )
    .where(and(eq(ledgerEntries.kind, "fee"), after === null ? undefined : gt(ledgerEntries.id, after)))
    .orderBy(asc(ledgerEntries.id))
    .limit(size);
}

async function* records(db: Db, first: FeeComplianceSource[], size: number): AsyncGenerator<string[]> {
  let page = first;
  for (;;) {
    for (const row of page) yield feeComplianceRecord(row);
    const last = page.at(-1);
    if (page.length < size || !last) return;
    page = await readPage(db, last.feeEntryId, size);
  }
}

/** Every fee's rows, as the file's records (tests read them without the CSV). */
export async function* feeComplianceRecords(
  db: Db,
  pageSize = FEE_COMPLIANCE_PAGE_SIZE,
): AsyncGenerator<string[]> {
  yield* records(db, await readPage(db, null, pageSize), pageSize);
}

/**
 * The export as a stream of CSV bytes. The first page is read before it returns, so a database
 * that cannot answer fails the request (an error page) instead of sending an empty file.
 */
export async function feeComplianceCsvStream(
  db: Db,
  pageSize = FEE_COMPLIANCE_PAGE_SIZE,
): Promise<ReadableStream<Uint8Array>> {
  const first = await readPage(db, null, pageSize);
  return csvStream(
    FEE_COMPLIANCE_COLUMNS,
    records(db, first, pageSize),
    "the fee compliance export failed part-way",
  );
}
