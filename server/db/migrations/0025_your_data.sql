CREATE TABLE "consent_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_log_purpose_check" CHECK ("consent_log"."purpose" in ('whatsapp_updates', 'email_alerts', 'share_tenant_profile'))
);
--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_log_user_idx" ON "consent_log" USING btree ("user_id","purpose","id");--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"token_hash" text,
	"file_html" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('building', 'ready', 'used'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"undo_token_hash" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_deletions_undo_token_hash_unique" UNIQUE("undo_token_hash"),
	CONSTRAINT "account_deletions_reason_check" CHECK ("account_deletions"."reason" in ('requested', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_final_idx" ON "account_deletions" USING btree ("final_at");--> statement-breakpoint
-- The audit log stays append-only, with two exceptions that its own code names in transaction-local settings:
-- - retention (server/privacy/retention.ts): ghomes.audit_purge_before names a cut-off, and only rows written
--   before it may be deleted;
-- - erasure (server/privacy/erasure.ts): with ghomes.audit_redact = 'on' a row's before, after, actor_email and
--   client_address may be rewritten (the person's details taken out); who (actor_id), what, where and when stay.
-- Every other UPDATE and DELETE, and TRUNCATE, is refused as before.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cut text := current_setting('ghomes.audit_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(cut, '') <> '' AND OLD.created_at < cut::timestamptz THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('ghomes.audit_redact', true) = 'on'
     AND NEW.id = OLD.id AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.action = OLD.action
     AND NEW.table_name = OLD.table_name AND NEW.row_id = OLD.row_id AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
