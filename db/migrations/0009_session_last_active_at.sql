ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions signed in before this column existed: their last sliding refresh is the best record
-- of activity (those idle longer than the new timeouts end at their next request).
UPDATE "sessions" SET "last_active_at" = "updated_at";
