'use client';

import { DoorOpen } from 'lucide-react';
import { formatIndiaMoment } from '@/lib/time/india';
import { useOpenVisits } from './open-visits';
import { useCopy } from '@/components/i18n/copy-scope';
import { localDate } from './visit-sheet-texts';

/** The 'Door unlocked' state on a card that does not book from where it is shown (sale cards of the society page). */
export function DoorUnlockedBadge({ propertyId }: { propertyId: string }) {
  const visit = useOpenVisits().visitFor(propertyId);
  const t = useCopy('visits');
  if (!visit) return null;
  return (
    <p className="flex min-h-9 min-w-0 items-center px-2 py-1 justify-center gap-1.5 rounded-md bg-success text-sm font-semibold text-white" data-visit-id={visit.id}>
      <DoorOpen aria-hidden="true" className="size-4 shrink-0" />
      <span className="text-center">
        {t('unlock.unlocked')} <span className="whitespace-nowrap">· {localDate(formatIndiaMoment(visit.visitStart), t)}</span>
      </span>
    </p>
  );
}
