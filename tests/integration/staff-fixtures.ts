// Staff for the desk's tests: a signed-in person (cookies as the browser gets them) granted a role through the
// same service the `npm run staff` command uses.
import { NextRequest } from 'next/server';
import type { StaffRole } from '@/lib/ops/roles';
import { COMMAND_LINE_ACTOR } from '@/server/audit/log';
import { createRouteAuthClient } from '@/server/auth/route-client';
import { getDb } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { resolveStaff } from '@/server/staff/access';
import { grantStaffRole } from '@/server/staff/service';
import { eq } from 'drizzle-orm';
import { BASE_URL, signedInPerson } from './society-fixtures';

export interface SignedIn {
  id: string;
  cookie: string;
  email: string;
}

/** A signed-in person with no role: a tenant. */
export async function signedInTenant(prefix = 'tenant'): Promise<SignedIn> {
  const person = await signedInPerson(prefix);
  const [profile] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, person.id));
  return { ...person, email: profile!.email };
}

/** A signed-in staff member with `role` (an agent for `societyIds`). */
export async function signedInStaff(role: StaffRole, societyIds: string[] = []): Promise<SignedIn> {
  const person = await signedInTenant(`staff-${role}`);
  await grantStaffRole(COMMAND_LINE_ACTOR, { email: person.email, role, societyIds });
  return person;
}

/** The staff member the desk sees behind these cookies, as a route handler would resolve it. */
export async function staffBehind(cookie: string) {
  const request = new NextRequest(`${BASE_URL}/api/ops/probe`, { headers: { cookie, 'x-forwarded-for': '198.51.100.77' } });
  return resolveStaff(createRouteAuthClient(request).supabase, '198.51.100.77');
}
