'use client';

import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useDeskAction } from '@/components/ops/use-desk-action';
import { Button } from '@/components/ui/button';
import type { BrokerReportOutcome } from '@/lib/listings/broker-reports';
import { listingsApi } from './listings-api';

const reportsText = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/**
 * The desk's two answers to a listing's open broker reports (docs/ops.md "Listings"), each named with its home:
 * 'Broker confirmed' asks once to confirm (the listing goes Inactive and leaves the site), 'Not a broker' closes the
 * reports and leaves the listing as it is. Both settle every open report of the listing, audited.
 */
export function BrokerReportAnswers({ listingId, home, openReports }: { listingId: string; home: string; openReports: number }) {
  const { pending, busy, run } = useDeskAction<BrokerReportOutcome>();
  const [confirming, setConfirming] = useState(false);
  const answer = (outcome: BrokerReportOutcome) =>
    void run(outcome, () => listingsApi.settleBrokerReports(listingId, outcome), outcome === 'broker_confirmed' ? 'Broker confirmed: the listing is Inactive' : 'Closed: not a broker', {
      description: `${home}: ${reportsText(openReports)} settled`,
      onSuccess: () => setConfirming(false),
    });
  const spinner = (outcome: BrokerReportOutcome) => (pending === outcome ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null);
  if (confirming) {
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="broker-report-confirm">
        <span className="text-sm font-medium">Remove this listing from the site?</span>
        <Button size="sm" variant="destructive" className="min-h-11" disabled={busy} onClick={() => answer('broker_confirmed')} aria-label={`Yes, broker confirmed: remove ${home}`}>
          {spinner('broker_confirmed')}
          Yes, remove it
        </Button>
        <Button size="sm" variant="outline" className="min-h-11" disabled={busy} onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="broker-report-answers">
      <Button size="sm" variant="destructive" className="min-h-11" disabled={busy} onClick={() => setConfirming(true)} aria-label={`Broker confirmed: ${home}`}>
        Broker confirmed
      </Button>
      <Button size="sm" variant="outline" className="min-h-11" disabled={busy} onClick={() => answer('not_broker')} aria-label={`Not a broker: ${home}`}>
        {spinner('not_broker')}
        Not a broker
      </Button>
    </div>
  );
}
