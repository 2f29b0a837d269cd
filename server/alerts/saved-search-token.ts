import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@/lib/slugs';
import { getSigningKey } from '@/server/auth/keys';

// One-click unsubscribe links of saved-search digests (RFC 8058), as for society alerts
// (server/alerts/unsubscribe-token.ts): the token names the person and the saved searches of one digest, signed
// with an HMAC key of its own derived from the server's signing key, so only a link we sent removes anything.

export interface SavedSearchClaims {
  userId: string;
  savedSearchIds: string[];
}

function key(): Buffer {
  return createHmac('sha256', getSigningKey().secret).update('ghomes-saved-search-unsubscribe-v1').digest();
}

const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url');

export function createSavedSearchToken(claims: SavedSearchClaims): string {
  const body = Buffer.from(JSON.stringify({ u: claims.userId, q: claims.savedSearchIds })).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** The claims of a token we signed; null for anything else (forged, altered, truncated). */
export function verifySavedSearchToken(token: string | null | undefined): SavedSearchClaims | null {
  if (!token || token.length > 2000) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; q?: unknown };
    const ids = Array.isArray(parsed.q) ? parsed.q.filter((id): id is string => typeof id === 'string' && isUuid(id)) : [];
    if (typeof parsed.u !== 'string' || !isUuid(parsed.u) || !ids.length) return null;
    return { userId: parsed.u, savedSearchIds: ids };
  } catch {
    return null;
  }
}
