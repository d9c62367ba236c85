CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verifications_expires_at_idx" ON "verifications" USING btree ("expires_at");--> statement-breakpoint
-- Hand-written: rate-limit keys now hold a keyed hash (rateLimitKey), not the e-mail or address
-- typed. The old rows are counters of windows of an hour or a day at most; dropping them only
-- restarts those windows, and removes the plain addresses they held.
DELETE FROM "rate_limits";
