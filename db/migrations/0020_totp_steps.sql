CREATE TABLE "totp_steps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "totp_steps_step_positive" CHECK ("totp_steps"."last_step" > 0)
);
--> statement-breakpoint
ALTER TABLE "totp_steps" ADD CONSTRAINT "totp_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;