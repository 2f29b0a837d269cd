// Calls a route handler as Next would: a NextRequest from this site's origin (the handler wrapper checks Origin on
// writes), JSON body, the session cookie when given, and the route's params.
import { NextRequest } from 'next/server';

export type RouteHandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface RouteCall {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  cookie?: string;
  params?: Record<string, string>;
  /** The client address (`x-forwarded-for`), for the limits counted per address. */
  ip?: string;
  /** Any other request headers (a Referer, say). */
  headers?: Record<string, string>;
}

export const SITE_ORIGIN = 'http://localhost:3000';

export function callRoute(handler: RouteHandler, path: string, { method = 'GET', body, cookie, params = {}, ip, headers: extra = {} }: RouteCall = {}): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json', origin: SITE_ORIGIN });
  if (cookie) headers.set('cookie', cookie);
  if (ip) headers.set('x-forwarded-for', ip);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const request = new NextRequest(`${SITE_ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return handler(request, { params: Promise.resolve(params) });
}
