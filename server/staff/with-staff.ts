import 'server-only';
import type { NextRequest } from 'next/server';
import type { ZodType } from '@/lib/validation/zod';
import { roleAtLeast, type StaffRole } from '@/lib/ops/roles';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { createRouteAuthClient, type RouteAuthClient } from '@/server/auth/route-client';
import { notFound } from '@/server/http/errors';
import { withHandler, type HandlerOptions } from '@/server/http/handler';
import { resolveStaff, type Staff } from './access';

type Parsed<Schema> = Schema extends ZodType ? import('zod').infer<Schema> : undefined;
type ParsedParams<ParamsSchema> = ParamsSchema extends ZodType ? import('zod').infer<ParamsSchema> : Record<string, string>;
type StaffArgs<Body, Params> = { request: NextRequest; body: Body; params: Params; staff: Staff };

type StaffOptions<Schema extends ZodType | undefined, ParamsSchema extends ZodType | undefined> = Pick<
  HandlerOptions<Schema, ParamsSchema, unknown>,
  'schema' | 'params' | 'maxBodyBytes'
> & {
  /** The least role that may call the route. */
  role: StaffRole;
};

/**
 * withHandler for the operations desk's API: the staff member is resolved from the session before anything the
 * request carries is read, and anyone without at least `role` (signed out, a tenant, a lesser role) gets the same
 * 404 as a route that does not exist: the desk is not advertised. Answers are never cached.
 */
export function withStaff<Schema extends ZodType | undefined, ParamsSchema extends ZodType | undefined = undefined>(
  options: StaffOptions<Schema, ParamsSchema>,
  handler: (args: StaffArgs<Parsed<Schema>, ParsedParams<ParamsSchema>>) => Promise<Response> | Response,
) {
  const authorize = async (request: NextRequest) => {
    const client = createRouteAuthClient(request);
    const staff = await resolveStaff(client.supabase, contextFromHeaders(request.headers).ip);
    if (!staff || !roleAtLeast(staff.role, options.role)) throw notFound();
    return { client, staff };
  };
  const { schema, params, maxBodyBytes } = options;
  return withHandler<Schema, ParamsSchema, { client: RouteAuthClient; staff: Staff }>(
    { schema, params, maxBodyBytes, authorize, cacheControl: 'private, no-store' },
    async ({ request, body, params, auth }) => auth.client.applyCookies(await handler({ request, body, params, staff: auth.staff })),
  );
}
