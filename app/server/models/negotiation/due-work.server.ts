import { and, asc, eq, lt, lte, sql } from "drizzle-orm";
import { auditLog, creditorPayments, dedicatedAccounts, settlementOffers } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import type { Env } from "../../env.server.ts";
import { lockAccountsOf } from "../ledger/account-lock.server.ts";
import { applyProcessorEvents } from "../ledger/processor.server.ts";
import { PROCESSOR_ACTOR } from "./creditor-payments.server.ts";
import { endWithoutSettlement } from "./offer-lifecycle.server.ts";

// What the clock brings to negotiations (issue 24), run by the simulated processor's job after a
// day's deposits: the scheduled payments to creditors due by the company's day clear (each
// through the processor's one entry, under an event id of its own, so once across nodes), and
// offers past their last day unanswered expire (the debt back to Negotiating, audited). Tests
// call both with a moved clock.

const BATCH = 100;

export async function clearDueCreditorPayments(
  db: Db,
  options: { today: string; now: Date; env: Pick<Env, "site" | "publicUrl">; accountId?: string },
): Promise<{ cleared: number; refused: number }> {
  let cleared = 0;
  let refused = 0;
  let after = "";
  for (;;) {
    const due = await db
      .select({ id: creditorPayments.id })
      .from(creditorPayments)
      .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, creditorPayments.accountId))
      .where(
        and(
          eq(creditorPayments.status, "scheduled"),
          lte(creditorPayments.dueOn, options.today),
          eq(dedicatedAccounts.status, "open"),
          options.accountId ? eq(creditorPayments.accountId, options.accountId) : undefined,
          after ? sql`${creditorPayments.id} > ${after}::uuid` : undefined,
        ),
      )
      .orderBy(asc(creditorPayments.id))
      .limit(BATCH);
    if (due.length === 0) break;
    after = due.at(-1)?.id ?? after;
    const created = Math.floor(options.now.getTime() / 1000);
    for (const payment of due) {
      const [result] = await applyProcessorEvents(
        db,
        [
          {
            id: `sim-${payment.id}-paid`,
            type: "creditor_payment.cleared",
            created,
            data: { paymentId: payment.id },
          },
        ],
        { now: options.now, env: options.env },
      );
      if (result?.kind === "applied") cleared += 1;
      else if (result?.kind === "refused") refused += 1;
    }
  }
  return { cleared, refused };
}

/** Offers past their last day (`today` is after it) and unanswered: expired, each audited. */
export async function expireOffers(db: Db, options: { today: string; now: Date; accountId?: string }) {
  const due = and(
    eq(settlementOffers.status, "awaiting_approval"),
    lt(settlementOffers.expiresOn, options.today),
    options.accountId ? eq(settlementOffers.accountId, options.accountId) : undefined,
  );
  return db.transaction(async (tx) => {
    // Their accounts first, in id order (ledger/account-lock.server.ts).
    const candidates = await tx.select({ id: settlementOffers.id }).from(settlementOffers).where(due);
    await lockAccountsOf(
      tx,
      "settlement_offers",
      candidates.map((offer) => offer.id),
    );
    const expired = await tx
      .update(settlementOffers)
      .set({ status: "expired", decidedAt: options.now, version: sql`${settlementOffers.version} + 1` })
      .where(due)
      .returning({
        id: settlementOffers.id,
        debtAccountId: settlementOffers.debtAccountId,
        accountId: settlementOffers.accountId,
        expiresOn: settlementOffers.expiresOn,
      });
    for (const offer of expired)
      await endWithoutSettlement(tx, offer, options.now, { id: null, email: PROCESSOR_ACTOR });
    if (expired.length > 0) {
      await tx.insert(auditLog).values(
        expired.map((offer) => ({
          actorId: null,
          actorEmail: PROCESSOR_ACTOR,
          action: "offer_expired" as const,
          targetType: "settlement_offer" as const,
          targetId: offer.id,
          before: { status: "awaiting_approval" },
          after: { status: "expired", expiresOn: offer.expiresOn, debtAccountId: offer.debtAccountId },
          createdAt: options.now,
        })),
      );
    }
    return expired.length;
  });
}
