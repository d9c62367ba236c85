-- User Management (issue 12): its order (newest first, then id) and the export's pages read
-- from one index; its search by name, e-mail or phone narrowed by trigrams
-- (bench/users-export.ts). The (created_at, id) index replaces its one-column prefix.
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);