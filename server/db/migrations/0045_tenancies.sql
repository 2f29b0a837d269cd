-- An accepted offer carried on to the keys (docs/move-in.md): the tenancy, its agreement's versions, each party's
-- confirmation bound to the draft's SHA-256, and the codes they confirm with.
CREATE TABLE "tenancies" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "offer_id" uuid NOT NULL REFERENCES "tenant_offers"("id") ON DELETE CASCADE,
  "society_id" uuid NOT NULL REFERENCES "gated_societies"("id"),
  "property_id" uuid NOT NULL REFERENCES "properties"("id"),
  "rent_listing_id" uuid NOT NULL REFERENCES "property_rent_listings"("id"),
  "owner_id" uuid REFERENCES "owners"("id") ON DELETE SET NULL,
  "tenant_user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "rent" integer NOT NULL,
  "deposit" integer NOT NULL,
  "maintenance_amount" integer,
  "maintenance_included" boolean DEFAULT false NOT NULL,
  "move_in_date" date NOT NULL,
  "term_months" smallint NOT NULL,
  "lock_in_months" smallint NOT NULL,
  "notice_months" smallint NOT NULL,
  "yearly_increase_percent" smallint NOT NULL,
  "deposit_return_days" smallint NOT NULL,
  "fittings" text[] DEFAULT '{}'::text[] NOT NULL,
  "status" text DEFAULT 'agreement' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "tenancies_status_check" CHECK ("status" IN ('agreement', 'moving_in', 'cancelled')),
  CONSTRAINT "tenancies_amounts_check" CHECK ("rent" > 0 AND "deposit" >= 0),
  CONSTRAINT "tenancies_term_check" CHECK ("term_months" BETWEEN 1 AND 60 AND "lock_in_months" BETWEEN 0 AND "term_months" AND "notice_months" BETWEEN 0 AND 6)
);--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_offer_unique" ON "tenancies" ("offer_id");--> statement-breakpoint
CREATE INDEX "tenancies_tenant_idx" ON "tenancies" ("tenant_user_id");--> statement-breakpoint
CREATE INDEX "tenancies_owner_idx" ON "tenancies" ("owner_id") WHERE "owner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tenancies_created_idx" ON "tenancies" ("created_at", "id");--> statement-breakpoint
CREATE TABLE "tenancy_agreements" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenancy_id" uuid NOT NULL REFERENCES "tenancies"("id") ON DELETE CASCADE,
  "version" integer NOT NULL,
  "terms" jsonb NOT NULL,
  "draft_sha256" text,
  "draft_pdf" bytea,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "superseded_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_agreements_version_unique" ON "tenancy_agreements" ("tenancy_id", "version");--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_agreements_current_unique" ON "tenancy_agreements" ("tenancy_id") WHERE "superseded_at" IS NULL;--> statement-breakpoint
CREATE TABLE "agreement_confirmations" (
  "agreement_id" uuid NOT NULL REFERENCES "tenancy_agreements"("id") ON DELETE CASCADE,
  "party" text NOT NULL,
  "name" text NOT NULL,
  "sha256" text NOT NULL,
  "confirmed_at" timestamp with time zone NOT NULL,
  "address" text,
  PRIMARY KEY ("agreement_id", "party"),
  CONSTRAINT "agreement_confirmations_party_check" CHECK ("party" IN ('tenant', 'owner'))
);--> statement-breakpoint
CREATE TABLE "agreement_codes" (
  "agreement_id" uuid NOT NULL REFERENCES "tenancy_agreements"("id") ON DELETE CASCADE,
  "party" text NOT NULL,
  "code_hash" text NOT NULL,
  "channel" text NOT NULL,
  "sent_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "wrong_tries" integer DEFAULT 0 NOT NULL,
  PRIMARY KEY ("agreement_id", "party")
);
