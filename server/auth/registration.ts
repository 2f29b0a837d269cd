import 'server-only';
import { or, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { AppError, isUniqueViolation } from '@/server/http/errors';
import type { RegistrationInput } from '@/lib/validation/auth';
import { isEmbeddedAuth } from './config';
import { createHostedUser, deleteHostedUser } from './hosted-admin';
import { insertUser } from './users';

export const duplicateMessages = {
  email_exists: 'An account with this email address already exists. Please log in instead.',
  phone_exists: 'An account with this phone number already exists. Please log in with the email address you registered with.',
} as const;

const duplicate = (code: keyof typeof duplicateMessages) => new AppError(code, duplicateMessages[code], 409);

/**
 * Creates the auth user (metadata first_name, last_name, phone, country_code) and the `profiles` row.
 * Embedded: one transaction. Hosted: the admin API, then the profile, undoing the user if that fails.
 */
export async function registerUser(input: RegistrationInput): Promise<{ id: string }> {
  await assertNotRegistered(input);
  const userMetadata = { first_name: input.firstName, last_name: input.lastName, phone: input.phone, country_code: input.countryCode };
  const e164 = `${input.countryCode.replace('+', '')}${input.phone}`;
  const profile = { first_name: input.firstName, last_name: input.lastName, email: input.email, phone: input.phone, country_code: input.countryCode };
  try {
    if (isEmbeddedAuth()) {
      return await getDb().transaction(async (tx) => {
        const user = await insertUser({ email: input.email, phone: e164, userMetadata }, tx);
        await tx.insert(profiles).values({ id: user.id, ...profile });
        return { id: user.id };
      });
    }
    const id = await createHostedUser({ email: input.email, phone: e164, userMetadata }, duplicate);
    try {
      await getDb().insert(profiles).values({ id, ...profile });
    } catch (error) {
      await deleteHostedUser(id);
      throw error;
    }
    return { id };
  } catch (error) {
    // Two registrations racing past the check above meet the unique indexes here.
    if (isUniqueViolation(error)) throw duplicate(/phone/.test(constraintOf(error)) ? 'phone_exists' : 'email_exists');
    throw error;
  }
}

async function assertNotRegistered(input: RegistrationInput): Promise<void> {
  const rows = await getDb()
    .select({ email: profiles.email, phone: profiles.phone, country_code: profiles.country_code })
    .from(profiles)
    .where(or(sql`lower(${profiles.email}) = ${input.email}`, sql`(${profiles.country_code}, ${profiles.phone}) = (${input.countryCode}, ${input.phone})`))
    .limit(2);
  if (rows.some((row) => row.email.toLowerCase() === input.email)) throw duplicate('email_exists');
  if (rows.length) throw duplicate('phone_exists');
}

function constraintOf(error: unknown): string {
  const cause = (error as { cause?: { constraint?: string } })?.cause ?? (error as { constraint?: string });
  return cause?.constraint ?? '';
}

/** check-user-exists: our own profiles table is the source in both modes (never list all auth users). */
export async function findRegisteredUser(email: string): Promise<{ email: string } | null> {
  const [row] = await getDb()
    .select({ email: profiles.email })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
