import { and, count, eq, ne, sql } from "drizzle-orm";
import {
  applications,
  auditLog,
  creditorPayments,
  debtAccounts,
  dedicatedAccounts,
  ledgerEntries,
  settlementOffers,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { debtPaidOffEmail } from "../../email/negotiation-emails.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import type { Env } from "../../env.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";
import { moveStage } from "./debt-state.server.ts";

// A payment to a creditor clears (issue 24; decisions.md, "Fees only after results"): in the
// processor event's transaction the payment is marked cleared and posted to the ledger; the
// first cleared payment of a settlement charges its fee (25% of the amount saved) in the same
// transaction, and the database's trigger checks that the fee has its settlement, its approval
// and this cleared payment; the last one pays the debt off, audited, and the customer is
// e-mailed (rendered before the transaction).

/** Who acts when the processor reports a payment: no person. */
export const PROCESSOR_ACTOR = "payment-processor";

export type ClearedPayment = { kind: "cleared"; paidOff: boolean; accountId: string } | { kind: "not-found" };

/** The paid-off e-mail, rendered before the transaction when this payment is the plan's last. */
export async function preparePaidOffEmail(
  db: Db,
  paymentId: string,
  env: Pick<Env, "site" | "publicUrl">,
): Promise<RenderedOutgoingEmail | null> {
  const [row] = await db
    .select({
      offerId: creditorPayments.offerId,
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      creditor: debtAccounts.originalCreditor,
      settledCents: settlementOffers.amountCents,
      remaining: sql<number>`(select count(*)::int from ${creditorPayments} p where p.offer_id = ${creditorPayments.offerId} and p.status <> 'cleared')`,
    })
    .from(creditorPayments)
    .innerJoin(settlementOffers, eq(settlementOffers.id, creditorPayments.offerId))
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, creditorPayments.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .innerJoin(debtAccounts, eq(debtAccounts.id, creditorPayments.debtAccountId))
    .where(eq(creditorPayments.id, paymentId));
  if (!row) return null;
  if (row.remaining !== 1) return null;
  return renderOutgoing(debtPaidOffEmail(env.site, `${env.publicUrl}/dashboard/program`, row));
}

export async function clearCreditorPayment(
  tx: Db,
  input: {
    paymentId: string;
    eventId: string;
    now: Date;
    email: RenderedOutgoingEmail | null;
    /** The processor's reference for the payment, when it gave one (issue 45). */
    reference?: string | undefined;
  },
): Promise<ClearedPayment> {
  const [payment] = await tx
    .update(creditorPayments)
    .set({ status: "cleared", clearedAt: input.now, processorReference: input.reference ?? null })
    .where(and(eq(creditorPayments.id, input.paymentId), eq(creditorPayments.status, "scheduled")))
    .returning();
  if (!payment) return { kind: "not-found" };
  await tx.insert(ledgerEntries).values({
    accountId: payment.accountId,
    kind: "creditor_payment",
    amountCents: -payment.amountCents,
    effectiveOn: payment.dueOn,
    debtAccountId: payment.debtAccountId,
    creditorPaymentId: payment.id,
    eventId: input.eventId,
  });
  const [offer] = await tx
    .select({
      id: settlementOffers.id,
      feeCents: settlementOffers.feeCents,
      // Written out: in a select from one table drizzle leaves columns unqualified.
      feeCharged: sql<boolean>`exists (select 1 from ledger_entries fee_entry where fee_entry.offer_id = "settlement_offers"."id" and fee_entry.kind = 'fee')`,
    })
    .from(settlementOffers)
    .where(eq(settlementOffers.id, payment.offerId));
  if (offer && !offer.feeCharged && offer.feeCents > 0n) {
    await tx.insert(ledgerEntries).values({
      accountId: payment.accountId,
      kind: "fee",
      amountCents: -offer.feeCents,
      effectiveOn: payment.dueOn,
      debtAccountId: payment.debtAccountId,
      offerId: payment.offerId,
    });
  }
  const [left] = await tx
    .select({ n: count() })
    .from(creditorPayments)
    .where(and(eq(creditorPayments.offerId, payment.offerId), ne(creditorPayments.status, "cleared")));
  if ((left?.n ?? 0) > 0) return { kind: "cleared", paidOff: false, accountId: payment.accountId };
  await moveStage(tx, payment.debtAccountId, "paid_off", input.now, null);
  // Nothing more is promised for this debt: the schedule follows (issue 43), and with the last
  // debt paid off no deposit is left to draw.
  await reconcileSchedule(tx, {
    accountId: payment.accountId,
    now: input.now,
    actor: { id: null, email: PROCESSOR_ACTOR },
  });
  await tx.insert(auditLog).values({
    actorId: null,
    actorEmail: PROCESSOR_ACTOR,
    action: "debt_payoff_completed",
    targetType: "debt_account",
    targetId: payment.debtAccountId,
    before: { stage: "settled" },
    after: { stage: "paid_off", offerId: payment.offerId },
    createdAt: input.now,
  });
  if (input.email) await enqueueRendered(tx, input.email);
  return { kind: "cleared", paidOff: true, accountId: payment.accountId };
}
