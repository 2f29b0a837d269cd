'use client';

import { Loader2, MapPin, XIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { markInstallOfferDue } from '@/components/offline/install-offer-state';
import { useAuth } from '@/components/auth/auth-provider';
import { LoginForm } from '@/components/auth/login-form';
import { RegistrationForm } from '@/components/auth/registration-form';
import { HomeFitNoteForTenant } from '@/components/tenant/home-fit-note';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import { ApiError } from '@/lib/api/client';
import { cn } from '@/lib/utils';
import { BOOKING_ERROR_CODES, type OpenVisit } from '@/lib/validation/visits';
import { indiaInstant } from '@/lib/time/india';
import { atTheSocietyOffered, atTheSocietySlot, bookingWindow, defaultBookingDate, type TimeSlot } from '@/lib/visits/slots';
import type { BookingTarget } from './booking-target';
import { DateSlotPicker } from './date-slot-picker';
import { SheetActions } from './sheet-actions';
import { refusalText, type VisitsCopy } from './visit-sheet-texts';
import { useDaySlots } from './use-day-slots';
import { visitsApi } from './visits-api';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { useCopy } from '@/components/i18n/copy-scope';

// 'Book a Visit' (spec 2.4, 4, 5, 8). Every India-time rule comes from lib/visits/slots.ts with this sheet's
// clock (`clock`, the real time unless a test passes another), so the grid is the same in any device zone.

export const VISITS_URL = '/shortlisted?tab=doors-unlocked';

interface BookingSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  target: BookingTarget | null;
  onBooked?(visit: OpenVisit): void;
  clock?: () => Date;
}

const systemClock = () => new Date();

export function BookingSheet({ open, onOpenChange, target, onBooked, clock = systemClock }: BookingSheetProps) {
  useSheetBackButton(open, onOpenChange);
  // Closing the sheet (back button, swipe, X) and opening it again shows the same choice; a booking clears it.
  const chosen = useRef<ChosenSlots>(new Map()).current;
  const t = useCopy('visits');
  return (
    <Drawer open={open} onOpenChange={onOpenChange} repositionInputs={false}>
      <DrawerContent data-testid="booking-sheet" aria-describedby={undefined}>
        <DrawerClose aria-label={t('bookingSheet.close')} className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted">
          <XIcon className="size-5" aria-hidden="true" />
        </DrawerClose>
        {target && open ? <BookingSheetBody key={target.listingId} target={target} onClose={() => onOpenChange(false)} onBooked={onBooked} clock={clock} chosen={chosen} /> : <DrawerTitle className="sr-only">{t('bookingSheet.title')}</DrawerTitle>}
      </DrawerContent>
    </Drawer>
  );
}

function BookingSheetBody({ target, onClose, onBooked, clock, chosen }: { target: BookingTarget; onClose(): void; onBooked?(visit: OpenVisit): void; clock: () => Date; chosen: ChosenSlots }) {
  const { user, loading } = useAuth();
  const t = useCopy('visits');
  return (
    <>
      <div className="px-5 pb-2 pt-4 pr-14">
        <DrawerTitle className="text-xl font-bold tracking-tight">{t('bookingSheet.title')}</DrawerTitle>
        <DrawerDescription className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span data-testid="booking-property-name">{target.propertyName}</span>
        </DrawerDescription>
      </div>
      {loading ? (
        <div className="flex justify-center py-16" role="status" aria-label={t('bookingSheet.checkingSession')}>
          <Loader2 aria-hidden="true" className="size-6 animate-spin text-muted-foreground" />
        </div>
      ) : user ? (
        <SlotPicker target={target} onClose={onClose} onBooked={onBooked} clock={clock} chosen={chosen} />
      ) : (
        <EmbeddedLogin />
      )}
    </>
  );
}

