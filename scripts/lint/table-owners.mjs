// Which server/ domain writes each table (docs/architecture.md "Which way the code depends"): the lint rule
// ghomes/writes-own-tables reports an insert, update or delete of a table from any other domain's folder, which
// asks the owner's service instead. Reads are free: a page may join whatever it shows.
export const TABLE_OWNERS = {
  alerts: ['alert_digests', 'property_alerts', 'saved_searches', 'saved_search_digests'],
  audit: ['audit_log'],
  auth: ['authUsers', 'authSessions', 'authRefreshTokens', 'authOneTimeCodes', 'authLoginLinks', 'profiles', 'phone_otps', 'rate_limit_events'],
  contact: ['contact_messages', 'contact_replies'],
  http: ['idempotency_keys'],
  jobs: ['job_worker_heartbeats', 'delivered_messages', 'delivery_intents'],
  leads: ['campaigns', 'festival_leads'],
  listings: ['properties', 'property_rent_listings', 'property_sale_listings', 'availability_asks', 'rent_listing_history', 'listing_rent_changes', 'home_submissions', 'broker_reports'],
  offers: ['tenant_offers'],
  outbox: ['outbox_messages'],
  owners: ['owners', 'owner_links', 'owner_devices', 'owner_device_codes'],
  places: ['zones', 'cities', 'locations', 'sub_locations', 'builders', 'bedroom_configurations'],
  privacy: ['consent_log', 'data_exports', 'account_deletions'],
  push: ['push_subscriptions'],
  search: ['search_aliases', 'society_live_homes'],
  shortlist: ['shortlist_hearts'],
  societies: ['gated_societies', 'society_facts', 'brochure_downloads'],
  staff: ['staff_members', 'staff_societies', 'staff_session_activity', 'desk_notes'],
  tenant: ['tenant_profile'],
  tenancies: ['tenancies', 'tenancy_agreements', 'agreement_confirmations', 'agreement_codes', 'tenancy_step_marks', 'condition_reports', 'condition_report_photos', 'tenancy_deposits', 'deposit_deductions', 'deposit_reminders'],
  visits: ['visits', 'society_gate_desks', 'gate_desk_locks'],
  vitals: ['web_vital_samples'],
};

// A table one more domain writes, with the reason it cannot ask the owner: the two domains would import each other.
export const ALSO_WRITTEN_BY = {
  // An accepted offer puts the home 'Under offer' and a withdrawn one puts it back, in the offer's transaction, while
  // letting a home (server/listings/let-home.ts) asks the offers to decline: listings already depends on offers.
  property_rent_listings: { offers: 'the listing status of an offer accepted or withdrawn' },
};

// Folders that write every table: the schema's own migrations and the seed (server/db), and the CSV import, which
// writes the catalogue it reads (places, societies, facts, owners, homes) in one transaction (server/import).
export const WRITE_EVERY_TABLE = ['db', 'import'];
