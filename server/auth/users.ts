import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/server/db/client';
import { authUsers, profiles } from '@/server/db/schema';

export type AuthUserRow = typeof authUsers.$inferSelect;

/** GoTrue's user object (docs/auth-contract.md "Endpoints": User object). */
export function toGoTrueUser(row: AuthUserRow) {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmed_at: iso(row.email_confirmed_at ?? row.phone_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.app_metadata,
    user_metadata: row.user_metadata,
    identities: [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_anonymous: false,
  };
}

export type GoTrueUser = ReturnType<typeof toGoTrueUser>;

export async function findUserByEmail(email: string, db: Executor = getDb()): Promise<AuthUserRow | undefined> {
  const rows = await db.select().from(authUsers).where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0];
}

export interface NewAuthUser {
  email: string;
  /** E.164 digits without '+', as GoTrue stores phones. */
  phone: string | null;
  userMetadata: Record<string, unknown>;
}

export async function insertUser(input: NewAuthUser, db: Executor = getDb()): Promise<AuthUserRow> {
  const [row] = await db
    .insert(authUsers)
    .values({ email: input.email.toLowerCase(), phone: input.phone, user_metadata: input.userMetadata })
    .returning();
  return row as AuthUserRow;
}

/** GoTrue's PUT /user `data`: a shallow merge in which `null` deletes a key. */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The person proved the address with a code: from now on the account holds its e-mail and phone. */
export async function markEmailVerified(userId: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(profiles)
    .set({ email_verified_at: sql`coalesce(${profiles.email_verified_at}, now())` })
    .where(and(eq(profiles.id, userId), isNull(profiles.email_verified_at)));
}
