// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEDUCTION_ANSWERS, DEPOSIT_PARTIES, DEPOSIT_REMINDERS } from '@/lib/tenancies/deposit';
import { sqlList } from './sql-list';
import { tenancies } from './tenancies';

/**
 * A tenancy's security deposit (docs/move-in.md "The deposit"), one row per tenancy once either party records the
 * payment: the amount and day paid, the day the keys came back and the return's due day from it, what the owner
 * returned and when; each recorded by one party and confirmed by the other (migration 0048).
 */
export const tenancy_deposits = pgTable(
  'tenancy_deposits',
  {
    tenancy_id: uuid('tenancy_id')
      .primaryKey()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    paid_on: date('paid_on').notNull(),
    paid_recorded_by: text('paid_recorded_by').notNull(),
    paid_recorded_at: timestamp('paid_recorded_at', { withTimezone: true }).notNull(),
    paid_confirmed_at: timestamp('paid_confirmed_at', { withTimezone: true }),
    keys_returned_on: date('keys_returned_on'),
    keys_recorded_by: text('keys_recorded_by'),
    keys_recorded_at: timestamp('keys_recorded_at', { withTimezone: true }),
    keys_confirmed_at: timestamp('keys_confirmed_at', { withTimezone: true }),
    return_due_on: date('return_due_on'),
    returned_amount: integer('returned_amount'),
    returned_on: date('returned_on'),
    return_recorded_at: timestamp('return_recorded_at', { withTimezone: true }),
    return_confirmed_at: timestamp('return_confirmed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tenancy_deposits_amount_check', sql`${t.amount} > 0`),
    check('tenancy_deposits_paid_by_check', sql`${t.paid_recorded_by} in ${sqlList(DEPOSIT_PARTIES)}`),
    check(
      'tenancy_deposits_keys_check',
      sql`(${t.keys_returned_on} is null) = (${t.keys_recorded_by} is null) and (${t.keys_returned_on} is null) = (${t.return_due_on} is null) and (${t.keys_recorded_by} is null or ${t.keys_recorded_by} in ${sqlList(DEPOSIT_PARTIES)})`,
    ),
    check('tenancy_deposits_returned_check', sql`(${t.returned_on} is null) = (${t.returned_amount} is null) and (${t.returned_amount} is null or ${t.returned_amount} between 0 and ${t.amount})`),
    index('tenancy_deposits_due_idx').on(t.return_due_on).where(sql`${t.returned_on} is null and ${t.keys_confirmed_at} is not null`),
  ],
);

/** One deduction the owner claims: amount, reason, the evidence (a private object: a photo as WebP, or a PDF invoice) and the tenant's answer. */
export const deposit_deductions = pgTable(
  'deposit_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenancy_id: uuid('tenancy_id')
      .notNull()
      .references(() => tenancy_deposits.tenancy_id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    evidence_path: text('evidence_path').notNull(),
    evidence_type: text('evidence_type').notNull(),
    evidence_sha256: text('evidence_sha256').notNull(),
    answer: text('answer'),
    answer_reason: text('answer_reason'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_deductions_amount_check', sql`${t.amount} > 0`),
    check('deposit_deductions_evidence_check', sql`${t.evidence_type} in ('image/webp', 'application/pdf')`),
    check('deposit_deductions_answer_check', sql`(${t.answer} is null or ${t.answer} in ${sqlList(DEDUCTION_ANSWERS)}) and (${t.answer} is null) = (${t.answered_at} is null)`),
    index('deposit_deductions_tenancy_idx').on(t.tenancy_id, t.created_at),
  ],
);

/** Each reminder to the owner of a return's due day, sent once (the periodic job inserts before it queues). */
export const deposit_reminders = pgTable(
  'deposit_reminders',
  {
    tenancy_id: uuid('tenancy_id')
      .notNull()
      .references(() => tenancy_deposits.tenancy_id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    due_on: date('due_on').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'deposit_reminders_pkey', columns: [t.tenancy_id, t.kind, t.due_on] }), check('deposit_reminders_kind_check', sql`${t.kind} in ${sqlList(DEPOSIT_REMINDERS)}`)],
);
