'use client';

import { useEffect, useRef } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { cn } from '@/lib/utils';
import { addCalendarDays, calendarDayParts } from '@/lib/time/india';
import { BOOKING_WINDOW_DAYS } from '@/lib/visits/slots';

type WeekdayKey = `weekdays.${'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat'}`;
type MonthKey = `months.${'Jan' | 'Feb' | 'Mar' | 'Apr' | 'May' | 'Jun' | 'Jul' | 'Aug' | 'Sep' | 'Oct' | 'Nov' | 'Dec'}`;

/** Scrolls the strip (and only the strip, never the sheet or the page) so that `button` sits in its middle. */
export function centerInStrip(strip: HTMLElement, button: HTMLElement): void {
  const offset = button.getBoundingClientRect().left - strip.getBoundingClientRect().left;
  strip.scrollLeft += offset - (strip.clientWidth - button.offsetWidth) / 2;
}

/**
 * The date picker: today to 30 days ahead as a swipeable strip (spec 5: selectable dates). It opens with the chosen
 * day in the middle (rescheduling: the visit's own day, which may be weeks ahead); a day picked later is only
 * brought into view. The strip keeps the sheet's side padding when it snaps, and room for the focus ring.
 */
export function DateStrip({ today, value, onChange, disabled }: { today: string; value: string; onChange(date: string): void; disabled?: boolean }) {
  const dates = Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, index) => addCalendarDays(today, index));
  const stripRef = useRef<HTMLDivElement | null>(null);
  const selectedRef = useRef<HTMLButtonElement | null>(null);
  const centered = useRef(false);
  const t = useCopy('visits');
  useEffect(() => {
    const strip = stripRef.current;
    const button = selectedRef.current;
    if (!strip || !button) return;
    if (!centered.current) {
      centered.current = true;
      centerInStrip(strip, button);
    } else {
      button.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [value]);
  return (
    <div
      ref={stripRef}
      role="radiogroup"
      aria-label={t('dateStrip.label')}
      className="-mx-5 flex snap-x scroll-px-5 gap-2 overflow-x-auto px-5 py-1 [scrollbar-width:none]"
    >
      {dates.map((date, index) => {
        const day = calendarDayParts(date);
        const selected = date === value;
        // lib/time/india.ts names weekdays and months in English ('Tue', 'Nov'): the message keys of each language.
        const label = index === 0 ? t('dateStrip.today') : index === 1 ? t('dateStrip.tomorrow') : t(`weekdays.${day.weekday}` as WeekdayKey);
        const month = t(`months.${day.month}` as MonthKey);
        return (
          <button
            key={date}
            ref={selected ? selectedRef : undefined}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={t('dateStrip.dayLabel', { label, day: day.day, month })}
            data-date={date}
            disabled={disabled}
            onClick={() => onChange(date)}
            className={cn(
              'flex w-16 shrink-0 snap-start flex-col items-center rounded-xl border py-2 text-center transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:border-primary/60',
            )}
          >
            <span className={cn('text-[11px] font-medium', selected ? 'text-primary-foreground/90' : 'text-muted-foreground')}>{label}</span>
            <span className="text-lg font-bold leading-tight tabular-nums">{day.day}</span>
            <span className={cn('text-[11px]', selected ? 'text-primary-foreground/90' : 'text-muted-foreground')}>{month}</span>
          </button>
        );
      })}
    </div>
  );
}
