// One-click unsubscribe from new-listing alerts: the link in every alert e-mail and its List-Unsubscribe header
// point here with a signed token (server/alerts/unsubscribe-token.ts); the rules are server/http/unsubscribe-route.ts.
import { removeAlerts } from '@/server/alerts/digest';
import { verifyUnsubscribeToken } from '@/server/alerts/unsubscribe-token';
import { unsubscribeRoute } from '@/server/http/unsubscribe-route';

export const dynamic = 'force-dynamic';

const route = unsubscribeRoute({
  page: '/alerts/unsubscribe',
  verify: verifyUnsubscribeToken,
  remove: (claims) => removeAlerts(claims.userId, claims.societyId, claims.types),
});

export const GET = route.GET;
export const POST = route.POST;
