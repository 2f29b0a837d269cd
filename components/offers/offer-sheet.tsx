'use client';

// The 'Send an Offer' bottom sheet (spec 2.12): loading (is there a tenant profile?) -> info (no profile) ->
// the profile form (the same component as /tenant-profile) -> guidelines -> the offer form -> done. With a
// profile it starts at the guidelines. A failed check closes the sheet with the spec's message.
import { CheckCircle2Icon, Loader2Icon, XIcon } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/components/auth/auth-provider';
import { readDraft, type TenantProfileDraft } from '@/components/tenant/profile-draft';
import { tenantApi } from '@/components/tenant/tenant-api';
import { ApiError } from '@/lib/api/client';
import { offersApi } from './offers-api';
import { TenantProfileForm } from '@/components/tenant/tenant-profile-form';
import { TenantProfileIntro } from '@/components/tenant/tenant-profile-intro';
import { HomeFitNote } from '@/components/tenant/home-fit-note';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import type { OfferConfirmation } from '@/lib/offers/types';
import type { OwnerPreferences, TenantHousehold } from '@/lib/tenant/home-fit';
import type { AuthUser } from '@/lib/validation/auth';
import type { OfferCredits } from '@/lib/tenant/credits';
import type { OfferTermsValues } from '@/lib/validation/offer';
import { EMPTY_OFFER_DRAFT, OfferForm, type OfferDraft } from './offer-form';
import { OfferGuidelines } from './offer-guidelines';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';


export type OfferStep = 'loading' | 'info' | 'profile' | 'guidelines' | 'offer' | 'done';

export interface OfferListing {
  rentListingId: string;
  propertyId: string;
  societyId: string;
  societyName: string;
  title: string;
  askingRent: number;
  askingDeposit: number | null;
  /** The owner's preferred tenant and pets rule, compared with the tenant profile before the offer. */
  ownerPreferences?: OwnerPreferences;
}

interface OfferSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  listing: OfferListing;
  /** The offer went out (or the server says one already exists): the button turns into 'Offer Sent'. */
  onSent(): void;
  /** 'See your offers' on the done screen: this sheet closes and 'Your offers' opens. */
  onSeeOffers(): void;
}

const STEP_TITLES = {
  loading: 'sheet.titleLoading',
  info: 'sheet.titleInfo',
  profile: 'sheet.titleProfile',
  guidelines: 'sheet.titleGuidelines',
  offer: 'sheet.titleOffer',
  done: 'sheet.titleDone',
} as const satisfies Record<OfferStep, string>;

type OffersCopy = ReturnType<typeof useCopy<'offers'>>;

