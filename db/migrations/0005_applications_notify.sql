-- Live updates of the admin applications list (docs/design.md "Live updates"): every
-- statement that changes applications sends one notification on 'applications_changed',
-- which each server process LISTENs to and passes on to the admins' open pages.
-- Statement-level, so a bulk insert of 100,000 rows sends one notification, not 100,000;
-- the transition table only gives the count, and a statement that changed no row (a stale
-- conditional update) sends nothing. PostgreSQL forbids transition tables on a trigger
-- with several events, hence one trigger per event. PostgreSQL 15 and PGlite alike.
CREATE FUNCTION applications_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO changed FROM old_rows;
  ELSIF TG_OP = 'TRUNCATE' THEN
    changed := NULL;
  ELSE
    SELECT count(*) INTO changed FROM new_rows;
  END IF;
  IF changed IS NULL OR changed > 0 THEN
    PERFORM pg_notify('applications_changed', json_build_object('op', lower(TG_OP), 'rows', changed)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_notify_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION applications_notify();
--> statement-breakpoint
CREATE TRIGGER applications_notify_update AFTER UPDATE ON applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION applications_notify();
--> statement-breakpoint
CREATE TRIGGER applications_notify_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION applications_notify();
--> statement-breakpoint
CREATE TRIGGER applications_notify_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION applications_notify();
