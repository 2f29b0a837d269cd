// Access tokens (JWT, ES256/RS256 with a kid, one hour) and refresh tokens (opaque, stored as hashes).
// Not 'server-only': middleware.ts reaches it through the in-process auth dispatcher.
import { createHash, createHmac, randomBytes, sign, verify } from 'node:crypto';
import { authSettings } from './config';
import { authErrors } from './gotrue/errors';
import { getSigningKey } from './keys';

export interface AccessClaims {
  iss: string;
  sub: string;
  aud: 'authenticated';
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: 'authenticated';
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: false;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signatureOptions(alg: string, key: import('node:crypto').KeyObject) {
  return alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' as const } : key;
}

export function signAccessToken(claims: AccessClaims): string {
  const key = getSigningKey();
  const input = `${b64({ alg: key.alg, kid: key.kid, typ: 'JWT' })}.${b64(claims)}`;
  const signature = sign('sha256', Buffer.from(input), signatureOptions(key.alg, key.privateKey));
  return `${input}.${signature.toString('base64url')}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Verifies signature, kid, issuer, audience and expiry; any failure is GoTrue's 403 bad_jwt. */
export function verifyAccessToken(token: string, now = Date.now()): AccessClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw authErrors.badJwt('token contains an invalid number of segments');
  const [rawHeader, rawPayload, rawSignature] = parts as [string, string, string];
  let header: { alg?: unknown; kid?: unknown };
  let claims: AccessClaims;
  try {
    header = JSON.parse(Buffer.from(rawHeader, 'base64url').toString('utf8')) as typeof header;
    claims = JSON.parse(Buffer.from(rawPayload, 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    throw authErrors.badJwt('token is malformed');
  }
  // JSON.parse also yields null, numbers, strings and arrays: a forged token is refused, never a TypeError.
  if (!isPlainObject(header) || !isPlainObject(claims)) throw authErrors.badJwt('token is malformed');
  const key = getSigningKey();
  if (header.alg !== key.alg || header.kid !== key.kid) throw authErrors.badJwt('signing method or key is not recognised');
  const valid = verify('sha256', Buffer.from(`${rawHeader}.${rawPayload}`), signatureOptions(key.alg, key.publicKey), Buffer.from(rawSignature, 'base64url'));
  if (!valid) throw authErrors.badJwt('signature is invalid');
  const { issuer } = authSettings();
  if (claims.iss !== issuer || claims.aud !== 'authenticated' || typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') {
    throw authErrors.badJwt('token has invalid claims');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) throw authErrors.badJwt('token has invalid claims: token is expired');
  return claims;
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The child of a refresh token is derived from it, so a reuse inside the window can hand back the active
 * token although only hashes are stored: from any revoked token the server recomputes its descendants.
 */
export function childRefreshToken(parent: string): string {
  return createHmac('sha256', getSigningKey().secret).update(`refresh:${parent}`).digest().subarray(0, 24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
