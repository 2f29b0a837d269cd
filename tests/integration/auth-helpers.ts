// Shared by the auth integration tests: an unmodified supabase-js client wired to the embedded /auth/v1
// route handler in-process, a registered person, and the code read back from the outbox.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { GET, POST, PUT } from '@/app/auth/v1/[...path]/route';
import { sql } from 'drizzle-orm';
import { registerUser } from '@/server/auth/registration';
import { getDb } from '@/server/db/client';
import { resetEnvCacheForTests } from '@/server/env';
import { listOutbox } from '@/server/outbox/outbox';

export const BASE_URL = 'http://localhost:3000';

/** Sets variables for the rest of the file (or until the next call) and re-reads the environment. */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCacheForTests();
}

/**
 * For the rest of the file: the one test address may ask for and check as many codes as the file's sign-ins need.
 * The caps themselves are tested in auth-contract, auth-abuse and code-lockout.
 */
export function allowManySignInsFromOneAddress(): void {
  setEnv({ AUTH_CODES_PER_HOUR_PER_IP: '1000', AUTH_VERIFIES_PER_MINUTE_PER_IP: '1000' });
}

/** Within the enclosing `describe`: these code limits, and the defaults again after it. */
export function useCodeLimits(values: Record<string, string>): void {
  beforeAll(() => setEnv(values));
  afterAll(() => setEnv(Object.fromEntries(Object.keys(values).map((key) => [key, undefined]))));
}

export interface Recorder {
  calls: string[];
}

/** A fetch that hands every request to the route handler, as the Next server would, from one client IP. */
export function routeFetch(ip: string, recorder?: Recorder): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('x-forwarded-for', ip);
    const routed = new Request(request, { headers });
    recorder?.calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    const handler = { GET, POST, PUT }[request.method as 'GET' | 'POST' | 'PUT'];
    return handler(routed);
  };
}

export function authClient(ip = '198.51.100.1', recorder?: Recorder): SupabaseClient {
  return createClient(BASE_URL, 'test-anon-key', {
    auth: { autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    global: { fetch: routeFetch(ip, recorder) },
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
export async function registerPerson(prefix = 'person'): Promise<{ email: string; id: string }> {
  counter += 1;
  const email = `${prefix}.${counter}.${Date.now()}@example.com`;
  const phone = `9${String(Date.now() + counter).slice(-9)}`;
  const { id } = await registerUser({ firstName: 'Asha', lastName: 'Rao', countryCode: '+91', phone, email });
  return { email, id };
}

/** The person proved the phone number with a WhatsApp code: from now on WhatsApp messages reach it. */
export async function markPhoneVerified(userId: string): Promise<void> {
  await getDb().execute(sql`update profiles set phone_verified_at = now() where id = ${userId}`);
}

/** The newest code e-mailed to an address, read from the outbox as the e2e tests and scripts do. */
export async function latestCode(email: string): Promise<string> {
  const [message] = await listOutbox({ to: email, limit: 1 });
  const code = message?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

export async function signedInClient(email: string, ip = '198.51.100.1'): Promise<SupabaseClient> {
  const client = authClient(ip);
  const sent = await client.auth.signInWithOtp({ email });
  if (sent.error) throw sent.error;
  const verified = await client.auth.verifyOtp({ email, token: await latestCode(email), type: 'email' });
  if (verified.error) throw verified.error;
  return client;
}

/** A raw call to the embedded endpoints, for status codes and headers. */
export async function raw(path: string, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const { ip = '198.51.100.9', ...rest } = init;
  return routeFetch(ip)(`${BASE_URL}/auth/v1${path}`, { ...rest, headers: { 'Content-Type': 'application/json', ...rest.headers } });
}