export function OfferSheet({ open, onOpenChange, listing, onSent, onSeeOffers }: OfferSheetProps) {
  useSheetBackButton(open, onOpenChange);
  const t = useCopy('offers');
  const { user } = useAuth();
  const [step, setStep] = useState<OfferStep>('loading');
  const [credits, setCredits] = useState<OfferCredits | null>(null);
  const [draft, setDraft] = useState<TenantProfileDraft | null>(null);
  const [sending, setSending] = useState(false);
  const [confirmation, setConfirmation] = useState<OfferConfirmation | null>(null);
  // The tenant profile's household, read by the opening check (or just created here), for the owner's preferences.
  const [household, setHousehold] = useState<TenantHousehold | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The sheet stays mounted while closed (its content does not): what was typed, and whether the tenant had got
  // to the offer form, live here, so closing by back or X and reopening on this page carries on where they were.
  // A sent offer starts the next opening clean.
  const [offerDraft, setOfferDraft] = useState<OfferDraft>(EMPTY_OFFER_DRAFT);
  const reachedOffer = useRef(false);
  useEffect(() => {
    if (step === 'offer') reachedOffer.current = true;
    else if (step === 'guidelines') reachedOffer.current = false;
  }, [step]);

  useOpeningCheck({ open, propertyId: listing.propertyId, reachedOffer, setStep, setCredits, setHousehold, onSent, onOpenChange, t });

  useEffect(() => {
    if (step !== 'loading' && step !== 'profile') headingRef.current?.focus();
  }, [step]);

  function seeOffers() {
    onOpenChange(false);
    onSeeOffers();
  }

  async function send(values: OfferTermsValues) {
    setSending(true);
    try {
      const result = await offersApi.send({
        rent_listing_id: listing.rentListingId,
        property_id: listing.propertyId,
        society_id: listing.societyId,
        ...values,
      });
      setCredits(result.credits);
      // The answer says where the acknowledgment went (lib/offers/types.ts).
      setConfirmation(result.confirmation ?? null);
      setOfferDraft(EMPTY_OFFER_DRAFT);
      reachedOffer.current = false;
      toast.success(t('texts.sent'));
      setStep('done');
      onSent();
    } catch (cause) {
      if (reportSendFailure(cause as ApiError, t) === 'offer_exists') {
        onSent();
        onOpenChange(false);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Drawer open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DrawerContent data-testid="offer-sheet" data-step={step} aria-describedby="offer-sheet-listing">
        <DrawerClose aria-label={t('sheet.close')} className="absolute right-3 top-3 z-20 flex size-11 items-center justify-center rounded-full bg-background/95 text-muted-foreground hover:bg-muted">
          <XIcon className="size-5" aria-hidden="true" />
        </DrawerClose>
        <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-3">
          <DrawerDescription id="offer-sheet-listing" className="pr-10 text-xs font-medium uppercase tracking-wide">
            {listing.title} · {listing.societyName}
          </DrawerDescription>
          <div className="mt-2">
            <StepTitle step={step} headingRef={headingRef} />
          </div>

          {step === 'guidelines' || step === 'offer' ? <OwnerPreferencesNote preferences={listing.ownerPreferences} household={household} /> : null}

          {step === 'loading' || (step === 'profile' && !user) ? <CheckingProfile /> : null}

          {step === 'info' ? (
            <OfferInfoStep
              onCreate={() => {
                setDraft(user ? readDraft(user.id) : null);
                setStep('profile');
              }}
            />
          ) : null}

          {step === 'profile' && user ? (
            <OfferProfileStep
              user={user}
              draft={draft}
              onSaved={(profile) => {
                setHousehold(profile);
                toast.success(t('texts.profileCreated'));
                setStep('guidelines');
              }}
              onCancel={() => setStep('info')}
            />
          ) : null}

          {step === 'guidelines' ? <OfferGuidelinesStep credits={credits} onContinue={() => setStep('offer')} /> : null}

          {step === 'offer' ? (
            <div className="mt-4">
              <OfferForm askingRent={listing.askingRent} askingDeposit={listing.askingDeposit} pending={sending} onBack={() => setStep('guidelines')} onSubmit={send} draft={offerDraft} onDraftChange={setOfferDraft} />
            </div>
          ) : null}

          {step === 'done' ? <OfferDoneStep confirmation={confirmation} credits={credits} onClose={() => onOpenChange(false)} onSeeOffers={seeOffers} /> : null}

        </div>
      </DrawerContent>
    </Drawer>
  );
}

/** The step's title; the steps that carry their own heading keep it for screen readers only. */
function StepTitle({ step, headingRef }: { step: OfferStep; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const t = useCopy('offers');
  return (
    <DrawerTitle ref={headingRef} tabIndex={-1} className={step === 'loading' || step === 'profile' || step === 'info' ? 'sr-only' : 'text-xl font-bold tracking-tight outline-none'}>
      {t(STEP_TITLES[step])}
    </DrawerTitle>
  );
}

/** Where the owner's preferred tenant or pets rule differs from the tenant profile, before the offer goes out. */
function OwnerPreferencesNote({ preferences, household }: { preferences: OwnerPreferences | undefined; household: TenantHousehold | null }) {
  const t = useCopy('offers');
  return (
    <div className="mt-3 empty:hidden">
      <HomeFitNote preferences={preferences} household={household} still={t('texts.fitStill')} />
    </div>
  );
}

/** Tells why an offer was not sent; an offer that already exists is the caller's to close on. */
function reportSendFailure(error: ApiError, t: OffersCopy): 'offer_exists' | 'failed' {
  if (error.code === 'offer_exists') {
    toast.error(error.message);
    return 'offer_exists';
  }
  if (error.status === 401) toast.error(t('texts.loginRequired'));
  else if (error.status >= 400 && error.status < 500 && error.message) toast.error(error.message);
  else toast.error(t('texts.sendFailed'));
  return 'failed';
}

/**
 * Every opening starts from the check (spec: loading -> info or guidelines; back at the offer form if that is
 * where the tenant closed the sheet). A sent offer for this property closes the sheet as 'Offer Sent'.
 */
function useOpeningCheck({ open, propertyId, reachedOffer, setStep, setCredits, setHousehold, onSent, onOpenChange, t }: {
  open: boolean;
  propertyId: string;
  reachedOffer: React.RefObject<boolean>;
  setStep(step: OfferStep): void;
  setCredits(credits: OfferCredits): void;
  setHousehold(household: TenantHousehold | null): void;
  onSent(): void;
  onOpenChange(open: boolean): void;
  t: OffersCopy;
}) {
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setStep('loading');
    Promise.all([tenantApi.getProfile(), offersApi.live()])
      .then(([profile, offers]) => {
        if (cancelled) return;
        setCredits(offers.credits);
        setHousehold(profile);
        if (offers.offers.some((offer) => offer.property_id === propertyId)) {
          toast.info(t('texts.alreadySent'));
          onSent();
          onOpenChange(false);
          return;
        }
        setStep(profile ? (reachedOffer.current ? 'offer' : 'guidelines') : 'info');
      })
      .catch((cause: ApiError) => {
        if (cancelled) return;
        toast.error(cause.status === 401 ? t('texts.loginRequired') : t('texts.checkFailed'));
        onOpenChange(false);
      });
    return () => {
      cancelled = true;
    };
    // Only a new opening re-runs the check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

function CheckingProfile() {
  const t = useCopy('offers');
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-14 text-sm text-muted-foreground">
      <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
      {t('sheet.checking')}
    </div>
  );
}

/** The tenant profile form (the same component as /tenant-profile), inside the sheet. */
function OfferProfileStep({ user, draft, onSaved, onCancel }: { user: AuthUser; draft: TenantProfileDraft | null; onSaved(profile: TenantHousehold): void; onCancel(): void }) {
  return (
    <div className="mt-1">
      <TenantProfileForm
        account={user}
        draft={draft}
        idPrefix="offer-tenant"
        // The sheet's scroller has 1.5 rem of bottom padding, which sticky positioning keeps clear: pull
        // the bar down over it, so it sits on the sheet's bottom edge with no field showing below it.
        actionsOffsetClassName="-bottom-6 pb-6"
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </div>
  );
}

/** No tenant profile yet: why it is needed, and 'Create Tenant Profile'. */
function OfferInfoStep({ onCreate }: { onCreate(): void }) {
  const t = useCopy('offers');
  return (
    <div className="mt-1">
      <TenantProfileIntro titleAs="p" lead={t('sheet.infoLead')}>
        <Button size="lg" className="w-full" onClick={onCreate}>
          {t('sheet.createProfile')}
        </Button>
      </TenantProfileIntro>
    </div>
  );
}

function OfferGuidelinesStep({ credits, onContinue }: { credits: OfferCredits | null; onContinue(): void }) {
  const t = useCopy('offers');
  return (
    <div className="mt-4 flex flex-col gap-4">
      <OfferGuidelines credits={credits} />
      <Button size="lg" className="w-full" onClick={onContinue} disabled={credits !== null && credits.left < 1}>
        {t('sheet.continue')}
      </Button>
    </div>
  );
}

/** After sending: the toast said it went; this says where the confirmation went, the credits left, and the way on. */
function OfferDoneStep({ confirmation, credits, onClose, onSeeOffers }: { confirmation: OfferConfirmation | null; credits: OfferCredits | null; onClose(): void; onSeeOffers(): void }) {
  const t = useCopy('offers');
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircle2Icon className="size-14 text-primary" aria-hidden="true" />
      <SentConfirmation confirmation={confirmation} />
      {credits ? (
        <p className="text-sm text-muted-foreground">
          {t('sheet.creditsLeftBefore')}
          <span className="font-semibold text-foreground">{credits.left}</span>
          {t('sheet.creditsLeftAfter', { total: credits.total })}
        </p>
      ) : null}
      <Button size="lg" className="mt-2 w-full" onClick={onSeeOffers} data-testid="see-your-offers">
        {t('texts.seeOffers')}
      </Button>
      <Button size="lg" variant="outline" className="w-full" onClick={onClose}>
        {t('sheet.close')}
      </Button>
    </div>
  );
}

/**
 * Says where the acknowledgment really went: WhatsApp goes only to a verified number, so an unverified person
 * is told it was e-mail only and where to verify the number.
 */
function SentConfirmation({ confirmation }: { confirmation: OfferConfirmation | null }) {
  const t = useCopy('offers');
  const { href } = useLocalePath();
  if (confirmation?.whatsapp) {
    return <p className="text-sm text-muted-foreground" data-testid="offer-confirmation">{t('texts.confirmationBoth')}</p>;
  }
  return (
    <div className="space-y-2 text-sm text-muted-foreground" data-testid="offer-confirmation">
      <p>
        {t('texts.confirmationEmail')}
        {confirmation ? <span className="font-medium text-foreground [overflow-wrap:anywhere]"> ({confirmation.email})</span> : null}. {t('texts.ownerResponds')}
      </p>
      <p>{t('texts.verifyLead')}</p>
      <Button asChild variant="outline" className="w-full">
        <Link href={href('/profile#whatsapp')}>{t('texts.verifyLink')}</Link>
      </Button>
    </div>
  );
}
