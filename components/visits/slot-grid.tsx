'use client';

import { useCopy } from '@/components/i18n/copy-scope';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatClockLabel } from '@/lib/time/india';
import { SLOT_STARTS, type TimeSlot } from '@/lib/visits/slots';

const REASON_KEY = { lunch: 'slotGrid.lunch', past: 'slotGrid.past', taken: 'slotGrid.taken' } as const;

interface SlotGridProps {
  slots: TimeSlot[] | null;
  selected: string | null;
  onSelect(start: string | null): void;
  disabled?: boolean;
  /** Rescheduling: the visit's own slot on this day ('10:00'), which reads 'Your visit' rather than 'Booked'. */
  ownSlot?: string | null;
}

/** The 30-minute slots of a day in 3 columns (spec 2.4); a second tap on the selected slot deselects it. */
export function SlotGrid({ slots, selected, onSelect, disabled, ownSlot = null }: SlotGridProps) {
  const t = useCopy('visits');
  if (!slots) {
    return (
      <div className="grid grid-cols-3 gap-2" role="status" aria-label={t('slotGrid.loading')}>
        {SLOT_STARTS.map((start) => (
          <Skeleton key={start} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('slotGrid.label')}>
      {slots.map((slot) => {
        const isSelected = selected === slot.start;
        const isOwn = ownSlot === slot.start;
        return (
          <button
            key={slot.start}
            type="button"
            data-testid={`slot-${slot.start}`}
            data-own={isOwn || undefined}
            disabled={!slot.available || isOwn || disabled}
            aria-pressed={isSelected}
            onClick={() => onSelect(isSelected ? null : slot.start)}
            className={cn(
              'flex h-12 flex-col items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background text-foreground hover:border-primary/60',
              !slot.available && !isOwn && 'cursor-not-allowed border-dashed bg-muted text-muted-foreground hover:border-border',
              isOwn && 'cursor-not-allowed border-primary/50 bg-primary/5 text-primary hover:border-primary/50',
            )}
          >
            <span className={cn(!slot.available && !isOwn && 'line-through decoration-muted-foreground/50')}>{formatClockLabel(slot.start)}</span>
            {isOwn ? (
              <span className="text-[11px] font-medium leading-tight">{t('slotGrid.own')}</span>
            ) : (
              slot.reason && <span className="text-[11px] font-medium leading-tight no-underline">{t(REASON_KEY[slot.reason])}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
