CREATE TABLE "document_chunks" (
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "document_chunks_document_id_position_pk" PRIMARY KEY("document_id","position"),
	CONSTRAINT "document_chunks_position_positive" CHECK ("document_chunks"."position" >= 0),
	CONSTRAINT "document_chunks_encrypted" CHECK ("document_chunks"."content" like 'v1:%')
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"application_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('agreement', 'signed_agreement', 'legal_notice', 'creditor_letter', 'other')),
	CONSTRAINT "documents_media_type_check" CHECK ("documents"."media_type" in ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "documents_size_range" CHECK ("documents"."size_bytes" between 1 and 10485760),
	CONSTRAINT "documents_sha256_shape" CHECK ("documents"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "documents_file_name_plain" CHECK (char_length("documents"."file_name") between 1 and 200 and "documents"."file_name" !~ '[/\\[:cntrl:]]')
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"kind" text NOT NULL,
	"disclosure_version" text NOT NULL,
	"document_sha256" text,
	"typed_name" text NOT NULL,
	"plan_revision" integer,
	"client_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('esign', 'enrollment_agreement')),
	CONSTRAINT "consents_disclosure_version_shape" CHECK ("consents"."disclosure_version" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "consents_document_sha256_shape" CHECK ("consents"."document_sha256" is null or "consents"."document_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "consents_typed_name_one_line" CHECK (char_length("consents"."typed_name") between 1 and 200 and "consents"."typed_name" !~ '[\r\n]'),
	CONSTRAINT "consents_user_agent_length" CHECK ("consents"."user_agent" is null or char_length("consents"."user_agent") <= 512)
);
--> statement-breakpoint
CREATE TABLE "enrollment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"term_months" integer NOT NULL,
	"monthly_deposit_cents" bigint NOT NULL,
	"first_deposit_date" date NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"signed_revision" integer,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_plans_term_range" CHECK ("enrollment_plans"."term_months" between 24 and 48),
	CONSTRAINT "enrollment_plans_deposit_positive" CHECK ("enrollment_plans"."monthly_deposit_cents" > 0),
	CONSTRAINT "enrollment_plans_revision_positive" CHECK ("enrollment_plans"."revision" >= 1),
	CONSTRAINT "enrollment_plans_signed_consistent" CHECK (("enrollment_plans"."signed_at" is null) = ("enrollment_plans"."signed_revision" is null) and ("enrollment_plans"."signed_revision" is null or "enrollment_plans"."signed_revision" = "enrollment_plans"."revision"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_plans" ADD CONSTRAINT "enrollment_plans_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_user_id_created_at_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_application_id_idx" ON "documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "consents_user_id_created_at_idx" ON "consents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_application_id_idx" ON "consents" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_plans_application_id_key" ON "enrollment_plans" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('application_approved', 'application_declined', 'enrollment_approved', 'enrollment_declined', 'negotiations_approved', 'negotiations_declined', 'application_completed', 'application_cancelled', 'debt_account_updated', 'debt_account_deleted', 'account_details_form_saved', 'account_details_form_completed', 'user_updated', 'user_deleted', 'user_promoted', 'user_demoted', 'payment_method_added', 'payment_method_deleted', 'payment_method_default_set', 'settings_updated', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'email_requeued', 'users_exported', 'passkey_added', 'passkey_removed', 'sessions_ended', 'plan_changed', 'agreement_signed', 'document_downloaded'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'debt_account', 'account_details_form', 'user', 'payment_method', 'settings', 'email', 'document'));--> statement-breakpoint
-- Consents are kept as given (issue 22; the FTC's 2024 amendment asks five years): no row is
-- ever changed or removed, by the application or anything else that connects as its user.
CREATE FUNCTION "consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consents are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consents_no_change" BEFORE UPDATE OR DELETE ON "consents" FOR EACH ROW EXECUTE FUNCTION "consents_append_only"();--> statement-breakpoint
CREATE TRIGGER "consents_no_truncate" BEFORE TRUNCATE ON "consents" FOR EACH STATEMENT EXECUTE FUNCTION "consents_append_only"();
