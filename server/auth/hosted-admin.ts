import 'server-only';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { supabaseUrl } from './config';
import { logger } from '@/server/log/logger';

// Hosted mode only: the Supabase Auth admin API with the service-role key (auth-contract.md "Hosted mode").

function adminHeaders(): Record<string, string> {
  const key = getEnv().SUPABASE_SERVICE_ROLE_KEY;
  if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is required to register people against a hosted Supabase project');
  return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
}

export interface HostedUserInput {
  email: string;
  phone: string;
  userMetadata: Record<string, unknown>;
}

/** POST /auth/v1/admin/users; 422 email_exists / phone_exists become our duplicate errors. */
export async function createHostedUser(input: HostedUserInput, duplicate: (code: 'email_exists' | 'phone_exists') => AppError): Promise<string> {
  const response = await fetch(`${supabaseUrl()}/auth/v1/admin/users`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({ email: input.email, phone: input.phone, email_confirm: false, user_metadata: input.userMetadata }),
  });
  const body = (await response.json().catch(() => ({}))) as { id?: string; code?: string; error_code?: string; msg?: string; message?: string };
  const code = body.code ?? body.error_code;
  if (code === 'email_exists' || code === 'phone_exists') throw duplicate(code);
  if (!response.ok || !body.id) {
    logger('auth').error({ status: response.status, code, reason: body.msg ?? body.message }, 'hosted admin create user failed');
    throw new AppError('registration_failed', 'Failed to create account. Please try again.', response.status === 422 ? 422 : 502);
  }
  return body.id;
}

/** DELETE /auth/v1/admin/users/{id}. */
const deleteRequest = (id: string) => fetch(`${supabaseUrl()}/auth/v1/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE', headers: adminHeaders() });

export async function deleteHostedUser(id: string): Promise<void> {
  const response = await deleteRequest(id);
  if (!response.ok) logger('auth').error({ user: id, status: response.status }, 'hosted admin delete user failed');
}

/**
 * The erasure of an account (server/privacy/deletion.ts): the hosted sign-in account goes too, or the erasure waits
 * for the job's next attempt. A 404 is an account already gone (an attempt whose database part failed after it).
 */
export async function eraseHostedUser(id: string): Promise<void> {
  const response = await deleteRequest(id);
  if (!response.ok && response.status !== 404) throw new Error(`the hosted sign-in account was not deleted (HTTP ${response.status})`);
}
