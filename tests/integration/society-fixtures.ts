// Fixtures for the society-page tests: a society row, and the auth cookies of a signed-in person obtained
// the way the browser gets them (send a code, read it from the outbox, verify through our route handlers).
import { NextRequest } from 'next/server';
import { POST as sendCode } from '@/app/api/auth/send-code/route';
import { POST as verifyCode } from '@/app/api/auth/verify/route';
import { generatePrivateJwk, resetSigningKeyCacheForTests } from '@/server/auth/keys';
import { getDb } from '@/server/db/client';
import { gated_societies } from '@/server/db/schema';
import { BASE_URL, latestCode, registerPerson, setEnv } from './auth-helpers';

export { BASE_URL };

/** Embedded auth with a throw-away signing key; call at the top of a test file. */
export function useEmbeddedAuthEnv(): void {
  setEnv({
    SITE_URL: BASE_URL,
    NEXT_PUBLIC_SUPABASE_URL: undefined,
    SMTP_URL: undefined,
    AUTH_JWT_PRIVATE_JWK: JSON.stringify(generatePrivateJwk()),
  });
  resetSigningKeyCacheForTests();
}

const NO_PARAMS = { params: Promise.resolve({}) };

/** Calls a route handler as Next would, with JSON, cookies and an optional Origin. */
export async function call(
  handler: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; origin?: string; ip?: string; params?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json', 'x-forwarded-for': init.ip ?? '198.51.100.50' });
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.origin) headers.set('origin', init.origin);
  const request = new NextRequest(`${BASE_URL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handler(request, init.params ? { params: Promise.resolve(init.params) } : NO_PARAMS);
}

/** A registered person signed in through /api/auth/send-code and /api/auth/verify: their id and cookie header. */
export async function signedInPerson(prefix: string): Promise<{ id: string; cookie: string }> {
  const { email, id } = await registerPerson(prefix);
  const sent = await call(sendCode, '/api/auth/send-code', { method: 'POST', body: { email } });
  if (!sent.ok) throw new Error(`send-code answered ${sent.status}`);
  const verified = await call(verifyCode, '/api/auth/verify', { method: 'POST', body: { email, token: await latestCode(email) } });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { id, cookie };
}

let societyCounter = 0;
export async function insertSociety(values: Partial<typeof gated_societies.$inferInsert> = {}): Promise<string> {
  societyCounter += 1;
  const [row] = await getDb()
    .insert(gated_societies)
    .values({ name: `Fixture Society ${societyCounter} ${Date.now()}`, project_type: 'Apartment', project_status: 'Ready to Move-in', ...values })
    .returning({ id: gated_societies.id });
  return row!.id;
}
