-- Hand-written (docs/decisions/0037): how many applications have each status, kept by the
-- database itself, so Applications Management's total needs no count over 100,000 rows and a
-- stored page of the list can tell that its total changed (the xmin of these rows).
-- Statement-level triggers with transition tables, like migration 0005: a bulk insert of
-- 100,000 rows changes each count once. The rows are changed in status order, so two
-- transactions never wait for each other's counts in opposite orders. A statement that changes
-- no status (an edit of an amount) changes no count and takes no lock. The counts are derived
-- data: no CHECK, so a count can never block a write.
CREATE TABLE application_counts (
  status text PRIMARY KEY,
  applications bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO application_counts (status, applications)
  SELECT s, (SELECT count(*) FROM applications a WHERE a.status = s)
  FROM unnest(ARRAY['pending', 'approved', 'declined', 'cancelled']) AS s;
--> statement-breakpoint
CREATE FUNCTION application_counts_add(changed_status text, delta bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO application_counts AS c (status, applications) VALUES (changed_status, delta)
    ON CONFLICT (status) DO UPDATE SET applications = c.applications + excluded.applications;
$$;
--> statement-breakpoint
-- Each branch names only the transition tables its event has (a statement naming another
-- would fail when planned; statements of branches not taken are never planned).
CREATE FUNCTION application_counts_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE application_counts SET applications = 0 WHERE applications <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    FOR change IN SELECT n.status, count(*) AS delta FROM new_rows n GROUP BY n.status ORDER BY n.status LOOP
      PERFORM application_counts_add(change.status, change.delta);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR change IN SELECT o.status, -count(*) AS delta FROM old_rows o GROUP BY o.status ORDER BY o.status LOOP
      PERFORM application_counts_add(change.status, change.delta);
    END LOOP;
  ELSE
    FOR change IN
      SELECT d.status, sum(d.delta) AS delta FROM (
        SELECT n.status, 1 AS delta FROM new_rows n
        UNION ALL
        SELECT o.status, -1 AS delta FROM old_rows o
      ) d
      GROUP BY d.status HAVING sum(d.delta) <> 0 ORDER BY d.status
    LOOP
      PERFORM application_counts_add(change.status, change.delta);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_change();
--> statement-breakpoint
CREATE TRIGGER application_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_change();
--> statement-breakpoint
CREATE TRIGGER application_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_change();
--> statement-breakpoint
CREATE TRIGGER application_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_change();
