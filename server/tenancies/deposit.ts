import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { daysUntil, depositBalances, depositNextStep, depositState, DEPOSIT_LIMITS, returnDueDate, type DeductionAnswer, type DepositFacts, type DepositParty, type DepositState } from '@/lib/tenancies/deposit';
import type { TenancyStatus } from '@/lib/tenancies/tenancy';
import { indiaToday } from '@/lib/time/india';
import { depositMessages as M, type DeductionView, type DepositView } from '@/lib/validation/deposits';
import { recordAudit, recordView } from '@/server/audit/log';
import type { Executor, Transaction } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { deposit_deductions, tenancies, tenancy_deposits } from '@/server/db/schema';
import { AppError, notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';
import { getPrivateObject, putPrivateObject, removeReleasedObjects, type PrivateObject } from '@/server/storage/objects';
import { prepareDocument } from '@/server/storage/uploads';
import type { TenancyViewer } from './agreement';
import { reportState } from './condition-reports';

// A tenancy's security deposit (docs/move-in.md "The deposit"). Either party records what was paid and when, the
// other confirms; at move-out either records the day the keys came back, the other confirms, and the return is due
// the agreement's days after it. Then the owner adds each deduction with its amount, reason and evidence (a photo,
// made safe like a condition report's, or a PDF invoice: a private object), the tenant accepts or disputes each
// line, the owner records what was returned and when, and the tenant confirms it. Every change locks the tenancy's
// row (one change at a time), checks the state, and is audited. Only the tenancy's two parties reach it (the routes
// answer 404 to anyone else); the desk opens evidence as an audited view.

export type DepositViewer = Pick<TenancyViewer, 'tenancyId' | 'party' | 'actor'>;
type DepositRow = typeof tenancy_deposits.$inferSelect;
type DeductionRow = typeof deposit_deductions.$inferSelect;
interface Locked {
  tenancy: { status: TenancyStatus; deposit: number; returnDays: number };
  row: DepositRow | null;
}

const conflict = (code: string, message: string) => new AppError(code, message, 409);

export function factsOf(row: DepositRow | null): DepositFacts {
  if (!row) return { paid: null, keys: null, returned: null };
  return {
    paid: { amount: row.amount, on: row.paid_on, by: row.paid_recorded_by as DepositParty, confirmedAt: row.paid_confirmed_at?.toISOString() ?? null },
    keys: row.keys_returned_on ? { on: row.keys_returned_on, by: row.keys_recorded_by as DepositParty, confirmedAt: row.keys_confirmed_at?.toISOString() ?? null } : null,
    returned: row.returned_on && row.returned_amount !== null ? { amount: row.returned_amount, on: row.returned_on, confirmedAt: row.return_confirmed_at?.toISOString() ?? null } : null,
  };
}

export const stateOf = (row: DepositRow | null): DepositState => depositState(factsOf(row));

async function tenancyOf(db: Executor, tenancyId: string, forUpdate: boolean) {
  const query = db.select({ status: tenancies.status, deposit: tenancies.deposit, returnDays: tenancies.deposit_return_days }).from(tenancies).where(eq(tenancies.id, tenancyId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Not found');
  return { ...row, status: row.status as TenancyStatus };
}

async function depositRow(db: Executor, tenancyId: string): Promise<DepositRow | null> {
  const [row] = await db.select().from(tenancy_deposits).where(eq(tenancy_deposits.tenancy_id, tenancyId));
  return row ?? null;
}

/** What was paid, handed back and returned (the tenancy page's step list reads it). */
export async function depositFactsOf(tenancyId: string): Promise<DepositFacts> {
  return factsOf(await depositRow(getDb(), tenancyId));
}

async function deductionsOf(db: Executor, tenancyId: string): Promise<DeductionRow[]> {
  return db.select().from(deposit_deductions).where(eq(deposit_deductions.tenancy_id, tenancyId)).orderBy(asc(deposit_deductions.created_at), asc(deposit_deductions.id));
}

/** The deposit locked for a change: the tenancy's row `for update` (one change at a time), open only once moving in. */
async function lockDeposit(tx: Transaction, tenancyId: string): Promise<Locked> {
  const tenancy = await tenancyOf(tx, tenancyId, true);
  if (tenancy.status !== 'moving_in') throw conflict('deposit_not_open', M.notOpen);
  return { tenancy, row: await depositRow(tx, tenancyId) };
}

/** A day that has happened (India time): a payment, a hand-over or a return is recorded once it took place. */
function refuseFuture(day: string, now: Date): void {
  if (day > indiaToday(now)) throw new AppError('day_in_future', M.future, 422);
}

/** A change in one transaction, audited; answers the deposit as it is after. */
async function change(viewer: DepositViewer, now: Date, act: (tx: Transaction, locked: Locked) => Promise<{ action: string; before?: Record<string, unknown>; after: Record<string, unknown> } | null>): Promise<DepositView> {
  await getDb().transaction(async (tx) => {
    const locked = await lockDeposit(tx, viewer.tenancyId);
    const audited = await act(tx, locked);
    if (!audited) return;
    await tx.update(tenancy_deposits).set({ updated_at: now }).where(eq(tenancy_deposits.tenancy_id, viewer.tenancyId));
    await recordAudit(tx, viewer.actor, { action: audited.action, table: 'tenancy_deposits', rowId: viewer.tenancyId, before: audited.before ?? null, after: { ...audited.after, party: viewer.party } });
  });
  return depositView(viewer, now);
}

/** 'What was paid and when': either party, until both confirmed it; recording again replaces the record. */
export async function recordDepositPaid(viewer: DepositViewer, values: { amount: number; paid_on: string }, now = new Date()): Promise<DepositView> {
  refuseFuture(values.paid_on, now);
  return change(viewer, now, async (tx, { row }) => {
    if (row?.paid_confirmed_at) throw conflict('deposit_paid_settled', M.paidSettled);
    const recorded = { amount: values.amount, paid_on: values.paid_on, paid_recorded_by: viewer.party, paid_recorded_at: now, updated_at: now };
    await tx
      .insert(tenancy_deposits)
      .values({ tenancy_id: viewer.tenancyId, ...recorded, created_at: now })
      .onConflictDoUpdate({ target: tenancy_deposits.tenancy_id, set: recorded });
    return { action: 'deposit.record_paid', before: row ? { amount: row.amount, paid_on: row.paid_on } : undefined, after: { amount: values.amount, paid_on: values.paid_on } };
  });
}

/** The other party's confirmation of a record (the payment or the keys); a second confirmation changes nothing. */
function confirmable(viewer: DepositViewer, record: { by: DepositParty; confirmedAt: string | null } | null, missing: () => AppError): boolean {
  if (!record) throw missing();
  if (record.confirmedAt) return false;
  if (record.by === viewer.party) throw conflict('own_record', M.ownRecord);
  return true;
}

export async function confirmDepositPaid(viewer: DepositViewer, now = new Date()): Promise<DepositView> {
  return change(viewer, now, async (tx, { row }) => {
    if (!confirmable(viewer, factsOf(row).paid, () => conflict('deposit_not_recorded', M.notRecorded))) return null;
    await tx.update(tenancy_deposits).set({ paid_confirmed_at: now }).where(eq(tenancy_deposits.tenancy_id, viewer.tenancyId));
    return { action: 'deposit.confirm_paid', after: { amount: row!.amount, paid_on: row!.paid_on } };
  });
}

/** The day the keys came back (either party, once the payment is confirmed); the return is due the agreed days after it. */
export async function recordKeysReturned(viewer: DepositViewer, values: { returned_on: string }, now = new Date()): Promise<DepositView> {
  refuseFuture(values.returned_on, now);
  return change(viewer, now, async (tx, { tenancy, row }) => {
    if (!row?.paid_confirmed_at) throw conflict('deposit_not_held', M.notHeld);
    if (row.keys_confirmed_at) throw conflict('keys_settled', M.keysSettled);
    const due = returnDueDate(values.returned_on, tenancy.returnDays);
    await tx
      .update(tenancy_deposits)
      .set({ keys_returned_on: values.returned_on, keys_recorded_by: viewer.party, keys_recorded_at: now, return_due_on: due })
      .where(eq(tenancy_deposits.tenancy_id, viewer.tenancyId));
    return { action: 'deposit.record_keys', before: row.keys_returned_on ? { keys_returned_on: row.keys_returned_on } : undefined, after: { keys_returned_on: values.returned_on, return_due_on: due } };
  });
}

export async function confirmKeysReturned(viewer: DepositViewer, now = new Date()): Promise<DepositView> {
  return change(viewer, now, async (tx, { row }) => {
    if (!confirmable(viewer, factsOf(row).keys, () => conflict('keys_not_recorded', M.nothingToConfirm))) return null;
    await tx.update(tenancy_deposits).set({ keys_confirmed_at: now }).where(eq(tenancy_deposits.tenancy_id, viewer.tenancyId));
    return { action: 'deposit.confirm_keys', after: { keys_returned_on: row!.keys_returned_on, return_due_on: row!.return_due_on } };
  });
}

/** The deductions' window: the keys confirmed, the return not yet recorded. */
function refuseOutsideDeductions(row: DepositRow | null): asserts row is DepositRow {
  if (!row?.keys_confirmed_at) throw conflict('keys_not_confirmed', M.keysFirst);
  if (row.returned_on) throw conflict('return_recorded', M.returnLocked);
}

function refuseParty(viewer: DepositViewer, party: DepositParty): void {
  if (viewer.party !== party) throw new AppError('not_yours', party === 'owner' ? M.ownerOnly : M.tenantOnly, 403);
}

async function refuseOverDeposit(tx: Executor, row: DepositRow, amount: number): Promise<void> {
  const lines = await deductionsOf(tx, row.tenancy_id);
  if (lines.length >= DEPOSIT_LIMITS.deductionsPerDeposit) throw conflict('too_many_deductions', M.tooManyDeductions);
  if (lines.reduce((total, line) => total + line.amount, 0) + amount > row.amount) throw new AppError('over_deposit', M.overDeposit, 422);
}

/**
 * The owner's deduction with its evidence: refused before a byte is stored when the deposit cannot take it; the
 * file judged by its bytes (a PDF kept as it came, a photo stripped of EXIF and location and made WebP); the object
 * removed again when the line is refused after all.
 */
export async function addDeduction(viewer: DepositViewer, values: { amount: number; reason: string }, bytes: Uint8Array, now = new Date()): Promise<DepositView> {
  await getDb().transaction(async (tx) => {
    const { row } = await lockDeposit(tx, viewer.tenancyId);
    refuseParty(viewer, 'owner');
    refuseOutsideDeductions(row);
    await refuseOverDeposit(tx, row, values.amount);
  });
  const prepared = await prepareDocument(bytes);
  const objectPath = `deposits/${viewer.tenancyId}/${randomUUID()}.${prepared.extension}`;
  await putPrivateObject(objectPath, prepared.body, prepared.contentType);
  try {
    return await change(viewer, now, async (tx, { row }) => {
      refuseOutsideDeductions(row);
      await refuseOverDeposit(tx, row, values.amount);
      const sha256 = createHash('sha256').update(prepared.body).digest('hex');
      const [line] = await tx
        .insert(deposit_deductions)
        .values({ tenancy_id: viewer.tenancyId, amount: values.amount, reason: values.reason, evidence_path: objectPath, evidence_type: prepared.contentType, evidence_sha256: sha256, created_at: now })
        .returning({ id: deposit_deductions.id });
      return { action: 'deposit.add_deduction', after: { deduction: line!.id, amount: values.amount, evidence_sha256: sha256 } };
    });
  } catch (error) {
    await removeReleasedObjects({ privatePaths: [objectPath] }, 'deposit-evidence-not-added');
    throw error;
  }
}

async function lineOf(tx: Executor, tenancyId: string, deductionId: string): Promise<DeductionRow> {
  const [line] = await tx.select().from(deposit_deductions).where(and(eq(deposit_deductions.id, deductionId), eq(deposit_deductions.tenancy_id, tenancyId)));
  if (!line) throw notFound(M.noDeduction);
  return line;
}

/** The owner withdraws a deduction before the return is recorded (its evidence object too, after the commit). */
export async function removeDeduction(viewer: DepositViewer, deductionId: string, now = new Date()): Promise<DepositView> {
  let removedPath: string | null = null;
  const view = await change(viewer, now, async (tx, { row }) => {
    const line = await lineOf(tx, viewer.tenancyId, deductionId);
    refuseParty(viewer, 'owner');
    refuseOutsideDeductions(row);
    await tx.delete(deposit_deductions).where(eq(deposit_deductions.id, line.id));
    removedPath = line.evidence_path;
    return { action: 'deposit.remove_deduction', before: { deduction: line.id, amount: line.amount, answer: line.answer }, after: { deduction: null } };
  });
  if (removedPath) await removeReleasedObjects({ privatePaths: [removedPath] }, 'deposit-evidence-removed');
  return view;
}

/** The tenant accepts or disputes a line (a dispute with its short reason); the answer can change until the return is recorded. */
export async function answerDeduction(viewer: DepositViewer, deductionId: string, values: { answer: DeductionAnswer; reason?: string }, now = new Date()): Promise<DepositView> {
  return change(viewer, now, async (tx, { row }) => {
    const line = await lineOf(tx, viewer.tenancyId, deductionId);
    refuseParty(viewer, 'tenant');
    refuseOutsideDeductions(row);
    const reason = values.answer === 'disputed' ? (values.reason ?? null) : null;
    await tx.update(deposit_deductions).set({ answer: values.answer, answer_reason: reason, answered_at: now }).where(eq(deposit_deductions.id, line.id));
    return { action: 'deposit.answer_deduction', before: { deduction: line.id, answer: line.answer }, after: { deduction: line.id, answer: values.answer } };
  });
}

/** What the owner returned and when (0 up to the deposit paid); again before the tenant confirms replaces it. */
export async function recordDepositReturn(viewer: DepositViewer, values: { amount: number; returned_on: string }, now = new Date()): Promise<DepositView> {
  refuseFuture(values.returned_on, now);
  return change(viewer, now, async (tx, { row }) => {
    refuseParty(viewer, 'owner');
    if (!row?.keys_confirmed_at) throw conflict('keys_not_confirmed', M.keysFirst);
    if (row.return_confirmed_at) throw conflict('return_settled', M.returnSettled);
    if (values.amount > row.amount) throw new AppError('over_deposit', M.returnOverDeposit, 422);
    await tx
      .update(tenancy_deposits)
      .set({ returned_amount: values.amount, returned_on: values.returned_on, return_recorded_at: now })
      .where(eq(tenancy_deposits.tenancy_id, viewer.tenancyId));
    return { action: 'deposit.record_return', before: row.returned_on ? { returned_amount: row.returned_amount, returned_on: row.returned_on } : undefined, after: { returned_amount: values.amount, returned_on: values.returned_on } };
  });
}

export async function confirmDepositReturn(viewer: DepositViewer, now = new Date()): Promise<DepositView> {
  return change(viewer, now, async (tx, { row }) => {
    refuseParty(viewer, 'tenant');
    if (!row?.returned_on) throw conflict('return_not_recorded', M.noReturn);
    if (row.return_confirmed_at) return null;
    await tx.update(tenancy_deposits).set({ return_confirmed_at: now }).where(eq(tenancy_deposits.tenancy_id, viewer.tenancyId));
    return { action: 'deposit.confirm_return', after: { returned_amount: row.returned_amount, returned_on: row.returned_on } };
  });
}

function deductionView(line: DeductionRow): DeductionView {
  return {
    id: line.id,
    amount: line.amount,
    reason: line.reason,
    evidenceUrl: `/api/tenancies/${line.tenancy_id}/deposit/deductions/${line.id}/evidence`,
    evidenceType: line.evidence_type as DeductionView['evidenceType'],
    evidenceSha256: line.evidence_sha256,
    answer: line.answer as DeductionAnswer | null,
    answerReason: line.answer_reason,
    answeredAt: line.answered_at?.toISOString() ?? null,
    createdAt: line.created_at.toISOString(),
  };
}

/** The deposit for its parties: the agreed amount and days, where it stands, the lines and the balances. */
export async function depositView(viewer: Pick<DepositViewer, 'tenancyId' | 'party'>, now = new Date()): Promise<DepositView> {
  const db = getDb();
  const [tenancy, row, lines, moveOut] = await Promise.all([tenancyOf(db, viewer.tenancyId, false), depositRow(db, viewer.tenancyId), deductionsOf(db, viewer.tenancyId), reportState(viewer.tenancyId, 'move_out')]);
  const facts = factsOf(row);
  const state = depositState(facts);
  const balances = depositBalances(facts.paid?.amount ?? 0, lines.map((line) => ({ amount: line.amount, answer: line.answer as DeductionAnswer | null })), facts.returned?.amount ?? null);
  return {
    tenancyId: viewer.tenancyId,
    viewer: viewer.party,
    agreedAmount: tenancy.deposit,
    returnDays: tenancy.returnDays,
    open: tenancy.status === 'moving_in',
    state,
    paid: facts.paid,
    keys: facts.keys,
    returnDueOn: row?.return_due_on ?? null,
    daysLeft: row?.return_due_on && !facts.returned ? daysUntil(row.return_due_on, indiaToday(now)) : null,
    returned: facts.returned,
    deductions: lines.map(deductionView),
    balances,
    moveOutReport: moveOut.status,
    nextStep: tenancy.status === 'moving_in' ? depositNextStep(state, viewer.party, { paid: facts.paid?.by, keys: facts.keys?.by }) : M.notOpen,
  };
}

/** A line's evidence for one of the tenancy's parties (the route checked who asks); null when it is not this tenancy's. */
export async function deductionEvidence(viewer: Pick<DepositViewer, 'tenancyId'>, deductionId: string): Promise<PrivateObject | null> {
  const [line] = await getDb()
    .select({ path: deposit_deductions.evidence_path })
    .from(deposit_deductions)
    .where(and(eq(deposit_deductions.id, deductionId), eq(deposit_deductions.tenancy_id, viewer.tenancyId)));
  return line ? getPrivateObject(line.path) : null;
}

/** The desk's look at a line's evidence: an audited view of the deposit. */
export async function openDeskDeductionEvidence(staff: Staff, tenancyId: string, deductionId: string): Promise<PrivateObject | null> {
  const file = await deductionEvidence({ tenancyId }, deductionId);
  if (file) await recordView(getDb(), staff.actor, { table: 'tenancy_deposits', rowId: tenancyId, fields: [`evidence:${deductionId}`] });
  return file;
}

/** Where each deposit stands, for the desk's list: its state, due day and the disputed total. */
export interface DepositSummary {
  state: DepositState;
  returnDueOn: string | null;
  disputed: number;
  deductions: number;
}

export async function depositSummariesOf(tenancyIds: readonly string[], db: Executor = getDb()): Promise<Map<string, DepositSummary>> {
  const [rows, lines] = tenancyIds.length
    ? await Promise.all([
        db.select().from(tenancy_deposits).where(inArray(tenancy_deposits.tenancy_id, [...tenancyIds])),
        db.select({ tenancyId: deposit_deductions.tenancy_id, amount: deposit_deductions.amount, answer: deposit_deductions.answer }).from(deposit_deductions).where(inArray(deposit_deductions.tenancy_id, [...tenancyIds])),
      ])
    : [[], []];
  return new Map(
    tenancyIds.map((id) => {
      const row = rows.find((candidate) => candidate.tenancy_id === id) ?? null;
      const own = lines.filter((line) => line.tenancyId === id);
      return [id, { state: stateOf(row), returnDueOn: row?.return_due_on ?? null, disputed: own.filter((line) => line.answer === 'disputed').reduce((sum, line) => sum + line.amount, 0), deductions: own.reduce((sum, line) => sum + line.amount, 0) }];
    }),
  );
}
