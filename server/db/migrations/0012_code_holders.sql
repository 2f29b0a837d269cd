-- Codes belong to the one who asked for them (docs/auth.md "Rate limits"): a login code to the address AND the
-- device that asked (a hash of its device cookie, or `ip:<address>` for a caller without one), a WhatsApp code to
-- the number AND the account or client that asked. A code asked for by someone else never replaces, and guesses
-- never reach, the owner's code. signed_in_at: when this device last signed in to the address with a code (a known
-- device is held by its own budget only, not by the address's flood ceiling).
ALTER TABLE "embedded_auth"."one_time_codes" ADD COLUMN "holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "embedded_auth"."one_time_codes" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "embedded_auth"."one_time_codes" DROP CONSTRAINT "one_time_codes_pkey";--> statement-breakpoint
ALTER TABLE "embedded_auth"."one_time_codes" ADD CONSTRAINT "one_time_codes_email_holder_pk" PRIMARY KEY ("email", "holder");--> statement-breakpoint
ALTER TABLE "phone_otps" ADD COLUMN "holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_otps" DROP CONSTRAINT "phone_otps_pkey";--> statement-breakpoint
ALTER TABLE "phone_otps" ADD CONSTRAINT "phone_otps_phone_holder_pk" PRIMARY KEY ("phone", "holder");
