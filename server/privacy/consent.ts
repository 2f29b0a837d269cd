import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { consent_log, profiles } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { CONSENT_PURPOSES, CONSENT_NEEDS, consentMessages, type ConsentNeed, type ConsentPurpose } from '@/lib/privacy/consents';

// Consents as easy to withdraw as to give (docs/privacy.md): each change appends a row to consent_log and the
// latest row of a purpose is its state. Withdrawal takes effect at once because nothing caches the state: the
// delivery jobs ask `hasConsent` when they run, so a message already queued of a withdrawn kind is not sent.
// 'WhatsApp updates' go only to a verified number (server/jobs/deliveries.ts): until the number is verified the
// switch reads off, with the reason (`needs`), and cannot be turned on.

export interface ConsentState {
  purpose: ConsentPurpose;
  granted: boolean;
  /** When the person last changed it; null while it stands as given where the data was collected. */
  changedAt: string | null;
  /** What the consent waits for before it can be on (then `granted` is false whatever was given). */
  needs?: ConsentNeed;
}

export interface ConsentLogEntry {
  purpose: ConsentPurpose;
  granted: boolean;
  at: string;
}

/** Whether the person allows this purpose now (no row: given where the data was collected). */
export async function hasConsent(userId: string, purpose: ConsentPurpose, db: Executor = getDb()): Promise<boolean> {
  const [latest] = await db
    .select({ granted: consent_log.granted })
    .from(consent_log)
    .where(and(eq(consent_log.user_id, userId), eq(consent_log.purpose, purpose)))
    .orderBy(desc(consent_log.id))
    .limit(1);
  return latest?.granted ?? true;
}

/** The person's whole consent log, newest first. */
export async function consentLog(userId: string, db: Executor = getDb()): Promise<ConsentLogEntry[]> {
  const rows = await db
    .select({ purpose: consent_log.purpose, granted: consent_log.granted, at: consent_log.created_at })
    .from(consent_log)
    .where(eq(consent_log.user_id, userId))
    .orderBy(desc(consent_log.id));
  return rows.map((row) => ({ purpose: row.purpose as ConsentPurpose, granted: row.granted, at: row.at.toISOString() }));
}

/** What the account has of what a consent needs (a verified WhatsApp number). */
export type ConsentPrerequisites = Record<ConsentNeed, boolean>;

/** Each purpose's state, from the log; one whose prerequisite is missing reads off, with what it needs. */
export function statesFrom(log: ConsentLogEntry[], has: ConsentPrerequisites): ConsentState[] {
  return CONSENT_PURPOSES.map((purpose) => {
    const latest = log.find((entry) => entry.purpose === purpose);
    const need = CONSENT_NEEDS[purpose];
    const state = { purpose, granted: latest?.granted ?? true, changedAt: latest?.at ?? null };
    return need && !has[need] ? { ...state, granted: false, needs: need } : state;
  });
}

async function prerequisites(userId: string, db: Executor = getDb()): Promise<ConsentPrerequisites> {
  const [row] = await db.select({ phoneVerifiedAt: profiles.phone_verified_at }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return { verified_whatsapp_number: Boolean(row?.phoneVerifiedAt) };
}

export async function consentOverview(userId: string): Promise<{ consents: ConsentState[]; log: ConsentLogEntry[] }> {
  const [log, has] = await Promise.all([consentLog(userId), prerequisites(userId)]);
  return { consents: statesFrom(log, has), log };
}

/**
 * Gives or withdraws one consent; a change to the state it already has writes nothing. 404 without a profile;
 * giving one whose prerequisite is missing (WhatsApp updates without a verified number) is refused, 409 with the
 * reason, and writes nothing. Withdrawing is always possible.
 */
export async function setConsent(userId: string, purpose: ConsentPurpose, granted: boolean): Promise<{ consents: ConsentState[]; log: ConsentLogEntry[] }> {
  await getDb().transaction(async (tx) => {
    // The profile row, locked: two switches flipped at once append in order.
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!profile) throw notFound('Profile not found');
    const need = CONSENT_NEEDS[purpose];
    if (granted && need && !(await prerequisites(userId, tx))[need]) throw new AppError(need, consentMessages[need], 409);
    if ((await hasConsent(userId, purpose, tx)) === granted) return;
    await tx.insert(consent_log).values({ user_id: userId, purpose, granted });
  });
  return consentOverview(userId);
}
