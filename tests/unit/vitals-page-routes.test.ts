// The Web Vitals route list is the app's own: every app/**/page.tsx, named as the router names it (route groups
// such as (detail) left out), and nothing else.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isPageRoute, PAGE_ROUTES } from '@/lib/vitals/page-routes';

function pagesUnder(dir: string, route: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(`/${route.join('/')}`);
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
    const group = entry.name.startsWith('(') && entry.name.endsWith(')');
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
