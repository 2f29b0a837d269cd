import 'server-only';
import type { NextRequest } from 'next/server';
import type { ZodType } from '@/lib/validation/zod';
import { unauthorized } from '@/server/http/errors';
import { withHandler, type HandlerOptions } from '@/server/http/handler';
import { fingerprintOf, idempotencyKeyOf, routeOf, runIdempotent } from '@/server/http/idempotency';
import type { AuthUser } from '@/lib/validation/auth';
import { resolveAuthUser } from './current-user';
import { createRouteAuthClient, type RouteAuthClient } from './route-client';

type HandlerArgs<Body, Params> = { request: NextRequest; body: Body; params: Params; user: AuthUser };
type Parsed<Schema> = Schema extends ZodType ? import('zod').infer<Schema> : undefined;
type ParsedParams<ParamsSchema> = ParamsSchema extends ZodType ? import('zod').infer<ParamsSchema> : Record<string, string>;

type UserOptions<Schema extends ZodType | undefined, ParamsSchema extends ZodType | undefined> = Pick<
  HandlerOptions<Schema, ParamsSchema, unknown>,
  'schema' | 'params' | 'maxBodyBytes' | 'outcome'
> & {
  /** The 401's message (the spec words it per feature). */
  unauthorizedMessage?: string;
  /**
   * The route acts (books, cancels, ...) and honours an `Idempotency-Key` header: the first successful answer for
   * the person's key on this route is stored with the action and returned again for a retry
   * (server/http/idempotency.ts).
   */
  idempotent?: boolean;
};

/**
 * withHandler plus a session: 401 `unauthorized` without one, decided before the body is read. The user is the
 * verified token's `sub`, never an id from the request. Cookies refreshed on the way travel back on the
 * handler's response. Every answer is about one person, so none is stored by a cache: `private, no-store`.
 */
export function withUser<Schema extends ZodType | undefined, ParamsSchema extends ZodType | undefined = undefined>(
  options: UserOptions<Schema, ParamsSchema>,
  handler: (args: HandlerArgs<Parsed<Schema>, ParsedParams<ParamsSchema>>) => Promise<Response> | Response,
) {
  const authorize = async (request: NextRequest) => {
    const client = createRouteAuthClient(request);
    const user = await resolveAuthUser(client.supabase);
    if (!user) throw unauthorized(options.unauthorizedMessage);
    return { client, user };
  };
  const { schema, params, maxBodyBytes, outcome } = options;
  return withHandler<Schema, ParamsSchema, { client: RouteAuthClient; user: AuthUser }>(
    { schema, params, maxBodyBytes, outcome, authorize, cacheControl: 'private, no-store' },
    async ({ request, body, params, auth }) => {
      const act = async () => handler({ request, body, params, user: auth.user });
      const key = options.idempotent ? idempotencyKeyOf(request) : null;
      const response = key
        ? await runIdempotent({ userId: auth.user.id, route: routeOf(request), key, fingerprint: fingerprintOf(body) }, act)
        : await act();
      return auth.client.applyCookies(response);
    },
  );
}
