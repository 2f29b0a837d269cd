-- Live homes per society (Active rent and sale listings): the tie-break of every text search and suggestion
-- (docs/search.md "Matching"). Counted per matched row, a text that matches thousands of societies ('park' at
-- 100,000 societies) spent most of its time in two counts per row; read here it is one lookup. A table of its own,
-- not a column of gated_societies: a listing changing status must not rewrite the wide society row (nor clear its
-- page's visibility, which the search's index-only scans need). Kept by the triggers below, by deltas so that
-- concurrent transactions add up; a society without a row has none.
CREATE TABLE "society_live_homes" (
  "society_id" uuid PRIMARY KEY NOT NULL REFERENCES "gated_societies"("id") ON DELETE cascade,
  "live_homes" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "society_live_homes" ("society_id", "live_homes")
  SELECT society_id, count(*)::int FROM (
    SELECT society_id FROM "property_rent_listings" WHERE listing_status = 'Active'
    UNION ALL SELECT society_id FROM "property_sale_listings" WHERE listing_status = 'Active'
  ) live GROUP BY society_id;--> statement-breakpoint
-- Once per statement, from its transition tables: +1 for each Active row after, -1 for each Active row before. A
-- trigger with transition tables has one event (hence three per table), and each sees only its own tables.
CREATE FUNCTION society_live_homes_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(society_id ORDER BY society_id), array_agg(n ORDER BY society_id) INTO ids, deltas
    FROM (SELECT society_id, count(*)::int AS n FROM new_rows WHERE listing_status = 'Active' GROUP BY society_id) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(society_id ORDER BY society_id), array_agg(-n ORDER BY society_id) INTO ids, deltas
    FROM (SELECT society_id, count(*)::int AS n FROM old_rows WHERE listing_status = 'Active' GROUP BY society_id) c;
  ELSE
    SELECT array_agg(society_id ORDER BY society_id), array_agg(n ORDER BY society_id) INTO ids, deltas FROM (
      SELECT society_id, sum(delta)::int AS n FROM (
        SELECT society_id, 1 AS delta FROM new_rows WHERE listing_status = 'Active'
        UNION ALL SELECT society_id, -1 FROM old_rows WHERE listing_status = 'Active'
      ) d GROUP BY society_id HAVING sum(delta) <> 0
    ) c;
  END IF;
  -- Rows are locked in society order, so two statements over the same societies cannot deadlock on them.
  IF ids IS NOT NULL THEN
    INSERT INTO society_live_homes AS h (society_id, live_homes)
    SELECT u.society_id, u.delta FROM unnest(ids, deltas) AS u(society_id, delta)
    -- A society deleted with its listings (the cascade) has no row to keep.
    WHERE EXISTS (SELECT 1 FROM gated_societies g WHERE g.id = u.society_id)
    ON CONFLICT (society_id) DO UPDATE SET live_homes = h.live_homes + excluded.live_homes;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "property_rent_listings_live_homes_insert" AFTER INSERT ON "property_rent_listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION society_live_homes_apply();--> statement-breakpoint
CREATE TRIGGER "property_rent_listings_live_homes_update" AFTER UPDATE ON "property_rent_listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION society_live_homes_apply();--> statement-breakpoint
CREATE TRIGGER "property_rent_listings_live_homes_delete" AFTER DELETE ON "property_rent_listings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION society_live_homes_apply();--> statement-breakpoint
CREATE TRIGGER "property_sale_listings_live_homes_insert" AFTER INSERT ON "property_sale_listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION society_live_homes_apply();--> statement-breakpoint
CREATE TRIGGER "property_sale_listings_live_homes_update" AFTER UPDATE ON "property_sale_listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION society_live_homes_apply();--> statement-breakpoint
CREATE TRIGGER "property_sale_listings_live_homes_delete" AFTER DELETE ON "property_sale_listings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION society_live_homes_apply();
