// Every page route of the app, as the router names it (app/**/page.tsx, route groups left out), and the public
// ones among them: the only routes a Web Vitals report may name. A report for anything else (a 404 path, an invented text) is dropped, so the
// table, the desk and the /metrics labels stay bounded by this list. tests/unit/vitals-page-routes.test.ts
// checks it against the app directory, so a new page cannot be missing from it, nor a removed one stay.

export const PAGE_ROUTES = [
  '/',
  '/about',
  '/account/keep/[token]',
  '/alerts/unsubscribe',
  '/auth/confirm',
  '/bangalore/[kind]/[slug]',
  '/bangalore/[kind]/[slug]/page/[page]',
  '/brands',
  '/builder/[builderSlug]',
  '/contact',
  '/desktop-message',
  '/gate/[societyId]',
  '/my-data/[token]',
  '/offline',
  '/open-house',
  '/ops',
  '/ops/audit',
  '/ops/campaigns',
  '/ops/campaigns/[slug]',
  '/ops/campaigns/new',
  '/ops/desks',
  '/ops/leads',
  '/ops/listings',
  '/ops/listings/broker-reports',
  '/ops/listings/facts',
  '/ops/listings/facts/[societyId]',
  '/ops/messages',
  '/ops/messages/[id]',
  '/ops/new-homes',
  '/ops/new-homes/[submissionId]',
  '/ops/tenancies',
  '/ops/offers',
  '/ops/owners',
  '/ops/owners/[id]',
  '/ops/people/[id]',
  '/ops/queue',
  '/ops/search',
  '/ops/staff',
  '/ops/visits',
  '/ops/vitals',
  '/owner/[token]',
  '/owner/availability/[token]',
  '/owner/homes',
  '/owner/homes/new',
  '/tenancy/[tenancyId]',
  '/tenancy/[tenancyId]/police-verification',
  '/tenancy/[tenancyId]/report/[kind]',
  '/your-home',
  '/privacy',
  '/profile',
  '/property-owner',
  '/report-broker/[listingId]',
  '/saved-searches/unsubscribe',
  '/search',
  '/shortlisted',
  '/society-visits/[societyId]',
  '/society/[society]',
  '/society/[society]/properties',
  '/summitt/[campaign]',
  '/tenant-profile',
] as const;

const KNOWN: ReadonlySet<string> = new Set(PAGE_ROUTES);

export function isPageRoute(route: string): boolean {
  return KNOWN.has(route);
}

/**
 * The pages a visitor opens without an account or a personal link: the only ones whose Web Vitals are reported,
 * stored and shown ('real visitors' phones'). Left out: the operations desk (/ops: staff on their own screens),
 * the security desk's kiosk (/gate), the signed-in person's pages (/profile, /tenant-profile, /shortlisted,
 * /society-visits, /report-broker), one person's links from a message (/owner, /my-data, /account/keep, /auth/confirm, the two
 * unsubscribe pages) and the offline fallback (/offline: drawn by the service worker from its cache).
 * tests/unit/vitals-page-routes.test.ts names each page of PAGE_ROUTES left out, so a new page is put on one side.
 */
export const PUBLIC_PAGE_ROUTES = [
  '/',
  '/about',
  '/bangalore/[kind]/[slug]',
  '/bangalore/[kind]/[slug]/page/[page]',
  '/brands',
  '/builder/[builderSlug]',
  '/contact',
  '/desktop-message',
  '/open-house',
  '/privacy',
  '/property-owner',
  '/search',
  '/society/[society]',
  '/society/[society]/properties',
  '/summitt/[campaign]',
] as const satisfies readonly (typeof PAGE_ROUTES)[number][];

const PUBLIC: ReadonlySet<string> = new Set(PUBLIC_PAGE_ROUTES);

export function isPublicPageRoute(route: string): boolean {
  return PUBLIC.has(route);
}
