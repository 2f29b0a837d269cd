import 'server-only';
import { ALERT_PROPERTY_TYPES } from '@/lib/catalog';
import { isUuid } from '@/lib/slugs';
import { createSignedToken, readSignedToken } from './signed-token';

// One-click unsubscribe links (RFC 8058) without sign-in: the token names the person, the society and the alert
// types of one digest, signed (server/alerts/signed-token.ts), so only a link we sent removes anything.

export interface UnsubscribeClaims {
  userId: string;
  societyId: string;
  types: ('Rent' | 'Buy')[];
}

const PURPOSE = 'ghomes-alert-unsubscribe-v1';

export function createUnsubscribeToken(claims: UnsubscribeClaims): string {
  return createSignedToken(PURPOSE, { u: claims.userId, s: claims.societyId, t: claims.types });
}

/** The claims of a token we signed; null for anything else (forged, altered, truncated). */
export function verifyUnsubscribeToken(token: string | null | undefined): UnsubscribeClaims | null {
  const parsed = readSignedToken(PURPOSE, token) as { u?: unknown; s?: unknown; t?: unknown } | null;
  if (!parsed) return null;
  const types = Array.isArray(parsed.t) ? parsed.t.filter((type): type is 'Rent' | 'Buy' => (ALERT_PROPERTY_TYPES as readonly unknown[]).includes(type)) : [];
  if (typeof parsed.u !== 'string' || typeof parsed.s !== 'string' || !isUuid(parsed.u) || !isUuid(parsed.s) || !types.length) return null;
  return { userId: parsed.u, societyId: parsed.s, types };
}
