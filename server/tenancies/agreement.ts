import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AGREEMENT_PARTIES, type AgreementParty, type AgreementState, type TenancyStatus } from '@/lib/tenancies/tenancy';
import { generateCode } from '@/server/auth/codes';
import { getSigningKey } from '@/server/auth/keys';
import { forgetEvents, lockBuckets, recordEvents, secondsUntilAllowed } from '@/server/auth/rate-limit';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { agreement_codes, agreement_confirmations, owners, profiles, tenancies, tenancy_agreements } from '@/server/db/schema';
import { maskedEmail } from '@/lib/text/masked-email';
import { getEnv } from '@/server/env';
import { AppError, notFound } from '@/server/http/errors';
import { sendEmail } from '@/server/mail/send-email';
import { sendWhatsApp } from '@/server/whatsapp/send-whatsapp';
import { agreementSha256, renderAgreementPdf } from './agreement-pdf';
import { tellParty } from './messages';
import { storedTerms } from './service';

// The rent agreement of a tenancy (docs/move-in.md "Agreeing the agreement"): each version's draft is rendered from
// its terms once and kept, so its SHA-256 is what each party agrees to. A party agrees with a 6-digit code sent to their
// own verified channel (the tenant's sign-in e-mail; the owner's proved WhatsApp number, else the record's e-mail):
// the code's HMAC only, 10 minutes, five wrong tries, a minute between codes, five an hour. A confirmation names
// the draft's hash, when and from which address; once both have agreed the tenancy moves on and the final PDF shows
// both. Anyone who is neither party meets 404.

const CODE_MINUTES = 10;
const RESEND_SECONDS = 60;
const WRONG_TRIES = 5;
const CODES_PER_HOUR = 5;

export interface TenancyViewer {
  tenancyId: string;
  party: AgreementParty;
  /** The name the confirmation records. */
  name: string;
  actor: AuditActor;
}

type Tenancy = typeof tenancies.$inferSelect;
type Agreement = typeof tenancy_agreements.$inferSelect;

