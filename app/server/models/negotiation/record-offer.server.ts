import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { formatCents, formatDate } from "#app/domain/format.ts";
import { affordability } from "#app/domain/negotiation/affordability.ts";
import { offerTerms } from "#app/domain/negotiation/offer-figures.ts";
import type { OfferInput } from "#app/domain/negotiation/offer-form.ts";
import { STAGE_MESSAGES } from "#app/domain/negotiation/stages.ts";
import { companyDayOf, formatDeadline, timeZoneOf } from "#app/domain/time-zone.ts";
import {
  applications,
  auditLog,
  creditorPayments,
  debtAccounts,
  debtNegotiations,
  settlementOffers,
  users,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { offerNeedsApprovalEmail } from "../../email/negotiation-emails.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import type { Env } from "../../env.server.ts";
import { changeState } from "../../state-change.server.ts";
import { readAccountFlows } from "./commitments.server.ts";
import type { DebtStateRow } from "./debt-state.server.ts";
import { debtStageRecipe, type StageCaller } from "./stages.server.ts";

// An admin records a creditor's offer on a debt in Negotiating (issue 24): through the debt's
// recipe (its stage moves to Approval Needed on the version the admin's page showed, so of two
// admins recording at once one wins), then in the same transaction, with the account's row
// locked so no other offer is weighed beside it: the offer must save something, and the account
// must be able to pay its plan on its dates with the deposits scheduled and what is already
// promised; the offer and its planned payments are written, audited, and the customer e-mailed.

export type RecordOfferResult =
  | { kind: "recorded"; offerId: string; debt: DebtStateRow }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string; field?: "amount" | "paymentDate1" };

class Refused extends Error {
  readonly reason: string;
  readonly field: "amount" | "paymentDate1" | undefined;
  constructor(reason: string, field?: "amount" | "paymentDate1") {
    super(reason);
    this.reason = reason;
    this.field = field;
  }
}

export async function recordOffer(
  db: Db,
  input: {
    debtAccountId: string;
    admin: StageCaller;
    offer: OfferInput;
    seenVersion?: string | null;
    env: Pick<Env, "site" | "publicUrl">;
    now: Date;
  },
): Promise<RecordOfferResult> {
  const offerId = crypto.randomUUID();
  const { offer, now } = input;
  const recipe = debtStageRecipe<RenderedOutgoingEmail | null>(null, {
    async prepare(read) {
      const [to] = await read
        .select({
          email: applications.email,
          firstName: applications.firstName,
          lastName: applications.lastName,
          creditor: debtAccounts.originalCreditor,
          timeZone: users.timeZone,
        })
        .from(debtNegotiations)
        .innerJoin(debtAccounts, eq(debtAccounts.id, debtNegotiations.debtAccountId))
        .innerJoin(applications, eq(applications.id, debtAccounts.applicationId))
        .leftJoin(users, eq(users.id, applications.userId))
        .where(eq(debtNegotiations.debtAccountId, input.debtAccountId));
      if (!to) return null;
      const { timeZone, ...recipient } = to;
      return renderOutgoing(
        offerNeedsApprovalEmail(input.env.site, `${input.env.publicUrl}/dashboard/program`, {
          ...recipient,
          offerId,
          // The deadline in the company's zone and the customer's own time (issue 43).
          deadline: formatDeadline(offer.expiresOn, timeZoneOf(timeZone)),
        }),
      );
    },
    async after(tx, debt, email) {
      if (offer.amountCents >= debt.enrolledBalanceCents)
        throw new Refused(
          STAGE_MESSAGES.amountNotBelowBalance(formatCents(debt.enrolledBalanceCents)),
          "amount",
        );
      const { feeCents } = offerTerms(debt.enrolledBalanceCents, offer.amountCents);
      // The account's row lock: offers on this account are weighed one at a time.
      await tx.execute(sql`select id from dedicated_accounts where id = ${debt.accountId} for update`);
      const flows = await readAccountFlows(tx, debt.accountId, companyDayOf(now));
      const verdict = affordability({
        ...flows,
        payments: offer.payments.map((payment) => ({
          date: payment.dueOn,
          amountCents: payment.amountCents,
        })),
        feeCents,
      });
      if (verdict.kind === "short")
        throw new Refused(
          STAGE_MESSAGES.shortfall(formatCents(verdict.shortfallCents), formatDate(verdict.failsOn)),
          "paymentDate1",
        );
      await tx.insert(settlementOffers).values({
        id: offerId,
        debtAccountId: debt.debtAccountId,
        accountId: debt.accountId,
        enrolledBalanceCents: debt.enrolledBalanceCents,
        amountCents: offer.amountCents,
        feeCents,
        expiresOn: offer.expiresOn,
        creditorReference: offer.creditorReference,
        notes: offer.notes,
        recordedBy: input.admin.id,
        recordedAt: now,
      });
      await tx.insert(creditorPayments).values(
        offer.payments.map((payment, index) => ({
          offerId,
          accountId: debt.accountId,
          debtAccountId: debt.debtAccountId,
          seq: index + 1,
          dueOn: payment.dueOn,
          amountCents: payment.amountCents,
        })),
      );
      await tx.insert(auditLog).values({
        actorId: input.admin.id,
        actorEmail: input.admin.email,
        action: "offer_recorded",
        targetType: "settlement_offer",
        targetId: offerId,
        before: null,
        after: {
          debtAccountId: debt.debtAccountId,
          amountCents: String(offer.amountCents),
          feeCents: String(feeCents),
          expiresOn: offer.expiresOn,
          creditorReference: offer.creditorReference,
          payments: offer.payments.map((payment) => ({
            dueOn: payment.dueOn,
            amountCents: String(payment.amountCents),
          })),
        },
      });
      if (email) await enqueueRendered(tx, email);
    },
  });
  try {
    const result = await changeState(db, recipe, {
      id: input.debtAccountId,
      action: "record-offer",
      caller: input.admin,
      seenVersion: input.seenVersion,
      now,
    });
    if (result.kind === "not-found") return result;
    if (result.kind === "refused") return { kind: "refused", reason: result.reason };
    return { kind: "recorded", offerId, debt: result.after };
  } catch (error) {
    if (error instanceof Refused)
      return { kind: "refused", reason: error.reason, ...(error.field ? { field: error.field } : {}) };
    if (isOneLiveOffer(error)) return { kind: "refused", reason: STAGE_MESSAGES.stale };
    throw error;
  }
}

function isOneLiveOffer(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return cause.code === "23505" && cause.constraint === "settlement_offers_one_live_per_debt";
}
