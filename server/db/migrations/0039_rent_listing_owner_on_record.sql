-- Whether a rent listing's owner (its own, else its home's) has an owner record: the desk's 'live without an
-- owner' figure on Today and the listings' 'owner missing' filter (docs/ops.md "Today"). Worked out per listing it
-- was an anti-join over every Active listing (1.7 s at 100,000 societies); kept here it is a look-up in the partial
-- index below. The owner ids on listings and homes are loose (no foreign key: an import may name an owner whose
-- record comes later), so the flag follows all three tables:
-- a listing's own owner or home changing (row trigger), a home's owner changing, an owner record added or removed.
ALTER TABLE "property_rent_listings" ADD COLUMN "owner_on_record" boolean NOT NULL DEFAULT false;--> statement-breakpoint
CREATE FUNCTION rent_listing_owner_on_record(listing_owner uuid, home uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM properties p JOIN owners o ON o.id = coalesce(listing_owner, p.owner_id) WHERE p.id = home)
$$;--> statement-breakpoint
UPDATE "property_rent_listings" SET owner_on_record = rent_listing_owner_on_record(owner_id, property_id);--> statement-breakpoint
CREATE FUNCTION rent_listings_owner_on_record_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_on_record := rent_listing_owner_on_record(NEW.owner_id, NEW.property_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "property_rent_listings_owner_on_record" BEFORE INSERT OR UPDATE OF owner_id, property_id ON "property_rent_listings" FOR EACH ROW EXECUTE FUNCTION rent_listings_owner_on_record_set();--> statement-breakpoint
-- A home's owner changed: its listings without an owner of their own follow it. Once per statement (a bulk
-- import of homes is one update, not one per row).
CREATE FUNCTION properties_owner_on_record_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE property_rent_listings l SET owner_on_record = rent_listing_owner_on_record(NULL, l.property_id)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE l.property_id = n.id AND l.owner_id IS NULL AND n.owner_id IS DISTINCT FROM o.owner_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_owner_on_record" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_owner_on_record_apply();--> statement-breakpoint
-- An owner record added (or removed): the listings that name it, directly or through their home, have one (or not).
CREATE FUNCTION owners_owner_on_record_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE property_rent_listings l SET owner_on_record = true FROM new_rows n WHERE l.owner_id = n.id AND NOT l.owner_on_record;
    UPDATE property_rent_listings l SET owner_on_record = true FROM new_rows n JOIN properties p ON p.owner_id = n.id
    WHERE l.property_id = p.id AND l.owner_id IS NULL AND NOT l.owner_on_record;
  ELSE
    UPDATE property_rent_listings l SET owner_on_record = false FROM old_rows r WHERE l.owner_id = r.id AND l.owner_on_record;
    UPDATE property_rent_listings l SET owner_on_record = false FROM old_rows r JOIN properties p ON p.owner_id = r.id
    WHERE l.property_id = p.id AND l.owner_id IS NULL AND l.owner_on_record;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "owners_owner_on_record_insert" AFTER INSERT ON "owners" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owners_owner_on_record_apply();--> statement-breakpoint
CREATE TRIGGER "owners_owner_on_record_delete" AFTER DELETE ON "owners" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION owners_owner_on_record_apply();--> statement-breakpoint
-- What Today counts: listings hidden as unconfirmed, and live ones without an owner on record (both few).
CREATE INDEX "property_rent_listings_to_ask_idx" ON "property_rent_listings" ("listing_status", "owner_on_record")
  WHERE listing_status = 'Unconfirmed' OR (listing_status = 'Active' AND NOT owner_on_record);
