import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, isLocale, type Locale } from '@/lib/i18n/locales';
import { getDb, type Executor } from '@/server/db/client';
import { profiles } from '@/server/db/schema';

// The language a signed-in person reads messages in (profiles.language, docs/i18n.md "Messages in the recipient's
// language"): saved when the person picks one with the switch, and on sign-in when the browser already chose one.
// The e-mails, WhatsApp texts and notifications read it through recipientLocale (server/i18n/translator.ts).

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The switch's choice, for the signed-in person. A profile that does not exist (yet) changes nothing. */
export async function saveProfileLanguage(userId: string, language: Locale, db: Executor = getDb()): Promise<void> {
  await db.update(profiles).set({ language, updated_at: new Date() }).where(eq(profiles.id, userId));
}

/** The stored language of one person, NULL until chosen. */
export async function profileLanguage(userId: string, db: Executor = getDb()): Promise<Locale | null> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return isLocale(row?.language) ? row.language : null;
}

/**
 * On a verified sign-in: a language the browser chose before (the switch's cookie) becomes the person's when none
 * is on record, and a person with one on record whose browser has no cookie gets it, so the pages follow too.
 * The cookie is the switch's own (readable by the page, which also writes it).
 */
export async function applySignInLanguage(request: NextRequest, userId: string, response: NextResponse): Promise<NextResponse> {
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) {
    await getDb()
      .update(profiles)
      .set({ language: chosen, updated_at: new Date() })
      .where(and(eq(profiles.id, userId), isNull(profiles.language)));
    return response;
  }
  const stored = await profileLanguage(userId);
  if (stored) response.cookies.set(LOCALE_COOKIE, stored, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
  return response;
}

/** The language of the person who registered this address (a contact message's sender), English for anyone else. */
export async function languageOfAddress(email: string, db: Executor = getDb()): Promise<Locale> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`).limit(1);
  return isLocale(row?.language) ? row.language : 'en';
}
