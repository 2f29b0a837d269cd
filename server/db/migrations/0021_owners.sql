-- Owners as records, the links we send them and the devices they proved (docs/owners.md), and how each society's
-- offers reach owners.
CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country_code" text DEFAULT '+91' NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"preferred_channel" text DEFAULT 'whatsapp' NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_phone_digits_check" CHECK ("owners"."phone" ~ '^[0-9]{6,15}$'),
	CONSTRAINT "owners_channel_check" CHECK ("owners"."preferred_channel" in ('whatsapp', 'email'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "owners_phone_unique" ON "owners" USING btree ("country_code","phone");--> statement-breakpoint
CREATE TABLE "owner_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decision" text,
	CONSTRAINT "owner_links_purpose_check" CHECK ("owner_links"."purpose" in ('offer', 'availability')),
	CONSTRAINT "owner_links_decision_check" CHECK (("owner_links"."decided_at" is null) = ("owner_links"."decision" is null))
);--> statement-breakpoint
ALTER TABLE "owner_links" ADD CONSTRAINT "owner_links_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_links_subject_idx" ON "owner_links" USING btree ("purpose","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "owner_links_owner_idx" ON "owner_links" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE TABLE "owner_devices" (
	"owner_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"proved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_devices_owner_id_device_hash_pk" PRIMARY KEY("owner_id","device_hash")
);--> statement-breakpoint
ALTER TABLE "owner_devices" ADD CONSTRAINT "owner_devices_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "owner_device_codes" (
	"owner_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"channel" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_device_codes_owner_id_device_hash_pk" PRIMARY KEY("owner_id","device_hash"),
	CONSTRAINT "owner_device_codes_channel_check" CHECK ("owner_device_codes"."channel" in ('whatsapp', 'email'))
);--> statement-breakpoint
ALTER TABLE "owner_device_codes" ADD CONSTRAINT "owner_device_codes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gated_societies" ADD COLUMN "offer_answer_mode" text DEFAULT 'team_first' NOT NULL;--> statement-breakpoint
ALTER TABLE "gated_societies" ADD CONSTRAINT "gated_societies_offer_answer_mode_check" CHECK ("gated_societies"."offer_answer_mode" in ('team_first', 'owners_direct'));
