// Each enrolled debt's negotiation (issue 24; decisions.md, "Negotiation per debt", "Fees only
// after results"): its stage, the creditors' offers with their payment plans, and the payments
// made to creditors. The money rules live here too (migration 0027): an offer's fee is 25% of
// what it saves, computed by the database's CHECK; one offer at a time per debt; and the
// ledger's trigger refuses a payment to a creditor that no approved, confirmed plan scheduled and
// a fee without a recorded settlement, the customer's approval and a cleared payment under it.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CREDITOR_PAYMENT_STATUSES,
  DEBT_STAGES,
  OFFER_STATUSES,
} from "../../app/domain/negotiation/kinds.ts";
import { FEE_PERCENT_OF_SAVINGS } from "../../app/domain/program.ts";
import { users } from "./accounts.ts";
import { debtAccounts } from "./applications.ts";
import { oneOf } from "./columns.ts";
import { documents } from "./documents.ts";
import { dedicatedAccounts } from "./ledger.ts";

/** One row per enrolled debt, made when enrollment is approved: where its negotiation stands. */
export const debtNegotiations = pgTable(
  "debt_negotiations",
  {
    debtAccountId: uuid("debt_account_id")
      .primaryKey()
      .references(() => debtAccounts.id, { onDelete: "restrict" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => dedicatedAccounts.id, { onDelete: "restrict" }),
    // The debt's balance when it was enrolled: what offers are measured against.
    enrolledBalanceCents: bigint("enrolled_balance_cents", { mode: "bigint" }).notNull(),
    stage: text("stage", { enum: DEBT_STAGES }).notNull().default("enrolled"),
    stageReachedAt: timestamp("stage_reached_at", { withTimezone: true }).notNull(),
    removedReason: text("removed_reason"),
    // Every change of stage adds one: the version a page showed.
    version: integer("version").notNull().default(1),
    // Issue 45: the first day of the month the program's one projection expects the account to
    // cover this debt's settlement and fee, written by reconcileSchedule while it is still to
    // settle (null otherwise, or when not covered). The Work Queue's "ready to negotiate" reads it.
    expectedMonth: date("expected_month", { mode: "string" }),
  },
  (t) => [
    index("debt_negotiations_account_id_idx").on(t.accountId),
    // The Work Queue's debts ready to negotiate (issue 45): longest ready first.
    index("debt_negotiations_ready_idx")
      .on(t.expectedMonth, t.debtAccountId)
      .where(sql`${t.stage} in ('enrolled', 'saving', 'negotiating') and ${t.expectedMonth} is not null`),
    check(
      "debt_negotiations_expected_month_first_day",
      sql`${t.expectedMonth} is null or extract(day from ${t.expectedMonth}) = 1`,
    ),
    check("debt_negotiations_stage_check", oneOf(t.stage, DEBT_STAGES)),
    check("debt_negotiations_enrolled_balance_positive", sql`${t.enrolledBalanceCents} > 0`),
    check(
      "debt_negotiations_removed_reason",
      sql`(${t.stage} = 'removed') = (${t.removedReason} is not null) and (${t.removedReason} is null or char_length(${t.removedReason}) between 1 and 500)`,
    ),
  ],
);

export const settlementOffers = pgTable(
  "settlement_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    debtAccountId: uuid("debt_account_id")
      .notNull()
      .references(() => debtNegotiations.debtAccountId, { onDelete: "restrict" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => dedicatedAccounts.id, { onDelete: "restrict" }),
    enrolledBalanceCents: bigint("enrolled_balance_cents", { mode: "bigint" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    // 25% of the amount saved, rounded to the cent (the CHECK below computes it).
    feeCents: bigint("fee_cents", { mode: "bigint" }).notNull(),
    // The last day the customer may approve it (the company's calendar, US Eastern).
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    creditorReference: text("creditor_reference").notNull(),
    notes: text("notes"),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("awaiting_approval"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // The customer's approval (typed name), kept like the agreement's.
    // No foreign key: the consents table takes none (migration 0024), so nothing can hold it.
    approvalConsentId: uuid("approval_consent_id"),
    declineReason: text("decline_reason"),
    // The creditor's confirmation of an approved settlement, with its letter.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmationDocumentId: uuid("confirmation_document_id").references(() => documents.id, {
      onDelete: "restrict",
    }),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    // One offer in play per debt: two admins recording at once cannot both win.
    uniqueIndex("settlement_offers_one_live_per_debt")
      .on(t.debtAccountId)
      .where(sql`${t.status} in ('awaiting_approval', 'approved')`),
    index("settlement_offers_debt_account_id_recorded_at_idx").on(t.debtAccountId, t.recordedAt),
    // The Work Queue and the expiry sweep: offers waiting for the customer, soonest expiry first.
    index("settlement_offers_awaiting_idx")
      .on(t.expiresOn, t.id)
      .where(sql`${t.status} = 'awaiting_approval'`),
    // The Work Queue: approved offers the creditor has not confirmed yet.
    index("settlement_offers_unconfirmed_idx")
      .on(t.decidedAt, t.id)
      .where(sql`${t.status} = 'approved' and ${t.confirmedAt} is null`),
    check("settlement_offers_status_check", oneOf(t.status, OFFER_STATUSES)),
    check(
      "settlement_offers_amount_saves",
      sql`${t.amountCents} > 0 and ${t.amountCents} < ${t.enrolledBalanceCents}`,
    ),
    check(
      "settlement_offers_fee_of_savings",
      sql`${t.feeCents} = ((${t.enrolledBalanceCents} - ${t.amountCents}) * ${sql.raw(String(FEE_PERCENT_OF_SAVINGS))} + 50) / 100`,
    ),
    check(
      "settlement_offers_reference_one_line",
      sql`char_length(${t.creditorReference}) between 1 and 100 and ${t.creditorReference} !~ '[\\r\\n]'`,
    ),
    check("settlement_offers_notes_length", sql`${t.notes} is null or char_length(${t.notes}) <= 2000`),
    check(
      "settlement_offers_decline_reason_length",
      sql`${t.declineReason} is null or char_length(${t.declineReason}) <= 500`,
    ),
    check("settlement_offers_decided", sql`(${t.status} = 'awaiting_approval') = (${t.decidedAt} is null)`),
    check(
      "settlement_offers_approved_with_consent",
      sql`(${t.status} = 'approved') <= (${t.approvalConsentId} is not null)`,
    ),
    check(
      "settlement_offers_confirmed_after_approval",
      sql`${t.confirmedAt} is null or (${t.approvalConsentId} is not null and ${t.confirmationDocumentId} is not null)`,
    ),
  ],
);

/** One dated payment of an offer's plan. */
export const creditorPayments = pgTable(
  "creditor_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => settlementOffers.id, { onDelete: "restrict" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => dedicatedAccounts.id, { onDelete: "restrict" }),
    debtAccountId: uuid("debt_account_id").notNull(),
    // 1 for the first payment of the plan, and so on.
    seq: integer("seq").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    status: text("status", { enum: CREDITOR_PAYMENT_STATUSES }).notNull().default("planned"),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
    // The processor's own reference for the payment, once it cleared (issue 45).
    processorReference: text("processor_reference"),
  },
  (t) => [
    uniqueIndex("creditor_payments_offer_id_seq_key").on(t.offerId, t.seq),
    // The processor's work list and the Work Queue's payments due: scheduled, by day.
    index("creditor_payments_due_idx").on(t.dueOn, t.id).where(sql`${t.status} = 'scheduled'`),
    index("creditor_payments_account_id_idx").on(t.accountId),
    check("creditor_payments_status_check", oneOf(t.status, CREDITOR_PAYMENT_STATUSES)),
    check("creditor_payments_amount_positive", sql`${t.amountCents} > 0`),
    check(
      "creditor_payments_processor_reference",
      sql`${t.processorReference} is null or ${t.processorReference} ~ '^[A-Za-z0-9_.:-]{1,100}$'`,
    ),
    check("creditor_payments_seq_positive", sql`${t.seq} >= 1`),
    check(
      "creditor_payments_cleared_consistent",
      sql`(${t.status} = 'cleared') = (${t.clearedAt} is not null)`,
    ),
  ],
);
