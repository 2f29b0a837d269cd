'use client';

// Where a rent home's owner preferences differ from the tenant profile ('The owner prefers bachelors; your tenant
// profile says Family.'), said in the booking and offer sheets. A note, never a block: the owner decides.
import { InfoIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { homeFitNotes, type OwnerPreferences, type TenantHousehold } from '@/lib/tenant/home-fit';
import { tenantApi } from './tenant-api';

export function HomeFitNote({ preferences, household, still }: { preferences: OwnerPreferences | null | undefined; household: TenantHousehold | null; still: string }) {
  const notes = homeFitNotes(preferences, household);
  if (notes.length === 0) return null;
  return (
    <div data-testid="home-fit-note" className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {notes.map((note) => (
          <p key={note} className="font-medium">
            {note}
          </p>
        ))}
        <p>{still}</p>
      </div>
    </div>
  );
}

type Household = { state: 'loading' } | { state: 'known'; household: TenantHousehold | null };

/**
 * The note for a signed-in tenant whose profile is read here (the booking sheet). Nothing shows until the read
 * settles; a failed read compares with nothing, so the owner's preferences are said as they stand.
 */
export function HomeFitNoteForTenant({ preferences, still }: { preferences: OwnerPreferences | undefined; still: string }) {
  const [household, setHousehold] = useState<Household>({ state: 'loading' });
  const wanted = Boolean(preferences);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    tenantApi
      .getProfile()
      .then((profile) => !cancelled && setHousehold({ state: 'known', household: profile }))
      .catch((error: unknown) => {
        console.error('[tenant] profile read for the owner preferences failed:', error instanceof Error ? error.message : error);
        if (!cancelled) setHousehold({ state: 'known', household: null });
      });
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  if (household.state === 'loading') return null;
  return <HomeFitNote preferences={preferences} household={household.household} still={still} />;
}
