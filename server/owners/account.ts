import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LEAD_COUNTRY_CODE } from '@/lib/validation/leads';
import { ownerAccountMessages as M, type OwnerClaimAnswer, type OwnerClaimCodeAnswer, type OwnerCodeChannel } from '@/lib/validation/owner-account';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import { consumeWhatsAppCode, issueAccountEmailCode, sendWhatsAppCode, whatsAppCodeMessages } from '@/server/auth/whatsapp-codes';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { owners, profiles } from '@/server/db/schema';
import { afterAnswer } from '@/server/http/after-answer';
import { AppError, isUniqueViolation, notFound } from '@/server/http/errors';
import { recipientLocale } from '@/server/i18n/translator';
import { logger } from '@/server/log/logger';
import { sendOwnerClaimCodeEmail } from '@/server/mail/owner-claim-code';

// An owner account (docs/owners.md "Owner accounts"): an ordinary sign-in account that proved an owner record's
// number with a code sent to that number on WhatsApp, or to the e-mail address on the number's record. Typing a
// number grants nothing, and neither does the number on the account's own profile: the code goes to the record's
// number (or its own address) and belongs to the account that asked (the code service's account holder), so nobody
// else can guess at it. One account per record and one record per account (owners_user_unique); a number with no
// record yet gets one, named after the account, but only through WhatsApp: there is no address to prove it by.

/** The owner record the account manages, or null. */
export async function ownerOfAccount(userId: string, db: Executor = getDb()): Promise<{ id: string; name: string; phone: string } | null> {
  const [row] = await db.select({ id: owners.id, name: owners.name, phone: owners.phone }).from(owners).where(eq(owners.user_id, userId));
  return row ?? null;
}

/** The code to prove `phone`: sent whether or not a record holds the number, and answered the same either way. */
export async function sendOwnerClaimCode(userId: string, phone: string, client: string, via: OwnerCodeChannel = 'whatsapp', now = new Date()): Promise<OwnerClaimCodeAnswer> {
  if (via === 'email') return sendOwnerClaimCodeByEmail(userId, phone, client, now);
  const answer = await sendWhatsAppCode({ phone, client, userId, now });
  return { message: M.codeSent(phone), retryAfterSeconds: answer.retryAfterSeconds ?? 60 };
}

/**
 * 'Send the code by e-mail instead': the account's e-mail code for `phone` goes to the address on the number's
 * record, never to one the person typed. The code is issued, its budgets spent and the words answered the same
 * whether or not there is such an address (none: nothing is sent, and a code nobody was sent cannot be typed), and
 * the e-mail goes after the answer, so neither the answer nor its time tells whoever typed the number that we hold it.
 */
async function sendOwnerClaimCodeByEmail(userId: string, phone: string, client: string, now: Date): Promise<OwnerClaimCodeAnswer> {
  const record = await recordEmailOf(phone);
  const issued = await issueAccountEmailCode({ phone, userId, client, now });
  if (record) {
    await afterAnswer(() =>
      sendOwnerClaimCodeEmail(record.email, { code: issued.code, phone }, issued.ttlSeconds, recipientLocale(record.language)).catch((error: unknown) => {
        // Neither the address nor the number: the person asks again after the minute, or by WhatsApp.
        logger('mail').warn({ kind: 'owner-claim-code', error: error instanceof Error ? error.name : 'unknown' }, 'owner code e-mail not sent');
      }),
    );
  }
  return { message: M.emailCodeMaybeSent(phone), retryAfterSeconds: issued.retryAfterSeconds };
}

/** The e-mail address on the record of `phone`, with the record's language; null without a record or an address on it. */
async function recordEmailOf(phone: string, db: Executor = getDb()): Promise<{ email: string; language: string | null } | null> {
  const [row] = await db.select({ email: owners.email, language: owners.language }).from(owners).where(and(eq(owners.country_code, LEAD_COUNTRY_CODE), eq(owners.phone, phone)));
  const email = row?.email?.trim();
  return email ? { email, language: row!.language } : null;
}

const recordTaken = () => new AppError('owner_taken', M.recordTaken, 409);

/**
 * Checks the code for `phone` (`via`: the WhatsApp one or the e-mail one) and, right, makes the account the manager
 * of the number's owner record (a new record when there is none, by WhatsApp only), audited as
 * `owner.account_linked` with the account as the actor, in one transaction. A record another account holds is 409
 * `owner_taken`; an account that already holds another record is 409 `owner_other_record`; a wrong code is a spent
 * try, then 400.
 */
