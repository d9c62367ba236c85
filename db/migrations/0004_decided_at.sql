ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
-- Applications decided before this column existed: their last change is the best record.
UPDATE "applications" SET "decided_at" = "updated_at" WHERE "status" <> 'pending';
