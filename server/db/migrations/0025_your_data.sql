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
-- The audit log stays append-only. One exception, for retention: the purge (server/privacy/retention.ts) names a
-- cut-off in the transaction-local setting ghomes.audit_purge_before, and only rows written before it may be
-- deleted. UPDATE and TRUNCATE are refused as before; a DELETE without the setting, or of a newer row, too.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cut text := current_setting('ghomes.audit_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(cut, '') <> '' AND OLD.created_at < cut::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
