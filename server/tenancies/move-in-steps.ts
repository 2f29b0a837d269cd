import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { moveInChecklist, progressOfMarks, type MoveInChecklist, type MoveInProgress, type MoveInStepKey, type MoveInStepMark, type MoveInStepState } from '@/lib/tenancies/move-in-steps';
import type { AgreementParty, TenancyStatus } from '@/lib/tenancies/tenancy';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { gated_societies, owners, tenancies, tenancy_agreements, tenancy_step_marks, tenant_offers, tenant_profile } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import { getSocietyFacts } from '@/server/societies/facts';
import { tenancyViewer, type TenancyViewer } from './agreement';
import { storedTerms } from './service';

// The society's move-in steps of a tenancy (docs/move-in.md "The move-in steps"): the checklist is derived from the
// society's stated facts on each reading and only the marks are stored, one per step, the latest with the party
// who set it and when. Either party marks any step; a cancelled tenancy's checklist is read-only (409). The desk's
// list reads the progress of every tenancy in one query. Anyone but the two parties never gets here: the callers
// ask tenancyViewer first (404).

async function marksOf(db: Executor, tenancyId: string): Promise<MoveInStepMark[]> {
  const rows = await db
    .select({ step: tenancy_step_marks.step, state: tenancy_step_marks.state, markedBy: tenancy_step_marks.marked_by, markedAt: tenancy_step_marks.marked_at })
    .from(tenancy_step_marks)
    .where(eq(tenancy_step_marks.tenancy_id, tenancyId));
  return rows.map((row) => ({ step: row.step as MoveInStepKey, state: row.state as MoveInStepState, markedBy: row.markedBy as AgreementParty, markedAt: row.markedAt.toISOString() }));
}

/** The checklist of a tenancy as it stands (for a caller that has checked the viewer); null for no such tenancy. */
export async function moveInStepsOf(tenancyId: string, db: Executor = getDb()): Promise<MoveInChecklist | null> {
  const [tenancy] = await db
    .select({ status: tenancies.status, societyId: tenancies.society_id, societyName: gated_societies.name })
    .from(tenancies)
    .innerJoin(gated_societies, eq(gated_societies.id, tenancies.society_id))
    .where(eq(tenancies.id, tenancyId));
  if (!tenancy) return null;
  const [facts, marks] = await Promise.all([getSocietyFacts(tenancy.societyId, db), marksOf(db, tenancyId)]);
  return moveInChecklist(tenancy.societyName, facts, marks, tenancy.status === 'cancelled');
}

/** The checklist for one of the tenancy's parties; null for anyone else (the page answers 404). */
export async function moveInStepsFor(userId: string, tenancyId: string): Promise<MoveInChecklist | null> {
  if (!(await tenancyViewer(userId, tenancyId, null))) return null;
  return moveInStepsOf(tenancyId);
}

/**
 * A party marks a step to do, done or not needed: the latest mark is kept with who set it and when, whoever set the
 * one before. 409 `tenancy_cancelled` on a cancelled tenancy. Answers the checklist as it now stands.
 */
export async function markMoveInStep(viewer: TenancyViewer, step: MoveInStepKey, state: MoveInStepState, now = new Date()): Promise<MoveInChecklist> {
  return getDb().transaction(async (tx) => {
    const [tenancy] = await tx.select({ status: tenancies.status }).from(tenancies).where(eq(tenancies.id, viewer.tenancyId)).for('update');
    if (!tenancy) throw notFound('Not found');
    if ((tenancy.status as TenancyStatus) === 'cancelled') throw new AppError('tenancy_cancelled', 'This tenancy was cancelled, so its move-in steps stay as they were.', 409);
    const mark = { state, marked_by: viewer.party, marked_at: now };
    await tx
      .insert(tenancy_step_marks)
      .values({ tenancy_id: viewer.tenancyId, step, ...mark })
      .onConflictDoUpdate({ target: [tenancy_step_marks.tenancy_id, tenancy_step_marks.step], set: mark });
    return (await moveInStepsOf(viewer.tenancyId, tx))!;
  });
}

