CREATE TABLE "creditor_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"debt_account_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "creditor_payments_status_check" CHECK ("creditor_payments"."status" in ('planned', 'scheduled', 'cleared', 'cancelled')),
	CONSTRAINT "creditor_payments_amount_positive" CHECK ("creditor_payments"."amount_cents" > 0),
	CONSTRAINT "creditor_payments_seq_positive" CHECK ("creditor_payments"."seq" >= 1),
	CONSTRAINT "creditor_payments_cleared_consistent" CHECK (("creditor_payments"."status" = 'cleared') = ("creditor_payments"."cleared_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "debt_negotiations" (
	"debt_account_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"enrolled_balance_cents" bigint NOT NULL,
	"stage" text DEFAULT 'enrolled' NOT NULL,
	"stage_reached_at" timestamp with time zone NOT NULL,
	"removed_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "debt_negotiations_stage_check" CHECK ("debt_negotiations"."stage" in ('enrolled', 'saving', 'negotiating', 'approval_needed', 'settled', 'paid_off', 'removed')),
	CONSTRAINT "debt_negotiations_enrolled_balance_positive" CHECK ("debt_negotiations"."enrolled_balance_cents" > 0),
	CONSTRAINT "debt_negotiations_removed_reason" CHECK (("debt_negotiations"."stage" = 'removed') = ("debt_negotiations"."removed_reason" is not null) and ("debt_negotiations"."removed_reason" is null or char_length("debt_negotiations"."removed_reason") between 1 and 500))
);
--> statement-breakpoint
CREATE TABLE "settlement_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debt_account_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"enrolled_balance_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"expires_on" date NOT NULL,
	"creditor_reference" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'awaiting_approval' NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"approval_consent_id" uuid,
	"decline_reason" text,
	"confirmed_at" timestamp with time zone,
	"confirmation_document_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "settlement_offers_status_check" CHECK ("settlement_offers"."status" in ('awaiting_approval', 'approved', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "settlement_offers_amount_saves" CHECK ("settlement_offers"."amount_cents" > 0 and "settlement_offers"."amount_cents" < "settlement_offers"."enrolled_balance_cents"),
	CONSTRAINT "settlement_offers_fee_of_savings" CHECK ("settlement_offers"."fee_cents" = (("settlement_offers"."enrolled_balance_cents" - "settlement_offers"."amount_cents") * 25 + 50) / 100),
	CONSTRAINT "settlement_offers_reference_one_line" CHECK (char_length("settlement_offers"."creditor_reference") between 1 and 100 and "settlement_offers"."creditor_reference" !~ '[\r\n]'),
	CONSTRAINT "settlement_offers_notes_length" CHECK ("settlement_offers"."notes" is null or char_length("settlement_offers"."notes") <= 2000),
	CONSTRAINT "settlement_offers_decline_reason_length" CHECK ("settlement_offers"."decline_reason" is null or char_length("settlement_offers"."decline_reason") <= 500),
	CONSTRAINT "settlement_offers_decided" CHECK (("settlement_offers"."status" = 'awaiting_approval') = ("settlement_offers"."decided_at" is null)),
	CONSTRAINT "settlement_offers_approved_with_consent" CHECK (("settlement_offers"."status" = 'approved') <= ("settlement_offers"."approval_consent_id" is not null)),
	CONSTRAINT "settlement_offers_confirmed_after_approval" CHECK ("settlement_offers"."confirmed_at" is null or ("settlement_offers"."approval_consent_id" is not null and "settlement_offers"."confirmation_document_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_kind_check";--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "creditor_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "creditor_payments" ADD CONSTRAINT "creditor_payments_offer_id_settlement_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."settlement_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditor_payments" ADD CONSTRAINT "creditor_payments_account_id_dedicated_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dedicated_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_negotiations" ADD CONSTRAINT "debt_negotiations_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_negotiations" ADD CONSTRAINT "debt_negotiations_account_id_dedicated_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dedicated_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_offers" ADD CONSTRAINT "settlement_offers_debt_account_id_debt_negotiations_debt_account_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_negotiations"("debt_account_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_offers" ADD CONSTRAINT "settlement_offers_account_id_dedicated_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dedicated_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_offers" ADD CONSTRAINT "settlement_offers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_offers" ADD CONSTRAINT "settlement_offers_confirmation_document_id_documents_id_fk" FOREIGN KEY ("confirmation_document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creditor_payments_offer_id_seq_key" ON "creditor_payments" USING btree ("offer_id","seq");--> statement-breakpoint
CREATE INDEX "creditor_payments_due_idx" ON "creditor_payments" USING btree ("due_on","id") WHERE "creditor_payments"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "creditor_payments_account_id_idx" ON "creditor_payments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "debt_negotiations_account_id_idx" ON "debt_negotiations" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_offers_one_live_per_debt" ON "settlement_offers" USING btree ("debt_account_id") WHERE "settlement_offers"."status" in ('awaiting_approval', 'approved');--> statement-breakpoint
CREATE INDEX "settlement_offers_debt_account_id_recorded_at_idx" ON "settlement_offers" USING btree ("debt_account_id","recorded_at");--> statement-breakpoint
CREATE INDEX "settlement_offers_awaiting_idx" ON "settlement_offers" USING btree ("expires_on","id") WHERE "settlement_offers"."status" = 'awaiting_approval';--> statement-breakpoint
CREATE INDEX "settlement_offers_unconfirmed_idx" ON "settlement_offers" USING btree ("decided_at","id") WHERE "settlement_offers"."status" = 'approved' and "settlement_offers"."confirmed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_fee_per_offer_key" ON "ledger_entries" USING btree ("offer_id") WHERE "ledger_entries"."kind" = 'fee';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_creditor_payment_key" ON "ledger_entries" USING btree ("creditor_payment_id") WHERE "ledger_entries"."kind" = 'creditor_payment';--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('agreement', 'signed_agreement', 'legal_notice', 'creditor_letter', 'other', 'settlement_letter'));--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('esign', 'enrollment_agreement', 'settlement_offer'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded', 'document_uploaded', 'deposit_returned', 'ledger_adjusted', 'program_ended', 'refund_issued', 'refund_completed', 'deposits_rescheduled', 'settlement_order_changed', 'debt_stage_changed', 'offer_recorded', 'offer_approved', 'offer_declined', 'offer_expired', 'offer_retracted', 'offer_confirmed', 'debt_payoff_completed', 'debt_removed'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'debt_account', 'account_details_form', 'user', 'payment_method', 'settings', 'email', 'document', 'dedicated_account', 'refund', 'settlement_offer'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('verification', 'existing-account', 'email-change', 'password-reset', 'password-changed', 'email-change-notice', 'approval', 'account-details', 'decline', 'deposit-returned', 'refund-requested', 'refund-sent', 'refund-completed', 'offer-needs-approval', 'debt-paid-off'));--> statement-breakpoint
-- Every debt of an account opened before this migration starts its negotiation as Enrolled.
INSERT INTO "debt_negotiations" ("debt_account_id", "account_id", "enrolled_balance_cents", "stage_reached_at")
  SELECT d."id", a."id", round(d."current_balance" * 100)::bigint, a."opened_at"
  FROM "dedicated_accounts" a JOIN "debt_accounts" d ON d."application_id" = a."application_id"
  WHERE d."current_balance" > 0
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Fees only after results (16 CFR 310.4(a)(5)(i); decisions.md): the database refuses a fee
-- unless its debt has a recorded settlement the customer approved and at least one payment to the
-- creditor under it has cleared, and the fee is exactly the one the settlement set, charged once
-- (a unique index). A payment to a creditor must be one the approved, confirmed plan scheduled,
-- already marked cleared, for its exact amount. Other entries name neither.
CREATE FUNCTION "ledger_entries_results_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "offer" record;
BEGIN
  IF NEW."kind" = 'creditor_payment' THEN
    IF NOT EXISTS (
      SELECT 1 FROM "creditor_payments" p JOIN "settlement_offers" o ON o."id" = p."offer_id"
      WHERE p."id" = NEW."creditor_payment_id" AND p."account_id" = NEW."account_id"
        AND p."debt_account_id" = NEW."debt_account_id" AND p."amount_cents" = -NEW."amount_cents"
        AND p."status" = 'cleared' AND o."status" = 'approved' AND o."approval_consent_id" IS NOT NULL
        AND o."confirmed_at" IS NOT NULL
    ) THEN
      RAISE EXCEPTION 'a payment to a creditor must be a cleared payment of an approved, confirmed settlement'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_creditor_payment_planned';
    END IF;
    IF NEW."offer_id" IS NOT NULL THEN
      RAISE EXCEPTION 'a payment to a creditor names its payment, not an offer'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_creditor_payment_planned';
    END IF;
  ELSIF NEW."kind" = 'fee' THEN
    SELECT o."account_id", o."debt_account_id", o."status", o."approval_consent_id", o."fee_cents"
      INTO "offer" FROM "settlement_offers" o WHERE o."id" = NEW."offer_id";
    IF NOT FOUND OR NEW."creditor_payment_id" IS NOT NULL
      OR "offer"."account_id" <> NEW."account_id"
      OR "offer"."debt_account_id" IS DISTINCT FROM NEW."debt_account_id"
      OR "offer"."status" <> 'approved' OR "offer"."approval_consent_id" IS NULL
      OR -NEW."amount_cents" <> "offer"."fee_cents"
      OR NOT EXISTS (
        SELECT 1 FROM "ledger_entries" e JOIN "creditor_payments" p ON p."id" = e."creditor_payment_id"
        WHERE e."kind" = 'creditor_payment' AND p."offer_id" = NEW."offer_id" AND e."account_id" = NEW."account_id"
      )
    THEN
      RAISE EXCEPTION 'fees only after results: a fee needs a settlement the customer approved and a cleared payment to the creditor under it'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_fee_after_results';
    END IF;
  ELSIF NEW."offer_id" IS NOT NULL OR NEW."creditor_payment_id" IS NOT NULL THEN
    RAISE EXCEPTION 'only a fee or a payment to a creditor names a settlement'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_creditor_payment_planned';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_results_guard" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_results_guard"();--> statement-breakpoint
-- An offer's terms never change once recorded, nor its approval once given; a settlement with a
-- cleared payment stays approved; offers and their payments are kept (no DELETE), and a cleared
-- payment stays cleared.
CREATE FUNCTION "settlement_offers_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'settlement offers are kept: DELETE refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW."debt_account_id", NEW."account_id", NEW."enrolled_balance_cents", NEW."amount_cents", NEW."fee_cents", NEW."expires_on", NEW."recorded_at")
     IS DISTINCT FROM (OLD."debt_account_id", OLD."account_id", OLD."enrolled_balance_cents", OLD."amount_cents", OLD."fee_cents", OLD."expires_on", OLD."recorded_at")
     OR (OLD."approval_consent_id" IS NOT NULL AND NEW."approval_consent_id" IS DISTINCT FROM OLD."approval_consent_id")
     OR (OLD."status" <> 'awaiting_approval' AND NEW."status" <> OLD."status" AND NOT (OLD."status" = 'approved' AND NEW."status" = 'withdrawn'))
  THEN
    RAISE EXCEPTION 'an offer''s terms and decision are kept as recorded' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD."status" = 'approved' AND NEW."status" <> 'approved' AND EXISTS (
    SELECT 1 FROM "creditor_payments" p WHERE p."offer_id" = OLD."id" AND p."status" = 'cleared'
  ) THEN
    RAISE EXCEPTION 'a settlement with a cleared payment stays approved' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "settlement_offers_guard" BEFORE UPDATE OR DELETE ON "settlement_offers" FOR EACH ROW EXECUTE FUNCTION "settlement_offers_guard"();--> statement-breakpoint
CREATE FUNCTION "creditor_payments_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payments to creditors are kept: DELETE refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW."offer_id", NEW."account_id", NEW."debt_account_id", NEW."seq", NEW."due_on", NEW."amount_cents")
     IS DISTINCT FROM (OLD."offer_id", OLD."account_id", OLD."debt_account_id", OLD."seq", OLD."due_on", OLD."amount_cents")
     OR (OLD."status" IN ('cleared', 'cancelled') AND NEW."status" <> OLD."status")
  THEN
    RAISE EXCEPTION 'a payment''s terms are kept, and a cleared or canceled payment stays so' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "creditor_payments_guard" BEFORE UPDATE OR DELETE ON "creditor_payments" FOR EACH ROW EXECUTE FUNCTION "creditor_payments_guard"();
