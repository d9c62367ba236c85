CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"account_type" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number" text NOT NULL,
	"account_last_four" char(4) NOT NULL,
	"routing_last_four" char(4) NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_holder_name_one_line" CHECK (char_length("bank_accounts"."holder_name") between 1 and 100 and "bank_accounts"."holder_name" !~ '[\r\n]'),
	CONSTRAINT "bank_accounts_account_type_check" CHECK ("bank_accounts"."account_type" in ('checking', 'savings')),
	CONSTRAINT "bank_accounts_numbers_encrypted" CHECK ("bank_accounts"."routing_number" like 'v1:%' and "bank_accounts"."account_number" like 'v1:%'),
	CONSTRAINT "bank_accounts_last_fours" CHECK ("bank_accounts"."account_last_four" ~ '^[0-9]{4}$' and "bank_accounts"."routing_last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "bank_accounts_status_check" CHECK ("bank_accounts"."status" in ('active', 'replaced')),
	CONSTRAINT "bank_accounts_replaced_consistent" CHECK (("bank_accounts"."status" = 'replaced') = ("bank_accounts"."replaced_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "debit_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"first_debit_on" date NOT NULL,
	"draft_day" smallint,
	"max_debits" smallint,
	"consent_id" uuid NOT NULL,
	"text_version" text NOT NULL,
	"text_sha256" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"superseded_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoke_effective_on" date,
	"revoked_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "debit_authorizations_kind_check" CHECK ("debit_authorizations"."kind" in ('recurring', 'one_time')),
	CONSTRAINT "debit_authorizations_amount_positive" CHECK ("debit_authorizations"."amount_cents" > 0),
	CONSTRAINT "debit_authorizations_draft_day" CHECK (("debit_authorizations"."kind" = 'recurring') = ("debit_authorizations"."draft_day" is not null) and ("debit_authorizations"."draft_day" is null or "debit_authorizations"."draft_day" between 1 and 31)),
	CONSTRAINT "debit_authorizations_max_debits" CHECK ("debit_authorizations"."max_debits" is null or "debit_authorizations"."max_debits" > 0),
	CONSTRAINT "debit_authorizations_hashes" CHECK ("debit_authorizations"."text_version" ~ '^[0-9a-f]{64}$' and "debit_authorizations"."text_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "debit_authorizations_status_check" CHECK ("debit_authorizations"."status" in ('active', 'superseded', 'revoked', 'completed')),
	CONSTRAINT "debit_authorizations_revoked_consistent" CHECK (("debit_authorizations"."status" = 'revoked') = ("debit_authorizations"."revoked_at" is not null) and ("debit_authorizations"."revoked_at" is null) = ("debit_authorizations"."revoke_effective_on" is null) and ("debit_authorizations"."revoked_at" is null) = ("debit_authorizations"."revoked_by" is null)),
	CONSTRAINT "debit_authorizations_revoked_by_check" CHECK ("debit_authorizations"."revoked_by" is null or "debit_authorizations"."revoked_by" in ('customer', 'admin', 'bank')),
	CONSTRAINT "debit_authorizations_superseded_consistent" CHECK (("debit_authorizations"."status" = 'superseded') = ("debit_authorizations"."superseded_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_authorizations" ADD CONSTRAINT "debit_authorizations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_authorizations" ADD CONSTRAINT "debit_authorizations_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_active" ON "bank_accounts" USING btree ("application_id") WHERE "bank_accounts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bank_accounts_application_id_idx" ON "bank_accounts" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_accounts_fingerprint_idx" ON "bank_accounts" USING btree ("fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_authorizations_one_active_recurring" ON "debit_authorizations" USING btree ("application_id") WHERE "debit_authorizations"."kind" = 'recurring' and "debit_authorizations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "debit_authorizations_application_id_idx" ON "debit_authorizations" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "debit_authorizations_revoked_idx" ON "debit_authorizations" USING btree ("revoked_at","id") WHERE "debit_authorizations"."status" = 'revoked';--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('esign', 'enrollment_agreement', 'settlement_offer', 'debit_authorization'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded', 'document_uploaded', 'deposit_returned', 'ledger_adjusted', 'program_ended', 'refund_issued', 'refund_completed', 'deposits_rescheduled', 'settlement_order_changed', 'debt_stage_changed', 'offer_recorded', 'offer_approved', 'offer_declined', 'offer_expired', 'offer_retracted', 'offer_confirmed', 'debt_payoff_completed', 'debt_removed', 'message_posted', 'conversation_assigned', 'conversation_closed', 'conversation_reopened', 'schedule_followed', 'program_graduated', 'statement_downloaded', 'report_exported', 'fees_exported', 'bank_account_added', 'bank_account_replaced', 'debit_authorized', 'debit_authorization_revoked'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('verification', 'existing-account', 'email-change', 'password-reset', 'password-changed', 'email-change-notice', 'approval', 'account-details', 'decline', 'deposit-returned', 'refund-requested', 'refund-sent', 'refund-completed', 'offer-needs-approval', 'debt-paid-off', 'message-waiting', 'program-completed', 'debit-authorization', 'debit-authorization-revoked'));--> statement-breakpoint
-- ---- Hand-written (issue 44): the draft account and its authorizations are kept ------------------
-- A bank account is never deleted, and never edited: a new account is a new row. The one change
-- allowed besides "replaced" is a key rotation's: the same numbers encrypted again under another
-- key (npm run data-key:rotate), with the fingerprint recomputed under it.
CREATE FUNCTION bank_accounts_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'a bank account is never deleted' USING ERRCODE = 'check_violation', CONSTRAINT = 'bank_accounts_never_deleted';
  END IF;
  IF NEW.id <> OLD.id OR NEW.application_id <> OLD.application_id OR NEW.holder_name <> OLD.holder_name
     OR NEW.account_type <> OLD.account_type OR NEW.account_last_four <> OLD.account_last_four
     OR NEW.routing_last_four <> OLD.routing_last_four OR NEW.created_at <> OLD.created_at
     OR (NEW.routing_number <> OLD.routing_number AND split_part(NEW.routing_number, ':', 2) = split_part(OLD.routing_number, ':', 2))
     OR (NEW.account_number <> OLD.account_number AND split_part(NEW.account_number, ':', 2) = split_part(OLD.account_number, ':', 2))
     OR (NEW.status <> OLD.status AND NOT (OLD.status = 'active' AND NEW.status = 'replaced'))
     OR (NEW.replaced_at IS DISTINCT FROM OLD.replaced_at AND OLD.replaced_at IS NOT NULL) THEN
    RAISE EXCEPTION 'a bank account is never edited' USING ERRCODE = 'check_violation', CONSTRAINT = 'bank_accounts_never_edited';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_accounts_kept BEFORE UPDATE OR DELETE ON bank_accounts FOR EACH ROW EXECUTE FUNCTION bank_accounts_kept();
--> statement-breakpoint
CREATE TRIGGER bank_accounts_no_truncate BEFORE TRUNCATE ON bank_accounts FOR EACH STATEMENT EXECUTE FUNCTION bank_accounts_kept();
--> statement-breakpoint
-- An authorization is append-only but for its state: its terms, consent and text never change;
-- its status moves forward only (active to superseded, revoked or completed), once.
CREATE FUNCTION debit_authorizations_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'a debit authorization is never deleted' USING ERRCODE = 'check_violation', CONSTRAINT = 'debit_authorizations_never_deleted';
  END IF;
  IF NEW.id <> OLD.id OR NEW.application_id <> OLD.application_id OR NEW.bank_account_id <> OLD.bank_account_id
     OR NEW.kind <> OLD.kind OR NEW.amount_cents <> OLD.amount_cents OR NEW.first_debit_on <> OLD.first_debit_on
     OR NEW.draft_day IS DISTINCT FROM OLD.draft_day OR NEW.max_debits IS DISTINCT FROM OLD.max_debits
     OR NEW.consent_id <> OLD.consent_id OR NEW.text_version <> OLD.text_version
     OR NEW.text_sha256 <> OLD.text_sha256 OR NEW.created_at <> OLD.created_at
     OR (NEW.status <> OLD.status AND OLD.status <> 'active')
     OR (NEW.status = OLD.status AND (NEW.superseded_by IS DISTINCT FROM OLD.superseded_by
         OR NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.revoke_effective_on IS DISTINCT FROM OLD.revoke_effective_on
         OR NEW.revoked_by IS DISTINCT FROM OLD.revoked_by)) THEN
    RAISE EXCEPTION 'a debit authorization is never edited' USING ERRCODE = 'check_violation', CONSTRAINT = 'debit_authorizations_never_edited';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER debit_authorizations_kept BEFORE UPDATE OR DELETE ON debit_authorizations FOR EACH ROW EXECUTE FUNCTION debit_authorizations_kept();
--> statement-breakpoint
CREATE TRIGGER debit_authorizations_no_truncate BEFORE TRUNCATE ON debit_authorizations FOR EACH STATEMENT EXECUTE FUNCTION debit_authorizations_kept();
--> statement-breakpoint
-- The customer's open portal hears of every change (migration 0029's notify function).
CREATE TRIGGER bank_accounts_notify_owner AFTER INSERT OR UPDATE OR DELETE ON bank_accounts FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('application', 'application_id');
--> statement-breakpoint
CREATE TRIGGER debit_authorizations_notify_owner AFTER INSERT OR UPDATE OR DELETE ON debit_authorizations FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('application', 'application_id');
