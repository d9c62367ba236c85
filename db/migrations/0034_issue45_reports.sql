CREATE TABLE "ledger_month_totals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_month_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"entries" bigint NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "ledger_month_totals_kind_check" CHECK ("ledger_month_totals"."kind" in ('deposit', 'returned_deposit', 'creditor_payment', 'fee', 'refund', 'adjustment')),
	CONSTRAINT "ledger_month_totals_first_day" CHECK (extract(day from "ledger_month_totals"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
CREATE INDEX "ledger_month_totals_month_kind_idx" ON "ledger_month_totals" USING btree ("month","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_fee_id_idx" ON "ledger_entries" USING btree ("id") WHERE "ledger_entries"."kind" = 'fee';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded', 'document_uploaded', 'deposit_returned', 'ledger_adjusted', 'program_ended', 'refund_issued', 'refund_completed', 'deposits_rescheduled', 'settlement_order_changed', 'debt_stage_changed', 'offer_recorded', 'offer_approved', 'offer_declined', 'offer_expired', 'offer_retracted', 'offer_confirmed', 'debt_payoff_completed', 'debt_removed', 'message_posted', 'conversation_assigned', 'conversation_closed', 'conversation_reopened', 'schedule_followed', 'program_graduated', 'statement_downloaded', 'report_exported', 'fees_exported'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'debt_account', 'account_details_form', 'user', 'payment_method', 'settings', 'email', 'document', 'dedicated_account', 'refund', 'settlement_offer', 'conversation', 'report'));--> statement-breakpoint
-- ---- Hand-written (issue 45): the ledger's months, kept by the ledger itself ----------------------
-- Every statement that inserts ledger entries adds one row per month and kind it touched to
-- ledger_month_totals, in its own transaction: the totals are visible exactly when the entries are,
-- and two postings never wait on one another's row (rows are only added; the reports fold a month's
-- rows into one now and then). The ledger is append-only (migration 0026), so inserts are all
-- there is to count. The table is locked first, so that no entry posted by another node while this
-- runs is counted twice or missed (CREATE TRIGGER would take the same lock).
LOCK TABLE "ledger_entries" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "ledger_month_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_month_totals" ("month", "kind", "entries", "cents")
  SELECT date_trunc('month', n."effective_on")::date, n."kind", count(*), sum(n."amount_cents")
  FROM "new_entries" n
  GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_month_totals_add" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_month_totals_add"();
--> statement-breakpoint
-- The entries already posted, once.
INSERT INTO "ledger_month_totals" ("month", "kind", "entries", "cents")
  SELECT date_trunc('month', e."effective_on")::date, e."kind", count(*), sum(e."amount_cents")
  FROM "ledger_entries" e
  GROUP BY 1, 2;
