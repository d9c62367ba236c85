-- Applications Management's order is (created_at, id) newest first, whole or by status: with
-- these, a page deep in the list is found in the index alone instead of sorting the table
-- (page 4,000 of 100,000: 70 ms before, bench/admin-applications.ts). They replace the
-- one-column indexes, which are their prefixes.
DROP INDEX "applications_status_idx";--> statement-breakpoint
DROP INDEX "applications_created_at_idx";--> statement-breakpoint
CREATE INDEX "applications_status_created_at_id_idx" ON "applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_created_at_id_idx" ON "applications" USING btree ("created_at","id");