/** Which party the signed-in person is of this tenancy: its tenant, or the account managing its owner record. */
export async function tenancyViewer(userId: string, tenancyId: string, address: string | null, db: Executor = getDb()): Promise<TenancyViewer | null> {
  const [row] = await db
    .select({ tenantUserId: tenancies.tenant_user_id, ownerUserId: owners.user_id, ownerName: owners.name, ownerId: owners.id })
    .from(tenancies)
    .leftJoin(owners, eq(owners.id, tenancies.owner_id))
    .where(eq(tenancies.id, tenancyId));
  if (!row) return null;
  if (row.tenantUserId === userId) {
    const [profile] = await db.select({ first: profiles.first_name, last: profiles.last_name, email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
    return { tenancyId, party: 'tenant', name: `${profile!.first} ${profile!.last}`.trim(), actor: { id: userId, email: profile!.email, address } };
  }
  if (row.ownerUserId === userId) return { tenancyId, party: 'owner', name: row.ownerName!, actor: { id: userId, email: `owner:${row.ownerId}`, address } };
  return null;
}

async function currentAgreement(db: Executor, tenancyId: string): Promise<Agreement> {
  const [agreement] = await db.select().from(tenancy_agreements).where(and(eq(tenancy_agreements.tenancy_id, tenancyId), isNull(tenancy_agreements.superseded_at)));
  if (!agreement) throw notFound('Not found');
  return agreement;
}

async function confirmationsOf(db: Executor, agreementId: string) {
  return db.select().from(agreement_confirmations).where(eq(agreement_confirmations.agreement_id, agreementId));
}

/**
 * The draft of the current version and its hash: rendered the first time it is asked for and kept with its hash, so
 * what a party read and agreed to is served byte for byte from then on, whatever later changes to the renderer do.
 * Two first readings at once keep the one that was stored first.
 */
async function draftOf(agreement: Agreement): Promise<{ pdf: Buffer; sha256: string }> {
  if (agreement.draft_pdf && agreement.draft_sha256) return { pdf: agreement.draft_pdf, sha256: agreement.draft_sha256 };
  const pdf = await renderAgreementPdf(storedTerms(agreement.terms), []);
  const [stored] = await getDb()
    .update(tenancy_agreements)
    .set({ draft_pdf: pdf, draft_sha256: agreementSha256(pdf) })
    .where(and(eq(tenancy_agreements.id, agreement.id), isNull(tenancy_agreements.draft_pdf)))
    .returning({ pdf: tenancy_agreements.draft_pdf, sha256: tenancy_agreements.draft_sha256 });
  if (stored?.pdf && stored.sha256) return { pdf: stored.pdf, sha256: stored.sha256 };
  const [kept] = await getDb().select({ pdf: tenancy_agreements.draft_pdf, sha256: tenancy_agreements.draft_sha256 }).from(tenancy_agreements).where(eq(tenancy_agreements.id, agreement.id));
  return { pdf: kept!.pdf!, sha256: kept!.sha256! };
}

/** The PDF a party (or the desk) reads: the draft, or the final one with both confirmations once both agreed. */
export async function agreementPdf(tenancyId: string): Promise<{ pdf: Buffer; sha256: string; final: boolean }> {
  const agreement = await currentAgreement(getDb(), tenancyId);
  const draft = await draftOf(agreement);
  const confirmations = await confirmationsOf(getDb(), agreement.id);
  if (confirmations.length < 2) return { ...draft, final: false };
  const pdf = await renderAgreementPdf(
    storedTerms(agreement.terms),
    confirmations.map((c) => ({ party: c.party as AgreementParty, name: c.name, at: c.confirmed_at, address: c.address, sha256OfDraft: c.sha256 })),
  );
  return { pdf, sha256: agreementSha256(pdf), final: true };
}

/**
 * Where each party stands on the current version of each tenancy (the hash once rendered): two queries for any
 * number of tenancies, reading neither the terms nor the kept PDF.
 */
export async function agreementStates(tenancyIds: readonly string[], db: Executor = getDb()): Promise<Map<string, AgreementState>> {
  if (!tenancyIds.length) return new Map();
  const a = tenancy_agreements;
  const current = await db
    .select({ id: a.id, tenancyId: a.tenancy_id, version: a.version, sha256: a.draft_sha256 })
    .from(a)
    .where(and(inArray(a.tenancy_id, [...tenancyIds]), isNull(a.superseded_at)));
  const confirmations = current.length
    ? await db.select({ agreementId: agreement_confirmations.agreement_id, party: agreement_confirmations.party, at: agreement_confirmations.confirmed_at }).from(agreement_confirmations).where(inArray(agreement_confirmations.agreement_id, current.map((row) => row.id)))
    : [];
  const of = (agreementId: string, party: AgreementParty) => {
    const found = confirmations.find((c) => c.agreementId === agreementId && c.party === party);
    return found ? { confirmedAt: found.at.toISOString() } : null;
  };
  return new Map(current.map((row) => [row.tenancyId, { version: row.version, sha256: row.sha256, tenant: of(row.id, 'tenant'), owner: of(row.id, 'owner') }]));
}

export async function agreementState(tenancyId: string, db: Executor = getDb()): Promise<AgreementState> {
  const state = (await agreementStates([tenancyId], db)).get(tenancyId);
  if (!state) throw notFound('Not found');
  return state;
}

/** The fingerprint a party agrees to: the current draft's SHA-256 (rendered and kept on the first asking). */
export async function draftFingerprint(tenancyId: string): Promise<string> {
  return (await draftOf(await currentAgreement(getDb(), tenancyId))).sha256;
}

const codeHash = (agreementId: string, party: AgreementParty, code: string) => createHmac('sha256', getSigningKey().secret).update(`agreement-code:${agreementId}:${party}:${code}`).digest('hex');
const buckets = (viewer: TenancyViewer) => [`agreement-code:${viewer.tenancyId}:${viewer.party}`];

/** Where a party's code goes: the tenant's sign-in e-mail; the owner's proved WhatsApp, else the record's e-mail. */
async function destinationOf(viewer: TenancyViewer): Promise<{ channel: 'email' | 'whatsapp'; to: string; masked: string }> {
  if (viewer.party === 'tenant') return { channel: 'email', to: viewer.actor.email!, masked: maskedEmail(viewer.actor.email!) };
  const [owner] = await getDb().select().from(owners).innerJoin(tenancies, eq(tenancies.owner_id, owners.id)).where(eq(tenancies.id, viewer.tenancyId));
  const record = owner!.owners;
  if (record.phone_verified_at) return { channel: 'whatsapp', to: `${record.country_code}${record.phone}`, masked: `WhatsApp ••••••${record.phone.slice(-4)}` };
  if (record.email) return { channel: 'email', to: record.email, masked: maskedEmail(record.email) };
  throw new AppError('no_verified_channel', 'We have no proved number or e-mail to send your code to. Please ask the GHomes team.', 409);
}

/** 'Agree with a code': a fresh code for this party and version, to their own channel. */
export async function sendAgreementCode(viewer: TenancyViewer, now = new Date()): Promise<{ sentTo: string }> {
  const status = await tenancyStatus(viewer.tenancyId);
  if (status === 'cancelled') throw new AppError('tenancy_cancelled', 'This tenancy was cancelled.', 409);
  const agreement = await currentAgreement(getDb(), viewer.tenancyId);
  if ((await confirmationsOf(getDb(), agreement.id)).some((c) => c.party === viewer.party)) throw new AppError('already_agreed', 'You have already agreed to this version.', 409);
  const destination = await destinationOf(viewer);
  const code = generateCode();
  const events = await getDb().transaction(async (tx) => {
    await lockBuckets(tx, buckets(viewer));
    const [last] = await tx.select({ sentAt: agreement_codes.sent_at }).from(agreement_codes).where(and(eq(agreement_codes.agreement_id, agreement.id), eq(agreement_codes.party, viewer.party)));
    const wait = last ? Math.ceil(RESEND_SECONDS - (now.getTime() - last.sentAt.getTime()) / 1000) : 0;
    if (wait > 0) throw new AppError('code_recently_sent', `A code was sent a moment ago. You can ask for another after ${wait} seconds.`, 429);
    if ((await secondsUntilAllowed(tx, { bucket: buckets(viewer)[0]!, limit: CODES_PER_HOUR, windowSeconds: 3600 }, now)) > 0) {
      throw new AppError('too_many_codes', 'Too many codes were asked for in the last hour. Please try again later.', 429);
    }
    const values = { code_hash: codeHash(agreement.id, viewer.party, code), channel: destination.channel, sent_at: now, expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000), wrong_tries: 0 };
    await tx
      .insert(agreement_codes)
      .values({ agreement_id: agreement.id, party: viewer.party, ...values })
      .onConflictDoUpdate({ target: [agreement_codes.agreement_id, agreement_codes.party], set: values });
    return recordEvents(tx, buckets(viewer), now);
  });
  const brand = getEnv().BRAND_NAME;
  const text = `${code} is your ${brand} code to agree to the rent agreement (version ${agreement.version}). It expires in ${CODE_MINUTES} minutes. Do not share it with anyone.`;
  try {
    if (destination.channel === 'email') await sendEmail({ to: destination.to, subject: `${code} is your ${brand} code`, text, html: `<p>${text}</p>` });
    else await sendWhatsApp({ to: destination.to, body: text });
  } catch (error) {
    await forgetEvents(getDb(), events);
    throw error;
  }
  return { sentTo: destination.masked };
}

async function tenancyStatus(tenancyId: string): Promise<TenancyStatus> {
  const [row] = await getDb().select({ status: tenancies.status }).from(tenancies).where(eq(tenancies.id, tenancyId));
  return row!.status as TenancyStatus;
}

/**
 * 'Agree': the code and the hash of the draft the party read. A wrong code counts a try; a hash that is not the
 * current version's is 409 `agreement_changed` (the terms changed since it was read). Both agreed: the tenancy
 * moves on to moving in. Audited with the party as actor.
 */
export async function confirmAgreement(viewer: TenancyViewer, code: string, sha256: string, now = new Date()): Promise<AgreementState> {
  const agreement = await currentAgreement(getDb(), viewer.tenancyId);
  const draft = await draftOf(agreement);
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(agreement_codes).where(and(eq(agreement_codes.agreement_id, agreement.id), eq(agreement_codes.party, viewer.party))).for('update');
    const expected = Buffer.from(row?.code_hash ?? '');
    const given = Buffer.from(codeHash(agreement.id, viewer.party, code));
    const live = row && row.expires_at > now && row.wrong_tries < WRONG_TRIES;
    if (!live || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      if (row) await tx.update(agreement_codes).set({ wrong_tries: sql`${agreement_codes.wrong_tries} + 1` }).where(and(eq(agreement_codes.agreement_id, agreement.id), eq(agreement_codes.party, viewer.party)));
      throw new AppError('invalid_code', 'The code is incorrect or has expired.', 400);
    }
    if (sha256 !== draft.sha256) throw new AppError('agreement_changed', 'The agreement has changed since you read it. Please read the new version.', 409);
    await tx.delete(agreement_codes).where(and(eq(agreement_codes.agreement_id, agreement.id), eq(agreement_codes.party, viewer.party)));
    await tx.insert(agreement_confirmations).values({ agreement_id: agreement.id, party: viewer.party, name: viewer.name, sha256: draft.sha256, confirmed_at: now, address: viewer.actor.address }).onConflictDoNothing();
    await recordAudit(tx, viewer.actor, { action: 'agreement.confirm', table: 'tenancies', rowId: viewer.tenancyId, after: { party: viewer.party, version: agreement.version, sha256: draft.sha256 } });
    const state = await agreementState(viewer.tenancyId, tx);
    if (state.tenant && state.owner) {
      await tx.update(tenancies).set({ status: 'moving_in', updated_at: now }).where(and(eq(tenancies.id, viewer.tenancyId), eq(tenancies.status, 'agreement')));
      for (const party of AGREEMENT_PARTIES) await tellParty(tx, viewer.tenancyId, party, 'both_agreed', agreement.version);
    } else {
      await tellParty(tx, viewer.tenancyId, viewer.party === 'tenant' ? 'owner' : 'tenant', 'other_agreed', agreement.version);
    }
    return state;
  });
}


export type { Tenancy };
