ALTER TABLE "account_details_forms" DROP CONSTRAINT "account_details_forms_account_type_check";--> statement-breakpoint
ALTER TABLE "debt_accounts" DROP CONSTRAINT "debt_accounts_account_type_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "account_details_forms" ADD COLUMN "debt_account_id" uuid;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD COLUMN "loan_detail" text;--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "account_details_forms" ADD CONSTRAINT "account_details_forms_debt_account_id_debt_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."debt_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_details_forms" ADD CONSTRAINT "account_details_forms_account_type_check" CHECK ("account_details_forms"."account_type" is null or "account_details_forms"."account_type" in ('Credit Card', 'Personal Loan', 'Medical Debt', 'Store Card', 'Auto Loan', 'Student Loan', 'Line of Credit', 'Mortgage', 'Other'));--> statement-breakpoint
-- A completed application that "Leave the program" turned into cancelled (before issue 43) is
-- Completed again: completion is for ever. Its account stays closed, as left (below).
UPDATE "applications" SET "status" = 'approved' WHERE "status" = 'cancelled' AND "is_complete";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_completed_never_cancelled" CHECK (not ("applications"."status" = 'cancelled' and "applications"."is_complete"));--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD CONSTRAINT "debt_accounts_loan_detail_check" CHECK ("debt_accounts"."loan_detail" is null or ("debt_accounts"."account_type" = 'Auto Loan' and "debt_accounts"."loan_detail" in ('vehicle_kept', 'deficiency')) or ("debt_accounts"."account_type" = 'Student Loan' and "debt_accounts"."loan_detail" in ('federal', 'private', 'not_sure')));--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD CONSTRAINT "debt_accounts_account_type_check" CHECK ("debt_accounts"."account_type" is null or "debt_accounts"."account_type" in ('Credit Card', 'Personal Loan', 'Medical Debt', 'Store Card', 'Auto Loan', 'Student Loan', 'Line of Credit', 'Mortgage', 'Other'));--> statement-breakpoint
-- Every account closed before issue 43 was closed by its customer leaving.
UPDATE "dedicated_accounts" SET "closed_reason" = 'left' WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_closed_reason" CHECK (("dedicated_accounts"."status" = 'closed') = ("dedicated_accounts"."closed_reason" is not null) and ("dedicated_accounts"."closed_reason" is null or "dedicated_accounts"."closed_reason" in ('left', 'graduated')));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded', 'document_uploaded', 'deposit_returned', 'ledger_adjusted', 'program_ended', 'refund_issued', 'refund_completed', 'deposits_rescheduled', 'settlement_order_changed', 'debt_stage_changed', 'offer_recorded', 'offer_approved', 'offer_declined', 'offer_expired', 'offer_retracted', 'offer_confirmed', 'debt_payoff_completed', 'debt_removed', 'message_posted', 'conversation_assigned', 'conversation_closed', 'conversation_reopened', 'schedule_followed', 'program_graduated'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('verification', 'existing-account', 'email-change', 'password-reset', 'password-changed', 'email-change-notice', 'approval', 'account-details', 'decline', 'deposit-returned', 'refund-requested', 'refund-sent', 'refund-completed', 'offer-needs-approval', 'debt-paid-off', 'message-waiting', 'program-completed'));--> statement-breakpoint
-- A customer's attachment may be flagged as a legal notice (issue 43: a court summons sent with a
-- message is listed among the legal notices to review, like an upload); the team's never is.
CREATE OR REPLACE FUNCTION message_attachments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'an attachment is never changed or removed' USING ERRCODE = 'check_violation', CONSTRAINT = 'message_attachments_kept';
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM messages m
    JOIN conversations c ON c.id = m.conversation_id
    JOIN documents d ON d.id = NEW.document_id
    WHERE m.id = NEW.message_id AND d.user_id = c.customer_id
      AND (d.kind = 'message_attachment' OR (d.kind = 'legal_notice' AND m.sender = 'customer'))
  ) THEN
    RAISE EXCEPTION 'an attachment is a message attachment (or a customer''s legal notice) of the conversation''s customer'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'message_attachments_customer_document';
  END IF;
  RETURN NEW;
END $$;
