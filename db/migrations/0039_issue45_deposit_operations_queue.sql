CREATE TABLE "program_activity" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_deposits" DROP CONSTRAINT "scheduled_deposits_return_reason";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD COLUMN "returns_in_a_row" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD COLUMN "last_return_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD COLUMN "open_debts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD COLUMN "return_code" text;--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD COLUMN "processor_reference" text;--> statement-breakpoint
ALTER TABLE "creditor_payments" ADD COLUMN "processor_reference" text;--> statement-breakpoint
ALTER TABLE "debt_negotiations" ADD COLUMN "expected_month" date;--> statement-breakpoint
ALTER TABLE "program_activity" ADD CONSTRAINT "program_activity_account_id_dedicated_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."dedicated_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_activity_last_at_idx" ON "program_activity" USING btree ("last_at","account_id");--> statement-breakpoint
CREATE INDEX "program_activity_user_idx" ON "program_activity" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_retry_of_scheduled_deposits_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."scheduled_deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dedicated_accounts_at_risk_idx" ON "dedicated_accounts" USING btree ("last_return_at","id") WHERE "dedicated_accounts"."status" = 'open' and "dedicated_accounts"."returns_in_a_row" >= 2;--> statement-breakpoint
CREATE INDEX "dedicated_accounts_to_close_idx" ON "dedicated_accounts" USING btree ("updated_at","id") WHERE "dedicated_accounts"."status" = 'open' and "dedicated_accounts"."open_debts" = 0;--> statement-breakpoint
CREATE INDEX "scheduled_deposits_retry_of_idx" ON "scheduled_deposits" USING btree ("retry_of") WHERE "scheduled_deposits"."retry_of" is not null;--> statement-breakpoint
CREATE INDEX "debt_negotiations_ready_idx" ON "debt_negotiations" USING btree ("expected_month","debt_account_id") WHERE "debt_negotiations"."stage" in ('enrolled', 'saving', 'negotiating') and "debt_negotiations"."expected_month" is not null;--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_returns_in_a_row" CHECK ("dedicated_accounts"."returns_in_a_row" >= 0);--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_open_debts" CHECK ("dedicated_accounts"."open_debts" >= 0);--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_retry_of" CHECK (("scheduled_deposits"."kind" = 'retry') = ("scheduled_deposits"."retry_of" is not null));--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_return_code_shape" CHECK ("scheduled_deposits"."return_code" is null or ("scheduled_deposits"."return_code" ~ '^R[0-9]{2}$' and "scheduled_deposits"."return_code" <> 'R00'));--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_processor_reference" CHECK ("scheduled_deposits"."processor_reference" is null or "scheduled_deposits"."processor_reference" ~ '^[A-Za-z0-9_.:-]{1,100}$');--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_return_reason" CHECK (("scheduled_deposits"."status" = 'returned') = ("scheduled_deposits"."return_reason" is not null) and ("scheduled_deposits"."return_reason" is null or "scheduled_deposits"."return_reason" in ('insufficient_funds', 'account_closed', 'no_account', 'payment_stopped', 'not_authorized', 'other')));--> statement-breakpoint
ALTER TABLE "creditor_payments" ADD CONSTRAINT "creditor_payments_processor_reference" CHECK ("creditor_payments"."processor_reference" is null or "creditor_payments"."processor_reference" ~ '^[A-Za-z0-9_.:-]{1,100}$');--> statement-breakpoint
ALTER TABLE "debt_negotiations" ADD CONSTRAINT "debt_negotiations_expected_month_first_day" CHECK ("debt_negotiations"."expected_month" is null or extract(day from "debt_negotiations"."expected_month") = 1);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded', 'document_uploaded', 'deposit_returned', 'ledger_adjusted', 'program_ended', 'refund_issued', 'refund_completed', 'deposits_rescheduled', 'settlement_order_changed', 'debt_stage_changed', 'offer_recorded', 'offer_approved', 'offer_declined', 'offer_expired', 'offer_retracted', 'offer_confirmed', 'debt_payoff_completed', 'debt_removed', 'message_posted', 'conversation_assigned', 'conversation_closed', 'conversation_reopened', 'schedule_followed', 'program_graduated', 'statement_downloaded', 'report_exported', 'fees_exported', 'bank_account_added', 'bank_account_replaced', 'debit_authorized', 'debit_authorization_revoked', 'draft_day_moved', 'extra_deposit_added', 'deposit_skipped', 'demo_clock_advanced', 'customer_note_added', 'customer_note_edited', 'customer_note_pinned', 'call_logged', 'task_created', 'task_updated', 'task_completed', 'task_cancelled', 'deposit_received_recorded', 'deposit_retry_scheduled'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'debt_account', 'account_details_form', 'user', 'payment_method', 'settings', 'email', 'document', 'dedicated_account', 'refund', 'settlement_offer', 'conversation', 'report', 'demo_clock', 'customer_note', 'admin_task', 'scheduled_deposit'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('verification', 'existing-account', 'email-change', 'password-reset', 'password-changed', 'email-change-notice', 'approval', 'account-details', 'decline', 'deposit-returned', 'refund-requested', 'refund-sent', 'refund-completed', 'offer-needs-approval', 'debt-paid-off', 'message-waiting', 'program-completed', 'debit-authorization', 'debit-authorization-revoked', 'deposits-changed', 'deposit-received', 'deposit-retry-scheduled'));
--> statement-breakpoint
-- ---- Hand-written (issue 45): deposit operations and the Work Queue's counters ---------------------
-- A returned deposit's ACH code, from its reason (the five named reasons had one code each), then
-- the rule that a deposit has a code exactly when it is returned.
UPDATE "scheduled_deposits" SET "return_code" = CASE "return_reason"
    WHEN 'insufficient_funds' THEN 'R01' WHEN 'account_closed' THEN 'R02' WHEN 'no_account' THEN 'R03'
    WHEN 'payment_stopped' THEN 'R08' WHEN 'not_authorized' THEN 'R10' END
  WHERE "status" = 'returned' AND "return_code" IS NULL;
