import 'server-only';
import { getEnv } from '@/server/env';

/**
 * The origins a request may name as this site's: SITE_URL's, and the one the request was addressed to. Forwarded
 * host and protocol are a proxy's word: only counted behind declared proxies (TRUST_PROXY).
 */
export function siteOrigins(request: Request): Set<string> {
  const env = getEnv();
  const allowed = new Set([new URL(env.SITE_URL).origin]);
  const trusted = env.TRUST_PROXY > 0;
  const host = (trusted && request.headers.get('x-forwarded-host')) || request.headers.get('host');
  if (host) {
    const proto = (trusted && request.headers.get('x-forwarded-proto')) || new URL(request.url).protocol.replace(':', '');
    allowed.add(`${proto}://${host}`);
  }
  return allowed;
}
