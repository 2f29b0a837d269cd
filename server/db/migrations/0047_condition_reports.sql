-- A tenancy's move-in and move-out condition reports (docs/move-in.md "The condition reports"): at most one of each
-- kind per tenancy, the rooms with their notes, the meters, keys and fittings, both confirmations, and once both
-- confirmed the locked PDF with its SHA-256. The photos are private objects; their rows name the path and the hash.
CREATE TABLE "condition_reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenancy_id" uuid NOT NULL REFERENCES "tenancies"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL,
  "rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "meters" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "handed_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "fittings" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "owner_comment" text,
  "owner_commented_at" timestamp with time zone,
  "tenant_confirmed_at" timestamp with time zone,
  "tenant_confirmed_address" text,
  "owner_confirmed_at" timestamp with time zone,
  "owner_confirmed_address" text,
  "locked_at" timestamp with time zone,
  "pdf" bytea,
  "pdf_sha256" text,
  "started_by" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "condition_reports_kind_check" CHECK ("kind" IN ('move_in', 'move_out')),
  CONSTRAINT "condition_reports_status_check" CHECK ("status" IN ('draft', 'sent', 'locked')),
  CONSTRAINT "condition_reports_started_by_check" CHECK ("started_by" IN ('tenant', 'owner')),
  CONSTRAINT "condition_reports_locked_check" CHECK (("status" = 'locked') = ("locked_at" IS NOT NULL AND "pdf" IS NOT NULL AND "pdf_sha256" IS NOT NULL AND "tenant_confirmed_at" IS NOT NULL AND "owner_confirmed_at" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "condition_reports_tenancy_kind_unique" ON "condition_reports" ("tenancy_id", "kind");--> statement-breakpoint
CREATE TABLE "condition_report_photos" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "report_id" uuid NOT NULL REFERENCES "condition_reports"("id") ON DELETE CASCADE,
  "room_key" text NOT NULL,
  "object_path" text NOT NULL,
  "sha256" text NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "condition_report_photos_report_idx" ON "condition_report_photos" ("report_id", "room_key", "created_at");
