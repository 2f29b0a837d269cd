// Signing keys for the embedded auth server (ES256 by default, RS256 accepted), with a `kid` so that
// supabase-js getClaims() verifies tokens locally through the JWKS. Built on node:crypto rather than jose:
// jose 6 ships ESM only, which Jest's CommonJS runtime cannot load.
// Not 'server-only': middleware.ts reaches it through the in-process auth dispatcher.
import { createHash, createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/server/env';
import { logger } from '@/server/log/logger';

export type SigningAlg = 'ES256' | 'RS256';

export interface SigningKey {
  kid: string;
  alg: SigningAlg;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: Record<string, unknown>;
  /** HMAC key for one-time codes and refresh-token derivation, derived from the private key. */
  secret: Buffer;
}

export const DEFAULT_KEY_FILE = path.join(process.cwd(), '.data', 'auth', 'jwk.json');

const holder = globalThis as unknown as { ghomesAuthKey?: { source: string; key: SigningKey } };

/** The configured key (AUTH_JWT_PRIVATE_JWK), or the one generated once into .data/auth/jwk.json. */
export function getSigningKey(keyFile = DEFAULT_KEY_FILE): SigningKey {
  const configured = getEnv().AUTH_JWT_PRIVATE_JWK;
  const source = configured ?? `file:${keyFile}`;
  if (holder.ghomesAuthKey?.source === source) return holder.ghomesAuthKey.key;
  const jwk = configured ? parseJwk(configured, 'AUTH_JWT_PRIVATE_JWK') : loadOrCreateKeyFile(keyFile);
  const key = signingKeyFromJwk(jwk);
  holder.ghomesAuthKey = { source, key };
  return key;
}

export function publicJwks(): { keys: Record<string, unknown>[] } {
  return { keys: [getSigningKey().publicJwk] };
}

/** A fresh private EC P-256 JWK with a thumbprint kid (used for .data and by `scripts`/tests). */
export function generatePrivateJwk(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return { ...jwk, kid: thumbprint(jwk), alg: 'ES256' };
}

function signingKeyFromJwk(jwk: Record<string, unknown>): SigningKey {
  const privateKey = createPrivateKey({ key: jwk as never, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const alg: SigningAlg = jwk.kty === 'RSA' ? 'RS256' : 'ES256';
  if (jwk.kty === 'EC' && jwk.crv !== 'P-256') throw new Error('AUTH_JWT_PRIVATE_JWK: EC keys must use the P-256 curve (ES256)');
  const exported = publicKey.export({ format: 'jwk' }) as Record<string, unknown>;
  const kid = typeof jwk.kid === 'string' && jwk.kid ? jwk.kid : thumbprint(exported);
  const secret = createHmac('sha256', 'ghomes-embedded-auth').update(String(jwk.d)).digest();
  return { kid, alg, privateKey, publicKey, secret, publicJwk: { ...exported, kid, alg, use: 'sig', key_ops: ['verify'] } };
}

function parseJwk(text: string, name: string): Record<string, unknown> {
  try {
    const jwk = JSON.parse(text) as Record<string, unknown>;
    if (!jwk.d || (jwk.kty !== 'EC' && jwk.kty !== 'RSA')) throw new Error('not a private EC or RSA JWK');
    return jwk;
  } catch (error) {
    throw new Error(`${name} must be a private JWK in JSON (EC P-256 or RSA): ${(error as Error).message}`);
  }
}

function loadOrCreateKeyFile(file: string): Record<string, unknown> {
  try {
    return parseJwk(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Several processes may start at once (next build workers): write a temp file and hard-link it into
  // place, which fails if another process won; then everybody reads the winner.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, JSON.stringify(generatePrivateJwk()), { mode: 0o600 });
  try {
    linkSync(temp, file);
    logger('auth').info({ file: path.relative(process.cwd(), file) }, 'generated a signing key');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return parseJwk(readFileSync(file, 'utf8'), file);
}

/** RFC 7638 JWK thumbprint. */
function thumbprint(jwk: Record<string, unknown>): string {
  const members = jwk.kty === 'RSA' ? { e: jwk.e, kty: jwk.kty, n: jwk.n } : { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

export function resetSigningKeyCacheForTests(): void {
  holder.ghomesAuthKey = undefined;
}
