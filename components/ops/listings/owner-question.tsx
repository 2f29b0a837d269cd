'use client';

// A listing's owner on the desk (docs/owners.md "Availability"): 'Needs an owner' when we hold no owner record
// (nobody can be asked; the listing is hidden at the freshness bound), or the open question 'Is your home still
// available?' with when it was asked and reminded, and 'Revoke link' (audited; the cycle asks again with a new link).
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DeskListingRow } from '@/lib/ops/listings-table';
import { formatIndiaDay } from '@/lib/time/india';
import { listingsApi } from './listings-api';
import { homeLabel } from './listing-labels';
import { useDeskAction } from '../use-desk-action';

export function OwnerQuestion({ row }: { row: DeskListingRow }) {
  const action = useDeskAction();
  const pending = action.busy;
  if (!row.hasOwner) {
    return (
      <Badge variant="yellow" data-testid="listing-needs-owner">
        Needs an owner
      </Badge>
    );
  }
  const question = row.ownerQuestion;
  if (!question) return <span className="text-muted-foreground">—</span>;

  const revoke = () => action.run('action', () => listingsApi.revokeAvailabilityLink(row.id), 'The owner’s link no longer works');

  return (
    <div className="space-y-1" data-testid="listing-owner-question">
      <div className="text-sm">
        Owner asked {formatIndiaDay(new Date(question.askedAt))}
        {question.remindedAt ? <span className="text-muted-foreground"> · reminded {formatIndiaDay(new Date(question.remindedAt))}</span> : null}
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="min-h-11"
        disabled={pending}
        onClick={() => void revoke()}
        aria-label={`Revoke link: the owner’s availability question for ${homeLabel(row)}, ${row.societyName}`}
      >
        Revoke link
      </Button>
    </div>
  );
}

/**
 * 'Ask the owner now': the availability question put to the owner at once (not waiting for the listing's age),
 * audited on the server; the row then shows the open question.
 */
export function AskOwnerNow({ row }: { row: DeskListingRow }) {
  const action = useDeskAction();
  const pending = action.busy;
  const ask = () => action.run('action', () => listingsApi.askOwner(row.id), 'The owner has been asked whether the home is still available');
  return (
    <Button type="button" size="sm" variant="outline" className="min-h-11" disabled={pending} onClick={() => void ask()} aria-label={`Ask the owner now: is ${homeLabel(row)}, ${row.societyName} still available?`}>
      Ask the owner now
    </Button>
  );
}
