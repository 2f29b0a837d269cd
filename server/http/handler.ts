import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z, ZodError, type ZodType } from '@/lib/validation/zod';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseUnavailable } from '@/server/db/unavailable';
import { localizedApiMessage } from '@/server/i18n/api-messages';
import { requestLanguage } from '@/server/i18n/request-language';
import { AppError, notFound } from './errors';
import { logServerError } from './log-error';
import { observeApiRequest, requestScope, type OutcomeMetric } from './observe';
import { siteOrigins } from './site-origins';

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorResponse(code: string, message: string, status: number, headers?: HeadersInit): NextResponse<ErrorBody> {
  return NextResponse.json({ error: { code, message } }, { status, headers });
}

/**
 * Same-site check for every mutating request (CSRF defence on top of SameSite=Lax cookies): a browser's
 * Sec-Fetch-Site, when it sends one, must say the request came from this origin (or from the person, 'none'),
 * and the Origin header, when it sends one, must be this site. Requests without either (server-to-server, curl)
 * pass, because they carry no ambient cookies a browser would attach.
 */
export function isSameOrigin(request: Request): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return true;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  return siteOrigins(request).has(origin);
}

/** What an error becomes: the status, the stable code, a message safe to show, and headers (Retry-After). */
export interface MappedError {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

/**
 * Maps any thrown value to status, code and message. The one outage rule comes first: whatever a route wrapped it
 * in, a database that cannot be reached is a 503 with Retry-After. Failures of ours are logged by route and code,
 * never with the values involved, and never shown.
 */
export function describeError(error: unknown, where = 'api'): MappedError {
  if (isDatabaseUnavailable(error)) {
    logDatabaseUnavailable(where, error);
    return {
      status: 503,
      code: 'service_unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
    };
  }
  if (error instanceof AppError) {
    if (error.status >= 500) logServerError(where, error.code, error.cause ?? error);
    return { status: error.status, code: error.code, message: error.message };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return { status: 422, code: 'validation_failed', message: first?.message ?? 'Invalid request' };
  }
  logServerError(where, 'internal_error', error);
  return { status: 500, code: 'internal_error', message: 'Something went wrong. Please try again.' };
}

/**
 * The error's message in the language of the page that made the request (server/i18n/request-language.ts), for
 * the messages the `apiErrors` namespace holds; English requests get it as it is. The operations desk's routes
 * answer in English whatever the page, as the desk itself does.
 */
export function inRequestLanguage(mapped: MappedError, request: Request): MappedError {
  const path = new URL(request.url).pathname;
  if (path === '/api/ops' || path.startsWith('/api/ops/')) return mapped;
  const language = requestLanguage(request, siteOrigins(request));
  return language === 'en' ? mapped : { ...mapped, message: localizedApiMessage(mapped.message, language) };
}

/** Any thrown value as the JSON error shape `{ "error": { "code", "message" } }`, in the request's language when given. */
export function mapError(error: unknown, where = 'api', request?: Request): NextResponse<ErrorBody> {
  const described = describeError(error, where);
  const mapped = request ? inRequestLanguage(described, request) : described;
  return errorResponse(mapped.code, mapped.message, mapped.status, mapped.headers);
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
      return mapError(error, routeName(request), request);
    }
  };
}

interface HandlerContext<Body, Params, Auth> {
  request: NextRequest;
  body: Body;
  params: Params;
  auth: Auth;
}

/** Bodies larger than this are refused with 413 before they are parsed; a route may set its own cap. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export interface HandlerOptions<Schema extends ZodType | undefined, ParamsSchema extends ZodType | undefined, Auth> {
  /** zod schema for the JSON body (POST/PUT/PATCH; a plain form's fields too) or the query string (GET). */
  schema?: Schema;
  /**
   * zod schema for the route's dynamic segments. Segments that do not parse name nothing that exists: 404 with the
   * schema's message, never a 500 or a query with a malformed id. Checked after the body, so a bad body is the
   * 422 whatever the id.
   */
  params?: ParamsSchema;
  /** The body-size cap in bytes (default DEFAULT_MAX_BODY_BYTES). A route without `schema` never reads its body. */
  maxBodyBytes?: number;
  /**
   * Runs after the Origin check and before the body is read: a request without the right credentials is refused
   * (401) before anything it sent is parsed, so a signed-out client learns nothing about the payload's rules.
   */
  authorize?: (request: NextRequest) => Promise<Auth> | Auth;
  /** Cache-Control for every answer of the route, errors included, unless the handler set its own. */
  cacheControl?: 'no-store' | 'private, no-store';
  /** The JSON of an error, for routes whose clients read another shape (the lead routes' {success, message}). */
  errorBody?: (error: MappedError) => unknown;
  /** The business counter of /metrics this route's answers count in, by outcome (bookings, offers, code sends); for
   *  a route that does two things, chosen by its parsed body (an unparsable body then counts in none). */
  outcome?: OutcomeMetric | ((body: Parsed<Schema>) => OutcomeMetric | undefined);
}

