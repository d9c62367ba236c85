// The dedicated account (issue 23; decisions.md, "Dedicated account", "Deposits", "Leaving the
// program"): opened when enrollment is approved, an append-only ledger in whole cents, the
// deposit schedule from the plan, the processor's events applied once, and the refund of a
// customer who leaves. The money rules live here too (migration 0026): an entry's insert moves
// the account's balance under that account's row lock and the balance may not go below zero; no
// entry is ever changed or removed; the balance changes only through an entry.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  DEDICATED_ACCOUNT_STATUSES,
  DEPOSIT_KINDS,
  DEPOSIT_STATUSES,
  DRAFT_DAY,
  LEDGER_ENTRY_KINDS,
  REFUND_STATES,
  RETURN_REASONS,
} from "../../app/domain/ledger/kinds.ts";
import { PROGRAM_ENDINGS } from "../../app/domain/projection/facts.ts";
import { applications } from "./applications.ts";
import { oneOf } from "./columns.ts";

export const dedicatedAccounts = pgTable(
  "dedicated_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Money records outlive everything else: an application with an account cannot be removed.
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "restrict" }),
    status: text("status", { enum: DEDICATED_ACCOUNT_STATUSES }).notNull().default("open"),
    // The sum of the entries, kept by the entries' insert trigger (nothing else may change it).
    balanceCents: bigint("balance_cents", { mode: "bigint" }).notNull().default(sql`0`),
    // The order the debts are to settle in (debt_accounts ids), when an admin set one; null:
    // smallest balance first.
    settlementOrder: uuid("settlement_order").array(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // Why it closed (issue 43): the customer left, or the program is complete. Set with closed_at.
    closedReason: text("closed_reason", { enum: PROGRAM_ENDINGS }),
    // The day of the month deposits are drawn on, once the customer moved it (issue 44); null: the
    // plan's first deposit's day. Always a day every month has.
    draftDay: smallint("draft_day"),
    // Issue 45: the deposits returned in a row, latest by due day (a cleared one after them resets
    // it), and when the latest came back; kept by scheduled_deposits' trigger (migration 0039),
    // never written by the application. Two in a row lists the customer among the deposits at risk.
    returnsInARow: smallint("returns_in_a_row").notNull().default(0),
    lastReturnAt: timestamp("last_return_at", { withTimezone: true }),
    // Issue 45: the enrolled debts not yet final (enrolled … settled), kept by debt_negotiations'
    // trigger (migration 0039). An open account with none is a graduate to close out.
    openDebts: smallint("open_debts").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dedicated_accounts_application_id_key").on(t.applicationId),
    // The Work Queue's deposits at risk (issue 45): open accounts with two returns in a row, latest first.
    index("dedicated_accounts_at_risk_idx")
      .on(t.lastReturnAt, t.id)
      .where(sql`${t.status} = 'open' and ${t.returnsInARow} >= 2`),
    // The Work Queue's graduates to close out (issue 45): open accounts with no debt left in play.
    index("dedicated_accounts_to_close_idx")
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} = 'open' and ${t.openDebts} = 0`),
    check("dedicated_accounts_returns_in_a_row", sql`${t.returnsInARow} >= 0`),
    check("dedicated_accounts_open_debts", sql`${t.openDebts} >= 0`),
    // The admins' list of accounts, newest opened first, a page at a time.
    index("dedicated_accounts_opened_at_id_idx").on(t.openedAt, t.id),
    check("dedicated_accounts_status_check", oneOf(t.status, DEDICATED_ACCOUNT_STATUSES)),
    check("dedicated_accounts_balance_not_negative", sql`${t.balanceCents} >= 0`),
    check(
      "dedicated_accounts_closed_consistent",
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`,
    ),
    check(
      "dedicated_accounts_closed_reason",
      sql`(${t.status} = 'closed') = (${t.closedReason} is not null) and (${t.closedReason} is null or ${oneOf(t.closedReason, PROGRAM_ENDINGS)})`,
    ),
    check(
      "dedicated_accounts_draft_day",
      sql`${t.draftDay} is null or ${t.draftDay} between ${sql.raw(String(DRAFT_DAY.min))} and ${sql.raw(String(DRAFT_DAY.max))}`,
    ),
  ],
);

