'use client';

// The offer form (spec 2.12, 5 "Offer"): rent and security deposit (whole rupees, at least 1), a move-in date
// from India's today on, optional extra fittings and message. The listing's asking amounts sit beside the inputs.
import { ArrowLeftIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { FieldError, InputField, Optional, TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { formatAmount, formatRupees } from '@/lib/amounts';
import { indiaToday } from '@/lib/time/india';
import { OFFER_LIMITS, offerTermsSchema, parseRupeeAmount, type OfferTermsValues } from '@/lib/validation/offer';
import { OfferReview } from './offer-review';

export interface OfferFormProps {
  askingRent: number;
  askingDeposit: number | null;
  pending: boolean;
  onBack(): void;
  onSubmit(values: OfferTermsValues): void;
  idPrefix?: string;
  /** Held by the sheet (which stays mounted), so closing it by back or X and reopening keeps what was typed. */
  draft?: OfferDraft;
  onDraftChange?(draft: OfferDraft): void;
}

/** What the tenant has typed, and whether the review is showing. */
export interface OfferDraft {
  values: OfferTermsValues;
  reviewing: boolean;
}

const EMPTY: OfferTermsValues = { offered_rent: '', offered_security_deposit: '', movein_date: '', extra_fittings_requested: '', message: '' };

type Errors = Partial<Record<keyof OfferTermsValues | 'amounts', string>>;

function errorsOf(values: OfferTermsValues): Errors {
  const parsed = offerTermsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof OfferTermsValues;
    // Rent and deposit share one message ('Please enter both ...'): show it once, under both inputs.
    const key = field === 'offered_rent' || field === 'offered_security_deposit' ? 'amounts' : field;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Longest amount text: 10 digits with Indian grouping commas ('1,00,00,000' and some slack for spaces). */
const AMOUNT_MAX_LENGTH = 16;

export const EMPTY_OFFER_DRAFT: OfferDraft = { values: EMPTY, reviewing: false };

export function OfferForm({ askingRent, askingDeposit, pending, onBack, onSubmit, idPrefix = 'offer', draft, onDraftChange }: OfferFormProps) {
  const t = useCopy('offers');
  const { values, reviewing, setValues, setReviewing } = useOfferDraft(draft, onDraftChange);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? errorsOf(values) : {};
  const id = (field: string) => `${idPrefix}-${field}`;
  const set = (field: keyof OfferTermsValues, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(errorsOf(values)).length > 0) return;
    setReviewing(true);
  }

  if (reviewing) {
    return <OfferReview values={values} pending={pending} onEdit={() => setReviewing(false)} onSend={() => onSubmit(values)} />;
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('form.label')} data-testid="offer-form">
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <InputField
          id={id('rent')}
          label={t('form.rent')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('form.placeholder')}
          value={values.offered_rent}
          maxLength={AMOUNT_MAX_LENGTH}
          onChange={(event) => set('offered_rent', event.target.value)}
          aria-invalid={!!errors.amounts || undefined}
          aria-describedby={id('amounts-error')}
          hint={<AmountHint label={t('form.asking')} asking={askingRent} typed={values.offered_rent} />}
          readOnly={pending}
        />
        <InputField
          id={id('deposit')}
          label={t('form.deposit')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('form.placeholder')}
          value={values.offered_security_deposit}
          maxLength={AMOUNT_MAX_LENGTH}
          onChange={(event) => set('offered_security_deposit', event.target.value)}
          aria-invalid={!!errors.amounts || undefined}
          aria-describedby={id('amounts-error')}
          hint={<AmountHint label={t('form.asking')} asking={askingDeposit} typed={values.offered_security_deposit} />}
          readOnly={pending}
        />
      </div>
      <FieldError id={id('amounts-error')} message={errors.amounts} />
      <InputField
        id={id('movein')}
        label={t('form.moveIn')}
        type="date"
        min={indiaToday()}
        value={values.movein_date}
        onChange={(event) => set('movein_date', event.target.value)}
        error={errors.movein_date}
        readOnly={pending}
      />
      <TextareaField
        id={id('fittings')}
        label={<>{t('form.fittings')} <Optional /></>}
        placeholder={t('form.fittingsPlaceholder')}
        rows={2}
        maxLength={OFFER_LIMITS.fittings}
        value={values.extra_fittings_requested}
        onChange={(event) => set('extra_fittings_requested', event.target.value)}
        error={errors.extra_fittings_requested}
        readOnly={pending}
      />
      <TextareaField
        id={id('message')}
        label={<>{t('form.message')} <Optional /></>}
        placeholder={t('form.messagePlaceholder')}
        rows={3}
        maxLength={OFFER_LIMITS.message}
        value={values.message}
        onChange={(event) => set('message', event.target.value)}
        error={errors.message}
        readOnly={pending}
      />
      <div className="flex gap-3 pt-1">
        <Button variant="outline" size="lg" className="flex-1" onClick={onBack} disabled={pending}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('form.back')}
        </Button>
        <SubmitButton pending={false} className="flex-[2]">
          {t('form.review')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** What was typed and whether it is under review: the host's draft when it keeps one, else the form's own. */
function useOfferDraft(draft: OfferDraft | undefined, onDraftChange: ((draft: OfferDraft) => void) | undefined) {
  const [ownDraft, setOwnDraft] = useState(EMPTY_OFFER_DRAFT);
  const current = draft ?? ownDraft;
  const latest = useRef(current);
  latest.current = current;
  const update = (change: Partial<OfferDraft>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    if (onDraftChange) onDraftChange(next);
    else setOwnDraft(next);
  };
  const { values, reviewing } = current;
  const setValues = (change: (previous: OfferTermsValues) => OfferTermsValues) => update({ values: change(latest.current.values) });
  // Offers are final: a valid form first shows what will be sent, and only 'Send Offer' there sends it.
  const setReviewing = (next: boolean) => update({ reviewing: next });
  return { values, reviewing, setValues, setReviewing };
}

/** Under an amount: the asking figure, and the typed amount read back formatted. */
function AmountHint({ label, asking, typed }: { label: string; asking: number | null; typed: string }) {
  const t = useCopy('offers');
  return (
    <span className="flex justify-between gap-2">
      <span>
        {label}: <span className="font-semibold text-foreground">{asking === null ? t('form.notSpecified') : formatRupees(asking)}</span>
      </span>
      {typed && Number.isFinite(parseRupeeAmount(typed)) ? <span aria-hidden="true">{formatAmount(parseRupeeAmount(typed))}</span> : null}
    </span>
  );
}