type Parsed<Schema> = Schema extends ZodType ? z.infer<Schema> : undefined;
type ParsedParams<ParamsSchema> = ParamsSchema extends ZodType ? z.infer<ParamsSchema> : Record<string, string>;

/**
 * The one wrapper for route handlers: Origin check, authorisation, body-size cap, body/query and route-parameter
 * parsing with zod, error mapping (the outage rule included), the route's Cache-Control. Session checks compose
 * on top (see server/auth: withUser), so public handlers stay public.
 */
export function withHandler<Schema extends ZodType | undefined, ParamsSchema extends ZodType | undefined = undefined, Auth = undefined>(
  options: HandlerOptions<Schema, ParamsSchema, Auth>,
  handler: (context: HandlerContext<Parsed<Schema>, ParsedParams<ParamsSchema>, Auth>) => Promise<Response> | Response,
) {
  return async (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    const rawParams = context?.params ? await context.params : {};
    const scope = requestScope(request, rawParams);
    return scope.run(async () => {
      let response: Response;
      let code: string | undefined;
      let body: Parsed<Schema> | undefined;
      try {
        if (!isSameOrigin(request)) throw new AppError('forbidden_origin', 'Cross-site requests are not allowed.', 403);
        const auth = (options.authorize ? await options.authorize(request) : undefined) as Auth;
        body = (options.schema ? options.schema.parse(await readInput(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) : undefined) as Parsed<Schema>;
        const params = parseParams(rawParams, options.params);
        response = await handler({ request, body: body as Parsed<Schema>, params: params as ParsedParams<ParamsSchema>, auth });
      } catch (error) {
        const mapped = inRequestLanguage(describeError(error, routeName(request)), request);
        code = mapped.code;
        const json = options.errorBody ? options.errorBody(mapped) : { error: { code: mapped.code, message: mapped.message } };
        response = NextResponse.json(json, { status: mapped.status, headers: mapped.headers });
      }
      const outcome = typeof options.outcome === 'function' ? (body === undefined ? undefined : options.outcome(body)) : options.outcome;
      return observeApiRequest(scope, withCacheControl(response, options.cacheControl), code, outcome);
    });
  };
}

function withCacheControl(response: Response, value: string | undefined): Response {
  if (!value || response.headers.has('cache-control')) return response;
  // A Response made elsewhere (Response.redirect) may have read-only headers: copied into one that can change.
  const out = response instanceof NextResponse ? response : new NextResponse(response.body, response);
  out.headers.set('Cache-Control', value);
  return out;
}

function parseParams(raw: Record<string, string | string[]>, schema: ZodType | undefined): unknown {
  if (!schema) return raw;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw notFound(parsed.error.issues[0]?.message);
  return parsed.data;
}

async function readInput(request: NextRequest, maxBytes: number): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return Object.fromEntries(request.nextUrl.searchParams.entries());
  }
  // A declared length over the cap is refused unread; the length actually read is checked as it arrives.
  const text = await readCapped(request, maxBytes);
  if (!text.trim()) return {};
  // A plain HTML form (the desk's downloads): its fields, as a query string would carry them.
  if (request.headers.get('content-type')?.toLowerCase().startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text).entries());
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.', 400);
  }
}

const tooLarge = () => new AppError('payload_too_large', 'The request body is too large.', 413);

/**
 * The body, read chunk by chunk and refused (413) as soon as it passes the cap: a body without a declared length
 * (chunked) is never held whole in memory. A client that goes away mid-body is a 400 of its own, never an error
 * of ours (its ECONNRESET is not the database's). Upload routes read their file with it.
 */
export async function readCappedBytes(request: NextRequest, maxBytes: number, refusal: () => AppError = tooLarge): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw refusal();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw refusal();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('body_unreadable', 'The request body could not be read.', 400);
  }
  return Buffer.concat(chunks);
}

async function readCapped(request: NextRequest, maxBytes: number): Promise<string> {
  return (await readCappedBytes(request, maxBytes)).toString('utf8');
}
