import 'server-only';
import { isSameOrigin } from '@/server/http/handler';
import { metrics, outcomeOf } from '@/server/metrics/registry';
import { isEmbeddedAuth } from '../config';
import { authErrors, gotrueErrorResponse } from './errors';
import { handleJwks, handleHealth, handleSettings } from './meta';
import { handleOtp } from './otp';
import { contextFromHeaders, type CallContext } from './request';
import { handleToken } from './token';
import { handleGetUser, handleLogout, handleUpdateUser } from './user';
import { handleVerify } from './verify';

type Handler = (request: Request, context: CallContext) => Promise<Response> | Response;

const routes: Record<string, Partial<Record<string, Handler>>> = {
  '/otp': { POST: handleOtp },
  '/verify': { POST: handleVerify },
  '/token': { POST: handleToken },
  '/user': { GET: handleGetUser, PUT: handleUpdateUser },
  '/logout': { POST: handleLogout },
  '/.well-known/jwks.json': { GET: handleJwks },
  '/settings': { GET: handleSettings },
  '/health': { GET: handleHealth },
};

/**
 * The embedded Supabase Auth (GoTrue) endpoints under /auth/v1, for HTTP callers (the route handler) and
 * in-process callers (the server clients' fetch). With a hosted project configured they do not exist.
 */
export async function dispatchAuthRequest(request: Request, context: CallContext = contextFromHeaders(request.headers)): Promise<Response> {
  if (!isEmbeddedAuth()) return new Response('Not Found', { status: 404 });
  try {
    const path = new URL(request.url).pathname.replace(/^.*?\/auth\/v1(?=\/)/, '').replace(/\/$/, '');
    const route = routes[path];
    if (!route) throw authErrors.notFound();
    const handler = route[request.method];
    if (!handler) {
      return Response.json({ code: 'method_not_allowed', message: 'Method Not Allowed' }, { status: 405, headers: { Allow: Object.keys(route).join(', ') } });
    }
    if (!isSameOrigin(request)) throw authErrors.forbiddenOrigin();
    return countOutcome(path, await Promise.resolve().then(() => handler(request, context)).catch(gotrueErrorResponse));
  } catch (error) {
    return gotrueErrorResponse(error);
  }
}

/** Login code sends and sign-ins (a code or a link) count in /metrics by outcome: 'ok' or the error code. */
function countOutcome(path: string, response: Response): Response {
  const outcome = outcomeOf(response.status, response.headers.get('x-sb-error-code') ?? undefined);
  if (path === '/otp') metrics().codeSends.inc({ channel: 'email', outcome });
  if (path === '/verify') metrics().signIns.inc({ outcome });
  return response;
}
