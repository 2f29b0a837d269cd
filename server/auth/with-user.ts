import 'server-only';
import type { ZodType } from 'zod';
import { unauthorized } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import type { AuthUser } from '@/lib/validation/auth';
import { resolveAuthUser } from './current-user';
import { createRouteAuthClient } from './route-client';

type HandlerArgs<Body, Params> = { request: import('next/server').NextRequest; body: Body; params: Params; user: AuthUser };
type Parsed<Schema> = Schema extends ZodType ? import('zod').infer<Schema> : undefined;

/**
 * withHandler plus a session: 401 `unauthorized` without one. The user is the verified token's `sub`, never
 * an id from the request. Cookies refreshed on the way travel back on the handler's response.
 */
export function withUser<Schema extends ZodType | undefined, Params = Record<string, string>>(
  options: { schema?: Schema; /** The 401's message (the spec words it per feature). */ unauthorizedMessage?: string },
  handler: (args: HandlerArgs<Parsed<Schema>, Params>) => Promise<Response> | Response,
) {
  return withHandler<Schema, Params>(options, async ({ request, body, params }) => {
    const auth = createRouteAuthClient(request);
    const user = await resolveAuthUser(auth.supabase);
    if (!user) throw unauthorized(options.unauthorizedMessage);
    return auth.applyCookies(await handler({ request, body, params, user }));
  });
}
