// Desk pages asked for as the client router asks (an RSC payload, or a prefetch) answer 404 to anyone without the
// section's role, before anything streams, as a plain page load does; staff with the role pass through. Run
// through the middleware itself.
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { BASE_URL, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant } from './staff-fixtures';
import { useTestDatabase } from '../helpers/test-db';

useEmbeddedAuthEnv();
useTestDatabase();

const FLIGHT = { rsc: { RSC: '1' }, prefetch: { RSC: '1', 'Next-Router-Prefetch': '1' } } as const;

function ask(path: string, headers: Record<string, string>, cookie?: string) {
  return middleware(new NextRequest(`${BASE_URL}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}), 'x-forwarded-for': '198.51.100.60' } }));
}

test.each(Object.entries(FLIGHT))('%s: signed out, a tenant and a lesser role get 404 with nothing of the page', async (_kind, headers) => {
  const tenant = await signedInTenant('flight-tenant');
  const agent = await signedInStaff('agent');
  for (const path of ['/ops', '/ops/vitals', '/ops/audit', '/ops/leads?campaign=ganesha', '/ops/messages/00000000-0000-0000-0000-000000000000']) {
    for (const cookie of [undefined, tenant.cookie]) {
      const response = await ask(path, headers, cookie);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toBe('Not Found');
    }
  }
  // An agent may open the desk and its visits, not a manager's or an admin's section.
  expect((await ask('/ops/vitals', headers, agent.cookie)).status).toBe(404);
  expect((await ask('/ops/staff', headers, agent.cookie)).status).toBe(404);
  expect((await ask('/ops/visits', headers, agent.cookie)).status).toBe(200);
});

test('staff with the role pass through; a plain page load is left to the page (its own 404 page), or is the login page when signed out', async () => {
  const admin = await signedInStaff('admin');
  const tenant = await signedInTenant('flight-plain-tenant');
  for (const headers of Object.values(FLIGHT)) for (const path of ['/ops', '/ops/vitals', '/ops/audit']) expect((await ask(path, headers, admin.cookie)).status).toBe(200);
  const asTenant = await ask('/ops/vitals', {}, tenant.cookie);
  expect(asTenant.status).toBe(200);
  expect(asTenant.headers.get('x-middleware-next')).toBe('1');
  // Signed out, a desk page is the site's ordinary login page (/profile, whose English page is /en/profile),
  // rendered at the desk's address.
  const signedOut = await ask('/ops/vitals', {});
  expect(signedOut.status).toBe(200);
  expect(new URL(signedOut.headers.get('x-middleware-rewrite') ?? '', BASE_URL).pathname).toBe('/en/profile');
  // Other pages' RSC requests are not the desk's business.
  expect((await ask('/about', FLIGHT.rsc)).status).not.toBe(404);
});
