'use client';

import { Loader2 } from 'lucide-react';
import { useDeskAction } from '@/components/ops/use-desk-action';
import { Button } from '@/components/ui/button';
import { tenanciesApi } from './tenancies-api';

type Party = 'tenant' | 'owner';

/** 'Remind the tenant' / 'Remind the owner': a nudge to a side who has not agreed yet, audited on the server. */
export function RemindParties({ tenancyId, waiting }: { tenancyId: string; waiting: Record<Party, boolean> }) {
  const { pending, busy, run } = useDeskAction<Party>();
  const parties = (['tenant', 'owner'] as const).filter((party) => waiting[party]);
  return (
    <>
      {parties.map((party) => (
        <Button key={party} type="button" size="sm" variant="outline" className="min-h-11" disabled={busy} onClick={() => void run(party, () => tenanciesApi.remind(tenancyId, party), `Reminder sent to the ${party}`)}>
          {pending === party ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Remind the {party}
        </Button>
      ))}
    </>
  );
}