/** One row per month of the plan: its day and amount, and what became of it. */
export const scheduledDeposits = pgTable(
  "scheduled_deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => dedicatedAccounts.id, { onDelete: "restrict" }),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    status: text("status", { enum: DEPOSIT_STATUSES }).notNull().default("scheduled"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    returnReason: text("return_reason", { enum: RETURN_REASONS }),
    // Issue 45: the ACH return code the bank gave (R01 …), set exactly when returned (the pairing
    // is checked by migration 0039's hand-written part, after the backfill).
    returnCode: text("return_code"),
    // The plan's monthly deposit, an extra one (issue 44), or a retry of a returned one (issue 45).
    kind: text("kind", { enum: DEPOSIT_KINDS }).notNull().default("regular"),
    // A retry's returned deposit.
    retryOf: uuid("retry_of").references((): AnyPgColumn => scheduledDeposits.id, { onDelete: "restrict" }),
    // The processor's own reference for the money movement, once it cleared (issue 45).
    processorReference: text("processor_reference"),
  },
  (t) => [
    // One regular deposit a day per account; an extra deposit (or a retry) may fall on a regular
    // one's day, and a skipped or cancelled row keeps its day without holding it.
    uniqueIndex("scheduled_deposits_account_id_due_on_key")
      .on(t.accountId, t.dueOn)
      .where(sql`${t.kind} = 'regular' and ${t.status} not in ('cancelled', 'skipped')`),
    // The processor's work list: what is due and not yet cleared, read a range at a time.
    index("scheduled_deposits_due_idx").on(t.dueOn, t.id).where(sql`${t.status} = 'scheduled'`),
    // The admins' most recent returned deposits.
    index("scheduled_deposits_returned_idx").on(t.settledAt, t.id).where(sql`${t.status} = 'returned'`),
    // A returned deposit's retries (issue 45): how many, read under the account's lock.
    index("scheduled_deposits_retry_of_idx").on(t.retryOf).where(sql`${t.retryOf} is not null`),
    check("scheduled_deposits_status_check", oneOf(t.status, DEPOSIT_STATUSES)),
    check("scheduled_deposits_kind_check", oneOf(t.kind, DEPOSIT_KINDS)),
    check("scheduled_deposits_retry_of", sql`(${t.kind} = 'retry') = (${t.retryOf} is not null)`),
    check(
      "scheduled_deposits_return_code_shape",
      sql`${t.returnCode} is null or (${t.returnCode} ~ '^R[0-9]{2}$' and ${t.returnCode} <> 'R00')`,
    ),
    check(
      "scheduled_deposits_processor_reference",
      sql`${t.processorReference} is null or ${t.processorReference} ~ '^[A-Za-z0-9_.:-]{1,100}$'`,
    ),
    check("scheduled_deposits_amount_positive", sql`${t.amountCents} > 0`),
    check(
      "scheduled_deposits_settled_consistent",
      sql`(${t.status} = 'scheduled') = (${t.settledAt} is null)`,
    ),
    check(
      "scheduled_deposits_return_reason",
      sql`(${t.status} = 'returned') = (${t.returnReason} is not null) and (${t.returnReason} is null or ${oneOf(t.returnReason, RETURN_REASONS)})`,
    ),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => dedicatedAccounts.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
    // Signed: money in is positive, money out negative (the kind fixes the sign).
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    // The balance once this entry is posted, set by the insert trigger under the account's lock.
    balanceAfterCents: bigint("balance_after_cents", { mode: "bigint" }).notNull().default(sql`0`),
    // The day the money moved (the deposit's day, the refund's request).
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    // An adjustment's or a returned deposit's reason (required for both).
    reason: text("reason"),
    depositId: uuid("deposit_id").references(() => scheduledDeposits.id, { onDelete: "restrict" }),
    debtAccountId: uuid("debt_account_id"),
    // A fee's settlement offer, and a creditor payment's scheduled payment (issue 24): the
    // insert trigger of migration 0027 checks that each exists and ties a fee to results.
    offerId: uuid("offer_id"),
    creditorPaymentId: uuid("creditor_payment_id"),
    // The processor's event that posted it: applied once.
    eventId: text("event_id"),
    // The admin who posted it (adjustments, recorded returns). No foreign key: an entry is never
    // changed, so a login's removal cannot null it; the id stays as the record of who it was.
    actorId: uuid("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_account_id_id_idx").on(t.accountId, t.id),
    // The fee compliance export reads every fee in posting order, a page at a time.
    index("ledger_entries_fee_id_idx").on(t.id).where(sql`${t.kind} = 'fee'`),
    uniqueIndex("ledger_entries_event_id_key").on(t.eventId),
    // One fee per settlement, one entry per payment to a creditor.
    uniqueIndex("ledger_entries_fee_per_offer_key").on(t.offerId).where(sql`${t.kind} = 'fee'`),
    uniqueIndex("ledger_entries_creditor_payment_key")
      .on(t.creditorPaymentId)
      .where(sql`${t.kind} = 'creditor_payment'`),
    check("ledger_entries_kind_check", oneOf(t.kind, LEDGER_ENTRY_KINDS)),
    check(
      "ledger_entries_amount_sign",
      sql`case ${t.kind} when 'deposit' then ${t.amountCents} > 0 when 'adjustment' then ${t.amountCents} <> 0 else ${t.amountCents} < 0 end`,
    ),
    check(
      "ledger_entries_reason_required",
      sql`${t.kind} not in ('adjustment', 'returned_deposit') or char_length(coalesce(${t.reason}, '')) between 1 and 500`,
    ),
  ],
);

