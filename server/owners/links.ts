import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { OWNER_LINK_DAYS, OWNER_LINK_PURPOSES, type OwnerLinkPurpose } from '@/lib/owners/owners';
import { getSigningKey } from '@/server/auth/keys';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { owner_links } from '@/server/db/schema';

// Owner links (docs/owners.md "Links"): the URL carries a JWT signed with a key derived from the server's signing
// key for this one purpose, naming the link row, its owner, purpose and subject. The row decides the rest: revoked,
// already decided, expired. A token of another purpose, another key or another row is no link at all.

const ISSUER = 'ghomes:owner-link';
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function linkKey(): Uint8Array {
  return createHmac('sha256', getSigningKey().secret).update('owner-link').digest();
}

export interface OwnerLinkClaims {
  linkId: string;
  ownerId: string;
  purpose: OwnerLinkPurpose;
  subjectId: string;
}

/** Creates the row and its token (call in the transaction that queues the message carrying it). */
export async function createOwnerLink(
  db: Executor,
  input: { ownerId: string; purpose: OwnerLinkPurpose; subjectId: string; now?: Date },
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + OWNER_LINK_DAYS * 86_400_000);
  const [row] = await db
    .insert(owner_links)
    .values({ owner_id: input.ownerId, purpose: input.purpose, subject_id: input.subjectId, created_at: now, expires_at: expiresAt })
    .returning({ id: owner_links.id });
  const token = await signOwnerLinkToken({ linkId: row!.id, ownerId: input.ownerId, purpose: input.purpose, subjectId: input.subjectId }, now, expiresAt);
  return { id: row!.id, token, expiresAt };
}

/**
 * The token of an existing link row (its claims are the row's): a reminder carries the same link without the
 * token ever being stored. The row, not the token, decides expiry.
 */
export function signOwnerLinkToken(claims: OwnerLinkClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({ pur: claims.purpose, sbj: claims.subjectId, own: claims.ownerId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setJti(claims.linkId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(linkKey());
}

/**
 * The claims of a token we signed, or null (forged, altered, truncated, another purpose's key). Expiry is not
 * checked here: an expired link still names its row, so the page can say it expired rather than 'not found'.
 */
export async function readOwnerLinkToken(token: string | null | undefined): Promise<OwnerLinkClaims | null> {
  // Exactly the compact form we sign: three unpadded base64url parts. The decoder underneath forgives padding and
  // stray characters, so a token with a trailing '=' would otherwise name the same link by a second spelling.
  if (!token || token.length > 2000 || !COMPACT_JWT.test(token)) return null;
  try {
    const { payload } = await jwtVerify(token, linkKey(), { issuer: ISSUER, algorithms: ['HS256'], clockTolerance: Number.MAX_SAFE_INTEGER });
    const purpose = payload.pur;
    if (typeof payload.jti !== 'string' || typeof payload.own !== 'string' || typeof payload.sbj !== 'string') return null;
    if (typeof purpose !== 'string' || !(OWNER_LINK_PURPOSES as readonly string[]).includes(purpose)) return null;
    return { linkId: payload.jti, ownerId: payload.own, purpose: purpose as OwnerLinkPurpose, subjectId: payload.sbj };
  } catch {
    return null;
  }
}

export type OwnerLinkState = 'open' | 'decided' | 'expired' | 'revoked';

export interface OwnerLink extends OwnerLinkClaims {
  state: OwnerLinkState;
  decision: string | null;
  decidedAt: Date | null;
  expiresAt: Date;
}

/** The link a token names, if the row still agrees with every claim; null for anything else. */
export async function findOwnerLink(token: string | null | undefined, now = new Date()): Promise<OwnerLink | null> {
  const claims = await readOwnerLinkToken(token);
  if (!claims) return null;
  const [row] = await getDb().select().from(owner_links).where(eq(owner_links.id, claims.linkId)).limit(1);
  if (!row || row.owner_id !== claims.ownerId || row.purpose !== claims.purpose || row.subject_id !== claims.subjectId) return null;
  const state: OwnerLinkState = row.revoked_at ? 'revoked' : row.decided_at ? 'decided' : row.expires_at <= now ? 'expired' : 'open';
  return { ...claims, state, decision: row.decision, decidedAt: row.decided_at, expiresAt: row.expires_at };
}

/**
 * Takes the link's one decision, in the transaction of the action it decides: true when this call took it, false
 * when the link was already decided, revoked or expired (a second tap, or two at once: only one wins).
 */
export async function decideOwnerLink(db: Executor, linkId: string, decision: string, now = new Date()): Promise<boolean> {
  const taken = await db
    .update(owner_links)
    .set({ decided_at: now, decision })
    .where(and(eq(owner_links.id, linkId), isNull(owner_links.decided_at), isNull(owner_links.revoked_at), sql`${owner_links.expires_at} > ${now}`))
    .returning({ id: owner_links.id });
  return taken.length === 1;
}

/** Revokes every open link for a subject (the desk's 'Revoke link', or a new link replacing the old). */
export async function revokeOwnerLinks(db: Executor, purpose: OwnerLinkPurpose, subjectId: string, now = new Date()): Promise<number> {
  const revoked = await db
    .update(owner_links)
    .set({ revoked_at: now })
    .where(and(eq(owner_links.purpose, purpose), eq(owner_links.subject_id, subjectId), isNull(owner_links.decided_at), isNull(owner_links.revoked_at)))
    .returning({ id: owner_links.id });
  return revoked.length;
}

/**
 * Every link of the owner not yet decided or revoked stops working (their account was erased), expired ones too, so
 * that nothing can open one again later: the number of links revoked.
 */
export async function revokeOpenLinksOfOwner(db: Executor, ownerId: string, now = new Date()): Promise<number> {
  const revoked = await db
    .update(owner_links)
    .set({ revoked_at: now })
    .where(and(eq(owner_links.owner_id, ownerId), isNull(owner_links.decided_at), isNull(owner_links.revoked_at)))
    .returning({ id: owner_links.id });
  return revoked.length;
}

/**
 * The link works until `until`: the availability question's reminder keeps its link open that long, and so does a
 * listing hidden for want of an answer, which never shortens it (`atLeast`).
 */
export async function setOwnerLinkExpiry(db: Executor, linkId: string, until: Date, { atLeast = false } = {}): Promise<void> {
  const expiresAt = atLeast ? sql`greatest(${owner_links.expires_at}, ${until})` : until;
  await db.update(owner_links).set({ expires_at: expiresAt }).where(eq(owner_links.id, linkId));
}

/**
 * The open link of a subject sent to this owner (newest first), as a token would name it: the owner's homes page
 * answers through it, so a signed-in owner can do exactly what the link allows, once.
 */
export async function openOwnerLinkFor(purpose: OwnerLinkPurpose, subjectId: string, ownerId: string, now = new Date()): Promise<OwnerLink | null> {
  const [row] = await getDb()
    .select()
    .from(owner_links)
    .where(
      and(
        eq(owner_links.purpose, purpose),
        eq(owner_links.subject_id, subjectId),
        eq(owner_links.owner_id, ownerId),
        isNull(owner_links.decided_at),
        isNull(owner_links.revoked_at),
        sql`${owner_links.expires_at} > ${now}`,
      ),
    )
    .orderBy(sql`${owner_links.created_at} desc`)
    .limit(1);
  if (!row) return null;
  return { linkId: row.id, ownerId, purpose, subjectId, state: 'open', decision: null, decidedAt: null, expiresAt: row.expires_at };
}
