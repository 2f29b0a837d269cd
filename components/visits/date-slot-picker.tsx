'use client';

import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import type { TimeSlot } from '@/lib/visits/slots';
import { DateStrip } from './date-strip';
import { SlotGrid } from './slot-grid';

interface DateSlotPickerProps {
  /** Prefixes the headings' ids ('booking' -> 'booking-date-label', 'booking-slots-label'). */
  idPrefix: string;
  /** The first bookable India day; the strip runs from it to the end of the booking window. */
  today: string;
  date: string;
  onDateChange(date: string): void;
  /** The day's slots (free, booked, lunch, passed); null while they load. */
  slots: TimeSlot[] | null;
  selected: string | null;
  onSlotChange(start: string | null): void;
  /** Rescheduling: the visit's own slot on the chosen day, which reads 'Your visit'. */
  ownSlot?: string | null;
  disabled?: boolean;
  /** Drawn between the date strip and the slot grid (the booking sheet's 'I am at the Society'). */
  between?: ReactNode;
  /** An error under the grid ('Please select a time slot'), announced when it appears. */
  slotError?: string | null;
  dateLabel?: ReactNode;
  slotsLabel?: ReactNode;
}

/** The one date-and-slot picker of the booking and reschedule sheets: 'Select Date' strip, then the slot grid. */
export function DateSlotPicker({
  idPrefix,
  today,
  date,
  onDateChange,
  slots,
  selected,
  onSlotChange,
  ownSlot = null,
  disabled,
  between,
  slotError,
  dateLabel,
  slotsLabel,
}: DateSlotPickerProps) {
  const t = useCopy('visits');
  return (
    <>
      <section aria-labelledby={`${idPrefix}-date-label`} className="space-y-2">
        <h3 id={`${idPrefix}-date-label`} className="flex items-center gap-1.5 text-sm font-semibold">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          {dateLabel ?? t('picker.selectDate')}
        </h3>
        <DateStrip today={today} value={date} onChange={onDateChange} disabled={disabled} />
      </section>
      {between}
      <section aria-labelledby={`${idPrefix}-slots-label`} className="space-y-2">
        <h3 id={`${idPrefix}-slots-label`} className="text-sm font-semibold">
          {slotsLabel ?? (
            <>
              {t('picker.selectTime')} <span className="font-normal text-muted-foreground">{t('picker.indiaTime')}</span>
            </>
          )}
        </h3>
        <SlotGrid slots={slots} selected={selected} onSelect={onSlotChange} disabled={disabled} ownSlot={ownSlot} />
        {slotError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {slotError}
          </p>
        )}
      </section>
    </>
  );
}
