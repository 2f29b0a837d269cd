'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { indiaDate, indiaInstant, indiaTime } from '@/lib/time/india';
import { bookingWindow, defaultBookingDate } from '@/lib/visits/slots';
import { DateSlotPicker } from './date-slot-picker';
import { useDaySlots } from './use-day-slots';
import { SheetActions } from './sheet-actions';
import { refusalText } from './visit-sheet-texts';
import { useCopy } from '@/components/i18n/copy-scope';
import { ApiError } from '@/lib/api/client';
import { visitsApi } from './visits-api';

// 'Reschedule' on a visit card: the booking sheet's picker (date-slot-picker.tsx) under the same rules
// (lib/visits/slots.ts), starting on the visit's own day. The visit's current slot reads 'Your visit' (it is
// taken, by this visit), and the subtitle says 'Current time: ...'.
// A slot taken meanwhile answers 409 slot_taken: the grid reloads and the sheet stays open.

interface RescheduleSheetProps {
  visitId: string;
  propertyId: string;
  title: string;
  current: { start: string; label: string };
  reschedulesLeft: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function RescheduleSheet({ visitId, propertyId, title, current, reschedulesLeft, open, onOpenChange }: RescheduleSheetProps) {
  useSheetBackButton(open, onOpenChange);
  const t = useCopy('visits');
  return (
    <Drawer open={open} onOpenChange={onOpenChange} repositionInputs={false}>
      <DrawerContent data-testid="reschedule-sheet">
        <DrawerHeader className="text-left">
          <DrawerTitle>{t('reschedule.title')}</DrawerTitle>
          <DrawerDescription className="flex flex-col gap-0.5">
            <span>{title}</span>
            <span data-testid="reschedule-current">
              {t('reschedule.currentTime')} <span className="font-medium text-foreground">{current.label}</span>
            </span>
          </DrawerDescription>
        </DrawerHeader>
        {open && <ReschedulePicker visitId={visitId} propertyId={propertyId} currentStart={current.start} reschedulesLeft={reschedulesLeft} onClose={() => onOpenChange(false)} />}
      </DrawerContent>
    </Drawer>
  );
}

const systemClock = () => new Date();

function ReschedulePicker({ visitId, propertyId, currentStart, reschedulesLeft, onClose }: { visitId: string; propertyId: string; currentStart: string; reschedulesLeft: number; onClose(): void }) {
  const router = useRouter();
  const t = useCopy('visits');
  const [initialNow] = useState(() => new Date());
  const [date, setDate] = useState(() => {
    const visitDay = indiaDate(new Date(currentStart));
    return visitDay >= bookingWindow(initialNow).first ? visitDay : defaultBookingDate(initialNow);
  });
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [reload, setReload] = useState(0);
  const { now, slots } = useDaySlots({ propertyId, date, clock: systemClock, reload, initialNow, ownStart: currentStart, logTag: 'reschedule', slotsFailed: t('booking.slotsFailed') });

  async function confirm() {
    const slot = slots?.find((item) => item.start === selected);
    if (!slot) {
      toast.error(t('booking.selectSlot'));
      return;
    }
    setSaving(true);
    try {
      await visitsApi.reschedule(visitId, { visit_start: indiaInstant(date, slot.start).toISOString(), visit_end: indiaInstant(date, slot.end).toISOString() });
      toast.success(t('reschedule.success'), { description: t('reschedule.sentNewTime') });
      onClose();
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'slot_taken') {
        toast.error(t('booking.slotTaken'));
        setSelected(null);
        setReload((value) => value + 1);
      } else {
        toast.error(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.message ? refusalText(failure, t) : t('reschedule.failed'));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="flex-1 space-y-5 overflow-y-auto overscroll-contain px-5 pb-4">
        <DateSlotPicker
          idPrefix="reschedule"
          today={bookingWindow(now).first}
          date={date}
          onDateChange={(next) => {
            setDate(next);
            setSelected(null);
          }}
          slots={slots}
          selected={selected}
          onSlotChange={setSelected}
          ownSlot={indiaDate(new Date(currentStart)) === date ? indiaTime(new Date(currentStart)) : null}
          disabled={saving}
        />
        <p className="text-xs text-muted-foreground" data-testid="reschedules-left">
          {reschedulesLeft === 1 ? t('reschedule.lastReschedule') : t('reschedule.reschedulesLeft', { count: reschedulesLeft })}
        </p>
      </div>
      <SheetActions cancel={t('reschedule.keep')} confirm={t('reschedule.confirm')} confirming={t('reschedule.confirming')} saving={saving} onCancel={onClose} onConfirm={confirm} />
    </>
  );
}
