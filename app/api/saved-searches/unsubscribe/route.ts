// One-click unsubscribe from saved-search digests: the link in every digest and its List-Unsubscribe header carry
// a signed token naming the person and the searches; the rules are server/http/unsubscribe-route.ts.
import { removeSavedSearches } from '@/server/alerts/saved-searches';
import { verifySavedSearchToken } from '@/server/alerts/saved-search-token';
import { unsubscribeRoute } from '@/server/http/unsubscribe-route';

export const dynamic = 'force-dynamic';

const route = unsubscribeRoute({
  page: '/saved-searches/unsubscribe',
  verify: verifySavedSearchToken,
  remove: (claims) => removeSavedSearches(claims.userId, claims.savedSearchIds),
});

export const GET = route.GET;
export const POST = route.POST;
