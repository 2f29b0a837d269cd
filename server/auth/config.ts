// Auth settings derived from the validated environment. Not 'server-only': middleware.ts imports it.
import { getEnv, isEmbeddedAuth, type Env } from '@/server/env';

/** The GoTrue base URL the supabase clients talk to: the hosted project, or this app itself. */
export function supabaseUrl(env: Env = getEnv()): string {
  return (env.NEXT_PUBLIC_SUPABASE_URL ?? env.SITE_URL).replace(/\/$/, '');
}

/**
 * The embedded server does not check the anon key (hosted Supabase's gateway does); the clients still
 * need a non-empty one. On /user it is refused as a JWT, as on the hosted service.
 */
export function supabaseAnonKey(env: Env = getEnv()): string {
  return env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? 'ghomes-embedded-anon-key';
}

/** Only the server reads the auth cookies (auth-contract.md "@supabase/ssr cookies"). */
export function authCookieOptions(env: Env = getEnv()) {
  return { path: '/', sameSite: 'lax' as const, httpOnly: true, secure: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:') };
}

export interface AuthSettings {
  issuer: string;
  accessTokenSeconds: number;
  codeTtlSeconds: number;
  codeIntervalSeconds: number;
  codesPerHourPerEmail: number;
  codesPerHourPerIp: number;
  codesPerHourPerEmailAllClients: number;
  verifiesPerMinutePerIp: number;
  /** Wrong tries on a code (only its holder can try it); after that the code is dead. */
  maxWrongCodeAttempts: number;
  /** Failed verifications per hour of a client holding no code for the address. */
  failedVerifiesPerHourPerIp: number;
  refreshReuseWindowSeconds: number;
}

export function authSettings(env: Env = getEnv()): AuthSettings {
  return {
    issuer: `${supabaseUrl(env)}/auth/v1`,
    accessTokenSeconds: 3600,
    codeTtlSeconds: env.AUTH_OTP_TTL_SECONDS,
    codeIntervalSeconds: env.AUTH_CODE_INTERVAL_SECONDS,
    codesPerHourPerEmail: env.AUTH_CODES_PER_HOUR_PER_EMAIL,
    codesPerHourPerIp: env.AUTH_CODES_PER_HOUR_PER_IP,
    codesPerHourPerEmailAllClients: env.AUTH_CODES_PER_HOUR_PER_EMAIL_ALL_CLIENTS ?? Math.max(20, env.AUTH_CODES_PER_HOUR_PER_EMAIL * 4),
    verifiesPerMinutePerIp: env.AUTH_VERIFIES_PER_MINUTE_PER_IP,
    maxWrongCodeAttempts: env.AUTH_WRONG_CODE_TRIES_PER_CLIENT,
    failedVerifiesPerHourPerIp: env.AUTH_FAILED_VERIFIES_PER_HOUR_PER_IP,
    refreshReuseWindowSeconds: env.AUTH_REFRESH_REUSE_WINDOW_SECONDS,
  };
}

export { isEmbeddedAuth };
