// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MOVE_IN_STEP_STATES } from '@/lib/tenancies/move-in-steps';
import { AGREEMENT_PARTIES } from '@/lib/tenancies/tenancy';
import { sqlList } from './sql-list';
import { tenancies } from './tenancies';

/**
 * A party's latest mark on one of a tenancy's move-in steps (docs/move-in.md "The move-in steps"); the steps
 * themselves come from the society's facts, so a step nobody marked has no row (migration 0046). The step key is
 * checked by the code (lib/tenancies/move-in-steps.ts), not here: a step dropped later leaves its old marks readable.
 */
export const tenancy_step_marks = pgTable(
  'tenancy_step_marks',
  {
    tenancy_id: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    state: text('state').notNull(),
    marked_by: text('marked_by').notNull(),
    marked_at: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenancy_id, t.step] }),
    check('tenancy_step_marks_state_check', sql`${t.state} in ${sqlList(MOVE_IN_STEP_STATES)}`),
    check('tenancy_step_marks_marked_by_check', sql`${t.marked_by} in ${sqlList(AGREEMENT_PARTIES)}`),
  ],
);
