import 'server-only';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { authLoginLinks } from '@/server/db/schema';
import { safeReturnTo } from '@/lib/return-to';
import { authSettings } from './config';
import { hashToken } from './tokens';
import type { Executor } from '@/server/db/client';

// One-tap sign-in links (docs/auth.md "The sign-in link"). Every login e-mail carries one beside its code, whoever
// asked for the code, so whoever holds the inbox can sign in on any device even while strangers keep the address's
// code ceiling full. The token is 32 random bytes (256 bits: guessing is hopeless, so trying one is not rate
// limited per network), stored only as its SHA-256, bound to the address, single use, as long-lived as the code.
// A link is never replaced by a later code: strangers asking for more codes cannot kill one already in the inbox.

/** A token as it travels in a link: 32 random bytes, base64url. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function issueLink(db: Executor, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authLoginLinks).values({
    token_hash: hashToken(token),
    email,
    expires_at: sql`now() + make_interval(secs => ${authSettings().codeTtlSeconds})`,
  });
  // Keep the table small: this address's links that died more than a day ago.
  await db.delete(authLoginLinks).where(and(eq(authLoginLinks.email, email), lt(authLoginLinks.expires_at, sql`now() - interval '1 day'`)));
  return token;
}

/** Takes back the link of a message that could not be sent. */
export async function discardLink(db: Executor, token: string): Promise<void> {
  await db.update(authLoginLinks).set({ consumed_at: sql`now()` }).where(eq(authLoginLinks.token_hash, hashToken(token)));
}

const live = (token: string) =>
  and(eq(authLoginLinks.token_hash, hashToken(token)), isNull(authLoginLinks.consumed_at), gt(authLoginLinks.expires_at, sql`now()`));

/** The address a live link signs in to, without using it up (the confirmation page; mail scanners open it too). */
export async function peekLink(token: string, db: Executor = getDb()): Promise<string | null> {
  if (!LINK_TOKEN.test(token)) return null;
  const [row] = await db.select({ email: authLoginLinks.email }).from(authLoginLinks).where(live(token));
  return row?.email ?? null;
}

/**
 * Uses the link up and returns its address, or null when it is unknown, used or expired, or made for another
 * address than `expectedEmail` (then it stays usable). Atomic: two taps at once sign in once.
 */
export async function consumeLink(db: Executor, token: string, expectedEmail?: string): Promise<string | null> {
  if (!LINK_TOKEN.test(token)) return null;
  const owner = expectedEmail === undefined ? undefined : eq(authLoginLinks.email, expectedEmail);
  const [row] = await db
    .update(authLoginLinks)
    .set({ consumed_at: sql`now()` })
    .where(and(live(token), owner))
    .returning({ email: authLoginLinks.email });
  return row?.email ?? null;
}

/**
 * The link an e-mail carries: the confirmation page, with GoTrue's parameter names (`token_hash`, `type`), so the
 * same page serves a hosted project's template, and where to go afterwards when it is a safe path on this site.
 */
export function loginLinkUrl(siteUrl: string, token: string, returnTo?: string | null, locale: Locale = 'en'): string {
  // The confirmation page in the language the person reads (docs/i18n.md "Messages in the recipient's language").
  const url = new URL(localePath(locale, '/auth/confirm'), siteUrl);
  url.searchParams.set('token_hash', token);
  url.searchParams.set('type', 'email');
  const target = safeReturnTo(returnTo);
  if (target && target !== '/') url.searchParams.set('returnTo', target);
  return url.toString();
}

/** The path of a `redirect_to` on this site (what signInWithOtp's emailRedirectTo sends), or null. */
export function returnToFromRedirect(redirectTo: string | null, siteUrl: string): string | null {
  if (!redirectTo) return null;
  try {
    const url = new URL(redirectTo);
    if (url.origin !== new URL(siteUrl).origin) return null;
    return safeReturnTo(`${url.pathname}${url.search}`);
  } catch {
    return null;
  }
}
