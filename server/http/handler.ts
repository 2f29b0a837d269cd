import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z, ZodError, type ZodType } from 'zod';
import { databaseUnavailableResponse, isDatabaseUnavailable, logDatabaseUnavailable } from '@/server/db/unavailable';
import { getEnv } from '@/server/env';
import { AppError } from './errors';
import { logServerError } from './log-error';

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorResponse(code: string, message: string, status: number, headers?: HeadersInit): NextResponse<ErrorBody> {
  return NextResponse.json({ error: { code, message } }, { status, headers });
}

/**
 * Same-site check for every mutating request (CSRF defence on top of SameSite=Lax cookies): the Origin
 * header, when a browser sends one, must be this site. Requests without Origin (server-to-server, curl) pass,
 * because they carry no ambient cookies a browser would attach.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return true;
  const env = getEnv();
  const allowed = new Set([new URL(env.SITE_URL).origin]);
  // Forwarded host and protocol are a proxy's word: only counted behind declared proxies (TRUST_PROXY).
  const trusted = env.TRUST_PROXY > 0;
  const host = (trusted && request.headers.get('x-forwarded-host')) || request.headers.get('host');
  if (host) {
    const proto = (trusted && request.headers.get('x-forwarded-proto')) || new URL(request.url).protocol.replace(':', '');
    allowed.add(`${proto}://${host}`);
  }
  return allowed.has(origin);
}

/**
 * Maps any thrown value to the JSON error shape. The one outage rule comes first: whatever a route wrapped it in,
 * a database that cannot be reached is a 503 with Retry-After. Failures of ours are logged by route and code,
 * never with the values involved, and never shown.
 */
export function mapError(error: unknown, where = 'api'): NextResponse<ErrorBody> {
  if (isDatabaseUnavailable(error)) {
    logDatabaseUnavailable(where, error);
    return databaseUnavailableResponse();
  }
  if (error instanceof AppError) {
    if (error.status >= 500) logServerError(where, error.code, error.cause ?? error);
    return errorResponse(error.code, error.message, error.status);
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return errorResponse('validation_failed', first?.message ?? 'Invalid request', 422);
  }
  logServerError(where, 'internal_error', error);
  return errorResponse('internal_error', 'Something went wrong. Please try again.', 500);
}

/** How a route names itself in logs: method and path (ids in paths are ours, never personal values). */
export function routeName(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname.slice(0, 120)}`;
}

/**
 * The error mapping alone, for route handlers with answers of their own shape (redirects, HTML pages): whatever
 * they throw is answered by mapError, the outage rule included.
 */
export function withErrorMapping<Args extends unknown[]>(handler: (request: NextRequest, ...rest: Args) => Promise<Response> | Response) {
  return async (request: NextRequest, ...rest: Args): Promise<Response> => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      return mapError(error, routeName(request));
    }
  };
}

interface HandlerContext<Body, Params, Auth> {
  request: NextRequest;
  body: Body;
  params: Params;
  auth: Auth;
}

interface HandlerOptions<Schema extends ZodType | undefined, Auth> {
  /** zod schema for the JSON body (POST/PUT/PATCH) or the query string (GET). */
  schema?: Schema;
  /**
   * Runs after the Origin check and before the body is read: a request without the right credentials is refused
   * (401) before anything it sent is parsed, so a signed-out client learns nothing about the payload's rules.
   */
  authorize?: (request: NextRequest) => Promise<Auth> | Auth;
}

type Parsed<Schema> = Schema extends ZodType ? z.infer<Schema> : undefined;

/**
 * The one wrapper for route handlers: Origin check, authorisation, body/query parsing with zod, error mapping
 * (the outage rule included). Session checks compose on top (see server/auth: withUser), so public handlers
 * stay public.
 */
export function withHandler<Schema extends ZodType | undefined, Params = Record<string, string>, Auth = undefined>(
  options: HandlerOptions<Schema, Auth>,
  handler: (context: HandlerContext<Parsed<Schema>, Params, Auth>) => Promise<Response> | Response,
) {
  return async (request: NextRequest, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      if (!isSameOrigin(request)) return errorResponse('forbidden_origin', 'Cross-site requests are not allowed.', 403);
      const auth = (options.authorize ? await options.authorize(request) : undefined) as Auth;
      const body = options.schema ? options.schema.parse(await readInput(request)) : undefined;
      const params = context?.params ? await context.params : ({} as Params);
      return await handler({ request, body: body as Parsed<Schema>, params, auth });
    } catch (error) {
      return mapError(error, routeName(request));
    }
  };
}

async function readInput(request: NextRequest): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return Object.fromEntries(request.nextUrl.searchParams.entries());
  }
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.', 400);
  }
}
