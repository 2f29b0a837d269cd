import 'server-only';
import type { NextRequest } from 'next/server';
import { deskRoleForPath } from '@/lib/ops/desk-sections';
import { roleAtLeast } from '@/lib/ops/roles';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { createRouteAuthClient } from '@/server/auth/route-client';
import { resolveStaff } from './access';

// A desk page asked for as the client router asks (an RSC payload, or a prefetch) streams its answer: by the time
// the layout's role check says 404, the status (200) and the page's title have gone out. So the middleware asks
// first, for these requests only: anyone without the section's role gets a plain 404, as a plain GET does
// (the router then loads the URL as a document and shows the site's 404 page). Plain page loads are left to the
// layout, which renders the site's own 404 page.

export function isDeskPath(pathname: string): boolean {
  return pathname === '/ops' || pathname.startsWith('/ops/');
}

function isFlightRequest(request: NextRequest): boolean {
  return request.headers.get('rsc') === '1' || request.headers.has('next-router-prefetch');
}

/** True when this is a desk page's RSC or prefetch request from someone who may not open it. */
export async function refusesDeskFlight(request: NextRequest): Promise<boolean> {
  const { pathname } = request.nextUrl;
  if (!isDeskPath(pathname) || !isFlightRequest(request)) return false;
  const staff = await resolveStaff(createRouteAuthClient(request).supabase, contextFromHeaders(request.headers).ip);
  return !staff || !roleAtLeast(staff.role, deskRoleForPath(pathname));
}
