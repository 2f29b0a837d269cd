import type { OfferStatus } from '@/lib/catalog';

// How an offer's status reads on every screen and in every message. The database keeps the spec's 'Rejected'
// for a declined offer ("Rejected and Withdrawn offers do not block a new offer"); people read 'Declined'.

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  Pending: 'Pending',
  Countered: 'Countered',
  Accepted: 'Accepted',
  Rejected: 'Declined',
  Withdrawn: 'Withdrawn',
};

/** The label of a stored status; an unknown value is shown as it is rather than hidden. */
export function offerStatusLabel(status: string): string {
  return (OFFER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** The statuses as the desk's filter offers them: the label people pick, the stored value it means. */
export const OFFER_STATUS_FILTERS = (Object.entries(OFFER_STATUS_LABELS) as [OfferStatus, string][]).map(([value, label]) => ({ value, label }));

export const OFFER_STATUS_TONE: Record<OfferStatus, 'blue' | 'green' | 'grey' | 'yellow'> = {
  Pending: 'yellow',
  Countered: 'blue',
  Accepted: 'green',
  Rejected: 'grey',
  Withdrawn: 'grey',
};

export function offerStatusTone(status: string): 'blue' | 'green' | 'grey' | 'yellow' {
  return (OFFER_STATUS_TONE as Record<string, 'blue' | 'green' | 'grey' | 'yellow'>)[status] ?? 'grey';
}

/**
 * Why the desk declines an offer: a fixed list, so the tenant always reads a polite sentence and the team's
 * reports can count reasons. Three are not the desk's to pick: `another_offer` is written when another offer
 * on the same home is accepted, `home_let` when the home is marked rented (by its owner or the desk),
 * `counter_declined` when the tenant declines a counter. Those two closures name nobody as the one who decided:
 * the accept may have been the owner's, the desk's or a tenant's acceptance of a counter.
 */
export const DECLINE_REASONS = {
  rent_too_low: 'The offered rent is lower than the owner can accept.',
  deposit_too_low: 'The offered deposit is lower than the owner can accept.',
  move_in_date: 'The move-in date does not suit the owner.',
  tenant_preference: 'The owner is looking for a different household for this home.',
  owner_plans_changed: 'The owner is no longer letting this home.',
  another_offer: 'Another offer for this home has been accepted.',
  home_let: 'This home has been let, so it is no longer available.',
  counter_declined: 'The tenant declined the counter offer.',
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;
export const DECLINE_REASON_CODES = Object.keys(DECLINE_REASONS) as DeclineReason[];
export function isDeclineReason(value: string): value is DeclineReason {
  return Object.hasOwn(DECLINE_REASONS, value);
}

/** The reasons a person on the desk may choose (the three written by other transitions are left out). */
export const DESK_DECLINE_REASONS = DECLINE_REASON_CODES.filter((code) => code !== 'another_offer' && code !== 'home_let' && code !== 'counter_declined');
/** The reason written on the other live offers of a home when one is accepted. */
export const DECLINED_FOR_ANOTHER_OFFER: DeclineReason = 'another_offer';
/** The reason written on the live offers of a home that was let. */
export const DECLINED_HOME_LET: DeclineReason = 'home_let';

/** How the tenant's answer to a counter is sent and stored. */
export const COUNTER_ANSWERS = ['accept', 'decline'] as const;
export type CounterAnswer = (typeof COUNTER_ANSWERS)[number];