/**
 * The ledger's entries counted and summed by the month of their bank day and their kind (issue 45's
 * reports): a statement-level trigger on ledger_entries adds one row per month and kind its
 * inserts touched, in the same transaction (migration 0034, hand-written part), so these rows are
 * visible exactly when the entries are, and no two postings wait on one row. A month's figure is
 * the sum of its rows; the reports fold many rows of a month and kind into one now and then
 * (app/server/models/reports/ledger-month-totals.server.ts), in one statement.
 */
export const ledgerMonthTotals = pgTable(
  "ledger_month_totals",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    // The month's first day (the company's calendar: bank days are its days).
    month: date("month", { mode: "string" }).notNull(),
    kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
    entries: bigint("entries", { mode: "bigint" }).notNull(),
    // Signed as the entries are: money in positive, money out negative.
    cents: bigint("cents", { mode: "bigint" }).notNull(),
  },
  (t) => [
    index("ledger_month_totals_month_kind_idx").on(t.month, t.kind),
    check("ledger_month_totals_kind_check", oneOf(t.kind, LEDGER_ENTRY_KINDS)),
    check("ledger_month_totals_first_day", sql`extract(day from ${t.month}) = 1`),
  ],
);

/** A processor's event, once applied (its id is the processor's): a repeat changes nothing. */
export const processorEvents = pgTable(
  "processor_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("processor_events_id_shape", sql`char_length(${t.id}) between 1 and 200`)],
);

/** The refund of a customer who left the program: at most one per account. */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => dedicatedAccounts.id, { onDelete: "restrict" }),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    state: text("state", { enum: REFUND_STATES }).notNull().default("requested"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refunds_account_id_key").on(t.accountId),
    index("refunds_open_due_idx").on(t.dueOn).where(sql`${t.state} <> 'completed'`),
    check("refunds_state_check", oneOf(t.state, REFUND_STATES)),
    check("refunds_amount_not_negative", sql`${t.amountCents} >= 0`),
    check(
      "refunds_state_consistent",
      sql`(${t.sentAt} is not null) = (${t.state} in ('sent', 'completed')) and (${t.completedAt} is not null) = (${t.state} = 'completed')`,
    ),
  ],
);
