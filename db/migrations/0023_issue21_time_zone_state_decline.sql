ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "debt_total_choice" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decline_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_time_zone_name" CHECK ("users"."time_zone" is null or "users"."time_zone" ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_state_code" CHECK ("applications"."state" is null or "applications"."state" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_debt_total_choice_check" CHECK ("applications"."debt_total_choice" is null or "applications"."debt_total_choice" in ('total', 'balances'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decline_reason_check" CHECK ("applications"."decline_reason" is null or ("applications"."status" = 'declined' and "applications"."decline_reason" in ('debt_below_minimum', 'debt_not_eligible', 'state_not_available', 'cannot_afford_deposit', 'could_not_verify', 'other')));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decline_note_only_with_reason" CHECK ("applications"."decline_note" is null or ("applications"."decline_reason" is not null and char_length("applications"."decline_note") <= 500));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('verification', 'existing-account', 'email-change', 'password-reset', 'password-changed', 'email-change-notice', 'approval', 'account-details', 'decline'));