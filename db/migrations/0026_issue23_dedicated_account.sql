CREATE TABLE "dedicated_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"settlement_order" uuid[],
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dedicated_accounts_status_check" CHECK ("dedicated_accounts"."status" in ('open', 'closed')),
	CONSTRAINT "dedicated_accounts_balance_not_negative" CHECK ("dedicated_accounts"."balance_cents" >= 0),
	CONSTRAINT "dedicated_accounts_closed_consistent" CHECK (("dedicated_accounts"."status" = 'closed') = ("dedicated_accounts"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint DEFAULT 0 NOT NULL,
	"effective_on" date NOT NULL,
	"reason" text,
	"deposit_id" uuid,
	"debt_account_id" uuid,
	"event_id" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('deposit', 'returned_deposit', 'creditor_payment', 'fee', 'refund', 'adjustment')),
	CONSTRAINT "ledger_entries_amount_sign" CHECK (case "ledger_entries"."kind" when 'deposit' then "ledger_entries"."amount_cents" > 0 when 'adjustment' then "ledger_entries"."amount_cents" <> 0 else "ledger_entries"."amount_cents" < 0 end),
	CONSTRAINT "ledger_entries_reason_required" CHECK ("ledger_entries"."kind" not in ('adjustment', 'returned_deposit') or char_length(coalesce("ledger_entries"."reason", '')) between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "processor_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_events_id_shape" CHECK (char_length("processor_events"."id") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('requested', 'sent', 'completed')),
	CONSTRAINT "refunds_amount_not_negative" CHECK ("refunds"."amount_cents" >= 0),
	CONSTRAINT "refunds_state_consistent" CHECK (("refunds"."sent_at" is not null) = ("refunds"."state" in ('sent', 'completed')) and ("refunds"."completed_at" is not null) = ("refunds"."state" = 'completed'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"settled_at" timestamp with time zone,
	"return_reason" text,
	CONSTRAINT "scheduled_deposits_status_check" CHECK ("scheduled_deposits"."status" in ('scheduled', 'cleared', 'returned', 'cancelled')),
	CONSTRAINT "scheduled_deposits_amount_positive" CHECK ("scheduled_deposits"."amount_cents" > 0),
	CONSTRAINT "scheduled_deposits_settled_consistent" CHECK (("scheduled_deposits"."status" = 'scheduled') = ("scheduled_deposits"."settled_at" is null)),
	CONSTRAINT "scheduled_deposits_return_reason" CHECK (("scheduled_deposits"."status" = 'returned') = ("scheduled_deposits"."return_reason" is not null) and ("scheduled_deposits"."return_reason" is null or "scheduled_deposits"."return_reason" in ('insufficient_funds', 'account_closed', 'no_account', 'payment_stopped', 'not_authorized')))
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_enrollment_after_approval";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_dedicated_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dedicated_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_deposit_id_scheduled_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."scheduled_deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_dedicated_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dedicated_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_account_id_dedicated_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dedicated_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_application_id_key" ON "dedicated_accounts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "dedicated_accounts_opened_at_id_idx" ON "dedicated_accounts" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id_id_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_event_id_key" ON "ledger_entries" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_account_id_key" ON "refunds" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refunds_open_due_idx" ON "refunds" USING btree ("due_on") WHERE "refunds"."state" <> 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_deposits_account_id_due_on_key" ON "scheduled_deposits" USING btree ("account_id","due_on");--> statement-breakpoint
CREATE INDEX "scheduled_deposits_due_idx" ON "scheduled_deposits" USING btree ("due_on","id") WHERE "scheduled_deposits"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "scheduled_deposits_returned_idx" ON "scheduled_deposits" USING btree ("settled_at","id") WHERE "scheduled_deposits"."status" = 'returned';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_enrollment_after_approval" CHECK ("applications"."enrollment_status" = 'pending' or "applications"."status" = 'approved' or ("applications"."status" = 'cancelled' and "applications"."enrollment_status" = 'approved'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded', 'document_uploaded', 'deposit_returned', 'ledger_adjusted', 'program_ended', 'refund_issued', 'refund_completed', 'deposits_rescheduled', 'settlement_order_changed'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'debt_account', 'account_details_form', 'user', 'payment_method', 'settings', 'email', 'document', 'dedicated_account', 'refund'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('verification', 'existing-account', 'email-change', 'password-reset', 'password-changed', 'email-change-notice', 'approval', 'account-details', 'decline', 'deposit-returned', 'refund-requested', 'refund-sent', 'refund-completed'));--> statement-breakpoint
-- The money rules, in the database (issue 23): posting an entry moves its account's balance in
-- the same statement, under that account's row lock (concurrent postings wait for each other),
-- and the balance's CHECK refuses one that would take it below zero; the entry keeps the balance
-- it left. A closed account takes only its refund. Nothing else may move a balance, and no entry
-- is ever changed or removed.
CREATE FUNCTION "ledger_entries_post"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "after" bigint;
BEGIN
  UPDATE "dedicated_accounts"
    SET "balance_cents" = "balance_cents" + NEW."amount_cents", "updated_at" = now()
    WHERE "id" = NEW."account_id" AND ("status" = 'open' OR NEW."kind" = 'refund')
    RETURNING "balance_cents" INTO "after";
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: no open dedicated account %', NEW."account_id" USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_account_open';
  END IF;
  NEW."balance_after_cents" := "after";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_post" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_post"();--> statement-breakpoint
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_change" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
-- A balance moves only from the posting trigger above (one trigger deep); a direct UPDATE of
-- it, an account opened with money, or an account's removal, is refused.
CREATE FUNCTION "dedicated_accounts_balance_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'dedicated accounts are kept: DELETE refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW."balance_cents" <> 0 THEN
      RAISE EXCEPTION 'an account opens empty' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW."balance_cents" IS DISTINCT FROM OLD."balance_cents" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance moves only by a ledger entry' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "dedicated_accounts_balance_guard" BEFORE INSERT OR UPDATE OR DELETE ON "dedicated_accounts" FOR EACH ROW EXECUTE FUNCTION "dedicated_accounts_balance_guard"();--> statement-breakpoint
CREATE TRIGGER "dedicated_accounts_no_truncate" BEFORE TRUNCATE ON "dedicated_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();
