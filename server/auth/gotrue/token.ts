import 'server-only';
import { refreshSession } from '../sessions';
import { authErrors, gotrueJson } from './errors';
import { readJson } from './request';

/** POST /token?grant_type=refresh_token {refresh_token}: rotates the refresh token. */
export async function handleToken(request: Request): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type');
  if (grantType !== 'refresh_token') throw authErrors.validation('unsupported_grant_type', 400);
  const body = await readJson(request);
  const token = typeof body.refresh_token === 'string' ? body.refresh_token.trim() : '';
  if (!token) throw authErrors.refreshNotFound();
  return gotrueJson(await refreshSession(token));
}
