-- The submit's limits (docs/decisions/0029): what an account holds when it submits, read
-- under a lock on that account, so two submits of one account cannot both pass a limit.
-- Called from the submit's own statement (app/server/models/applications.server.ts), whose
-- INSERT stores the application only when the counts are below the limits. Written by hand.
--
-- pg_advisory_xact_lock is held until the calling statement's transaction ends, that is
-- until the application is stored. A VOLATILE function takes a fresh snapshot for each
-- query in it (READ COMMITTED), so the counts below, read once the lock is held, include
-- what a submit that held the lock before has just committed: the caller's own statement
-- snapshot, taken before the wait, would not. Accounts whose ids share a hash wait for
-- each other, which is harmless. The two-key form (class 1398096461, "SUBM") keeps clear
-- of the single-key locks used elsewhere (migrations).
-- Counts stop at the caps (the limits), so the work stays small whatever the account holds;
-- 'pending' is AWAITING_DECISION_STATUSES (app/domain/application/limits.ts), written out so
-- the partial index applications_user_id_pending_idx (migration 0014) answers it.
CREATE FUNCTION applicant_submission_counts(
  p_user_id uuid,
  p_pending_cap integer,
  p_recent_cap integer,
  p_window_seconds integer
) RETURNS TABLE (pending_count integer, recent_count integer, oldest_recent timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1398096461, hashtext(p_user_id::text));
  RETURN QUERY
  SELECT
    (SELECT count(*)::integer FROM (
      SELECT 1 FROM applications a
      WHERE a.user_id = p_user_id AND a.status = 'pending'
      LIMIT p_pending_cap
    ) waiting),
    recent.n,
    recent.oldest
  FROM (
    SELECT count(*)::integer AS n, min(r.created_at) AS oldest FROM (
      SELECT a.created_at FROM applications a
      WHERE a.user_id = p_user_id
        AND a.created_at > now() - make_interval(secs => p_window_seconds)
      ORDER BY a.created_at DESC
      LIMIT p_recent_cap
    ) r
  ) recent;
END;
$$;
