'use client';

import { DoorOpen, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatIndiaMoment } from '@/lib/time/india';
import type { BookingTarget } from './booking-target';
import { useBooking } from './booking-provider';
import { useOpenVisits } from './open-visits';

/** 'Unlock Door', or 'Door unlocked · Sat 28 Nov, 11:00 AM' (disabled, green: when the door opens) while the person holds a live visit for the property. */
export function UnlockDoorButton({ target, className }: { target: BookingTarget; className?: string }) {
  const { unlockDoor } = useBooking();
  const visit = useOpenVisits().visitFor(target.propertyId);
  if (visit) {
    return (
      <Button variant="success" disabled data-visit-id={visit.id} className={cn('h-auto min-h-11 w-full whitespace-normal py-2 disabled:opacity-100', className)}>
        <DoorOpen aria-hidden="true" />
        {/* On a narrow phone the time moves to a second line as a whole, never cut. */}
        <span className="text-center">
          Door unlocked <span className="whitespace-nowrap">· {formatIndiaMoment(visit.visitStart)}</span>
        </span>
      </Button>
    );
  }
  return (
    <Button className={cn('w-full', className)} onClick={() => unlockDoor(target)} aria-label={`Unlock Door: ${target.propertyName}`}>
      <KeyRound aria-hidden="true" />
      Unlock Door
    </Button>
  );
}
