import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { TenantProfile, TenantProfileInput } from '@/lib/validation/tenant-profile';
import type { AuthUser } from '@/lib/validation/auth';
import { getDb } from '@/server/db/client';
import { tenant_profile } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/http/errors';

// The tenant profile (spec 2.11, 3, 7): one per person, always the session's own. Name, e-mail and phone are
// the account's (read-only in the form), whatever the request carries.

export type { TenantProfile };

const columns = {
  id: tenant_profile.id,
  first_name: tenant_profile.first_name,
  last_name: tenant_profile.last_name,
  email: tenant_profile.email,
  phone: tenant_profile.phone,
  alternative_phone_number: tenant_profile.alternative_phone_number,
  short_bio: tenant_profile.short_bio,
  current_residing_city: tenant_profile.current_residing_city,
  occupation: tenant_profile.occupation,
  employer_name: tenant_profile.employer_name,
  nature_of_work: tenant_profile.nature_of_work,
  business_name: tenant_profile.business_name,
  google_business_profile_url: tenant_profile.google_business_profile_url,
  institution_name: tenant_profile.institution_name,
  home_state: tenant_profile.home_state,
  linkedin_profile: tenant_profile.linkedin_profile,
  cibil_score: tenant_profile.cibil_score,
  tenant_type: tenant_profile.tenant_type,
  number_of_adults: tenant_profile.number_of_adults,
  number_of_children: tenant_profile.number_of_children,
  total_occupants: tenant_profile.total_occupants,
  has_pet: tenant_profile.has_pet,
  consent_to_bg: tenant_profile.consent_to_bg,
  updated_at: tenant_profile.updated_at,
};

type Row = Pick<typeof tenant_profile.$inferSelect, keyof typeof columns>;

function toProfile(row: Row): TenantProfile {
  // occupation and tenant_type were validated against the lists when written.
  return { ...row, updated_at: row.updated_at.toISOString() } as TenantProfile;
}

/** The person's profile, or null when they have none (the spec's PGRST116 is 'no profile', not an error). */
export async function getTenantProfile(userId: string): Promise<TenantProfile | null> {
  const [row] = await getDb().select(columns).from(tenant_profile).where(eq(tenant_profile.user_id, userId)).limit(1);
  return row ? toProfile(row) : null;
}

export async function hasTenantProfile(userId: string): Promise<boolean> {
  const [row] = await getDb().select({ id: tenant_profile.id }).from(tenant_profile).where(eq(tenant_profile.user_id, userId)).limit(1);
  return Boolean(row);
}

function valuesFor(user: AuthUser, input: TenantProfileInput) {
  return { ...input, first_name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone };
}

/** Creates the person's profile; 'exists' when they already have one (one per person, a unique user_id). */
export async function createTenantProfile(user: AuthUser, input: TenantProfileInput): Promise<TenantProfile | 'exists'> {
  try {
    const [row] = await getDb().insert(tenant_profile).values({ user_id: user.id, ...valuesFor(user, input) }).returning(columns);
    return toProfile(row!);
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
}

/** Updates the person's own profile; null when they have none. The row is found by the session's user id only. */
export async function updateTenantProfile(user: AuthUser, input: TenantProfileInput): Promise<TenantProfile | null> {
  const [row] = await getDb()
    .update(tenant_profile)
    .set({ ...valuesFor(user, input), updated_at: sql`now()` })
    .where(eq(tenant_profile.user_id, user.id))
    .returning(columns);
  return row ? toProfile(row) : null;
}