/** Spec 2.4: 'Login Required' with the login and registration flows inside the sheet. */
function EmbeddedLogin() {
  const [view, setView] = useState<{ name: 'login' | 'register'; email?: string }>({ name: 'login' });
  const t = useCopy('visits');
  return (
    <div className="overflow-y-auto overscroll-contain px-5 pb-6">
      <div data-testid="login-required" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
        <p className="font-semibold text-foreground">{t('bookingSheet.loginRequired')}</p>
        <p className="text-sm text-foreground/80">{t('bookingSheet.loginRequiredBody')}</p>
      </div>
      {view.name === 'login' ? (
        <div data-testid="booking-login">
          <LoginForm
            idPrefix="booking-login"
            titleAs="h3"
            descriptionAs="p"
            onAccountNotFound={(email) => setView({ name: 'register', email })}
            onCreateAccount={() => setView({ name: 'register' })}
            successToast={() => toast.success(t('bookingSheet.loggedInTitle'), { description: t('bookingSheet.loggedInBody') })}
          />
        </div>
      ) : (
        <div data-testid="booking-registration">
          <RegistrationForm
            idPrefix="booking-register"
            defaultEmail={view.email}
            titleAs="h3"
            descriptionAs="p"
            successToast={() => toast.success(t('bookingSheet.registeredTitle'), { description: t('bookingSheet.registeredBody') })}
          />
          <Button variant="link" className="mt-2 h-11 w-full" onClick={() => setView({ name: 'login' })}>
            {t('bookingSheet.haveAccount')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The date and slot chosen per listing (kept by the sheet, which stays mounted while its page lives). */
type ChosenSlots = Map<string, { date: string; start: string | null }>;

function SlotPicker({ target, onClose, onBooked, clock, chosen }: { target: BookingTarget; onClose(): void; onBooked?(visit: OpenVisit): void; clock: () => Date; chosen: ChosenSlots }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const t = useCopy('visits');
  const [reload, setReload] = useState(0);
  const [initialNow] = useState(clock);
  const { date, setDate, selected, setSelected } = useRememberedChoice(chosen, target.listingId, initialNow);
  const { now, slots } = useDaySlots({ propertyId: target.propertyId, date, clock, reload, initialNow, logTag: 'booking', slotsFailed: t('booking.slotsFailed') });
  const [atSociety, setAtSociety] = useState(false);
  const [missingSlot, setMissingSlot] = useState(false);
  const [saving, setSaving] = useState(false);
  const submitting = useRef(false);

  const today = bookingWindow(now).first;
  const offerAtSociety = atTheSocietyOffered(date, now);

  function chooseDate(next: string) {
    setDate(next);
    setSelected(null);
    setAtSociety(false);
  }

  function chooseSlot(start: string | null) {
    setSelected(start);
    setAtSociety(false); // a manual choice turns 'I am at the Society' off
    setMissingSlot(false);
  }

  function toggleAtSociety() {
    if (atSociety) {
      setAtSociety(false);
      setSelected(null);
      return;
    }
    const current = clock();
    const slot = slots ? atTheSocietySlot(current, slots) : null;
    if (!slot) {
      toast.error(t('booking.noSlotsTitle'), { description: t('booking.noSlots') });
      return;
    }
    setSelected(slot.start);
    setAtSociety(true);
    setMissingSlot(false);
  }

  async function confirm() {
    if (submitting.current) return; // one submission at a time
    const slot = slots?.find((item) => item.start === selected);
    if (!slot) {
      setMissingSlot(true);
      toast.error(t('booking.selectSlot'));
      return;
    }
    submitting.current = true;
    setSaving(true);
    try {
      const { visit } = await visitsApi.book(bookingRequest(target, date, slot, atSociety));
      toast.success(t('booking.success'), { action: { label: t('booking.viewVisits'), onClick: () => router.push(VISITS_URL) } });
      markInstallOfferDue(); // the visits pages now offer installing (docs/offline.md)
      onBooked?.({ ...visit, propertyId: target.propertyId });
      chosen.delete(target.listingId);
      onClose();
    } catch (error) {
      const failure = bookingFailure(error, t);
      if (failure === 'slot_taken') {
        toast.error(t('booking.slotTaken'));
        setSelected(null);
        setAtSociety(false);
        setReload((value) => value + 1); // the grid shows the slot as booked now; the sheet stays open
      } else if (failure === 'visit_exists') {
        toast.error(t('booking.visitExists'));
      } else if (failure === 'signed_out') {
        await refresh(); // the session ended: the sheet turns to 'Login Required'
      } else {
        toast.error(failure.title, { description: failure.description });
      }
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  }

  return (
    <>
      <div className="flex-1 space-y-5 overflow-y-auto overscroll-contain px-5 pb-4">
        <HomeFitNoteForTenant preferences={target.ownerPreferences} still={t('bookingSheet.fitStill')} />
        <DateSlotPicker
          idPrefix="booking"
          today={today}
          date={date}
          onDateChange={chooseDate}
          slots={slots}
          selected={selected}
          onSlotChange={chooseSlot}
          disabled={saving}
          slotError={missingSlot ? t('booking.selectSlot') : null}
          between={offerAtSociety && <AtSocietyButton pressed={atSociety} onClick={toggleAtSociety} disabled={saving || !slots} />}
        />
      </div>
      <SheetActions cancel={t('bookingSheet.cancel')} confirm={t('bookingSheet.confirm')} confirming={t('bookingSheet.confirming')} saving={saving} onCancel={onClose} onConfirm={() => void confirm()} />
    </>
  );
}

/** The chosen date and slot, remembered per listing while still bookable. */
function useRememberedChoice(chosen: ChosenSlots, listingId: string, now: Date) {
  const remembered = chosen.get(listingId);
  const rememberedUsable = remembered !== undefined && remembered.date >= bookingWindow(now).first;
  const [date, setDate] = useState(() => (rememberedUsable ? remembered.date : defaultBookingDate(now)));
  const [selected, setSelected] = useState<string | null>(() => (rememberedUsable ? remembered.start : null));
  useEffect(() => {
    chosen.set(listingId, { date, start: selected });
  }, [chosen, listingId, date, selected]);
  return { date, setDate, selected, setSelected };
}

/** Spec 5: 'I am at the Society' picks the next free slot from now; a second tap turns it off. */
function AtSocietyButton({ pressed, onClick, disabled }: { pressed: boolean; onClick(): void; disabled: boolean }) {
  const t = useCopy('visits');
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border-2 px-4 text-sm font-semibold transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        pressed ? 'border-success bg-success text-white' : 'border-success/60 bg-success/5 text-success',
      )}
    >
      <MapPin aria-hidden="true" className="size-4" />
      {t('bookingSheet.atSociety')}
    </button>
  );
}

/** What a refused booking means here. An answer from the server (status > 0) names its reason; no answer at
 * all gets the plain failure message. */
function bookingFailure(error: unknown, t: VisitsCopy): 'slot_taken' | 'visit_exists' | 'signed_out' | { title: string; description: string } {
  const refusal = error instanceof ApiError && error.status > 0 ? error : null;
  if (refusal?.code === BOOKING_ERROR_CODES.slotTaken) return 'slot_taken';
  if (refusal?.code === BOOKING_ERROR_CODES.visitExists) return 'visit_exists';
  if (refusal?.status === 401) return 'signed_out';
  return { title: t('booking.failedTitle'), description: (refusal && refusalText(refusal, t)) || t('booking.failed') };
}

/** The book-visit payload for a slot of `date` (India time). */
function bookingRequest(target: BookingTarget, date: string, slot: TimeSlot, atSociety: boolean) {
  return {
    listing_id: target.listingId,
    property_id: target.propertyId,
    society_id: target.societyId,
    visit_start: indiaInstant(date, slot.start).toISOString(),
    visit_end: indiaInstant(date, slot.end).toISOString(),
    at_the_society: atSociety,
  };
}
