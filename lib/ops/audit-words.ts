// The audit log in plain words (/ops/audit, docs/ops.md "Audit log page"): each action as a person says it, each
// table as the kind of record it holds, and a record's label from its looked-up name ('Kavya Nair, tenant
// profile'). The codes stay in the rows and the URL; these are what the page shows and its filters offer.

export const AUDIT_ACTION_WORDS: Readonly<Record<string, string>> = {
  view: 'Looked at details',
  'staff.grant': 'Gave a desk role',
  'staff.change': 'Changed a desk role',
  'staff.remove': 'Removed a desk role',
  'offer.accept': 'Accepted an offer',
  'offer.decline': 'Declined an offer',
  'offer.counter': 'Countered an offer',
  'offer.withdraw': 'Withdrew an accepted offer',
  'offer.counter_accept': 'Accepted a counter',
  'offer.counter_decline': 'Declined a counter',
  'offer.forward_owner': 'Sent an offer to its owner',
  'offer.revoke_owner_link': "Revoked an owner's offer link",
  'offer.owner_new_link': 'The owner asked for a new offer link (sent to them)',
  'society.offer_answer_mode': 'Changed how offers reach owners',
  'listing.create': 'Added a listing',
  'property.create': 'Added a home',
  'listing.update': 'Changed a listing',
  'listing.owner_edit': 'Owner changed their listing',
  'listing.rent_change_approve': "Approved an owner's new rent",
  'listing.rent_change_refuse': "Refused an owner's new rent",
  'listing.rented': 'Marked a home rented',
  'listing.status': "Changed a listing's status",
  'broker_report.confirm': 'Confirmed a broker report (listing removed)',
  'broker_report.dismiss': 'Settled a broker report: not a broker',
  'listing.owner_left': "Ended a listing: its owner's account was erased",
  'availability.confirm': 'Owner said the home is available',
  'availability.rented': 'Owner said the home is rented',
  'availability.unconfirmed': 'Hid a listing nobody confirmed',
  'availability.revoke_link': "Revoked an owner's availability link",
  'availability.ask_now': 'Asked the owner now if the home is still available',
  'note.add': 'Added a desk note',
  'assign.set': 'Assigned to a staff member',
  'assign.clear': 'Took back an assignment',
  'owner.edit': 'Changed an owner',
  'owner.device_proved': 'Owner proved a browser',
  'owner.account_linked': "An account proved the owner's number",
  'owner.account_unlinked': "Unlinked an owner's account",
  'owner.account_erased': "The owner's account was erased: listings ended, links revoked",
  'contact.handle': 'Marked a message handled',
  'contact.reopen': 'Reopened a message',
  'contact.reply': 'Replied to a message',
  'visit.door_unlocked': 'Marked a visit: door unlocked',
  'visit.no_show': 'Marked a visit: no-show',
  'visit.mark_undone': "Undid a visit's mark",
  'leads.export': 'Downloaded leads',
  'campaign.create': 'Created a campaign',
  'campaign.update': 'Changed a campaign',
  'desk.set_pin': "Set a gate desk's PIN",
  'desk.remove': 'Removed a gate desk',
  'job.retry': 'Retried a failed job',
  'society_fact.set': 'Set a society fact',
  'society_fact.clear': 'Cleared a society fact',
  'aliases.replace': 'Changed the other names the search knows',
  'account.erase': 'Erased an account',
  'property.update': 'Changed a home',
  'home_submission.create': 'Owner started adding a home',
  'home_submission.edit': 'Owner changed a home they are adding',
  'home_submission.photo_add': 'Owner added a photo',
  'home_submission.photo_remove': 'Owner removed a photo',
  'home_submission.photo_order': 'Owner reordered the photos',
  'home_submission.document': 'Owner added the ownership document',
  'home_submission.submit': 'Owner sent a new home to the desk',
  'home_submission.approve': 'Approved a new home',
  'home_submission.ask': 'Asked the owner for more about a new home',
  'home_submission.refuse': 'Refused a new home',
  'agreement.confirm': 'Agreed to a rent agreement',
  'tenancy.change_terms': "Changed a tenancy's terms (a new agreement version)",
  'tenancy.cancel': 'Cancelled a tenancy',
  'tenancy.remind': 'Reminded a party to agree to a rent agreement',
  'condition_report.start': 'Started a move-out condition report',
  'condition_report.send': 'Sent a condition report to the owner',
  'condition_report.comment': 'Commented on a condition report (sent back to the tenant)',
  'condition_report.confirm': 'Confirmed a condition report (locked)',
  'condition_report.photo_remove': 'Removed a photo from a condition report',
  'deposit.record_paid': 'Recorded a deposit as paid',
  'deposit.confirm_paid': 'Confirmed a deposit payment',
  'deposit.record_keys': 'Recorded the keys handed back',
  'deposit.confirm_keys': 'Confirmed the keys handed back',
  'deposit.add_deduction': 'Added a deduction from a deposit',
  'deposit.remove_deduction': 'Removed a deduction from a deposit',
  'deposit.answer_deduction': 'Accepted or disputed a deposit deduction',
  'deposit.record_return': 'Recorded a deposit returned',
  'deposit.confirm_return': 'Confirmed a deposit returned',
  'home_submission.owner_left': "Closed a new home: its owner's account was erased",
};

