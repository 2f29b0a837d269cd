-- Search that forgives typos and knows other names (docs/search.md "Matching"). Every name the search matches has
-- its normalised form beside it (name_search), written by the app with lib/search/normalise.ts; a row written
-- another way (psql, a fixture) or renamed without it is NULL and read as lower(name) until the app fills it
-- (server/db/search-names.ts, run after migrations, the seed and every import).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
ALTER TABLE "gated_societies" ADD COLUMN "name_search" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "name_search" text;--> statement-breakpoint
ALTER TABLE "sub_locations" ADD COLUMN "name_search" text;--> statement-breakpoint
ALTER TABLE "builders" ADD COLUMN "name_search" text;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "name_search" text;--> statement-breakpoint
CREATE FUNCTION search_name_invalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A rename that does not write name_search leaves a stale form: clear it, so lower(name) stands in.
  IF NEW.name IS DISTINCT FROM OLD.name AND NEW.name_search IS NOT DISTINCT FROM OLD.name_search THEN
    NEW.name_search := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER gated_societies_search_name BEFORE UPDATE OF name ON "gated_societies" FOR EACH ROW EXECUTE FUNCTION search_name_invalidate();--> statement-breakpoint
CREATE TRIGGER locations_search_name BEFORE UPDATE OF name ON "locations" FOR EACH ROW EXECUTE FUNCTION search_name_invalidate();--> statement-breakpoint
CREATE TRIGGER sub_locations_search_name BEFORE UPDATE OF name ON "sub_locations" FOR EACH ROW EXECUTE FUNCTION search_name_invalidate();--> statement-breakpoint
CREATE TRIGGER builders_search_name BEFORE UPDATE OF name ON "builders" FOR EACH ROW EXECUTE FUNCTION search_name_invalidate();--> statement-breakpoint
CREATE TRIGGER zones_search_name BEFORE UPDATE OF name ON "zones" FOR EACH ROW EXECUTE FUNCTION search_name_invalidate();--> statement-breakpoint
CREATE INDEX "gated_societies_name_search_trgm_idx" ON "gated_societies" USING gin ((coalesce("name_search", lower("name"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gated_societies_name_search_prefix_idx" ON "gated_societies" USING btree ((coalesce("name_search", lower("name"))) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gated_societies_name_search_pending_idx" ON "gated_societies" USING btree ("id") WHERE "name_search" IS NULL;--> statement-breakpoint
CREATE INDEX "locations_name_search_trgm_idx" ON "locations" USING gin ((coalesce("name_search", lower("name"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_locations_name_search_trgm_idx" ON "sub_locations" USING gin ((coalesce("name_search", lower("name"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "builders_name_search_trgm_idx" ON "builders" USING gin ((coalesce("name_search", lower("name"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zones_name_search_trgm_idx" ON "zones" USING gin ((coalesce("name_search", lower("name"))) gin_trgm_ops);--> statement-breakpoint
-- Other names of a society, place, builder or zone: spellings, short forms, old names, Kannada and Devanagari.
-- Written only through server/search/aliases.ts (seed, import, the desk), which stores the normalised forms.
CREATE TABLE "search_aliases" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text NOT NULL,
  "entity_id" uuid NOT NULL,
  "alias" text NOT NULL,
  "normalised" text NOT NULL,
  "compact" text NOT NULL,
  "language" text DEFAULT 'en' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "search_aliases_kind_check" CHECK ("kind" in ('society', 'location', 'sub_location', 'builder', 'zone')),
  CONSTRAINT "search_aliases_language_check" CHECK ("language" in ('en', 'kn', 'hi')),
  CONSTRAINT "search_aliases_normalised_check" CHECK (length("normalised") between 1 and 120)
);--> statement-breakpoint
CREATE UNIQUE INDEX "search_aliases_entity_normalised_unique" ON "search_aliases" USING btree ("kind", "entity_id", "normalised");--> statement-breakpoint
CREATE INDEX "search_aliases_entity_idx" ON "search_aliases" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "search_aliases_normalised_trgm_idx" ON "search_aliases" USING gin ("normalised" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_aliases_compact_prefix_idx" ON "search_aliases" USING btree ("compact" text_pattern_ops);--> statement-breakpoint
-- Whether a typed word is within the typos allowed of a word of a name, or of its start: none under 5 letters,
-- 1 from 5, 2 from 9 (Meilisearch's and Typesense's defaults). Levenshtein from fuzzystrmatch.
CREATE FUNCTION search_word_fuzzy(query_word text, name text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select exists (
    select 1 from unnest(string_to_array(name, ' ')) as word, (select case when length(query_word) >= 9 then 2 else 1 end as allowed) as typos
    where length(query_word) >= 5
      and least(levenshtein_less_equal(query_word, word, typos.allowed), levenshtein_less_equal(query_word, left(word, length(query_word)), typos.allowed)) <= typos.allowed
  )
$$;--> statement-breakpoint
-- How well one typed word matches a name (its words separated by single spaces): 4 a whole word, 3 the start of
-- a word, 1 within the typos allowed, 0 no match. One expression, so the planner inlines it; the Levenshtein check
-- runs only where pg_trgm's word similarity (cheap) says a typo is possible, or where word and name are both
-- outside Latin script (pg_trgm has no trigrams for Kannada or Devanagari in the C locale; across scripts nothing
-- is within a typo).
CREATE FUNCTION search_word_tier(query_word text, name text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case
    when (' ' || name || ' ') like ('% ' || query_word || ' %') then 4
    when (' ' || name) like ('% ' || query_word || '%') then 3
    when length(query_word) >= 5 and (word_similarity(query_word, name) >= 0.4 or (query_word !~ '^[a-z0-9.]*$' and name !~ '^[a-z0-9 .]*$')) and search_word_fuzzy(query_word, name) then 1
    else 0
  end
$$;
