CREATE TABLE "account_details_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"original_creditor" text,
	"account_sold" boolean DEFAULT false NOT NULL,
	"account_type" text,
	"open_closed" text,
	"status" text,
	"current_balance" numeric(12, 2),
	"paid_off" boolean DEFAULT false NOT NULL,
	"payment_frequency" text,
	"payment_amount" numeric(12, 2),
	"original_balance" numeric(12, 2),
	"term" text,
	"completed_at" timestamp with time zone,
	"filled_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_details_forms_account_type_check" CHECK ("account_details_forms"."account_type" is null or "account_details_forms"."account_type" in ('Credit Card', 'Personal Loan', 'Medical Debt', 'Store Card', 'Auto Loan', 'Student Loan', 'Line of Credit', 'Other')),
	CONSTRAINT "account_details_forms_open_closed_check" CHECK ("account_details_forms"."open_closed" is null or "account_details_forms"."open_closed" in ('Open', 'Closed')),
	CONSTRAINT "account_details_forms_status_check" CHECK ("account_details_forms"."status" is null or "account_details_forms"."status" in ('Current', 'Late', 'Charged Off', 'Collection', 'Settled', 'Paid')),
	CONSTRAINT "account_details_forms_payment_frequency_check" CHECK ("account_details_forms"."payment_frequency" is null or "account_details_forms"."payment_frequency" in ('Monthly', 'Weekly', 'Bi-Weekly', 'Quarterly')),
	CONSTRAINT "account_details_forms_amounts_nonnegative" CHECK (coalesce("account_details_forms"."current_balance", 0) >= 0 and coalesce("account_details_forms"."payment_amount", 0) >= 0 and coalesce("account_details_forms"."original_balance", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"submission_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"debt_amount" numeric(12, 2) NOT NULL,
	"debt_range" text NOT NULL,
	"credit_score" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" char(10) NOT NULL,
	"address" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"ssn_last_four" char(4) NOT NULL,
	"employment_status" text NOT NULL,
	"monthly_income" numeric(12, 2) NOT NULL,
	"enrollment_status" text DEFAULT 'pending' NOT NULL,
	"enrollment_approved_at" timestamp with time zone,
	"negotiations_status" text DEFAULT 'pending' NOT NULL,
	"negotiations_approved_at" timestamp with time zone,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"approval_email_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'approved', 'declined', 'cancelled')),
	CONSTRAINT "applications_enrollment_status_check" CHECK ("applications"."enrollment_status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "applications_negotiations_status_check" CHECK ("applications"."negotiations_status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "applications_credit_score_check" CHECK ("applications"."credit_score" in ('excellent', 'good', 'fair', 'poor')),
	CONSTRAINT "applications_employment_status_check" CHECK ("applications"."employment_status" in ('employed', 'self-employed', 'unemployed', 'retired')),
	CONSTRAINT "applications_debt_range_check" CHECK ("applications"."debt_range" in ('$7,500-$10,000', '$10,001-$15,000', '$15,001-$25,000', '$25,001-$50,000', '$50,001-$75,000', '$75,001-$100,000', '$100,001+')),
	CONSTRAINT "applications_debt_amount_positive" CHECK ("applications"."debt_amount" > 0),
	CONSTRAINT "applications_monthly_income_nonnegative" CHECK ("applications"."monthly_income" >= 0),
	CONSTRAINT "applications_phone_digits" CHECK ("applications"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "applications_ssn_digits" CHECK ("applications"."ssn_last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "applications_completion_range" CHECK ("applications"."completion_percentage" between 0 and 100),
	CONSTRAINT "applications_complete_consistent" CHECK ("applications"."is_complete" = ("applications"."completed_at" is not null and "applications"."completion_percentage" = 100)),
	CONSTRAINT "applications_enrollment_after_approval" CHECK ("applications"."enrollment_status" = 'pending' or "applications"."status" = 'approved'),
	CONSTRAINT "applications_negotiations_after_enrollment" CHECK ("applications"."negotiations_status" = 'pending' or "applications"."enrollment_status" = 'approved')
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"original_creditor" text NOT NULL,
	"account_sold" boolean DEFAULT false NOT NULL,
	"account_type" text NOT NULL,
	"open_closed" text,
	"status" text,
	"current_balance" numeric(12, 2) NOT NULL,
	"paid_off" boolean DEFAULT false NOT NULL,
	"payment_frequency" text,
	"payment_amount" numeric(12, 2),
	"original_balance" numeric(12, 2),
	"term" text,
	"date_opened" date,
	"last_payment_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_accounts_creditor_present" CHECK (btrim("debt_accounts"."original_creditor") <> ''),
	CONSTRAINT "debt_accounts_account_type_check" CHECK ("debt_accounts"."account_type" is null or "debt_accounts"."account_type" in ('Credit Card', 'Personal Loan', 'Medical Debt', 'Store Card', 'Auto Loan', 'Student Loan', 'Line of Credit', 'Other')),
	CONSTRAINT "debt_accounts_open_closed_check" CHECK ("debt_accounts"."open_closed" is null or "debt_accounts"."open_closed" in ('Open', 'Closed')),
	CONSTRAINT "debt_accounts_status_check" CHECK ("debt_accounts"."status" is null or "debt_accounts"."status" in ('Current', 'Late', 'Charged Off', 'Collection', 'Settled', 'Paid')),
	CONSTRAINT "debt_accounts_payment_frequency_check" CHECK ("debt_accounts"."payment_frequency" is null or "debt_accounts"."payment_frequency" in ('Monthly', 'Weekly', 'Bi-Weekly', 'Quarterly')),
	CONSTRAINT "debt_accounts_amounts_nonnegative" CHECK (coalesce("debt_accounts"."current_balance", 0) >= 0 and coalesce("debt_accounts"."payment_amount", 0) >= 0 and coalesce("debt_accounts"."original_balance", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('verification', 'existing-account', 'email-change', 'password-reset', 'approval', 'account-details')),
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "email_outbox_sent_consistent" CHECK (("email_outbox"."status" = 'sent') = ("email_outbox"."sent_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"holder_name" text NOT NULL,
	"last_four" char(4) NOT NULL,
	"expiry_date" char(5),
	"routing_last_four" char(4),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_type_check" CHECK ("payment_methods"."type" in ('credit', 'bank')),
	CONSTRAINT "payment_methods_last_four_digits" CHECK ("payment_methods"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_card_fields" CHECK (("payment_methods"."type" = 'credit') = ("payment_methods"."expiry_date" is not null) and ("payment_methods"."expiry_date" is null or "payment_methods"."expiry_date" ~ '^(0[1-9]|1[0-2])/[0-9]{2}$')),
	CONSTRAINT "payment_methods_bank_fields" CHECK (("payment_methods"."type" = 'bank') = ("payment_methods"."routing_last_four" is not null) and ("payment_methods"."routing_last_four" is null or "payment_methods"."routing_last_four" ~ '^[0-9]{4}$'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_url_https" CHECK ("resources"."url" ~ '^https://'),
	CONSTRAINT "resources_category_slug" CHECK ("resources"."category" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_phone_digits" CHECK ("users"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "users_names_present" CHECK (btrim("users"."first_name") <> '' and btrim("users"."last_name") <> '')
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_details_forms" ADD CONSTRAINT "account_details_forms_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_details_forms" ADD CONSTRAINT "account_details_forms_filled_by_admin_id_users_id_fk" FOREIGN KEY ("filled_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_accounts" ADD CONSTRAINT "debt_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_details_forms_application_id_key" ON "account_details_forms" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "account_details_forms_created_at_idx" ON "account_details_forms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_key" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_submission_id_key" ON "applications" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "applications_user_id_created_at_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_name_trgm_idx" ON "applications" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_email_trgm_idx" ON "applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "debt_accounts_application_id_created_at_idx" ON "debt_accounts" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_per_user" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "resources_category_idx" ON "resources" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_category_url_key" ON "resources" USING btree ("category","url");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");