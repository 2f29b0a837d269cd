import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatIndiaTimeRange } from '@/lib/time/india';
import { normalizePassCode, PASS_ALPHABET, PASS_CODE_LENGTH, PASS_REFUSALS, passNotYetValidMessage, passTiming, passWindow, type ArrivedVisitor } from '@/lib/visits/gate-pass';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import type { Executor } from '@/server/db/client';
import { getSigningKey } from '@/server/auth/keys';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, profiles, properties, property_rent_listings, visits } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';

// Gate passes. A visit's code is an HMAC of its id under a key derived from the server's signing key
// (server/auth/keys.ts), cut to 8 base32 characters: only this server issues codes, and a code names exactly
// one visit (stored in visits.pass_code, unique). The desk's check marks the visitor arrived in the same
// statement that checks the pass is still unused, so a code is let in once even when two desks scan it at once.

function passKey(): Buffer {
  return createHmac('sha256', getSigningKey().secret).update('ghomes-gate-pass-v1').digest();
}

/** The visit's pass code (8 characters of PASS_ALPHABET, the first 40 bits of the HMAC). */
export function passCodeFor(visitId: string): string {
  const digest = createHmac('sha256', passKey()).update(visitId).digest();
  let bits = 0n;
  for (let index = 0; index < 5; index += 1) bits = (bits << 8n) | BigInt(digest[index]!);
  let code = '';
  for (let index = PASS_CODE_LENGTH - 1; index >= 0; index -= 1) code += PASS_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  return code;
}

function signedBy(visitId: string, code: string): boolean {
  const expected = Buffer.from(passCodeFor(visitId));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Gives visits booked before passes existed (or inserted by hand) their code; returns the codes by visit id.
 * Idempotent: a code is a function of the id.
 */
export async function ensurePassCodes(visitIds: string[], executor: Executor = getDb()): Promise<Map<string, string>> {
  const codes = new Map(visitIds.map((id) => [id, passCodeFor(id)]));
  for (const [id, code] of codes) {
    await executor.update(visits).set({ pass_code: code }).where(and(eq(visits.id, id), isNull(visits.pass_code)));
  }
  return codes;
}

const refuse = (refusal: (typeof PASS_REFUSALS)[keyof typeof PASS_REFUSALS]) => new AppError(refusal.code, refusal.message, refusal.status);

/** The home as the desk names it: the configuration and the house number when the operator gave one. */
function deskHome(bedroom: string | null, houseNumber: string | null, kind: string): string {
  const what = `${bedroom ?? 'Home'} ${kind === 'rental' ? 'for rent' : 'for sale'}`;
  return houseNumber ? `${what}, house ${houseNumber}` : what;
}

/**
 * The desk of `societyId` checks a typed or scanned code: the visitor is marked arrived, or the pass is refused
 * with the reason (unknown, which another society's pass is too; cancelled, not yet valid, expired, already used).
 */
export async function checkInPass(societyId: string, input: string, now = new Date()): Promise<ArrivedVisitor> {
  const code = normalizePassCode(input);
  if (!code) throw refuse(PASS_REFUSALS.unknown);
  const [visit] = await getDb()
    .select({
      id: visits.id,
      societyId: visits.society_id,
      status: visits.status,
      visitStart: visits.visit_start,
      visitEnd: visits.visit_end,
      visitType: visits.visit_type,
      checkedInAt: visits.checked_in_at,
      firstName: profiles.first_name,
      houseNumber: properties.house_number,
      bedroom: bedroom_configurations.name,
    })
    .from(visits)
    .innerJoin(profiles, eq(profiles.id, visits.user_id))
    .innerJoin(properties, eq(properties.id, visits.property_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
    .leftJoin(bedroom_configurations, sql`${bedroom_configurations.id} = coalesce(${property_rent_listings.bedroom_configuration_id}, ${properties.bedroom_configuration_id})`)
    .where(eq(visits.pass_code, code))
    .limit(1);
  // Another society's pass is answered as a made-up code: a desk must not learn which codes are real elsewhere.
  if (!visit || !signedBy(visit.id, code) || visit.societyId !== societyId) throw refuse(PASS_REFUSALS.unknown);
  if (visit.status === 'cancelled') throw refuse(PASS_REFUSALS.cancelled);
  if (visit.checkedInAt) throw refuse(PASS_REFUSALS.used);
  const timing = passTiming(visit, now);
  if (timing === 'early') throw new AppError(PASS_REFUSALS.early.code, passNotYetValidMessage(passWindow(visit).from), PASS_REFUSALS.early.status);
  if (timing === 'expired' || !(LIVE_VISIT_STATUSES as readonly string[]).includes(visit.status)) throw refuse(PASS_REFUSALS.expired);

  // Unused and still live at the moment of writing: a second desk (or a cancellation) in between loses here.
  const [arrived] = await getDb()
    .update(visits)
    .set({ checked_in_at: now, updated_at: sql`now()` })
    .where(and(eq(visits.id, visit.id), isNull(visits.checked_in_at), inArray(visits.status, [...LIVE_VISIT_STATUSES])))
    .returning({ at: visits.checked_in_at, start: visits.visit_start, end: visits.visit_end });
  if (!arrived) {
    const [current] = await getDb().select({ status: visits.status }).from(visits).where(eq(visits.id, visit.id));
    throw refuse(current?.status === 'cancelled' ? PASS_REFUSALS.cancelled : PASS_REFUSALS.used);
  }
  return {
    firstName: visit.firstName || 'Visitor',
    home: deskHome(visit.bedroom, visit.houseNumber, visit.visitType),
    slot: formatIndiaTimeRange(arrived.start, arrived.end),
    arrivedAt: arrived.at!.toISOString(),
  };
}
