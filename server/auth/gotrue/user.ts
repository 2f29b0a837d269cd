import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { hasControlCharacters } from '@/lib/text/one-line';
import { NAME_MAX_LENGTH } from '@/lib/validation/auth';
import { containsUnsafeText } from '@/lib/validation/text';
import { getDb } from '@/server/db/client';
import { authUsers, profiles } from '@/server/db/schema';
import { loadSessionUser, revokeSessions, type LogoutScope } from '../sessions';
import { verifyAccessToken, type AccessClaims } from '../tokens';
import { mergeMetadata, toGoTrueUser, type AuthUserRow } from '../users';
import { API_VERSION_HEADER, authErrors, gotrueJson } from './errors';
import { bearerToken, readJson } from './request';

/** The caller's verified claims and live user: 401 without a token, 403 for a bad one or a revoked session. */
export async function authenticate(request: Request): Promise<{ claims: AccessClaims; user: AuthUserRow }> {
  const claims = verifyAccessToken(bearerToken(request));
  return { claims, user: await loadSessionUser(claims.session_id, claims.sub) };
}

export async function handleGetUser(request: Request): Promise<Response> {
  const { user } = await authenticate(request);
  return gotrueJson(toGoTrueUser(user));
}

/** PUT /user {data}: user_metadata is shallow-merged and `null` deletes a key. */
export async function handleUpdateUser(request: Request): Promise<Response> {
  const { user } = await authenticate(request);
  const body = await readJson(request);
  for (const field of ['email', 'phone', 'password'] as const) {
    if (body[field] !== undefined && body[field] !== null && body[field] !== '') {
      throw authErrors.validation(`Updating the ${field} is not supported`, 422);
    }
  }
  if (body.data !== undefined && (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data))) {
    throw authErrors.validation('data must be an object', 422);
  }
  const patch = (body.data ?? {}) as Record<string, unknown>;
  const metadata = mergeMetadata(user.user_metadata, patch);
  checkMetadata(patch, metadata);
  const updated = await getDb().transaction(async (tx) => {
    const [row] = await tx.update(authUsers).set({ user_metadata: metadata, updated_at: sql`now()` }).where(eq(authUsers.id, user.id)).returning();
    // Keep the app's profile row (what pages show) in step with the names people edit.
    const names: Partial<typeof profiles.$inferInsert> = {};
    if (typeof patch.first_name === 'string' && patch.first_name.trim()) names.first_name = patch.first_name.trim();
    if (typeof patch.last_name === 'string' && patch.last_name.trim()) names.last_name = patch.last_name.trim();
    if (Object.keys(names).length) await tx.update(profiles).set({ ...names, updated_at: sql`now()` }).where(eq(profiles.id, user.id));
    return row as AuthUserRow;
  });
  return gotrueJson(toGoTrueUser(updated));
}

/** The metadata travels in every access token, so in the session cookie: keep it as small as registration does. */
export const USER_METADATA_MAX_BYTES = 2048;

/** Names keep the registration limits; no NUL anywhere (PostgreSQL's jsonb refuses it); the whole stays small. */
function checkMetadata(patch: Record<string, unknown>, merged: Record<string, unknown>): void {
  for (const field of ['first_name', 'last_name'] as const) {
    const value = patch[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.trim().length > NAME_MAX_LENGTH) {
      throw authErrors.validation(`${field} must be text of at most ${NAME_MAX_LENGTH} characters`, 422);
    }
    // Names travel into messages: one line, no control characters (CR, LF, ...).
    if (hasControlCharacters(value)) throw authErrors.validation(`${field} must be one line of text without control characters`, 422);
  }
  if (containsUnsafeText(patch)) throw authErrors.validation('data must not contain NUL characters', 422);
  if (Buffer.byteLength(JSON.stringify(merged)) > USER_METADATA_MAX_BYTES) {
    throw authErrors.validation(`data must stay under ${USER_METADATA_MAX_BYTES} bytes`, 422);
  }
}

const SCOPES = new Set<LogoutScope>(['global', 'local', 'others']);

/** POST /logout?scope=global|local|others: revokes sessions on the server; 204 without a body. */
export async function handleLogout(request: Request): Promise<Response> {
  const scope = (new URL(request.url).searchParams.get('scope') ?? 'global') as LogoutScope;
  if (!SCOPES.has(scope)) throw authErrors.validation('Unsupported logout scope: use global, local or others', 400);
  const { claims } = await authenticate(request);
  await revokeSessions(claims.sub, claims.session_id, scope);
  return new Response(null, { status: 204, headers: API_VERSION_HEADER });
}
