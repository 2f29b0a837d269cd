-- The desk's lists built for work (docs/ops.md "Tables"): the listings' 'stale' filter reads the homes on offer
-- (Active, or hidden as Unconfirmed) not confirmed for a while, in the order of their last confirmation; a partial
-- index holds exactly those, so the filter, its count and its CSV are one range of it (the Rented and Inactive homes
-- of years past, the bulk of the old confirmations, are not in it).
CREATE INDEX "property_rent_listings_on_offer_confirmed_idx" ON "property_rent_listings" USING btree ("last_confirmed_at","id") WHERE listing_status in ('Active', 'Unconfirmed');
