// The signed-in person's own tenant profile (spec 2.11, 7, 8). The user id is always the session's.
// GET  -> 200 {"profile": {...} | null}: no profile is null, not an error (the spec's PGRST116).
// POST -> 201 {"profile"} (409 `tenant_profile_exists` when they have one); PUT -> 200 {"profile"} (404 without one).
// 401 'You must be logged in to create a tenant profile.'; 422 with the step schema's message for bad input;
// a failure is 500 with the spec's message and a log line (route and code only); a database outage is 503.
import { NextResponse } from 'next/server';
import { tenantProfileSchema, type TenantProfile, type TenantProfileAnswer } from '@/lib/validation/tenant-profile';
import { withUser } from '@/server/auth/with-user';
import { AppError, serverFailure } from '@/server/http/errors';
import { createTenantProfile, getTenantProfile, updateTenantProfile } from '@/server/tenant/profiles';

export const dynamic = 'force-dynamic';

const LOGIN_MESSAGE = 'You must be logged in to create a tenant profile.';

/** The spec's failure message for an unexpected error (an outage underneath stays the shared 503). */
async function failingWith<T>(code: string, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw serverFailure(code, message, error);
  }
}

export const GET = withUser({ unauthorizedMessage: LOGIN_MESSAGE }, async ({ user }) => {
  const profile = await failingWith('tenant_profile_load_failed', 'Failed to load tenant profile', () => getTenantProfile(user.id));
  return NextResponse.json<TenantProfileAnswer>({ profile });
});

export const POST = withUser({ schema: tenantProfileSchema, unauthorizedMessage: LOGIN_MESSAGE }, async ({ body, user }) => {
  const created = await failingWith('tenant_profile_create_failed', 'Failed to create tenant profile. Please try again.', () => createTenantProfile(user, body));
  if (created === 'exists') throw new AppError('tenant_profile_exists', 'You already have a tenant profile.', 409);
  return NextResponse.json<TenantProfileAnswer<TenantProfile>>({ profile: created }, { status: 201 });
});

export const PUT = withUser({ schema: tenantProfileSchema, unauthorizedMessage: LOGIN_MESSAGE }, async ({ body, user }) => {
  const updated = await failingWith('tenant_profile_update_failed', 'Failed to update tenant profile. Please try again.', () => updateTenantProfile(user, body));
  if (!updated) throw new AppError('not_found', 'You have no tenant profile yet.', 404);
  return NextResponse.json<TenantProfileAnswer<TenantProfile>>({ profile: updated });
});
