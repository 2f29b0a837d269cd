'use client';

// The desk's answers to one offer: Accept, Decline (a reason from the list), Counter (rent, deposit, move-in, with
// the tenant's offer form rules) and, once accepted, Withdraw (with a reason). Each is a dialog (opened from the
// row's menu, offer-row-menu.tsx) that says what will happen, naming the home with its unit; the button is disabled
// while the answer is saving, the result is a toast, then the page refreshes.
import { useState, type FormEvent } from 'react';
import { fieldAria, FormField, InputField, TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatRupees } from '@/lib/amounts';
import type { DeskOfferRow } from '@/lib/offers/desk';
import { DECLINE_REASONS, DESK_DECLINE_REASONS, type DeclineReason } from '@/lib/offers/status';
import { indiaToday } from '@/lib/time/india';
import { counterOfferSchema, withdrawOfferSchema, type CounterOfferValues } from '@/lib/validation/ops-offers';
import { useDeskAction } from '../use-desk-action';
import { offersDeskApi } from './offers-api';
import { OFFER_DESK_TEXTS as T } from './offer-texts';
import { TenantNotes } from './tenant-notes';

export type OfferAnswerMode = 'accept' | 'decline' | 'counter' | 'withdraw';
type Mode = OfferAnswerMode;

/** The answers the state machine allows the offer now, in the menu's order. */
export const answersFor = (offer: DeskOfferRow): Mode[] => (['accept', 'decline', 'counter', 'withdraw'] as const).filter((action) => offer.actions[action]);

