// The fuzz suite (no request a client can send gets a 500): every route handler and every page family of the
// production build, driven with malformed bodies, parameters, methods and headers. Whatever arrives, the answer is
// never a 5xx and never shows a stack trace or a file path. A table of known-bad payloads plus fast-check samples
// from a fixed seed, so every run sends the same requests. Payloads are chosen so that none can succeed (no valid
// e-mail with a 6-digit code, no complete registration): the suite never spends the sign-in budgets the other specs
// need.
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import fc from 'fast-check';
import { newPerson } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';
import { staffCommand } from './pages/staff';

const SEED = 20_261_123;
const CONCURRENCY = 8;

// ---------------------------------------------------------------------------------------------------------
// Payloads

const HUGE = 'x'.repeat(1_000_000);
const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const FUTURE = Math.floor(Date.UTC(2099, 0, 1) / 1000);
const forgedClaims = { sub: '00000000-0000-4000-8000-000000000000', aud: 'authenticated', role: 'authenticated', exp: FUTURE, session_id: 'x' };

/** Access tokens an attacker could make: header `null`, `alg: none`, wrong key, garbage. */
const FORGED_TOKENS = [
  `${b64url('null')}.${b64url(forgedClaims)}.AAAA`,
  `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(forgedClaims)}.`,
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(forgedClaims)}.c2lnbmF0dXJl`,
  `${b64url({ alg: 'ES256', kid: 'nope', typ: 'JWT' })}.${b64url(forgedClaims)}.c2lnbmF0dXJl`,
  `${b64url({ alg: 42, kid: [] })}.${b64url('null')}.AAAA`,
  `${b64url('{')}.${b64url('}')}.AAAA`,
  'a.b.c',
  '%00.%00.%00',
];

/** Strings that broke things before: NUL, control characters, lone surrogates, huge, traversal, markup. */
const BAD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000@example.com',
  'a@example.com\u0000',
  '\u0001\u001f\u007f',
  '\ud800',
  '\uffff\ufffe',
  '%00',
  '%',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"$gt":""}',
  '9'.repeat(400),
  'a'.repeat(300) + '@example.com',
  HUGE.slice(0, 70_000),
  '😀'.repeat(100),
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, [], [1, 2], {}, { nested: { deeper: { deepest: ['\u0000'] } } }];

/** Raw bodies: bad JSON, wrong top-level types, deep nesting, a megabyte. */
const RAW_BODIES = [
  '{',
  '{"email":',
  'null',
  '[]',
  '"string"',
  '42',
  'true',
  '{"a":"\\u0000"}',
  '\u0000',
  '[' .repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
  JSON.stringify({ email: HUGE }),
  'email=a%40b.com&token=123456',
  '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--',
];

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'invalid/\u00e9',
];

/** What each body field is tried with (the rest of BAD_STRINGS goes to query parameters and whole bodies). */
const FIELD_VALUES: unknown[] = [
  ...BAD_STRINGS.filter((_, index) => [0, 3, 4, 6, 7, 12, 18, 19].includes(index)),
  null,
  1.5,
  [],
  WRONG_TYPES.at(-1),
];

/** Odd methods: Next answers what it can, and the request guard the rest. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE'];

const ROUTER_STATE_HEADERS = ['garbage', '%7B', 'null', '[1,2,3]', '%E0%A4%A', '["",{"children":["x"]}]', 'x'.repeat(41_000)];

/** fast-check samples for field values and JSON bodies, from the fixed seed. */
const generatedValues = fc.sample(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.jsonValue({ maxDepth: 3 })), { seed: SEED, numRuns: 12 });
const generatedStrings = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }), { seed: SEED + 1, numRuns: 10 });

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD, where encodeURIComponent would throw). */
const encode = (value: string) => Array.from(Buffer.from(value, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

// ---------------------------------------------------------------------------------------------------------
// Targets

interface Target {
  path: string;
  methods: string[];
  /** Body fields the handler reads: each gets every bad value while the others hold plausible ones. */
  fields?: Record<string, unknown>;
  /** Query parameters the handler reads. */
  query?: string[];
  /** Methods whose bodies get the field-by-field table (default: all); the others share its schema. */
  fieldMethods?: string[];
}

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const API_TARGETS: Target[] = [
  { path: '/api/health', methods: ['GET'] },
  { path: '/api/auth/me', methods: ['GET'] },
  { path: '/api/auth/send-code', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com' } },
  { path: '/api/auth/verify', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com', token: 'abcdef' } },
  { path: '/api/auth/sign-out', methods: ['POST'] },
  { path: '/api/check-user-exists', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com' } },
  { path: '/api/suggestions', methods: ['GET'], query: ['q'] },
  { path: '/api/revalidate', methods: ['POST'], fields: { society_id: UUID, all: true } },
  // Two fields are always invalid (e-mail and phone), so no variation of one field can send a message.
  { path: '/api/send-contact-email', methods: ['POST'], fields: { name: 'Fuzz', email: 'not-an-email', phone: 'abc', subject: 'Hi', message: 'Hello' } },
  { path: '/api/brochures', methods: ['POST'], fields: { society_id: UUID } },
  { path: '/api/alerts', methods: ['GET', 'POST'], fields: { society_id: UUID, property_type: 'Rent' }, query: ['society_id'] },
  {
    path: '/api/dual-auth-register',
    methods: ['POST'],
    // E-mail and phone are both invalid, so no variation of one field can create an account.
    fields: { firstName: 'Fuzz', lastName: 'Test', countryCode: '+91', phone: '98765', email: 'not-an-email' },
  },
  { path: '/auth/v1/otp', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com', create_user: false } },
  // An invalid e-mail stops every variation before the verify limiter, so the suite spends none of its budget.
  { path: '/auth/v1/verify', methods: ['POST'], fields: { type: 'email', email: 'not-an-email', token: 'abcdef' } },
  { path: '/auth/v1/token?grant_type=refresh_token', methods: ['POST'], fields: { refresh_token: 'nope' } },
  { path: '/auth/v1/user', methods: ['GET', 'PUT'], fields: { data: { first_name: 'Fuzz' } } },
  { path: '/auth/v1/logout', methods: ['POST'] },
  { path: '/auth/v1/.well-known/jwks.json', methods: ['GET'] },
  { path: '/auth/v1/settings', methods: ['GET'] },
  { path: '/auth/v1/health', methods: ['GET'] },
  { path: '/auth/v1/nope', methods: ['GET', 'POST'] },
  { path: '/dev/outbox', methods: ['GET'], query: ['limit', 'to', 'format'] },
  { path: '/storage/v1/object/public/societies/x.svg', methods: ['GET'] },
  // The festival lead routes: the number is always invalid, so no variation sends a WhatsApp or spends a budget.
  { path: '/api/send-whatsapp-otp', methods: ['POST'], fields: { phone: '12345', phoneNumber: '+9112345', countryCode: '+91' } },
  { path: '/api/verify-whatsapp-otp', methods: ['POST'], fields: { phone: '12345', phoneNumber: '+9112345', otp: 'abcdef', role: 'Tenant', ownerInterests: [], campaign: 'ganesha' } },
  { path: '/api/festival-otp', methods: ['POST'], fields: { action: 'send-otp', phoneNumber: '+9112345', otp: 'abcdef', role: 'Tenant' } },
  { path: '/api/alerts/unsubscribe', methods: ['GET', 'POST'], query: ['token'] },
  // 'Keep my account' with tokens nobody holds: always the 404, nothing kept or deleted.
  { path: '/api/account/keep/not-a-token', methods: ['POST'] },
  { path: '/api/account/keep/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', methods: ['POST'] },
  { path: '/api/visits/availability', methods: ['GET'], query: ['property_id', 'date'] },
  // The image optimizer: only this site's paths (and configured storage hosts) are ever fetched.
  { path: '/_next/image?w=64&q=75', methods: ['GET'], query: ['url'] },
  { path: '/_next/image?url=%2Fstorage%2Fv1%2Fobject%2Fpublic%2Fsocieties%2Fx.svg', methods: ['GET'], query: ['w', 'q'] },
];

/** URLs the image optimizer must refuse (400) without opening a connection. */
const IMAGE_URLS = [
  'https://127.0.0.1:54329/x.png',
  'http://127.0.0.1:5432/x.png',
  'https://localhost/x.png',
  'https://evil.example/x.png',
  'http://[::1]/x.png',
  'http://169.254.169.254/latest/meta-data/',
  '//evil.example/x.png',
  'file:///etc/passwd',
  'data:image/png;base64,AAAA',
  'gopher://127.0.0.1:6379/_x',
  '/_next/image?url=%2Ffavicon.ico&w=64&q=75',
  '/%2e%2e/%2e%2e/etc/passwd',
];

/** Redirects: Host headers, returnTo values and unsubscribe tokens that once made a bad Location. */
const REDIRECT_PROBES: Probe[] = [
  ...['evil.example', 'evil.example:443', '127.0.0.1:1'].flatMap((host): Probe[] => [
    { method: 'GET', url: '/search?type=Location&q=Whitefield', headers: { Host: host } },
    { method: 'GET', url: '/search?type=Builder&q=Sobha', headers: { Host: host } },
    { method: 'GET', url: '/api/alerts/unsubscribe?token=x', headers: { Host: host } },
    { method: 'POST', url: '/api/alerts/unsubscribe?token=x', headers: { Host: host, Accept: 'text/html' } },
    { method: 'GET', url: '/about/', headers: { Host: host } },
  ]),
  ...['/%E2%80%8B', '/%E3%80%80', '/%E2%88%95evil.example', '/%C3%A9', '/%00', '//evil.example', '/%5Cevil.example', '/%09/evil.example', 'https://evil.example'].flatMap(
    (returnTo): Probe[] => [
      { method: 'GET', url: `/profile?auth=login&returnTo=${returnTo}` },
      { method: 'GET', url: `/profile?auth=login&returnTo=${returnTo}`, signedIn: true },
    ],
  ),
];


const FUTURE_DAY = '2099-01-15';
/** A new home's details: valid, so the probes reach the owner check (the fuzz accounts own no record: 404). */
const NEW_HOME_FIELDS = { society_id: UUID, kind: 'rent', tower: 'F', unit: '101', bedroom_configuration_id: '3', furnishing: 'Unfurnished', expected_rent: '40000', description: 'Fuzz' };

/**
 * Routes that need a session. Each is probed signed out (every answer must be the 401, whatever the body) and
 * signed in as the fuzz person, with ids nobody has, so no variation books, offers or alerts anything real.
 */
const SIGNED_IN_TARGETS: Target[] = [
  {
    path: '/api/book-visit',
    methods: ['POST'],
    fields: { listing_id: UUID, property_id: UUID, society_id: UUID, visit_start: `${FUTURE_DAY}T05:30:00.000Z`, visit_end: `${FUTURE_DAY}T06:00:00.000Z`, at_the_society: false },
  },
  { path: '/api/visits', methods: ['GET'], query: ['society_id'] },
  { path: '/api/visits/open', methods: ['GET'], query: ['society_id'] },
  { path: `/api/visits/${UUID}`, methods: ['PATCH'], fields: { feedback: 'hold', drop_reason: [], notes: 'Fuzz' } },
  { path: `/api/visits/${UUID}/cancel`, methods: ['POST'] },
  { path: '/api/visits/not-a-uuid/cancel', methods: ['POST'] },
  { path: '/api/shortlist', methods: ['GET'] },
  {
    path: '/api/offers',
    methods: ['GET', 'POST'],
    fields: {
      rent_listing_id: UUID,
      property_id: UUID,
      society_id: UUID,
      owner_id: null,
      offered_rent: 40_000,
      offered_security_deposit: '120000',
      movein_date: FUTURE_DAY,
      extra_fittings_requested: 'A fridge',
      message: 'Hello',
    },
  },
  { path: '/api/send-offer-acknowledgment', methods: ['POST'], fields: { propertyId: UUID, societyId: UUID, offeredRent: 40_000, offeredDeposit: 120_000, moveinDate: FUTURE_DAY } },
  {
    path: '/api/tenant-profile',
    methods: ['GET', 'POST', 'PUT'],
    fieldMethods: ['POST'],
    fields: {
      first_name: 'Fuzz',
      last_name: 'Person',
      email: 'fuzz@example.com',
      phone: '9876543210',
      alternative_phone_number: '',
      short_bio: 'Quiet',
      current_residing_city: 'Pune',
      occupation: 'Employed (Salaried)',
      employer_name: 'Infosys',
      nature_of_work: '',
      business_name: '',
      google_business_profile_url: '',
      institution_name: '',
      home_state: 'Karnataka',
      linkedin_profile: '',
      cibil_score: '780',
      tenant_type: 'Family',
      number_of_adults: '2',
      number_of_children: '1',
      total_occupants: '',
      has_pet: false,
      consent_to_bg: true,
    },
  },
  { path: '/api/alerts', methods: ['GET', 'POST'], fields: { society_id: UUID, property_type: 'Rent' }, query: ['society_id'] },
  { path: '/api/brochures', methods: ['POST'], fields: { society_id: UUID } },
  { path: '/api/profile/whatsapp-number', methods: ['GET', 'POST'] },
  { path: '/api/profile/whatsapp-number/verify', methods: ['POST'], fields: { otp: '123456' } },
  { path: '/api/profile/consents', methods: ['GET', 'PUT'], fields: { purpose: 'email_alerts', granted: true } },
  { path: '/api/profile/data-export/not-a-token', methods: ['POST'] },
  // A listing id nobody has: every variation is refused (404, 422) before a report is stored or counted.
  { path: '/api/broker-reports', methods: ['POST'], fields: { listing_id: UUID, reason: 'brokerage', details: 'Fuzz' } },
  { path: '/api/owner-account/code', methods: ['POST'], fields: { phone: '9845012345' } },
  { path: '/api/owner-account/verify', methods: ['POST'], fields: { phone: '9845012345', otp: '123456' } },
  { path: `/api/owner-account/offers/${UUID}/answer`, methods: ['POST'], fields: { action: 'accept' } },
  { path: `/api/owner-account/listings/${UUID}/availability`, methods: ['POST'], fields: { answer: 'available' } },
  {
    path: `/api/owner-account/listings/${UUID}`,
    methods: ['PATCH'],
    fields: { expected_rent: '40000', expected_deposit: '120000', available_from_date: FUTURE_DAY, pets_allowed: true, tenant_food_preference: 'veg_only', preferred_tenant: ['Family'] },
  },
  { path: '/api/owner-account/submissions', methods: ['POST'], fields: NEW_HOME_FIELDS },
  { path: `/api/owner-account/submissions/${UUID}`, methods: ['PUT'], fields: NEW_HOME_FIELDS },
  { path: `/api/owner-account/submissions/${UUID}/photos`, methods: ['POST', 'PUT'], fields: { order: [UUID] } },
  { path: `/api/owner-account/submissions/${UUID}/photos/${UUID}`, methods: ['DELETE'] },
  { path: `/api/owner-account/submissions/${UUID}/document?kind=Sale%20deed`, methods: ['PUT'] },
  { path: `/api/owner-account/submissions/${UUID}/submit`, methods: ['POST'] },
  { path: `/api/tenancies/${UUID}/agreement`, methods: ['GET'] },
  { path: `/api/tenancies/${UUID}/agreement/code`, methods: ['POST'] },
  { path: `/api/tenancies/${UUID}/agreement/confirm`, methods: ['POST'], fields: { code: '123456', sha256: 'a'.repeat(64) } },
  { path: `/api/tenancies/${UUID}/steps/police_verification`, methods: ['PATCH'], fields: { state: 'done' } },
  { path: `/api/tenancies/${UUID}/steps/no-such-step`, methods: ['PATCH'], fields: { state: 'done' } },
  // A tenancy nobody has: every condition report route answers 404 (or 422 for a bad payload) before anything is read.
  { path: `/api/tenancies/${UUID}/reports`, methods: ['GET'] },
  { path: `/api/tenancies/${UUID}/reports/move-in`, methods: ['GET', 'POST'] },
  { path: `/api/tenancies/${UUID}/reports/move-out`, methods: ['GET', 'POST'] },
  { path: `/api/tenancies/${UUID}/reports/move-in/rooms/kitchen`, methods: ['PUT'], fields: { note: 'A scratch on the counter.' } },
  { path: `/api/tenancies/${UUID}/reports/move-in/rooms/kitchen/photos`, methods: ['POST'] },
  { path: `/api/tenancies/${UUID}/reports/move-in/photos/${UUID}`, methods: ['GET', 'DELETE'] },
  { path: `/api/tenancies/${UUID}/reports/move-in/details`, methods: ['PUT'], fields: { meters: { electricity: '1200', water: '', gas: '' }, keys: { keys: '2', access_cards: '1', remotes: '0' } } },
  { path: `/api/tenancies/${UUID}/reports/move-in/send`, methods: ['POST'] },
  { path: `/api/tenancies/${UUID}/reports/move-in/confirm`, methods: ['POST'] },
  { path: `/api/tenancies/${UUID}/reports/move-in/comment`, methods: ['POST'], fields: { comment: 'Please add the balcony.' } },
  { path: `/api/tenancies/${UUID}/reports/move-in/pdf`, methods: ['GET'] },
  { path: `/api/tenancies/${UUID}/reports/sideways`, methods: ['GET'] },
  { path: `/api/tenancies/${UUID}/deposit`, methods: ['GET'] },
  { path: `/api/tenancies/${UUID}/deposit/paid`, methods: ['POST'], fields: { amount: '150000', paid_on: '2026-11-01' } },
  { path: `/api/tenancies/${UUID}/deposit/paid/confirm`, methods: ['POST'] },
  { path: `/api/tenancies/${UUID}/deposit/keys`, methods: ['POST'], fields: { returned_on: '2026-11-01' } },
  { path: `/api/tenancies/${UUID}/deposit/keys/confirm`, methods: ['POST'] },
  { path: `/api/tenancies/${UUID}/deposit/deductions`, methods: ['POST'] },
  { path: `/api/tenancies/${UUID}/deposit/deductions/${UUID}`, methods: ['DELETE'] },
  { path: `/api/tenancies/${UUID}/deposit/deductions/${UUID}/answer`, methods: ['POST'], fields: { answer: 'disputed', reason: 'Not damaged.' } },
  { path: `/api/tenancies/${UUID}/deposit/deductions/${UUID}/evidence`, methods: ['GET'] },
  { path: `/api/tenancies/${UUID}/deposit/return`, methods: ['POST'], fields: { amount: '140000', returned_on: '2026-11-01' } },
  { path: `/api/tenancies/${UUID}/deposit/return/confirm`, methods: ['POST'] },
];

/**
 * The operations desk's routes. Signed out and as the fuzz tenant every probe must meet the 404 (the desk is not
 * advertised, and nothing is parsed before the role); as the fuzz admin the whole table, with ids nobody has, so
 * no variation answers, marks or edits anything real. The one body that can succeed creates a campaign that ended
 * in 2001, which no page shows.
 */
const DESK_TARGETS: Target[] = [
  { path: `/api/ops/offers/${UUID}/accept`, methods: ['POST'] },
  { path: `/api/ops/offers/${UUID}/decline`, methods: ['POST'], fields: { reason: 'rent_too_low', message: 'Fuzz' } },
  { path: `/api/ops/offers/${UUID}/counter`, methods: ['POST'], fields: { offered_rent: 40_000, offered_security_deposit: '120000', movein_date: FUTURE_DAY } },
  { path: `/api/ops/offers/${UUID}/withdraw`, methods: ['POST'], fields: { reason: 'Fuzz' } },
  { path: '/api/ops/offers/not-a-uuid/accept', methods: ['POST'] },
  { path: `/api/ops/visits/${UUID}/mark`, methods: ['POST', 'DELETE'], fields: { mark: 'door_unlocked' } },
  { path: `/api/ops/listings/${UUID}`, methods: ['PATCH'], fields: { expected_rent: '40000', expected_deposit: '120000', immediate_flag: false, available_from_date: FUTURE_DAY, listing_status: 'Active' } },
  {
    path: '/api/ops/listings',
    methods: ['POST'],
    fields: { society_id: UUID, configuration: '2 BHK', house_number: 'F-1', expected_rent: '40000', expected_deposit: '120000', immediate_flag: true, listing_status: 'Active' },
  },
  { path: '/api/ops/listings/societies', methods: ['GET'], query: ['q'] },
  { path: `/api/ops/messages/${UUID}`, methods: ['PATCH'], fields: { handled: true } },
  { path: `/api/ops/owners/${UUID}/unlink`, methods: ['POST'] },
  { path: `/api/ops/rent-changes/${UUID}`, methods: ['POST'], fields: { decision: 'approve' } },
  { path: `/api/ops/new-homes/${UUID}`, methods: ['POST'], fields: { decision: 'refuse', note: 'Fuzz note' } },
  { path: `/api/ops/new-homes/${UUID}/document`, methods: ['GET'] },
  { path: `/api/ops/tenancies/${UUID}`, methods: ['PATCH'], fields: { rent: '40000', deposit: '120000', move_in_date: FUTURE_DAY, lock_in_months: '6', notice_months: '1', yearly_increase_percent: '5', deposit_return_days: '30' } },
  { path: `/api/ops/tenancies/${UUID}/agreement`, methods: ['GET'] },
  { path: `/api/ops/tenancies/${UUID}/remind`, methods: ['POST'], fields: { party: 'owner' } },
  { path: `/api/ops/tenancies/${UUID}/reports/move-in`, methods: ['GET'] },
  { path: `/api/ops/tenancies/${UUID}/reports/move-out/photos/${UUID}`, methods: ['GET'] },
  { path: `/api/ops/tenancies/${UUID}/deposit/deductions/${UUID}/evidence`, methods: ['GET'] },
  { path: `/api/ops/broker-reports/${UUID}`, methods: ['POST'], fields: { outcome: 'not_broker' } },
  { path: '/api/ops/broker-reports/not-a-uuid', methods: ['POST'], fields: { outcome: 'broker_confirmed' } },
  { path: `/api/ops/messages/${UUID}/replies`, methods: ['POST'], fields: { reply: 'Fuzz', markHandled: false } },
  { path: `/api/ops/leads/${UUID}/phone`, methods: ['POST'] },
  { path: '/api/ops/leads/export', methods: ['POST'], fields: { campaign: 'ganesha', role: 'Tenant', interest: 'rent', from: '2026-09-01', to: '2026-09-30' } },
  {
    path: '/api/ops/campaigns',
    methods: ['POST'],
    fields: { slug: 'fuzz-ended', name: 'Fuzz', greeting: 'Hi', intro: 'Fuzz', welcomeMessage: 'Hello', societyName: 'Fuzz', homesManaged: 10, startsAt: '2001-01-01T10:00', endsAt: '2001-01-02T10:00' },
  },
  { path: '/api/ops/staff', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com', role: 'agent', societyIds: [UUID] } },
  { path: `/api/ops/staff/${UUID}`, methods: ['PATCH', 'DELETE'], fields: { role: 'manager', societyIds: [] } },
  { path: '/api/ops/staff/societies', methods: ['GET'], query: ['q'] },
  { path: `/api/ops/desks/${UUID}`, methods: ['PUT', 'DELETE'], fields: { pin: '123456' } },
  { path: '/api/ops/queue/999999999999/retry', methods: ['POST'] },
  { path: '/api/ops/queue/not-a-job/retry', methods: ['POST'] },
  { path: '/api/ops/campaigns/no-such-campaign', methods: ['PATCH'], fields: { name: 'Fuzz', greeting: 'Hi', intro: 'Fuzz', welcomeMessage: 'Hello', societyName: 'Fuzz', homesManaged: 10, startsAt: '2001-01-01T10:00', endsAt: '' } },
];

/** Field values for the signed-in routes: the ones that reach their own code (text rules, types, sizes). */
const SIGNED_IN_FIELD_VALUES: unknown[] = ['a\u0000b', '\u0001\u001f\u007f', '\ud800', 'é\u200b\u3000', HUGE.slice(0, 70_000), '-1', 'NaN', null, -1, 1.5, 1e308, [], { nested: ['\u0000'] }];

const PAGE_PATHS = [
  '/',
  '/search',
  '/search?type=Builder&q=x&builders=1,2&page=-1',
  '/about',
  '/contact',
  '/brands',
  '/open-house',
  '/property-owner',
  '/owner/homes',
  '/owner/homes/new',
  '/owner/homes/new?home=not-a-uuid',
  '/your-home',
  `/tenancy/${UUID}`,
  '/tenancy/not-a-uuid',
  `/tenancy/${UUID}/police-verification`,
  '/tenancy/not-a-uuid/police-verification',
  `/tenancy/${UUID}/report/move-in`,
  `/tenancy/${UUID}/report/sideways`,
  '/tenancy/not-a-uuid/report/move-out',
  `/report-broker/${UUID}`,
  '/desktop-message',
  '/profile',
  '/profile?auth=register&returnTo=//evil.example',
  '/privacy',
  '/my-data/not-a-token',
  '/account/keep/not-a-token',
  '/society/Sobha-Silicon--Oasis',
  '/builder/sobha',
  '/society/x-fuzz-unknown',
  '/builder/x-fuzz-unknown',
  '/robots.txt',
  '/sitemap.xml',
  '/no-such-page',
];

/** Path segments for the dynamic pages and storage: NUL, too long, traversal, bad escapes. */
const BAD_SEGMENTS = ['%00', 'a%00b', '%', '%E0%A4%A', '..', '%2e%2e', '%2e%2e%2f%2e%2e%2fetc', 'a'.repeat(300), encodeURIComponent('é'.repeat(200)), '%252e%252e', 'x%0d%0aSet-Cookie:%20a=b', '~', '%ff'];

// ---------------------------------------------------------------------------------------------------------
// The runner

interface Probe {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent with the fuzz person's session (the signed-in routes' own code runs only then). */
  signedIn?: boolean;
  /** Sent with the fuzz admin's session (the desk routes' own code runs only then). */
  asStaff?: boolean;
  /** The one answer allowed (a signed-in route without a session: 401 before anything is parsed). */
  expectStatus?: number;
}

const STACK_TRACE = /^\s*at (async )?\S+ \(?.*:\d+:\d+\)?\s*$|\bat (async )?[\w$.<>]+ \([^)\s]*:\d+:\d+\)/m;
const LEAKS: [string, RegExp][] = [
  ['a stack trace', STACK_TRACE],
  ['the project directory', /\/work\//],
  ['node_modules', /node_modules/],
  ['a TypeScript file position', /\.tsx?:\d/],
];

const failures: string[] = [];
let sent = 0;

function describe(probe: Probe): string {
  const body = probe.body === undefined ? '' : ` body=${JSON.stringify(String(probe.body).slice(0, 80))}`;
  const headers = probe.headers ? ` headers=${JSON.stringify(probe.headers).slice(0, 120)}` : '';
  return `${probe.asStaff ? '[admin] ' : probe.signedIn ? '[signed in] ' : ''}${probe.method} ${probe.url.slice(0, 160)}${headers}${body}`;
}

/** A Location header must be a same-site path or this site's origin, percent-encoded, never the Host header's. */
function badLocation(location: string | undefined, base: string): string | null {
  if (location === undefined) return null;
  if (!/^[\x21-\x7e]*$/.test(location)) return 'a Location that is not percent-encoded';
  if (location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')) return null;
  if (location.startsWith(`${base}/`)) return null;
  return /evil\.example/i.test(location) ? 'a Location built from the Host header' : 'a Location on another origin';
}

let signedInContext: APIRequestContext | undefined;
let staffContext: APIRequestContext | undefined;
let baseOrigin = '';

async function send(anonymous: APIRequestContext, probe: Probe): Promise<void> {
  sent += 1;
  const request = probe.asStaff && staffContext ? staffContext : probe.signedIn && signedInContext ? signedInContext : anonymous;
  const fetchProbe = () =>
    request.fetch(probe.url, {
      method: probe.method,
      headers: probe.headers,
      data: probe.body,
      maxRedirects: 0,
      failOnStatusCode: false,
      timeout: 30_000,
    });
  let response: APIResponse;
  try {
    response = await fetchProbe().catch((error: unknown) => {
      // A kept-alive socket the server closed for idling, reused at that moment, is reset before the request
      // reaches a handler: that is the connection's race, not an answer, so the probe goes once more on a new
      // socket. A reset the input causes happens again and is reported.
      if (/ECONNRESET|socket hang up/i.test(String(error))) return fetchProbe();
      throw error;
    });
  } catch (error) {
    // A transport refusal of our own client (e.g. an invalid header value) is not the server's answer.
    if (/Invalid character in header|Invalid header value|ERR_INVALID_CHAR|ERR_INVALID_HTTP_TOKEN/i.test(String(error))) return;
    failures.push(`${describe(probe)} -> no answer: ${String(error).slice(0, 200)}`);
    return;
  }
  const status = response.status();
  // The one 5xx allowed: /api/health reports a database that did not answer in time (503) while the fuzz
  // keeps every connection busy; that is the health check doing its job, not an input it failed on.
  const healthReport = probe.url.startsWith('/api/health') && status === 503;
  if (status >= 500 && !healthReport) failures.push(`${describe(probe)} -> ${status}`);
  if (probe.expectStatus && status !== probe.expectStatus) failures.push(`${describe(probe)} -> ${status}, expected ${probe.expectStatus}`);
  const location = badLocation(response.headers()['location'], baseOrigin);
  if (location) failures.push(`${describe(probe)} -> ${status} with ${location}: ${response.headers()['location']}`);
  const text = probe.method === 'HEAD' ? '' : (await response.body()).toString('utf8');
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match) failures.push(`${describe(probe)} -> ${status} shows ${what}: ${JSON.stringify(text.slice(Math.max(0, match.index - 60), match.index + 80))}`);
  }
  await response.dispose();
}

async function runAll(request: APIRequestContext, probes: Probe[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < probes.length) await send(request, probes[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const json = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'null';
  }
};

function bodyProbes(target: Target, method: string, values: unknown[] = [...FIELD_VALUES, generatedValues[0]]): Probe[] {
  const probes: Probe[] = [];
  const jsonHeaders = { 'Content-Type': 'application/json' };
  const fields = target.fields ?? {};
  // One field at a time takes every bad value, the others stay plausible.
  for (const field of Object.keys(fields)) {
    for (const value of values) {
      probes.push({ method, url: target.path, headers: jsonHeaders, body: json({ ...fields, [field]: value }) });
    }
  }
  // Whole bodies: raw text with each content type, generated JSON, extra keys.
  for (const [index, raw] of RAW_BODIES.entries()) {
    probes.push({ method, url: target.path, headers: { 'Content-Type': CONTENT_TYPES[index % CONTENT_TYPES.length]! }, body: raw });
  }
  for (const value of generatedValues.slice(1, 4)) probes.push({ method, url: target.path, headers: jsonHeaders, body: json(value) });
  probes.push({ method, url: target.path, headers: jsonHeaders, body: json({ ...fields, __proto__: { admin: true }, constructor: { prototype: {} } }) });
  probes.push({ method, url: target.path, headers: jsonHeaders, body: json({ ...fields, extra: HUGE.slice(0, 200_000) }) });
  probes.push({ method, url: target.path });
  return probes;
}

function queryProbes(target: Target): Probe[] {
  const probes: Probe[] = [];
  for (const name of target.query ?? []) {
    const values = [...BAD_STRINGS.filter((_, index) => [0, 2, 3, 7, 8, 9, 10, 11, 15, 17].includes(index)), '1.5', '-1', '0', '1e3', '999999999999', 'json', ...generatedStrings.slice(0, 3)];
    for (const value of values) {
      probes.push({ method: 'GET', url: `${target.path}${target.path.includes('?') ? '&' : '?'}${name}=${encode(value)}` });
    }
    probes.push({ method: 'GET', url: `${target.path}?${name}=a&${name}=b&${name}[]=c` });
    probes.push({ method: 'GET', url: `${target.path}?${name}=%00%` });
  }
  return probes;
}

/** Forged sessions: a bearer token, and the supabase-js cookie holding a forged or garbage session. */
function sessionHeaders(cookieName: string): Record<string, string>[] {
  const headers: Record<string, string>[] = [];
  for (const token of FORGED_TOKENS) {
    headers.push({ Authorization: `Bearer ${token}` });
    const session = { access_token: token, refresh_token: 'forged', token_type: 'bearer', expires_in: 3600, expires_at: FUTURE, user: { id: forgedClaims.sub } };
    headers.push({ Cookie: `${cookieName}=base64-${b64url(session)}` });
  }
  const expired = { access_token: FORGED_TOKENS[0], refresh_token: 'forged', expires_at: 1, user: null };
  headers.push({ Cookie: `${cookieName}=base64-${b64url(expired)}` });
  headers.push({ Cookie: `${cookieName}=base64-%%%` });
  headers.push({ Cookie: `${cookieName}={"access_token":null}` });
  headers.push({ Cookie: `${cookieName}.0=base64-eyJ; ${cookieName}.1=garbage` });
  headers.push({ Cookie: `${cookieName}=${'A'.repeat(3000)}` });
  headers.push({ Authorization: 'Bearer' }, { Authorization: 'Basic Zm9vOmJhcg==' }, { Authorization: `Bearer ${'x'.repeat(8000)}` });
  return headers;
}

/** Headers that trip frameworks: router state, prefetch without RSC, odd accepts, huge values, spoofed hosts. */
const ODD_HEADERS: Record<string, string>[] = [
  ...ROUTER_STATE_HEADERS.map((value) => ({ RSC: '1', 'Next-Router-State-Tree': value })),
  ...ROUTER_STATE_HEADERS.slice(0, 2).map((value) => ({ 'Next-Router-State-Tree': value })),
  { 'Next-Router-Prefetch': '1' },
  { 'Next-Router-Prefetch': '1', RSC: '1' },
  { 'Next-Router-Segment-Prefetch': '/_tree', RSC: '1', 'Next-Router-Prefetch': '1' },
  { 'Next-Action': 'deadbeef', 'Content-Type': 'text/plain;charset=UTF-8' },
  { 'Next-Url': '/%00' },
  { Accept: 'text/x-component' },
  { Range: 'bytes=999999999-1' },
  { 'If-None-Match': '"x"'.repeat(500) },
  { Host: 'evil.example' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' },
  { 'X-Forwarded-For': '::ffff:999.1.1.1, garbage' },
  { Origin: 'null' },
  { 'X-Middleware-Subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'X-Invoke-Path': '/api/health', 'X-Invoke-Query': '%' },
  { Cookie: 'a=' + 'b'.repeat(12_000) },
];

/** Where the session is read: every forged session goes there; elsewhere a few. */
const SESSION_TARGETS = new Set(['/api/auth/me', '/api/alerts', '/api/auth/sign-out', '/auth/v1/user', '/auth/v1/logout', '/profile', '/']);

/** Route handlers get the headers that reach them; the router headers only matter to pages. */
const API_ODD_HEADERS = [ODD_HEADERS[0]!, ...ODD_HEADERS.filter((headers) => 'Host' in headers || 'Origin' in headers || 'Range' in headers || 'X-Middleware-Subrequest' in headers)];

// About 3,700 requests in under two minutes on a quiet machine; the limit leaves room for a busy one.
test.describe.configure({ timeout: 240_000 });

// Whatever verify budget the probes spent (they come from 127.0.0.1, like every other spec) goes back afterwards.
test.afterAll(async () => {
  await e2eQuery(`delete from rate_limit_events where bucket like 'verify-%'`);
});

/** The fuzz person: registered and signed in once, in a context of its own (its cookies ride on signed-in probes). */
async function signInFuzzPerson(baseURL: string, prefix = 'fuzz'): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const person = newPerson(prefix);
  const registered = await context.post('/api/dual-auth-register', { data: { ...person, countryCode: '+91' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await context.post('/api/auth/verify', { data: { email: person.email, token: await new Outbox(context).code(person.email) } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  if (prefix === 'fuzz-admin') await staffCommand(['add', person.email, 'admin']);
  return context;
}

/** The desk's routes: 404 for the anonymous and the tenant whatever they send, then the whole table as an admin. */
function deskProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const target of DESK_TARGETS) {
    for (const method of target.methods) {
      const body = method === 'GET' ? undefined : json({ ...target.fields, message: 'a\u0000b' });
      probes.push({ method, url: target.path, headers: { 'Content-Type': 'application/json' }, body, expectStatus: 404 });
      probes.push({ method, url: target.path, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{"x":', signedIn: true, expectStatus: 404 });
      if (method === 'GET' || method === 'DELETE') probes.push({ method, url: target.path, asStaff: true });
      else probes.push(...bodyProbes(target, method, SIGNED_IN_FIELD_VALUES).map((probe) => ({ ...probe, asStaff: true })));
    }
    probes.push(...queryProbes(target).map((probe) => ({ ...probe, asStaff: true })));
    for (const method of METHODS) probes.push({ method, url: target.path, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' || method === 'HEAD' ? undefined : '{"x":', asStaff: true });
  }
  return probes;
}

test('fuzz: no 5xx, no stack trace and no file path for malformed requests to every route and page', async ({ baseURL }) => {
  const request = await playwrightRequest.newContext({ baseURL });
  baseOrigin = new URL(baseURL!).origin;
  signedInContext = await signInFuzzPerson(baseURL!);
  staffContext = await signInFuzzPerson(baseURL!, 'fuzz-admin');
  const cookieName = `sb-${new URL(baseURL!).hostname.split('.')[0]}-auth-token`;
  const probes: Probe[] = [];

  for (const target of API_TARGETS) {
    for (const method of target.methods) {
      if (method === 'GET') probes.push({ method, url: target.path });
      else probes.push(...bodyProbes(target, method));
    }
    probes.push(...queryProbes(target));
    for (const method of METHODS) probes.push({ method, url: target.path, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' || method === 'HEAD' ? undefined : '{"x":' });
    const sessions = SESSION_TARGETS.has(target.path) ? sessionHeaders(cookieName) : sessionHeaders(cookieName).slice(0, 3);
    for (const headers of sessions) probes.push({ method: target.methods.at(-1)!, url: target.path, headers: { 'Content-Type': 'application/json', ...headers }, body: target.methods.at(-1) === 'GET' ? undefined : json(target.fields ?? {}) });
    for (const headers of API_ODD_HEADERS) probes.push({ method: target.methods[0]!, url: target.path, headers });
  }

  for (const path of PAGE_PATHS) {
    for (const method of METHODS) probes.push({ method, url: path, headers: method === 'POST' ? { 'Content-Type': 'text/plain' } : undefined, body: method === 'POST' ? 'garbage' : undefined });
    // Query variants of a page share its code: methods only.
    if (path.includes('?')) continue;
    for (const headers of ODD_HEADERS) probes.push({ method: 'GET', url: path, headers });
    const sessions = SESSION_TARGETS.has(path) ? sessionHeaders(cookieName) : sessionHeaders(cookieName).slice(0, 2);
    for (const headers of sessions) probes.push({ method: 'GET', url: path, headers });
  }

  // Dynamic segments and storage names: NUL, too long, traversal, bad escapes.
  for (const segment of [...BAD_SEGMENTS, ...generatedStrings.map(encode)]) {
    for (const prefix of ['/society/', '/builder/', '/report-broker/', '/storage/v1/object/public/societies/', '/storage/v1/object/public/', '/auth/v1/']) {
      probes.push({ method: 'GET', url: `${prefix}${segment}` });
    }
    probes.push({ method: 'GET', url: `/storage/v1/object/public/societies/${segment}/${segment}.svg` });
    probes.push({ method: 'GET', url: `/search?q=${segment}&zone=${segment}&builders=${segment}&page=${segment}&type=${segment}` });
  }

  // The signed-in routes: signed out, every probe must meet the 401 (checked below: no 422 with details)...
  for (const target of SIGNED_IN_TARGETS) {
    for (const method of target.methods) {
      const body = method === 'GET' ? undefined : '{"x":';
      probes.push({ method, url: target.path, headers: { 'Content-Type': 'application/json' }, body, expectStatus: 401 });
      if (method !== 'GET') {
        for (const raw of ['[]', 'null', json({ ...target.fields, short_bio: 'a\u0000b', offered_rent: -1 })]) {
          probes.push({ method, url: target.path, headers: { 'Content-Type': 'application/json' }, body: raw, expectStatus: 401 });
        }
      }
    }
    // ...and signed in, the whole table.
    for (const method of target.methods) {
      if (method === 'GET') probes.push({ method, url: target.path, signedIn: true });
      else {
        const values = !target.fieldMethods || target.fieldMethods.includes(method) ? SIGNED_IN_FIELD_VALUES : [];
        probes.push(...bodyProbes(target, method, values).map((probe) => ({ ...probe, signedIn: true })));
      }
    }
    probes.push(...queryProbes(target).map((probe) => ({ ...probe, signedIn: true })));
    for (const method of METHODS) probes.push({ method, url: target.path, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' || method === 'HEAD' ? undefined : '{"x":', signedIn: true });
  }
  probes.push(...deskProbes());
  for (const url of IMAGE_URLS) probes.push({ method: 'GET', url: `/_next/image?url=${encodeURIComponent(url)}&w=64&q=75` });
  probes.push(...REDIRECT_PROBES);

  console.log(`[fuzz] ${probes.length} requests to send`);
  const started = Date.now();
  await runAll(request, probes);
  console.log(`[fuzz] ${sent} requests sent (seed ${SEED}) in ${Math.round((Date.now() - started) / 1000)} s, ${failures.length} failures`);
  await request.dispose();
  await signedInContext.dispose();
  await staffContext.dispose();
  expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
});