/** The progress of each tenancy's steps, in one query for any number of them (a tenancy nobody marked: 0 of 6). */
export async function moveInProgressOf(tenancyIds: readonly string[], db: Executor = getDb()): Promise<Map<string, MoveInProgress>> {
  const marks = tenancyIds.length
    ? await db
        .select({ tenancyId: tenancy_step_marks.tenancy_id, step: tenancy_step_marks.step, state: tenancy_step_marks.state })
        .from(tenancy_step_marks)
        .where(inArray(tenancy_step_marks.tenancy_id, [...tenancyIds]))
    : [];
  return new Map(
    tenancyIds.map((id) => [id, progressOfMarks(marks.filter((mark) => mark.tenancyId === id).map((mark) => ({ step: mark.step as MoveInStepKey, state: mark.state as MoveInStepState })))]),
  );
}

/** A person on the police verification form: what GHomes holds; null where it holds nothing to give this viewer. */
export interface PoliceFormPerson {
  name: string;
  phone: string | null;
  email: string | null;
}

export interface PoliceVerificationForm {
  tenancyId: string;
  viewer: AgreementParty;
  tenant: PoliceFormPerson;
  owner: PoliceFormPerson;
  /** The home as the agreement names it: the unit and the society's address line. */
  home: { unit: string | null; address: string };
  /** yyyy-mm-dd. */
  moveInDate: string;
}

const withCountryCode = (countryCode: string, phone: string) => (/^\d{10}$/.test(phone) ? `${countryCode} ${phone}` : phone);

/**
 * The police verification form pre-filled for one of the tenancy's parties, null for anyone else. The tenant's
 * details are the ones their offer carried to the owner; the owner's phone and e-mail are only on the owner's own
 * copy, since an owner's contact details never reach a tenant (docs/move-in.md "The move-in steps").
 */
export async function policeVerificationForm(userId: string, tenancyId: string): Promise<PoliceVerificationForm | null> {
  const viewer = await tenancyViewer(userId, tenancyId, null);
  if (!viewer) return null;
  const db = getDb();
  const [row] = await db
    .select({
      moveInDate: tenancies.move_in_date,
      tenantFirst: tenant_profile.first_name,
      tenantLast: tenant_profile.last_name,
      tenantEmail: tenant_profile.email,
      tenantPhone: tenant_profile.phone,
      ownerName: owners.name,
      ownerCountryCode: owners.country_code,
      ownerPhone: owners.phone,
      ownerEmail: owners.email,
      terms: tenancy_agreements.terms,
    })
    .from(tenancies)
    .innerJoin(tenant_offers, eq(tenant_offers.id, tenancies.offer_id))
    .innerJoin(tenant_profile, eq(tenant_profile.id, tenant_offers.tenant_profile_id))
    .innerJoin(tenancy_agreements, and(eq(tenancy_agreements.tenancy_id, tenancies.id), isNull(tenancy_agreements.superseded_at)))
    .leftJoin(owners, eq(owners.id, tenancies.owner_id))
    .where(eq(tenancies.id, tenancyId));
  if (!row) return null;
  const terms = storedTerms(row.terms);
  const ownersCopy = viewer.party === 'owner';
  return {
    tenancyId,
    viewer: viewer.party,
    tenant: { name: `${row.tenantFirst} ${row.tenantLast}`.trim(), phone: withCountryCode('+91', row.tenantPhone), email: row.tenantEmail },
    owner: {
      name: row.ownerName ?? terms.owner.name,
      phone: ownersCopy && row.ownerPhone ? withCountryCode(row.ownerCountryCode ?? '+91', row.ownerPhone) : null,
      email: ownersCopy ? (row.ownerEmail ?? null) : null,
    },
    home: { unit: terms.home.unit, address: terms.home.address },
    moveInDate: row.moveInDate,
  };
}
