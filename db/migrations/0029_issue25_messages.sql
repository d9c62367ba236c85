CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"assigned_admin_id" uuid,
	"done_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"customer_unread" integer DEFAULT 0 NOT NULL,
	"team_unread" integer DEFAULT 0 NOT NULL,
	"customer_emailed_at" timestamp with time zone,
	"team_emailed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_unread_counts" CHECK ("conversations"."customer_unread" >= 0 and "conversations"."team_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "message_attachments_message_id_position_pk" PRIMARY KEY("message_id","position"),
	CONSTRAINT "message_attachments_position_range" CHECK ("message_attachments"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_check" CHECK ("messages"."sender" in ('customer', 'team')),
	CONSTRAINT "messages_body_encrypted" CHECK (starts_with("messages"."body", 'v1:'))
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_customer_id_key" ON "conversations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree (("team_unread" > 0) desc,"last_message_at" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "conversations_unread_idx" ON "conversations" USING btree ("last_message_at" desc nulls last,"id") WHERE "conversations"."team_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_assigned_idx" ON "conversations" USING btree ("assigned_admin_id",("team_unread" > 0) desc,"last_message_at" desc nulls last,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_attachments_document_id_key" ON "message_attachments" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_id_created_at_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('agreement', 'signed_agreement', 'legal_notice', 'creditor_letter', 'other', 'settlement_letter', 'message_attachment'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded', 'document_uploaded', 'deposit_returned', 'ledger_adjusted', 'program_ended', 'refund_issued', 'refund_completed', 'deposits_rescheduled', 'settlement_order_changed', 'debt_stage_changed', 'offer_recorded', 'offer_approved', 'offer_declined', 'offer_expired', 'offer_retracted', 'offer_confirmed', 'debt_payoff_completed', 'debt_removed', 'message_posted', 'conversation_assigned', 'conversation_closed', 'conversation_reopened'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'debt_account', 'account_details_form', 'user', 'payment_method', 'settings', 'email', 'document', 'dedicated_account', 'refund', 'settlement_offer', 'conversation'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('verification', 'existing-account', 'email-change', 'password-reset', 'password-changed', 'email-change-notice', 'approval', 'account-details', 'decline', 'deposit-returned', 'refund-requested', 'refund-sent', 'refund-completed', 'offer-needs-approval', 'debt-paid-off', 'message-waiting'));--> statement-breakpoint
-- Messages are never edited or deleted (issue 25). The one change allowed is a key rotation's:
-- the same text encrypted again under another key (npm run data-key:rotate), and a sender's
-- login deleted (the sender is then kept as unknown).
CREATE FUNCTION messages_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a message is never deleted' USING ERRCODE = 'check_violation', CONSTRAINT = 'messages_never_deleted';
  END IF;
  IF NEW.id <> OLD.id OR NEW.conversation_id <> OLD.conversation_id OR NEW.sender <> OLD.sender
     OR NEW.created_at <> OLD.created_at
     OR (NEW.sender_id IS DISTINCT FROM OLD.sender_id AND NEW.sender_id IS NOT NULL)
     OR (NEW.body <> OLD.body AND split_part(NEW.body, ':', 2) = split_part(OLD.body, ':', 2)) THEN
    RAISE EXCEPTION 'a message is never edited' USING ERRCODE = 'check_violation', CONSTRAINT = 'messages_never_edited';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_kept BEFORE UPDATE OR DELETE ON messages FOR EACH ROW EXECUTE FUNCTION messages_kept();
--> statement-breakpoint
-- A new message moves its conversation: the latest message's time, the other side's unread count,
-- and a conversation marked done opens again when the customer writes.
CREATE FUNCTION messages_move_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET
    last_message_at = greatest(coalesce(last_message_at, NEW.created_at), NEW.created_at),
    customer_unread = customer_unread + CASE WHEN NEW.sender = 'team' THEN 1 ELSE 0 END,
    team_unread = team_unread + CASE WHEN NEW.sender = 'customer' THEN 1 ELSE 0 END,
    done_at = CASE WHEN NEW.sender = 'customer' THEN NULL ELSE done_at END,
    version = version + 1
  WHERE id = NEW.conversation_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_move_conversation AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION messages_move_conversation();
--> statement-breakpoint
-- An attachment is a message attachment of the conversation's own customer, and stays as attached.
CREATE FUNCTION message_attachments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'an attachment is never changed or removed' USING ERRCODE = 'check_violation', CONSTRAINT = 'message_attachments_kept';
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM messages m
    JOIN conversations c ON c.id = m.conversation_id
    JOIN documents d ON d.id = NEW.document_id
    WHERE m.id = NEW.message_id AND d.user_id = c.customer_id AND d.kind = 'message_attachment'
  ) THEN
    RAISE EXCEPTION 'an attachment is a message attachment of the conversation''s customer'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'message_attachments_customer_document';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_attachments_guard BEFORE INSERT OR UPDATE OR DELETE ON message_attachments FOR EACH ROW EXECUTE FUNCTION message_attachments_guard();
--> statement-breakpoint
-- Live updates for customers (issue 25): a change to a customer's own records notifies
-- 'user_changed' with the customer's user id, which the server routes to that customer's open
-- streams only. The trigger's arguments say how the row names its owner: the user directly, an
-- application, or a dedicated account. PostgreSQL sends one notification per distinct payload per
-- transaction, however many rows changed.
CREATE FUNCTION notify_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  key uuid;
  owner uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
  key := (r ->> TG_ARGV[1])::uuid;
  IF key IS NULL THEN RETURN NULL; END IF;
  IF TG_ARGV[0] = 'user' THEN
    owner := key;
  ELSIF TG_ARGV[0] = 'application' THEN
    SELECT user_id INTO owner FROM applications WHERE id = key;
  ELSE
    SELECT a.user_id INTO owner FROM dedicated_accounts d JOIN applications a ON a.id = d.application_id WHERE d.id = key;
  END IF;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('user_changed', owner::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversations_notify_owner AFTER INSERT OR UPDATE OR DELETE ON conversations FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('user', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER applications_notify_owner AFTER INSERT OR UPDATE OR DELETE ON applications FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER documents_notify_owner AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER debt_accounts_notify_owner AFTER INSERT OR UPDATE OR DELETE ON debt_accounts FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('application', 'application_id');
--> statement-breakpoint
CREATE TRIGGER enrollment_plans_notify_owner AFTER INSERT OR UPDATE OR DELETE ON enrollment_plans FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('application', 'application_id');
--> statement-breakpoint
CREATE TRIGGER dedicated_accounts_notify_owner AFTER INSERT OR UPDATE OR DELETE ON dedicated_accounts FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('application', 'application_id');
--> statement-breakpoint
CREATE TRIGGER scheduled_deposits_notify_owner AFTER INSERT OR UPDATE OR DELETE ON scheduled_deposits FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER ledger_entries_notify_owner AFTER INSERT OR UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER refunds_notify_owner AFTER INSERT OR UPDATE OR DELETE ON refunds FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER debt_negotiations_notify_owner AFTER INSERT OR UPDATE OR DELETE ON debt_negotiations FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER settlement_offers_notify_owner AFTER INSERT OR UPDATE OR DELETE ON settlement_offers FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER creditor_payments_notify_owner AFTER INSERT OR UPDATE OR DELETE ON creditor_payments FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('account', 'account_id');
--> statement-breakpoint
-- The admins' Messages inbox hears of every change to a conversation (one notification per
-- transaction: identical payloads merge).
CREATE FUNCTION notify_conversations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('conversations_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversations_notify_inbox AFTER INSERT OR UPDATE OR DELETE ON conversations FOR EACH STATEMENT EXECUTE FUNCTION notify_conversations_changed();
