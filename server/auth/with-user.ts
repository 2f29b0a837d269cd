import 'server-only';
import type { NextRequest } from 'next/server';
import type { ZodType } from 'zod';
import { unauthorized } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import type { AuthUser } from '@/lib/validation/auth';
import { resolveAuthUser } from './current-user';
import { createRouteAuthClient, type RouteAuthClient } from './route-client';

type HandlerArgs<Body, Params> = { request: NextRequest; body: Body; params: Params; user: AuthUser };
type Parsed<Schema> = Schema extends ZodType ? import('zod').infer<Schema> : undefined;

/**
 * withHandler plus a session: 401 `unauthorized` without one, decided before the body is read. The user is the
 * verified token's `sub`, never an id from the request. Cookies refreshed on the way travel back on the
 * handler's response.
 */
export function withUser<Schema extends ZodType | undefined, Params = Record<string, string>>(
  options: { schema?: Schema; /** The 401's message (the spec words it per feature). */ unauthorizedMessage?: string },
  handler: (args: HandlerArgs<Parsed<Schema>, Params>) => Promise<Response> | Response,
) {
  const authorize = async (request: NextRequest) => {
    const client = createRouteAuthClient(request);
    const user = await resolveAuthUser(client.supabase);
    if (!user) throw unauthorized(options.unauthorizedMessage);
    return { client, user };
  };
  return withHandler<Schema, Params, { client: RouteAuthClient; user: AuthUser }>({ schema: options.schema, authorize }, async ({ request, body, params, auth }) =>
    auth.client.applyCookies(await handler({ request, body, params, user: auth.user })),
  );
}
