import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_PROPERTY_TYPES } from '@/lib/catalog';
import { isUuid } from '@/lib/slugs';
import { getSigningKey } from '@/server/auth/keys';

// One-click unsubscribe links (RFC 8058) without sign-in: the token names the person, the society and the alert
// types of one digest, signed with an HMAC key derived from the server's signing key (server/auth/keys.ts), so
// only a link we sent removes anything. Every instance must share AUTH_JWT_PRIVATE_JWK (or .data/auth) for links
// from one instance to work on another.

export interface UnsubscribeClaims {
  userId: string;
  societyId: string;
  types: ('Rent' | 'Buy')[];
}

function key(): Buffer {
  return createHmac('sha256', getSigningKey().secret).update('ghomes-alert-unsubscribe-v1').digest();
}

const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url');

export function createUnsubscribeToken(claims: UnsubscribeClaims): string {
  const body = Buffer.from(JSON.stringify({ u: claims.userId, s: claims.societyId, t: claims.types })).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** The claims of a token we signed; null for anything else (forged, altered, truncated). */
export function verifyUnsubscribeToken(token: string | null | undefined): UnsubscribeClaims | null {
  if (!token || token.length > 1000) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; s?: unknown; t?: unknown };
    const types = Array.isArray(parsed.t) ? parsed.t.filter((type): type is 'Rent' | 'Buy' => (ALERT_PROPERTY_TYPES as readonly unknown[]).includes(type)) : [];
    if (typeof parsed.u !== 'string' || typeof parsed.s !== 'string' || !isUuid(parsed.u) || !isUuid(parsed.s) || !types.length) return null;
    return { userId: parsed.u, societyId: parsed.s, types };
  } catch {
    return null;
  }
}
