-- The Work Queue updates itself (issue 25): a change to any table its sections read notifies
-- 'work_queue_changed', once per statement (identical notifications merge within a transaction),
-- and each node passes it on to the admins' open Work Queue pages.
CREATE FUNCTION notify_work_queue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('work_queue_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settlement_offers_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON settlement_offers FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
--> statement-breakpoint
CREATE TRIGGER creditor_payments_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON creditor_payments FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
--> statement-breakpoint
CREATE TRIGGER refunds_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON refunds FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
--> statement-breakpoint
CREATE TRIGGER documents_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
--> statement-breakpoint
CREATE TRIGGER enrollment_plans_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON enrollment_plans FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
--> statement-breakpoint
CREATE TRIGGER scheduled_deposits_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON scheduled_deposits FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
--> statement-breakpoint
CREATE TRIGGER debt_negotiations_notify_work_queue AFTER INSERT OR UPDATE OR DELETE ON debt_negotiations FOR EACH STATEMENT EXECUTE FUNCTION notify_work_queue_changed();
