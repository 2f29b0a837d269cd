import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getSigningKey } from '@/server/auth/keys';

// Links that act without sign-in (one-click unsubscribe, RFC 8058): a JSON body, base64url, and an HMAC of it with
// a key derived per purpose from the server's signing key (server/auth/keys.ts), so only a link we sent does
// anything, and a token of one purpose is never read as another's. Every instance must share
// AUTH_JWT_PRIVATE_JWK (or .data/auth) for links from one instance to work on another.

function key(purpose: string): Buffer {
  return createHmac('sha256', getSigningKey().secret).update(purpose).digest();
}

const sign = (purpose: string, body: string) => createHmac('sha256', key(purpose)).update(body).digest('base64url');

export function createSignedToken(purpose: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(purpose, body)}`;
}

/** The payload of a token we signed for this purpose; null for anything else (forged, altered, truncated). */
export function readSignedToken(purpose: string, token: string | null | undefined, maxLength = 1000): unknown {
  if (!token || token.length > maxLength) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(purpose, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
