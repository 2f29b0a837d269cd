'use client';

import { DoorOpen, KeyRound } from 'lucide-react';
import { BUTTON_CLASSES } from '@/components/common/button-classes';
import { formatIndiaMoment } from '@/lib/time/india';
import type { BookingTarget } from './booking-target';
import { useBooking } from './booking-provider';
import { useOpenVisits } from './open-visits';
import { useCopy } from '@/components/i18n/copy-scope';
import { localDate } from './visit-sheet-texts';

/** 'Unlock Door', or 'Door unlocked · Sat 28 Nov, 11:00 AM' (disabled, green: when the door opens) while the person holds a live visit for the property.
 * `fixedHeight`: the 'Door unlocked' state keeps the button's one-line height (the properties page's cards).
 * A plain <button> with Button's classes resolved ahead of time (components/common/button-classes.ts). */
export function UnlockDoorButton({ target, fixedHeight = false }: { target: BookingTarget; fixedHeight?: boolean }) {
  const { unlockDoor } = useBooking();
  const visit = useOpenVisits().visitFor(target.propertyId);
  const t = useCopy('visits');
  if (visit) {
    return (
      <button type="button" disabled data-visit-id={visit.id} className={fixedHeight ? BUTTON_CLASSES.unlockedFixed : BUTTON_CLASSES.unlocked}>
        <DoorOpen aria-hidden="true" />
        {/* On a narrow phone the time moves to a second line as a whole, never cut. */}
        <span className="text-center">
          {t('unlock.unlocked')} <span className="whitespace-nowrap">· {localDate(formatIndiaMoment(visit.visitStart), t)}</span>
        </span>
      </button>
    );
  }
  return (
    <button type="button" className={BUTTON_CLASSES.unlock} onClick={() => unlockDoor(target)} aria-label={t('unlock.label', { name: target.propertyName })}>
      <KeyRound aria-hidden="true" />
      {t('unlock.button')}
    </button>
  );
}
