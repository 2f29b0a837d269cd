-- Answering offers (docs/offers.md "Answering offers"): the desk accepts, declines with a reason or counters once;
-- the tenant accepts or declines a counter; an accepted offer can be withdrawn with a reason.
ALTER TABLE "tenant_offers" DROP CONSTRAINT "tenant_offers_status_check";--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_status_check" CHECK ("tenant_offers"."offer_status" in ('Pending', 'Countered', 'Accepted', 'Rejected', 'Withdrawn'));--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "counter_rent" integer;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "counter_security_deposit" integer;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "counter_movein_date" date;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "countered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "withdraw_reason" text;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_counter_check" CHECK (("tenant_offers"."counter_rent" is null and "tenant_offers"."counter_security_deposit" is null and "tenant_offers"."counter_movein_date" is null and "tenant_offers"."countered_at" is null) or ("tenant_offers"."counter_rent" >= 1 and "tenant_offers"."counter_security_deposit" >= 1 and "tenant_offers"."counter_movein_date" is not null and "tenant_offers"."countered_at" is not null));--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_decline_reason_check" CHECK ("tenant_offers"."decline_reason" is null or "tenant_offers"."decline_reason" in ('rent_too_low', 'deposit_too_low', 'move_in_date', 'tenant_preference', 'owner_plans_changed', 'another_offer', 'counter_declined'));--> statement-breakpoint
-- The desk's inbox sorts by age or rent and filters by status and society; answering an offer reads the other
-- live offers on the same home.
CREATE INDEX "tenant_offers_created_idx" ON "tenant_offers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tenant_offers_status_created_idx" ON "tenant_offers" USING btree ("offer_status","created_at");--> statement-breakpoint
CREATE INDEX "tenant_offers_society_created_idx" ON "tenant_offers" USING btree ("society_id","created_at");--> statement-breakpoint
CREATE INDEX "tenant_offers_rent_idx" ON "tenant_offers" USING btree ("offered_rent","id");--> statement-breakpoint
CREATE INDEX "tenant_offers_live_property_idx" ON "tenant_offers" USING btree ("property_id") WHERE offer_status not in ('Rejected', 'Withdrawn');--> statement-breakpoint
-- Offers are final (spec 2.12): the tenant's terms never change once sent (as in migration 0001). The answer's
-- columns (status, counter, reasons, decided_at) may move, but a counter is made once: its terms, once written,
-- never change either.
CREATE OR REPLACE FUNCTION tenant_offers_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.tenant_profile_id, NEW.property_rent_listing_id, NEW.property_id, NEW.owner_id, NEW.society_id, NEW.user_id,
      NEW.offered_rent, NEW.offered_security_deposit, NEW.movein_date, NEW.extra_fittings_requested, NEW.message, NEW.created_at)
     IS DISTINCT FROM
     (OLD.tenant_profile_id, OLD.property_rent_listing_id, OLD.property_id, OLD.owner_id, OLD.society_id, OLD.user_id,
      OLD.offered_rent, OLD.offered_security_deposit, OLD.movein_date, OLD.extra_fittings_requested, OLD.message, OLD.created_at)
  THEN
    RAISE EXCEPTION 'offers are final and cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.countered_at IS NOT NULL AND
     (NEW.counter_rent, NEW.counter_security_deposit, NEW.counter_movein_date, NEW.countered_at)
     IS DISTINCT FROM
     (OLD.counter_rent, OLD.counter_security_deposit, OLD.counter_movein_date, OLD.countered_at)
  THEN
    RAISE EXCEPTION 'an offer is countered once and the counter cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