export async function claimOwnerRecord(
  actor: AuditActor & { id: string },
  phone: string,
  otp: string,
  { via = 'whatsapp', now = new Date() }: { via?: OwnerCodeChannel; now?: Date } = {},
): Promise<OwnerClaimAnswer> {
  const userId = actor.id;
  const outcome = await getDb()
    .transaction(async (tx) => {
      const current = await ownerOfAccount(userId, tx);
      if (current && current.phone !== phone) throw new AppError('owner_other_record', M.otherRecord, 409);
      if (!(await consumeWhatsAppCode(tx, { phone, otp, client: actor.address ?? 'unknown', userId, channel: via, now }))) return null;
      if (current) return { ownerId: current.id, created: false };
      const [record] = await tx
        .select({ id: owners.id, userId: owners.user_id, email: owners.email })
        .from(owners)
        .where(and(eq(owners.country_code, LEAD_COUNTRY_CODE), eq(owners.phone, phone)))
        .for('update');
      // An e-mail code proves a record's own address, so it never makes a record, nor takes one whose address went
      // since: the same 400 as a wrong code (the code is spent).
      if (via === 'email' && !record?.email?.trim()) return null;
      if (record?.userId) throw recordTaken();
      const ownerId = record ? await linkRecord(tx, record.id, userId, via, now) : await createRecord(tx, userId, phone, now);
      await recordAudit(tx, actor, { action: 'owner.account_linked', table: 'owners', rowId: ownerId, after: { user_id: userId, created: !record, proved_by: via } });
      return { ownerId, created: !record };
    })
    .catch((error: unknown) => {
      // Another account proved the same number, or this one another number, a moment earlier.
      if (isUniqueViolation(error)) throw recordTaken();
      throw error;
    });
  if (!outcome) throw new AppError('invalid_otp', whatsAppCodeMessages.invalidCode, 400);
  return { message: M.claimed, created: outcome.created };
}

/**
 * A code that went by WhatsApp to this number also proves it for the owner's messages; one that went by e-mail
 * proves only the inbox, so WhatsApp stays as it was.
 */
async function linkRecord(tx: Executor, ownerId: string, userId: string, via: OwnerCodeChannel, now: Date): Promise<string> {
  const proved = via === 'whatsapp' ? { phone_verified_at: sql`coalesce(${owners.phone_verified_at}, ${now})` } : {};
  await tx
    .update(owners)
    .set({ user_id: userId, account_linked_at: now, ...proved, updated_at: now })
    .where(and(eq(owners.id, ownerId), isNull(owners.user_id)));
  return ownerId;
}

async function createRecord(tx: Executor, userId: string, phone: string, now: Date): Promise<string> {
  const [profile] = await tx.select({ first: profiles.first_name, last: profiles.last_name, email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw notFound('Profile not found');
  const [row] = await tx
    .insert(owners)
    .values({ name: `${profile.first} ${profile.last}`.trim(), country_code: LEAD_COUNTRY_CODE, phone, email: profile.email, user_id: userId, account_linked_at: now, phone_verified_at: now })
    .returning({ id: owners.id });
  return row!.id;
}

/** The desk's 'Unlink account' (manager and up): the record stays, the account no longer manages it; audited. */
export async function unlinkOwnerAccount(actor: AuditActor, ownerId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ userId: owners.user_id }).from(owners).where(eq(owners.id, ownerId)).for('update');
    if (!row) throw notFound('Owner not found');
    if (!row.userId) throw new AppError('no_owner_account', 'No account manages this owner.', 409);
    await tx.update(owners).set({ user_id: null, account_linked_at: null, updated_at: new Date() }).where(eq(owners.id, ownerId));
    await recordAudit(tx, actor, { action: 'owner.account_unlinked', table: 'owners', rowId: ownerId, before: { user_id: row.userId }, after: { user_id: null } });
  });
}

/** An erased account stops managing its owner record (the record, a real person's homes, stays with the desk). */
export async function releaseOwnerRecordOf(tx: Executor, userId: string): Promise<void> {
  await tx.update(owners).set({ user_id: null, account_linked_at: null }).where(eq(owners.user_id, userId));
}

/** The owner record behind a signed-in request: an account that manages none meets the plain 404. */
export async function requireOwnerOfAccount(userId: string): Promise<{ id: string; name: string; phone: string }> {
  const owner = await ownerOfAccount(userId);
  if (!owner) throw notFound('Not found');
  return owner;
}
