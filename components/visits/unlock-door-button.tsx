'use client';

import { DoorOpen, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatVisitMoment } from '@/lib/visits/format';
import type { BookingTarget } from './booking-target';
import { useBooking } from './booking-provider';
import { useOpenVisits } from './open-visits';

/** 'Unlock Door', or 'Door unlocked · Sat 28 Nov, 11:00 AM' (disabled, green: when the door opens) while the person holds a live visit for the property. */
export function UnlockDoorButton({ target, className }: { target: BookingTarget; className?: string }) {
  const { unlockDoor } = useBooking();
  const visit = useOpenVisits().visitFor(target.propertyId);
  if (visit) {
    return (
      <Button variant="success" disabled data-visit-id={visit.id} className={cn('w-full disabled:opacity-100', className)}>
        <DoorOpen aria-hidden="true" />
        <span className="truncate">Door unlocked · {formatVisitMoment(visit.visitStart)}</span>
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