/** The action in words, or its code for one this list does not know. */
export function auditActionWords(action: string): string {
  return AUDIT_ACTION_WORDS[action] ?? action;
}

/** The actions the filter offers, in words, alphabetically. */
export const AUDIT_ACTION_CHOICES = Object.entries(AUDIT_ACTION_WORDS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export const AUDIT_RECORD_KINDS: Readonly<Record<string, string>> = {
  profiles: 'account',
  tenant_profile: 'tenant profile',
  owners: 'owner',
  staff_members: 'desk role',
  contact_messages: 'contact message',
  tenant_offers: 'offer',
  property_rent_listings: 'rent listing',
  property_sale_listings: 'sale listing',
  broker_reports: 'broker report',
  properties: 'home',
  visits: 'visit',
  gated_societies: 'society',
  society_gate_desks: 'gate desk',
  society_facts: 'society fact',
  aliases: 'other names',
  campaigns: 'campaign',
  festival_leads: 'festival leads',
  'graphile_worker.jobs': 'job',
  audit_log: 'audit log page',
  home_submissions: 'new home',
  tenancies: 'tenancy',
  condition_reports: 'condition report',
  tenancy_deposits: 'deposit',
};

/** The kind of record a table holds, or the table's own name. */
export function auditRecordKind(table: string): string {
  return AUDIT_RECORD_KINDS[table] ?? table;
}

// Records whose name is a phrase read after their kind: 'Offer from Kavya on C-703, Sobha Lotus Residency'.
const KIND_FIRST: Readonly<Record<string, (name: string) => string>> = {
  tenant_offers: (name) => `Offer ${name}`,
  visits: (name) => `Visit ${name}`,
  contact_messages: (name) => `Contact message ${name}`,
  property_rent_listings: (name) => `Rent listing ${name}`,
  property_sale_listings: (name) => `Sale listing ${name}`,
  broker_reports: (name) => `Broker report on ${name}`,
  properties: (name) => `Home ${name}`,
  home_submissions: (name) => `New home ${name}`,
  tenancies: (name) => `Tenancy of ${name}`,
  condition_reports: (name) => `Condition report ${name}`,
  tenancy_deposits: (name) => `Deposit of ${name}`,
  society_gate_desks: (name) => `Gate desk of ${name}`,
  society_facts: (name) => `Society fact of ${name}`,
  aliases: (name) => `Other names of ${name}`,
  festival_leads: (name) => `Festival leads of ${name}`,
  'graphile_worker.jobs': (name) => `Job ${name}`,
  audit_log: (name) => `Audit log page, ${name}`,
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 'Kavya Nair, tenant profile', 'Sobha Lotus Residency, society', 'Offer from Kavya on C-703, Sobha Lotus
 * Residency'; the kind alone ('Tenant profile') when the record is gone or has no name.
 */
export function auditRecordLabel(table: string, name: string | null | undefined): string {
  const kind = auditRecordKind(table);
  if (!name) return capitalised(kind);
  const phrase = KIND_FIRST[table];
  return phrase ? phrase(name) : `${name}, ${kind}`;
}

/** The key of a record in the page's lookups. */
export const auditRecordKey = (table: string, rowId: string) => `${table}|${rowId}`;

/** Who did it, as the page names them: a person's name with their e-mail, or what the actor is. */
export function auditActorLabel(actor: { email: string; name: string | null | undefined }): string {
  if (actor.email === 'command line') return 'Command line';
  if (actor.email === 'erasure') return 'Account erasure (automatic)';
  if (actor.email.startsWith('owner:')) return actor.name ? `${actor.name} (owner)` : 'An owner';
  return actor.name ? `${actor.name} (${actor.email})` : actor.email;
}