--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_return_code_when_returned" CHECK (("status" = 'returned') = ("return_code" is not null));
--> statement-breakpoint
-- Returns in a row: the returned deposits after the account's latest cleared one (by due day), and
-- when the latest came back, recomputed for each account whose deposits a statement moved into or
-- out of "cleared" or "returned". A clear can only lower the count, so an account already at 0 is
-- skipped on a clear (the simulator's day clears thousands at once). Every path that moves a deposit locks
-- its account first (account-lock.server.ts), so this update takes no new lock order.
CREATE FUNCTION "dedicated_accounts_count_returns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dedicated_accounts" a
  SET "returns_in_a_row" = r.n, "last_return_at" = r.last_at
  FROM (
    SELECT acc.id,
      (SELECT count(*) FROM "scheduled_deposits" d
        WHERE d."account_id" = acc.id AND d."status" = 'returned'
          AND d."due_on" > coalesce((SELECT max(c."due_on") FROM "scheduled_deposits" c
                                    WHERE c."account_id" = acc.id AND c."status" = 'cleared'), '-infinity'::date)
      )::smallint AS n,
      (SELECT max(d."settled_at") FROM "scheduled_deposits" d
        WHERE d."account_id" = acc.id AND d."status" = 'returned') AS last_at
    FROM (
      SELECT DISTINCT n."account_id" AS id
      FROM "moved_new" n
      JOIN "moved_old" o ON o."id" = n."id"
      JOIN "dedicated_accounts" a0 ON a0."id" = n."account_id"
      WHERE o."status" IS DISTINCT FROM n."status"
        AND (n."status" = 'returned' OR o."status" IN ('returned', 'cleared')
             OR (n."status" = 'cleared' AND a0."returns_in_a_row" <> 0))
    ) acc
  ) r
  WHERE a."id" = r.id AND (a."returns_in_a_row" <> r.n OR a."last_return_at" IS DISTINCT FROM r.last_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scheduled_deposits_count_returns" AFTER UPDATE ON "scheduled_deposits" REFERENCING OLD TABLE AS "moved_old" NEW TABLE AS "moved_new" FOR EACH STATEMENT EXECUTE FUNCTION "dedicated_accounts_count_returns"();
--> statement-breakpoint
UPDATE "dedicated_accounts" a
SET "returns_in_a_row" = (SELECT count(*) FROM "scheduled_deposits" d
      WHERE d."account_id" = a."id" AND d."status" = 'returned'
        AND d."due_on" > coalesce((SELECT max(c."due_on") FROM "scheduled_deposits" c
                                  WHERE c."account_id" = a."id" AND c."status" = 'cleared'), '-infinity'::date)),
    "last_return_at" = (SELECT max(d."settled_at") FROM "scheduled_deposits" d
      WHERE d."account_id" = a."id" AND d."status" = 'returned');
--> statement-breakpoint
-- Open debts: the enrolled debts not yet final (enrolled, saving, negotiating, approval_needed,
-- settled), counted on their account as a debt's row enters or leaves those stages. Every stage
-- change locks the account first (docs/decisions/0059), so the count's update waits on nothing new.
CREATE FUNCTION "dedicated_accounts_count_open_debts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_open boolean := false;
  is_open boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_open := OLD."stage" IN ('enrolled', 'saving', 'negotiating', 'approval_needed', 'settled');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_open := NEW."stage" IN ('enrolled', 'saving', 'negotiating', 'approval_needed', 'settled');
  END IF;
  IF was_open AND NOT is_open THEN
    UPDATE "dedicated_accounts" SET "open_debts" = "open_debts" - 1 WHERE "id" = OLD."account_id";
  ELSIF is_open AND NOT was_open THEN
    UPDATE "dedicated_accounts" SET "open_debts" = "open_debts" + 1 WHERE "id" = NEW."account_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "debt_negotiations_count_open" AFTER INSERT OR DELETE OR UPDATE OF "stage" ON "debt_negotiations" FOR EACH ROW EXECUTE FUNCTION "dedicated_accounts_count_open_debts"();
--> statement-breakpoint
UPDATE "dedicated_accounts" a
SET "open_debts" = (SELECT count(*) FROM "debt_negotiations" n
  WHERE n."account_id" = a."id" AND n."stage" IN ('enrolled', 'saving', 'negotiating', 'approval_needed', 'settled'));
--> statement-breakpoint
-- The customer's last contact, for "no activity for 30 days": a row while the account is open, moved
-- on by a new session (a sign-in) and by an audit row the customer is the actor of (their own actions
-- in the portal), at most once an hour.
CREATE FUNCTION "program_activity_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'open' THEN
    INSERT INTO "program_activity" ("account_id", "user_id", "last_at")
    SELECT NEW."id", ap."user_id", NEW."opened_at" FROM "applications" ap
    WHERE ap."id" = NEW."application_id" AND ap."user_id" IS NOT NULL
    ON CONFLICT ("account_id") DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dedicated_accounts_activity_open" AFTER INSERT ON "dedicated_accounts" FOR EACH ROW EXECUTE FUNCTION "program_activity_open"();
--> statement-breakpoint
CREATE FUNCTION "program_activity_close"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "program_activity" WHERE "account_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dedicated_accounts_activity_close" AFTER UPDATE OF "status" ON "dedicated_accounts" FOR EACH ROW WHEN (NEW."status" = 'closed' AND OLD."status" <> 'closed') EXECUTE FUNCTION "program_activity_close"();
--> statement-breakpoint
CREATE FUNCTION "program_activity_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who uuid;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN who := NEW."user_id"; ELSE who := NEW."actor_id"; END IF;
  UPDATE "program_activity" SET "last_at" = NEW."created_at"
  WHERE "user_id" = who AND "last_at" < NEW."created_at" - interval '1 hour';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_activity_touch" AFTER INSERT ON "sessions" FOR EACH ROW EXECUTE FUNCTION "program_activity_touch"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_activity_touch" AFTER INSERT ON "audit_log" FOR EACH ROW WHEN (NEW."actor_id" IS NOT NULL) EXECUTE FUNCTION "program_activity_touch"();
--> statement-breakpoint
INSERT INTO "program_activity" ("account_id", "user_id", "last_at")
SELECT a."id", ap."user_id",
  greatest(a."opened_at", (SELECT max(s."created_at") FROM "sessions" s WHERE s."user_id" = ap."user_id"))
FROM "dedicated_accounts" a JOIN "applications" ap ON ap."id" = a."application_id"
WHERE a."status" = 'open' AND ap."user_id" IS NOT NULL;
--> statement-breakpoint
-- The Work Queue stays live (migration 0030's function): its new sections read dedicated_accounts
-- (admin_tasks notifies since migration 0038).
CREATE TRIGGER "dedicated_accounts_notify_work_queue" AFTER UPDATE ON "dedicated_accounts" FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
--> statement-breakpoint
-- A call that reached the customer is contact too (docs/decisions/0070): a call logged with an
-- outcome that means they answered moves their last contact on to the call's time.
CREATE FUNCTION "program_activity_call"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "program_activity" SET "last_at" = NEW."call_at"
  WHERE "user_id" = NEW."customer_id" AND "last_at" < NEW."call_at";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customer_notes_activity_call" AFTER INSERT ON "customer_notes" FOR EACH ROW WHEN (NEW."kind" = 'call' AND NEW."call_outcome" IN ('reached', 'callback_requested', 'promised_deposit', 'asked_to_leave')) EXECUTE FUNCTION "program_activity_call"();
