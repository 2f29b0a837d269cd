import type { StaffRole } from './roles';

// The operations desk's sections and the least role that may open each (docs/ops.md "Roles"). The navigation
// shows a person only what they may open; each page and API checks the same role on the server.
export const DESK_SECTIONS = {
  today: { href: '/ops', label: 'Today', role: 'agent' },
  visits: { href: '/ops/visits', label: 'Visits', role: 'agent' },
  offers: { href: '/ops/offers', label: 'Offers', role: 'manager' },
  listings: { href: '/ops/listings', label: 'Listings', role: 'manager' },
  owners: { href: '/ops/owners', label: 'Owners', role: 'manager' },
  newHomes: { href: '/ops/new-homes', label: 'New homes', role: 'manager' },
  tenancies: { href: '/ops/tenancies', label: 'Tenancies', role: 'manager' },
  leads: { href: '/ops/leads', label: 'Leads', role: 'manager' },
  messages: { href: '/ops/messages', label: 'Messages', role: 'manager' },
  queue: { href: '/ops/queue', label: 'Queue', role: 'manager' },
  vitals: { href: '/ops/vitals', label: 'Web Vitals', role: 'manager' },
  campaigns: { href: '/ops/campaigns', label: 'Campaigns', role: 'admin' },
  desks: { href: '/ops/desks', label: 'Gate desks', role: 'admin' },
  staff: { href: '/ops/staff', label: 'Staff', role: 'admin' },
  audit: { href: '/ops/audit', label: 'Audit log', role: 'admin' },
} as const satisfies Record<string, { href: string; label: string; role: StaffRole }>;

export type DeskSection = keyof typeof DESK_SECTIONS;

/**
 * Desk pages outside the navigation, reached from the search box and from rows: the search (each kind of result
 * keeps its own section's role) and a tenant's page, which shows their offers and messages (managers' sections).
 */
export const DESK_PAGES = {
  search: { href: '/ops/search', label: 'Search', role: 'agent' },
  people: { href: '/ops/people', label: 'People', role: 'manager' },
} as const satisfies Record<string, { href: string; label: string; role: StaffRole }>;

export type DeskPageKey = keyof typeof DESK_PAGES;

/** The least role for a desk path: its section's (the longest matching href), else the desk's own ('agent'). */
export function deskRoleForPath(pathname: string): StaffRole {
  let best: { href: string; role: StaffRole } = DESK_SECTIONS.today;
  for (const section of [...Object.values(DESK_SECTIONS), ...Object.values(DESK_PAGES)]) {
    if ((pathname === section.href || pathname.startsWith(`${section.href}/`)) && section.href.length > best.href.length) best = section;
  }
  return best.role;
}
