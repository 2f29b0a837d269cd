// Not 'server-only': middleware.ts gives every browser its device cookie on its first page.
import { createHash, randomBytes } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { getEnv } from '@/server/env';

// Who a code belongs to (docs/auth.md "Rate limits"). A login code is bound to the device that asked for it: a
// random id in an HttpOnly cookie that only that browser holds. Strangers, on any network, and a neighbour behind
// the same office or carrier address do not have it, so their requests never replace the owner's code and their
// guesses never reach it. The middleware sets the cookie on the first page a browser opens (before any sign-in
// form can be used); a caller without it (a raw /auth/v1 client) is held by its address instead.

export const DEVICE_COOKIE = 'ghomes-device';
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 3600; // the longest browsers keep a cookie

export function isDeviceId(value: string | null | undefined): value is string {
  return !!value && DEVICE_ID.test(value);
}

/** The device id a Cookie header carries, or null. */
export function deviceIdFromCookieHeader(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE && isDeviceId(rest.join('='))) return rest.join('=');
  }
  return null;
}

/** The holder key stored with codes and budgets: the device id is never stored in clear. */
export function holderKey(deviceId: string | null, ip: string): string {
  return deviceId ? `device:${createHash('sha256').update(deviceId).digest('hex').slice(0, 32)}` : `ip:${ip}`;
}

export const isDeviceHolder = (holder: string) => holder.startsWith('device:');

/** Gives a browser that has no device id one (on a page response, from the middleware). */
export function ensureDeviceCookie(request: NextRequest, response: NextResponse): NextResponse {
  if (isDeviceId(request.cookies.get(DEVICE_COOKIE)?.value)) return response;
  const env = getEnv();
  response.cookies.set(DEVICE_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:'),
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
  return response;
}
