-- A society's facts and its rules for tenants, each with its source and the date it was last checked
-- (docs/society-facts.md). One row per society and fact; no row means unknown.
CREATE TABLE "society_facts" (
	"society_id" uuid NOT NULL REFERENCES "gated_societies"("id") ON DELETE CASCADE,
	"fact" text NOT NULL,
	"value" text NOT NULL,
	"source" text NOT NULL,
	"checked_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "society_facts_pkey" PRIMARY KEY ("society_id", "fact"),
	CONSTRAINT "society_facts_source_check" CHECK ("source" in ('association', 'owner', 'rera_register', 'our_visit')),
	CONSTRAINT "society_facts_value_check" CHECK (length("value") between 1 and 300)
);
--> statement-breakpoint
-- The search's 'Bachelors allowed' and 'Pets allowed' find the societies that state a value.
CREATE INDEX "society_facts_fact_value_idx" ON "society_facts" USING btree ("fact", "value", "society_id");
--> statement-breakpoint
-- Every rent a rent listing has asked, written by a trigger whenever a listing is created or its rent changes
-- (import, desk, seed alike), with the configuration and area it had then: the fair-rent median reads it.
CREATE TABLE "rent_listing_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL REFERENCES "property_rent_listings"("id") ON DELETE CASCADE,
	"society_id" uuid NOT NULL REFERENCES "gated_societies"("id") ON DELETE CASCADE,
	"bedroom_configuration_id" smallint REFERENCES "bedroom_configurations"("id"),
	"sqft" integer,
	"rent" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rent_listing_history_society_idx" ON "rent_listing_history" USING btree ("society_id", "recorded_at");
--> statement-breakpoint
CREATE INDEX "rent_listing_history_listing_idx" ON "rent_listing_history" USING btree ("listing_id");
--> statement-breakpoint
CREATE FUNCTION "record_rent_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.expected_rent IS NOT DISTINCT FROM OLD.expected_rent THEN
		RETURN NEW;
	END IF;
	INSERT INTO rent_listing_history (listing_id, society_id, bedroom_configuration_id, sqft, rent)
	SELECT NEW.id, NEW.society_id, coalesce(NEW.bedroom_configuration_id, p.bedroom_configuration_id), p.sqft, NEW.expected_rent
	FROM properties p WHERE p.id = NEW.property_id;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "property_rent_listings_rent_history" AFTER INSERT OR UPDATE OF "expected_rent" ON "property_rent_listings"
	FOR EACH ROW EXECUTE FUNCTION "record_rent_history"();
--> statement-breakpoint
-- The listings that exist already start their history with the rent they ask today.
INSERT INTO "rent_listing_history" ("listing_id", "society_id", "bedroom_configuration_id", "sqft", "rent", "recorded_at")
SELECT l.id, l.society_id, coalesce(l.bedroom_configuration_id, p.bedroom_configuration_id), p.sqft, l.expected_rent, l.created_at
FROM "property_rent_listings" l JOIN "properties" p ON p.id = l.property_id;