/** The answer dialog of one offer: what will happen, the reason or terms the answer needs, and the answer. */
export function OfferAnswerDialog({ offer, mode, onClose }: { offer: DeskOfferRow; mode: Mode | null; onClose(): void }) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{mode ? <AnswerForm mode={mode} offer={offer} onDone={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

const TITLES: Record<Mode, string> = { accept: 'Accept this offer?', decline: 'Decline this offer', counter: 'Counter this offer', withdraw: 'Withdraw the accepted offer' };

function describe(mode: Mode, offer: DeskOfferRow): string {
  const terms = `${offer.firstName} offers ${formatRupees(offer.offeredRent)} a month and ${formatRupees(offer.offeredDeposit)} deposit for ${offer.homeName}, ${offer.societyName}.`;
  const owner = offer.ownerReachable ? T.ownerTold : T.ownerNotReachable;
  switch (mode) {
    case 'accept':
      return `${terms} The home becomes Under offer and leaves search; every other live offer on it is declined with a polite message. ${T.onBehalf} ${owner}`;
    case 'decline':
      return `${terms} The tenant is told politely, with the reason you choose. ${T.onBehalf} ${owner}`;
    case 'counter':
      return `${terms} You can counter once; the tenant accepts or declines it from Your offers. ${T.onBehalf} ${owner}`;
    case 'withdraw':
      return `The tenant is told with your reason, and the home goes back on the market. ${owner}`;
  }
}

function AnswerForm({ mode, offer, onDone }: { mode: Mode; offer: DeskOfferRow; onDone(): void }) {
  const action = useDeskAction();
  const pending = action.busy;
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [withdrawReason, setWithdrawReason] = useState('');
  const [terms, setTerms] = useState<CounterOfferValues>({ offered_rent: String(offer.askingRent), offered_security_deposit: offer.askingDeposit ? String(offer.askingDeposit) : '', movein_date: offer.moveinDate });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(mode, { reason, withdrawReason, terms });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    await action.run('action', () => send(mode, offer.id, { reason: reason as DeclineReason, withdrawReason, terms }), (answered) => successText(mode, answered.declinedOthers.length), {
      fallback: T.failed,
      onSuccess: onDone,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{TITLES[mode]}</DialogTitle>
        <DialogDescription>{describe(mode, offer)}</DialogDescription>
      </DialogHeader>
      <TenantNotes offer={offer} full />
      {mode === 'decline' ? (
        <ReasonSelect id={`decline-${offer.id}`} value={reason} error={errors.reason} onChange={setReason} />
      ) : null}
      {mode === 'counter' ? <CounterFields id={offer.id} terms={terms} onChange={setTerms} errors={errors} /> : null}
      {mode === 'withdraw' ? (
        <TextareaField id={`withdraw-${offer.id}`} label="Reason" value={withdrawReason} error={errors.reason} onChange={(event) => setWithdrawReason(event.target.value)} rows={3} />
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" className="min-h-11" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} size="default" className="min-h-11 sm:w-auto">
          {mode === 'counter' ? 'Send counter' : T[mode]}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/** The decline reasons by their sentence (the tenant reads the same words); the stored value is the code. */
function ReasonSelect({ id, value, error, onChange }: { id: string; value: DeclineReason | ''; error?: string; onChange(reason: DeclineReason): void }) {
  return (
    <FormField id={id} label="Reason" error={error}>
      <select
        id={id}
        {...fieldAria(id, error)}
        value={value}
        onChange={(event) => onChange(event.target.value as DeclineReason)}
        className="flex h-12 w-full rounded-lg border border-input bg-background px-3 text-base focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive"
      >
        <option value="" disabled>
          Choose a reason
        </option>
        {DESK_DECLINE_REASONS.map((code) => (
          <option key={code} value={code}>
            {DECLINE_REASONS[code]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function CounterFields({ id, terms, onChange, errors }: { id: string; terms: CounterOfferValues; onChange(terms: CounterOfferValues): void; errors: Record<string, string> }) {
  const set = (field: keyof CounterOfferValues) => (event: { target: { value: string } }) => onChange({ ...terms, [field]: event.target.value });
  return (
    <div className="grid gap-3">
      <InputField id={`counter-rent-${id}`} label="Rent a month (₹)" inputMode="numeric" value={terms.offered_rent} onChange={set('offered_rent')} error={errors.offered_rent} />
      <InputField id={`counter-deposit-${id}`} label="Security deposit (₹)" inputMode="numeric" value={terms.offered_security_deposit} onChange={set('offered_security_deposit')} error={errors.offered_security_deposit} />
      <InputField id={`counter-movein-${id}`} label="Move-in date" type="date" min={indiaToday()} value={terms.movein_date} onChange={set('movein_date')} error={errors.movein_date} />
    </div>
  );
}

interface Inputs {
  reason: DeclineReason | '';
  withdrawReason: string;
  terms: CounterOfferValues;
}

/** The same schemas as the routes, so the dialog and the server give the same messages. */
function validate(mode: Mode, inputs: Inputs): Record<string, string> {
  if (mode === 'decline' && !inputs.reason) return { reason: 'Please choose a reason from the list.' };
  const parsed = mode === 'counter' ? counterOfferSchema.safeParse(inputs.terms) : mode === 'withdraw' ? withdrawOfferSchema.safeParse({ reason: inputs.withdrawReason }) : null;
  if (!parsed || parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

function send(mode: Mode, offerId: string, inputs: { reason: DeclineReason; withdrawReason: string; terms: CounterOfferValues }) {
  switch (mode) {
    case 'accept':
      return offersDeskApi.accept(offerId);
    case 'decline':
      return offersDeskApi.decline(offerId, inputs.reason);
    case 'counter':
      return offersDeskApi.counter(offerId, inputs.terms);
    case 'withdraw':
      return offersDeskApi.withdraw(offerId, inputs.withdrawReason);
  }
}

function successText(mode: Mode, declinedOthers: number): string {
  if (mode === 'accept') return declinedOthers ? `${T.accepted} ${T.acceptedOthers(declinedOthers)}` : T.accepted;
  return { decline: T.declined, counter: T.countered, withdraw: T.withdrawn }[mode];
}
