// The Web Vitals route list is the app's own: every app/**/page.tsx, named as the router names it (route groups
// such as (detail) left out), and nothing else; the public ones among them are the only ones that report.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isPageRoute, isPublicPageRoute, PAGE_ROUTES, PUBLIC_PAGE_ROUTES } from '@/lib/vitals/page-routes';

function pagesUnder(dir: string, route: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(`/${route.join('/')}`);
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('@') || entry.name === '[...rest]') continue;
    // The language segment names no route of its own (a page in every language is one route).
    const group = (entry.name.startsWith('(') && entry.name.endsWith(')')) || entry.name === '[locale]';
    found.push(...pagesUnder(path.join(dir, entry.name), group ? route : [...route, entry.name]));
  }
  return found;
}

test('the list is exactly the pages of the app directory', () => {
  expect([...PAGE_ROUTES].sort()).toEqual(pagesUnder(path.join(process.cwd(), 'app')).sort());
});

test('anything else is not a page route', () => {
  expect(isPageRoute('/society/[society]')).toBe(true);
  for (const invented of ['/society/[societyName]', '/society/Prestige-Lakeside', '/9876543210', '/api/vitals', '/ops/', '']) expect(isPageRoute(invented)).toBe(false);
});

// Every page is on one side: a new page must be put with the public ones or named here as not public.
const NOT_PUBLIC = [
  '/account/keep/[token]',
  '/alerts/unsubscribe',
  '/auth/confirm',
  '/gate/[societyId]',
  '/my-data/[token]',
  '/offline',
  '/owner/[token]',
  '/owner/availability/[token]',
  '/owner/homes',
  '/owner/homes/new',
  '/tenancy/[tenancyId]',
  '/tenancy/[tenancyId]/police-verification',
  '/tenancy/[tenancyId]/report/[kind]',
  '/your-home',
  '/profile',
  '/report-broker/[listingId]',
  '/saved-searches/unsubscribe',
  '/shortlisted',
  '/society-visits/[societyId]',
  '/tenant-profile',
];

test('the public pages are every page but the desk, the kiosk, signed-in pages and personal links', () => {
  const desk = PAGE_ROUTES.filter((route) => route === '/ops' || route.startsWith('/ops/'));
  expect(desk.length).toBeGreaterThan(20);
  expect([...PUBLIC_PAGE_ROUTES, ...desk, ...NOT_PUBLIC].sort()).toEqual([...PAGE_ROUTES].sort());
  for (const route of [...desk, ...NOT_PUBLIC]) expect({ route, public: isPublicPageRoute(route) }).toEqual({ route, public: false });
  for (const route of PUBLIC_PAGE_ROUTES) expect(isPublicPageRoute(route)).toBe(true);
});
