import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { authRefreshTokens, authSessions, authUsers } from '@/server/db/schema';
import { authSettings } from './config';
import { authErrors } from './gotrue/errors';
import { childRefreshToken, hashToken, newRefreshToken, signAccessToken } from './tokens';
import { toGoTrueUser, type AuthUserRow, type GoTrueUser } from './users';
import type { Executor } from '@/server/db/client';
import { logger } from '@/server/log/logger';

/** Exactly the fields supabase-js stores in the cookie (docs/auth-contract.md "Endpoints": Session object). */
export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

interface ClientMeta {
  userAgent?: string | null;
  ip?: string | null;
}

function buildSession(user: AuthUserRow, sessionId: string, refreshToken: string, signedInAt: Date): GoTrueSession {
  const { issuer, accessTokenSeconds } = authSettings();
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + accessTokenSeconds;
  const access_token = signAccessToken({
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: user.phone ?? '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: Math.floor(signedInAt.getTime() / 1000) }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return { access_token, token_type: 'bearer', expires_in: accessTokenSeconds, expires_at: exp, refresh_token: refreshToken, user: toGoTrueUser(user) };
}

/** Starts a session after a verified code (call inside the verification transaction). */
export async function createSession(db: Executor, user: AuthUserRow, meta: ClientMeta): Promise<GoTrueSession> {
  const [session] = await db
    .insert(authSessions)
    .values({ user_id: user.id, user_agent: meta.userAgent?.slice(0, 512) ?? null, ip: meta.ip ?? null })
    .returning({ id: authSessions.id, created_at: authSessions.created_at });
  const refreshToken = newRefreshToken();
  await db.insert(authRefreshTokens).values({ token_hash: hashToken(refreshToken), session_id: session!.id });
  return buildSession(user, session!.id, refreshToken, session!.created_at);
}

/**
 * Refresh-token rotation (auth-contract.md "Refresh semantics"). A live token is rotated into its derived
 * child. A revoked token presented within the reuse window returns the active session (parallel renders
 * refresh with one cookie); later, it revokes the whole family: the session and its access tokens die.
 */
export async function refreshSession(refreshToken: string): Promise<GoTrueSession> {
  const { refreshReuseWindowSeconds } = authSettings();
  const result = await getDb().transaction(async (tx): Promise<GoTrueSession | 'reused'> => {
    const found = await tx
      .select({ session_id: authRefreshTokens.session_id })
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.token_hash, hashToken(refreshToken)))
      .limit(1);
    if (!found[0]) throw authErrors.refreshNotFound();
    // One refresh per session at a time: concurrent requests queue here and see each other's rotation.
    const locked = await tx.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.id, found[0].session_id)).for('update');
    if (!locked[0]) throw authErrors.sessionNotFound(400);
    const sessions = await tx
      .select({ session: authSessions, user: authUsers })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.user_id))
      .where(eq(authSessions.id, found[0].session_id));
    const row = sessions[0];
    if (!row) throw authErrors.sessionNotFound(400);
    const chain = await tx
      .select()
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.session_id, row.session.id))
      .orderBy(authRefreshTokens.id);
    const presented = chain.find((token) => token.token_hash === hashToken(refreshToken));
    if (!presented) throw authErrors.refreshNotFound();

    let activeToken: string;
    if (!presented.revoked) {
      activeToken = childRefreshToken(refreshToken);
      await tx.update(authRefreshTokens).set({ revoked: true, updated_at: sql`now()` }).where(eq(authRefreshTokens.id, presented.id));
      await tx.insert(authRefreshTokens).values({ token_hash: hashToken(activeToken), session_id: row.session.id, parent_hash: presented.token_hash });
    } else {
      const revokedForMs = Date.now() - presented.updated_at.getTime();
      const descendant = findActiveDescendant(refreshToken, chain);
      if (revokedForMs > refreshReuseWindowSeconds * 1000 || !descendant) {
        await tx.delete(authSessions).where(eq(authSessions.id, row.session.id));
        logger('auth').warn({ session: row.session.id }, 'refresh token reused after the window: session revoked');
        return 'reused'; // committed first: throwing here would roll the revocation back
      }
      activeToken = descendant;
    }
    await tx.update(authSessions).set({ refreshed_at: sql`now()` }).where(eq(authSessions.id, row.session.id));
    return buildSession(row.user, row.session.id, activeToken, row.session.created_at);
  });
  if (result === 'reused') throw authErrors.refreshAlreadyUsed();
  return result;
}

/** Walks the derived chain from a revoked token to the session's live token, if it descends from it. */
function findActiveDescendant(token: string, chain: (typeof authRefreshTokens.$inferSelect)[]): string | undefined {
  const byParent = new Map(chain.filter((t) => t.parent_hash).map((t) => [t.parent_hash as string, t]));
  let current = token;
  for (let step = 0; step < chain.length; step += 1) {
    const child = byParent.get(hashToken(current));
    if (!child) return undefined;
    current = childRefreshToken(current);
    if (child.token_hash !== hashToken(current)) return undefined;
    if (!child.revoked) return current;
  }
  return undefined;
}

/** The session named by a verified access token, with its user: GoTrue's 403 session_not_found if revoked. */
export async function loadSessionUser(sessionId: string, userId: string): Promise<AuthUserRow> {
  const rows = await getDb()
    .select({ user: authUsers })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.user_id))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.user_id, userId)))
    .limit(1);
  if (!rows[0]) throw authErrors.sessionNotFound(403);
  return rows[0].user;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** `local` ends this session, `global` every session of the user, `others` all but this one. */
export async function revokeSessions(userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
  const db = getDb();
  if (scope === 'local') await db.delete(authSessions).where(and(eq(authSessions.id, sessionId), eq(authSessions.user_id, userId)));
  else if (scope === 'global') await db.delete(authSessions).where(eq(authSessions.user_id, userId));
  else await db.delete(authSessions).where(and(eq(authSessions.user_id, userId), ne(authSessions.id, sessionId)));
}

