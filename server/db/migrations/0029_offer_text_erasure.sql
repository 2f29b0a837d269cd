-- Erasure (docs/privacy.md "Erasure"): an offer stays for the owner after its tenant deletes their account, but the
-- text the tenant typed into it (the message, the fittings asked for) may name them. Offers stay final otherwise:
-- under ghomes.offer_redact = 'on' (set inside the erasure's transaction, server/privacy/erasure.ts) those two
-- columns may be emptied, and nothing else of the tenant's terms may change.
CREATE OR REPLACE FUNCTION tenant_offers_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  redacting boolean := current_setting('ghomes.offer_redact', true) = 'on'
    AND NEW.message IS NULL AND NEW.extra_fittings_requested IS NULL;
BEGIN
  IF (NEW.tenant_profile_id, NEW.property_rent_listing_id, NEW.property_id, NEW.owner_id, NEW.society_id, NEW.user_id,
      NEW.offered_rent, NEW.offered_security_deposit, NEW.movein_date, NEW.created_at)
     IS DISTINCT FROM
     (OLD.tenant_profile_id, OLD.property_rent_listing_id, OLD.property_id, OLD.owner_id, OLD.society_id, OLD.user_id,
      OLD.offered_rent, OLD.offered_security_deposit, OLD.movein_date, OLD.created_at)
     OR (NOT redacting AND (NEW.extra_fittings_requested, NEW.message) IS DISTINCT FROM (OLD.extra_fittings_requested, OLD.message))
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
