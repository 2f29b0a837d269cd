'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { indiaDate, indiaTime } from '@/lib/time/india';
import { generateSlots, type TimeSlot } from '@/lib/visits/slots';
import { visitsApi } from './visits-api';

interface DaySlotsOptions {
  propertyId: string;
  date: string;
  /** The time the India-time rules are applied at, read again on every load. */
  clock: () => Date;
  /** Changed to read the day again (after a slot was taken meanwhile). */
  reload: number;
  /** `now` before the first load. */
  initialNow: Date;
  /** Rescheduling: the visit's own start, known to be taken on its day even when the availability read fails. */
  ownStart?: string;
  /** The log line's tag. */
  logTag: 'booking' | 'reschedule';
  /** The toast when the day's slots cannot be drawn, in the page's language. */
  slotsFailed: string;
}

/**
 * The day's slots of the booking and reschedule sheets, from the availability read under the India-time rules
 * at `clock`; null while they load. A failed read is only logged and assumes no slot is taken but the visit's own
 * (spec 8).
 */
export function useDaySlots({ propertyId, date, clock, reload, initialNow, ownStart, logTag, slotsFailed }: DaySlotsOptions) {
  const [now, setNow] = useState(initialNow);
  const [slots, setSlots] = useState<TimeSlot[] | null>(null);
  const showSlots = useCallback(
    (day: string, current: Date, taken: string[]) => {
      try {
        setSlots(generateSlots(day, current, taken));
      } catch (error) {
        console.error(`[${logTag}] slot generation failed:`, error);
        toast.error(slotsFailed);
        setSlots([]);
      }
    },
    [logTag, slotsFailed],
  );

  useEffect(() => {
    const current = clock();
    setNow(current);
    setSlots(null);
    const controller = new AbortController();
    visitsApi
      .availability(propertyId, date, controller.signal)
      .then((body) => showSlots(date, current, body.slots.filter((slot) => slot.reason === 'taken').map((slot) => slot.start)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[${logTag}] availability fetch failed:`, error);
        const own = ownStart ? new Date(ownStart) : null;
        showSlots(date, current, own && indiaDate(own) === date ? [indiaTime(own)] : []);
      });
    return () => controller.abort();
  }, [date, propertyId, reload, clock, showSlots, ownStart, logTag]);

  return { now, slots };
}
