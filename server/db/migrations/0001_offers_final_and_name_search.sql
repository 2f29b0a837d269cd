-- Name search ("contains") stays fast at 10,000 societies with a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gated_societies_name_trgm_idx" ON "gated_societies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- Offers are final (spec 2.12): the terms of an offer can never be changed once sent. Only its status may move
-- (an owner accepting or rejecting, the tenant withdrawing).
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
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tenant_offers_final BEFORE UPDATE ON "tenant_offers" FOR EACH ROW EXECUTE FUNCTION tenant_offers_are_final();
