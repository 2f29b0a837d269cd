import 'server-only';
import { z } from '@/lib/validation/zod';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/auth';
import { isSafeText } from '@/lib/validation/text';
import { logger } from '@/server/log/logger';
import { deviceIdFromCookieHeader, holderKey } from '../holder';
import { authErrors } from './errors';

/** Who is calling: the browser's address travels with in-process calls, since they carry no socket. */
export interface CallContext {
  ip: string;
  userAgent: string | null;
  /** Whom a code asked for in this call belongs to (server/auth/holder.ts): the device, else the address. */
  holder: string;
}

export function contextFromHeaders(headers: Headers): CallContext {
  // server/http/client-address.ts has already replaced X-Forwarded-For with the one client address it trusts
  // (the socket's, or TRUST_PROXY hops from the right), before Next.js handed the request to us.
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || 'unknown';
  return { ip, userAgent: headers.get('user-agent'), holder: holderKey(deviceIdFromCookieHeader(headers.get('cookie')), ip) };
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    // The client went away mid-body (its socket's ECONNRESET is not the database's): a 400 and a debug line, as on /api.
    logger('auth').debug({ err: error }, 'request body cut short by the client');
    throw authErrors.bodyUnreadable();
  }
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw authErrors.badJson();
}

const emailSchema = z.email();

/** The client sends the address as typed: lower-case and trim it (auth-contract.md "Every call"). */
export function parseEmail(value: unknown, status = 400): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw authErrors.validation('An email address is required', status);
  if (email.length > EMAIL_MAX_LENGTH || !isSafeText(email) || !emailSchema.safeParse(email).success) throw authErrors.validation('Unable to validate email address: invalid format', status);
  return email;
}

export function bearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw authErrors.noAuthorization();
  return match[1];
}
