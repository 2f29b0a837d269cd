import 'server-only';
import { isUuid } from '@/lib/slugs';
import { findSocietyId } from './service';
import { logger } from '@/server/log/logger';

const PROPERTIES_PATH = /^\/society\/([^/]+)\/properties\/?$/;

/**
 * Where /society/{name}/properties?{query} lives: the id URL with the same query (a tab, filters or an order
 * someone shared). The properties layout redirects a plain name URL itself, but a layout never sees the query,
 * so a URL that carries one is redirected here, before the cached page. Null for anything else, an unknown
 * name (the page answers its 404) or no database to ask.
 */
export async function societyPropertiesRedirect(url: URL): Promise<URL | null> {
  if (!url.search) return null;
  const segment = PROPERTIES_PATH.exec(url.pathname)?.[1];
  if (!segment) return null;
  let param: string;
  try {
    param = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (isUuid(param)) return null;
  let id: string | null;
  try {
    id = await findSocietyId(param);
  } catch (error) {
    logger('society').error({ err: error }, 'properties redirect lookup failed');
    return null;
  }
  if (!id) return null;
  // On the URL's own origin, as the named-search redirect does.
  return new URL(`/society/${id}/properties${url.search}`, url.origin);
}
