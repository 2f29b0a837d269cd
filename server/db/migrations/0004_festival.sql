CREATE TABLE "campaigns" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"greeting" text NOT NULL,
	"intro" text NOT NULL,
	"welcome_message" text NOT NULL,
	"society_name" text NOT NULL,
	"homes_managed" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_check" CHECK ("campaigns"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."ends_at" is null or "campaigns"."ends_at" > "campaigns"."starts_at"),
	CONSTRAINT "campaigns_homes_check" CHECK ("campaigns"."homes_managed" > 0)
);
--> statement-breakpoint
-- The first campaign (route /summitt/ganesha). Open-ended: an operator ends it with
-- update campaigns set ends_at = now() where slug = 'ganesha';
INSERT INTO "campaigns" ("slug", "name", "greeting", "intro", "welcome_message", "society_name", "homes_managed", "starts_at", "ends_at") VALUES (
	'ganesha',
	'Ganesh Chaturthi',
	'Ganpati Bappa Morya! Happy Ganesh Chaturthi from all of us.',
	'Looking for a home to rent or buy, or someone to look after yours? Tell us who you are, verify your number on WhatsApp and our team will take it from there.',
	'Thanks for joining us this Ganesh Chaturthi! Our team will reach you on WhatsApp soon.',
	'Embassy Royal Pavilion',
	200,
	'2026-08-20 00:00:00+05:30',
	NULL
);--> statement-breakpoint
-- Leads written before campaigns existed (none in practice) belong to the first one.
ALTER TABLE "festival_leads" ADD COLUMN "campaign" text DEFAULT 'ganesha' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival_leads" ALTER COLUMN "campaign" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "festival_leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "festival_leads" ADD CONSTRAINT "festival_leads_campaign_campaigns_slug_fk" FOREIGN KEY ("campaign") REFERENCES "public"."campaigns"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "festival_leads_campaign_verified_idx" ON "festival_leads" USING btree ("campaign","verified_at");--> statement-breakpoint
ALTER TABLE "festival_leads" ADD CONSTRAINT "festival_leads_phone_campaign_unique" UNIQUE("phone","campaign");--> statement-breakpoint
ALTER TABLE "festival_leads" ADD CONSTRAINT "festival_leads_interests_check" CHECK ("festival_leads"."owner_interests" <@ array['rent', 'sell', 'manage', 'know', 'callback']::text[]);--> statement-breakpoint
ALTER TABLE "festival_leads" ADD CONSTRAINT "festival_leads_owner_interests_check" CHECK (("festival_leads"."role" = 'Property Owner') = (cardinality("festival_leads"."owner_interests") > 0));