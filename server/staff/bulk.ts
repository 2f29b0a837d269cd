import 'server-only';
import { AppError } from '@/server/http/errors';

// A bulk action on the desk takes every row picked or none: each row is checked inside the action's transaction
// (the rows locked), and if any cannot take the step the whole request is refused with the rows named, before
// anything is written. Each row that does take it writes its own audit row, as the one-row action does.

export interface BulkRefusal {
  /** How the person knows the row ('Asha’s offer on 2 BHK · Unit A-1204, Cypress Gardens'). */
  name: string;
  /** Why it cannot take the step, as the one-row action says it. */
  reason: string;
}

const SHOWN = 5;

/** Throws the 409 `bulk_refused` naming up to five refused rows, when there is any. */
export function refuseIfAny(refusals: BulkRefusal[], total: number, noun: [string, string]): void {
  if (!refusals.length) return;
  const listed = refusals
    .slice(0, SHOWN)
    .map((refusal) => `${refusal.name}: ${refusal.reason}`)
    .join('; ');
  const more = refusals.length > SHOWN ? `; and ${refusals.length - SHOWN} more` : '';
  const count = `${refusals.length} of the ${total} ${total === 1 ? noun[0] : noun[1]}`;
  throw new AppError('bulk_refused', `Nothing was done: ${count} cannot take this step. ${listed}${more}.`, 409);
}
