-- Hand-written: NOT VALID on both CHECKs (rows from before are still plain until the server's
-- start encrypts them: app/server/personal-data-migration.server.ts, docs/decisions/0028).
ALTER TABLE "users" DROP CONSTRAINT "users_phone_digits";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_monthly_income_nonnegative";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_phone_digits";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_ssn_digits";--> statement-breakpoint
DROP INDEX "users_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "phone" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "date_of_birth" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "ssn_last_four" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "monthly_income" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_search" text[];--> statement-breakpoint
CREATE INDEX "users_phone_search_idx" ON "users" USING gin ("phone_search");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_encrypted" CHECK ("users"."phone" is null or "users"."phone" like 'v1:%') NOT VALID;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_personal_data_encrypted" CHECK ("applications"."phone" like 'v1:%' and "applications"."address" like 'v1:%' and "applications"."date_of_birth" like 'v1:%' and "applications"."ssn_last_four" like 'v1:%' and "applications"."monthly_income" like 'v1:%') NOT VALID;
