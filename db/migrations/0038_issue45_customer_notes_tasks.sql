CREATE TABLE "admin_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"due_on" date NOT NULL,
	"assignee_id" uuid,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "admin_tasks_status_check" CHECK ("admin_tasks"."status" in ('open', 'done', 'cancelled')),
	CONSTRAINT "admin_tasks_title_length" CHECK (char_length(btrim("admin_tasks"."title")) between 1 and 200 and "admin_tasks"."title" !~ '[\r\n]'),
	CONSTRAINT "admin_tasks_details_length" CHECK ("admin_tasks"."details" is null or char_length("admin_tasks"."details") <= 2000),
	CONSTRAINT "admin_tasks_completed" CHECK (("admin_tasks"."status" = 'open') = ("admin_tasks"."completed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"call_direction" text,
	"call_outcome" text,
	"call_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "customer_notes_kind_check" CHECK ("customer_notes"."kind" in ('note', 'call')),
	CONSTRAINT "customer_notes_body_length" CHECK (char_length(btrim("customer_notes"."body")) between 1 and 5000),
	CONSTRAINT "customer_notes_call_direction_check" CHECK ("customer_notes"."call_direction" is null or "customer_notes"."call_direction" in ('inbound', 'outbound')),
	CONSTRAINT "customer_notes_call_outcome_check" CHECK ("customer_notes"."call_outcome" is null or "customer_notes"."call_outcome" in ('reached', 'left_voicemail', 'no_answer', 'wrong_number', 'callback_requested', 'promised_deposit', 'asked_to_leave', 'other')),
	CONSTRAINT "customer_notes_call_fields" CHECK (("customer_notes"."kind" = 'call') = ("customer_notes"."call_direction" is not null and "customer_notes"."call_outcome" is not null and "customer_notes"."call_at" is not null)),
	CONSTRAINT "customer_notes_calls_not_pinned" CHECK ("customer_notes"."kind" = 'note' or not "customer_notes"."pinned"),
	CONSTRAINT "customer_notes_edited_after_created" CHECK ("customer_notes"."edited_at" is null or "customer_notes"."edited_at" >= "customer_notes"."created_at")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "admin_tasks" ADD CONSTRAINT "admin_tasks_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_tasks" ADD CONSTRAINT "admin_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_tasks_mine_idx" ON "admin_tasks" USING btree ("assignee_id","due_on","id") WHERE "admin_tasks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "admin_tasks_unassigned_idx" ON "admin_tasks" USING btree ("due_on","id") WHERE "admin_tasks"."status" = 'open' and "admin_tasks"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "admin_tasks_customer_idx" ON "admin_tasks" USING btree ("customer_id","status","due_on");--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","pinned" desc,"created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "customer_notes_body_trgm_idx" ON "customer_notes" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded', 'document_uploaded', 'deposit_returned', 'ledger_adjusted', 'program_ended', 'refund_issued', 'refund_completed', 'deposits_rescheduled', 'settlement_order_changed', 'debt_stage_changed', 'offer_recorded', 'offer_approved', 'offer_declined', 'offer_expired', 'offer_retracted', 'offer_confirmed', 'debt_payoff_completed', 'debt_removed', 'message_posted', 'conversation_assigned', 'conversation_closed', 'conversation_reopened', 'schedule_followed', 'program_graduated', 'statement_downloaded', 'report_exported', 'fees_exported', 'bank_account_added', 'bank_account_replaced', 'debit_authorized', 'debit_authorization_revoked', 'draft_day_moved', 'extra_deposit_added', 'deposit_skipped', 'demo_clock_advanced', 'customer_note_added', 'customer_note_edited', 'customer_note_pinned', 'call_logged', 'task_created', 'task_updated', 'task_completed', 'task_cancelled'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'debt_account', 'account_details_form', 'user', 'payment_method', 'settings', 'email', 'document', 'dedicated_account', 'refund', 'settlement_offer', 'conversation', 'report', 'demo_clock', 'customer_note', 'admin_task'));--> statement-breakpoint
-- ---- Hand-written (issue 45, decision 0068): notes and calls keep their record ------------------
-- A note or a call is part of the audit trail: never deleted; who wrote it, about whom, what kind
-- and when never change; its text changes only with a later edited_at that is still within 24
-- hours of its writing. The times compared are the row's own (the application's clock, which a
-- demonstration may move ahead of the database's now()), never now(). Pinning may change any time.
CREATE FUNCTION customer_notes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'customer notes are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.id <> OLD.id OR NEW.customer_id <> OLD.customer_id
    OR NEW.author_id IS DISTINCT FROM OLD.author_id AND NEW.author_id IS NOT NULL
    OR NEW.author_email <> OLD.author_email OR NEW.kind <> OLD.kind
    OR NEW.created_at <> OLD.created_at
    OR NEW.call_direction IS DISTINCT FROM OLD.call_direction
    OR NEW.call_outcome IS DISTINCT FROM OLD.call_outcome
    OR NEW.call_at IS DISTINCT FROM OLD.call_at THEN
    RAISE EXCEPTION 'a customer note''s author, customer, kind and times never change' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.body IS DISTINCT FROM OLD.body OR NEW.edited_at IS DISTINCT FROM OLD.edited_at THEN
    IF NEW.edited_at IS NULL
      OR NEW.edited_at < coalesce(OLD.edited_at, OLD.created_at)
      OR NEW.edited_at >= OLD.created_at + interval '24 hours' THEN
      RAISE EXCEPTION 'a customer note can be edited only within 24 hours of its writing' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_notes_guard BEFORE UPDATE OR DELETE ON customer_notes FOR EACH ROW EXECUTE FUNCTION customer_notes_guard();
--> statement-breakpoint
-- Open tasks are a section of the Work Queue ("My tasks", slice 45-operations): it updates itself.
CREATE TRIGGER admin_tasks_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON admin_tasks FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
