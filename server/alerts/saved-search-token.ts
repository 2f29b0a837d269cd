import 'server-only';
import { isUuid } from '@/lib/slugs';
import { createSignedToken, readSignedToken } from './signed-token';

// One-click unsubscribe links of saved-search digests, as for society alerts (./unsubscribe-token.ts): the token
// names the person and the saved searches of one digest, signed for a purpose of its own.

export interface SavedSearchClaims {
  userId: string;
  savedSearchIds: string[];
}

const PURPOSE = 'ghomes-saved-search-unsubscribe-v1';

export function createSavedSearchToken(claims: SavedSearchClaims): string {
  return createSignedToken(PURPOSE, { u: claims.userId, q: claims.savedSearchIds });
}

/** The claims of a token we signed; null for anything else (forged, altered, truncated). */
export function verifySavedSearchToken(token: string | null | undefined): SavedSearchClaims | null {
  const parsed = readSignedToken(PURPOSE, token, 2000) as { u?: unknown; q?: unknown } | null;
  if (!parsed) return null;
  const ids = Array.isArray(parsed.q) ? parsed.q.filter((id): id is string => typeof id === 'string' && isUuid(id)) : [];
  if (typeof parsed.u !== 'string' || !isUuid(parsed.u) || !ids.length) return null;
  return { userId: parsed.u, savedSearchIds: ids };
}
