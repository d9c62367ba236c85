import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { DocumentMediaType } from "#app/domain/documents/kinds.ts";
import { sameName } from "#app/domain/enrollment/agreement.ts";
import {
  APPROVAL_MESSAGES,
  OFFER_APPROVAL_DISCLOSURE,
  type OfferAction,
} from "#app/domain/negotiation/offer-decisions.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import { creditorPayments, settlementOffers } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { changeState } from "../../state-change.server.ts";
import { disclosureVersion, recordConsent } from "../consent/consents.server.ts";
import { storeDocument } from "../document/documents.server.ts";
import {
  claimOffer,
  endWithoutSettlement,
  type OfferCaller,
  type OfferRow,
  offerRecipe,
  readOffer,
  settleDebt,
} from "./offer-lifecycle.server.ts";

// The decisions on a creditor's offer (issue 24), each through the offer's recipe: the customer
// approves it with their typed name (a consent record like the agreement's, naming the offer's
// exact terms) or declines it with an optional reason, until it expires by the company's
// calendar; an admin withdraws one nothing has been paid under, or records the creditor's
// confirmation with its settlement letter, which schedules the plan's payments.

export type OfferDecisionResult =
  | { kind: "changed"; offer: OfferRow }
  | { kind: "not-found" }
  | { kind: "invalid"; fieldErrors: { typedName?: string } }
  | { kind: "refused"; reason: string; offer: OfferRow };

/** The offer's terms as approved, whose SHA-256 the consent keeps. */
function termsDigest(row: OfferRow, payments: { dueOn: string; amountCents: bigint }[]): string {
  const terms = {
    offerId: row.id,
    debtAccountId: row.debtAccountId,
    amountCents: String(row.amountCents),
    feeCents: String(row.feeCents),
    expiresOn: row.expiresOn,
    payments: payments.map((payment) => ({ dueOn: payment.dueOn, amountCents: String(payment.amountCents) })),
  };
  return crypto.createHash("sha256").update(JSON.stringify(terms), "utf8").digest("hex");
}

async function run(
  db: Db,
  input: {
    offerId: string;
    action: OfferAction;
    caller: OfferCaller;
    seenVersion?: string | null;
    now: Date;
  },
  write: Parameters<typeof offerRecipe>[1],
  after?: Parameters<typeof offerRecipe>[2],
): Promise<OfferDecisionResult> {
  const today = companyDayOf(input.now);
  const result = await changeState(db, offerRecipe(today, write, after), {
    id: input.offerId,
    action: input.action,
    caller: input.caller,
    seenVersion: input.seenVersion,
    now: input.now,
  });
  if (result.kind === "not-found") return result;
  if (result.kind === "refused") return { kind: "refused", reason: result.reason, offer: result.current };
  return { kind: "changed", offer: result.after };
}

export async function approveOffer(
  db: Db,
  input: {
    offerId: string;
    caller: OfferCaller;
    typedName: string;
    seenVersion?: string | null;
    clientAddress: string | null;
    userAgent: string | null;
    now: Date;
  },
): Promise<OfferDecisionResult> {
  const seen = isUuidLike(input.offerId)
    ? await readOffer(db, input.offerId, companyDayOf(input.now))
    : undefined;
  if (!seen || (input.caller.role !== "admin" && seen.userId !== input.caller.id))
    return { kind: "not-found" };
  if (!sameName(input.typedName, seen.firstName, seen.lastName))
    return { kind: "invalid", fieldErrors: { typedName: APPROVAL_MESSAGES.nameMismatch } };
  return run(
    db,
    { ...input, action: "approve" },
    async (tx, row, _action, now) => {
      if (!(await claimOffer(tx, row))) return false;
      const payments = await tx
        .select({ dueOn: creditorPayments.dueOn, amountCents: creditorPayments.amountCents })
        .from(creditorPayments)
        .where(eq(creditorPayments.offerId, row.id))
        .orderBy(creditorPayments.seq);
      const consentId = await recordConsent(tx, {
        userId: input.caller.id,
        applicationId: row.applicationId,
        kind: "settlement_offer",
        disclosureVersion: disclosureVersion(OFFER_APPROVAL_DISCLOSURE),
        documentSha256: termsDigest(row, payments),
        typedName: input.typedName.trim(),
        planRevision: null,
        clientAddress: input.clientAddress,
        userAgent: input.userAgent,
        at: now,
      });
      await tx
        .update(settlementOffers)
        .set({ status: "approved", decidedAt: now, approvalConsentId: consentId })
        .where(eq(settlementOffers.id, row.id));
      return true;
    },
    async (tx, change) => settleDebt(tx, change.after, change.now, input.caller),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuidLike = (value: string) => UUID.test(value);

export function declineOffer(
  db: Db,
  input: {
    offerId: string;
    caller: OfferCaller;
    reason: string | null;
    seenVersion?: string | null;
    now: Date;
  },
): Promise<OfferDecisionResult> {
  return run(
    db,
    { ...input, action: "decline" },
    (tx, row, _action, now) =>
      claimOffer(tx, row, { status: "declined", decidedAt: now, declineReason: input.reason || null }),
    (tx, change) => endWithoutSettlement(tx, change.after, change.now, input.caller),
  );
}

export function withdrawOffer(
  db: Db,
  input: { offerId: string; caller: OfferCaller; seenVersion?: string | null; now: Date },
): Promise<OfferDecisionResult> {
  return run(
    db,
    { ...input, action: "withdraw" },
    (tx, row, _action, now) =>
      claimOffer(tx, row, { status: "withdrawn", decidedAt: row.status === "approved" ? undefined : now }),
    (tx, change) => endWithoutSettlement(tx, change.after, change.now, input.caller),
  );
}

export interface SettlementLetter {
  fileName: string;
  mediaType: DocumentMediaType;
  bytes: Buffer;
}

/** The creditor confirmed an approved settlement: its letter kept with the customer's documents, its payments scheduled. */
export function confirmOffer(
  db: Db,
  cipher: DataCipher,
  input: {
    offerId: string;
    caller: OfferCaller;
    letter: SettlementLetter;
    seenVersion?: string | null;
    now: Date;
  },
): Promise<OfferDecisionResult> {
  return run(db, { ...input, action: "confirm" }, async (tx, row, _action, now) => {
    if (!(await claimOffer(tx, row))) return false;
    const { id } = await storeDocument(tx, cipher, {
      userId: row.userId,
      applicationId: row.applicationId,
      kind: "settlement_letter",
      fileName: input.letter.fileName,
      mediaType: input.letter.mediaType,
      bytes: input.letter.bytes,
      now,
    });
    await tx
      .update(settlementOffers)
      .set({ confirmedAt: now, confirmationDocumentId: id })
      .where(eq(settlementOffers.id, row.id));
    await tx
      .update(creditorPayments)
      .set({ status: "scheduled" })
      .where(and(eq(creditorPayments.offerId, row.id), eq(creditorPayments.status, "planned")));
    return true;
  });
}
