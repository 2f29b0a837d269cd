import 'server-only';
import type { OfferStatus } from '@/lib/catalog';
import { AppError } from '@/server/http/errors';

// The one offer state machine (docs/offers.md "Answering offers"). Every change of an offer's status goes through
// `transitionFor`: the table below is the whole set of moves, and anything else is refused with a 409 and the
// code that says why, before anything is written.
//
//   Pending   -> Accepted | Rejected ('Declined') | Countered     (the desk)
//   Countered -> Accepted | Rejected ('Declined')                 (the tenant, answering the counter)
//   Pending | Countered -> Rejected                              (another offer on the home was accepted,
//                                                                 or the home was let)
//   Accepted  -> Withdrawn                                        (the desk, with a reason)

export type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw' | 'accept-counter' | 'decline-counter' | 'decline-for-another' | 'decline-home-let';

export interface OfferTransition {
  from: readonly OfferStatus[];
  to: OfferStatus;
  /** Who may take it: the desk (or the owner through their link), the tenant who sent the offer, or the system (the accept of another offer, the home let). */
  by: 'desk' | 'tenant' | 'system';
  /** The audit row's action. */
  audit: string;
  /** The code of a refusal when the offer is in a status the move does not start from. */
  refusal: (status: OfferStatus) => { code: string; message: string };
}

const notPending = (status: OfferStatus) =>
  status === 'Countered'
    ? { code: 'counter_already_made', message: 'This offer has been countered; the tenant answers the counter.' }
    : { code: 'offer_not_pending', message: 'This offer has already been answered.' };

export const OFFER_TRANSITIONS: Record<OfferAction, OfferTransition> = {
  accept: { from: ['Pending'], to: 'Accepted', by: 'desk', audit: 'offer.accept', refusal: notPending },
  decline: { from: ['Pending'], to: 'Rejected', by: 'desk', audit: 'offer.decline', refusal: notPending },
  counter: { from: ['Pending'], to: 'Countered', by: 'desk', audit: 'offer.counter', refusal: notPending },
  withdraw: {
    from: ['Accepted'],
    to: 'Withdrawn',
    by: 'desk',
    audit: 'offer.withdraw',
    refusal: () => ({ code: 'offer_not_accepted', message: 'Only an accepted offer can be withdrawn.' }),
  },
  'accept-counter': {
    from: ['Countered'],
    to: 'Accepted',
    by: 'tenant',
    audit: 'offer.counter_accept',
    refusal: () => ({ code: 'offer_not_countered', message: 'This offer has no counter waiting for your answer.' }),
  },
  'decline-counter': {
    from: ['Countered'],
    to: 'Rejected',
    by: 'tenant',
    audit: 'offer.counter_decline',
    refusal: () => ({ code: 'offer_not_countered', message: 'This offer has no counter waiting for your answer.' }),
  },
  'decline-for-another': {
    from: ['Pending', 'Countered'],
    to: 'Rejected',
    by: 'system',
    audit: 'offer.decline',
    refusal: () => ({ code: 'offer_not_live', message: 'This offer is no longer live.' }),
  },
  'decline-home-let': {
    from: ['Pending', 'Countered'],
    to: 'Rejected',
    by: 'system',
    audit: 'offer.decline',
    refusal: () => ({ code: 'offer_not_live', message: 'This offer is no longer live.' }),
  },
};

/** The transition for `action` from `status`, or the 409 that refuses it. */
export function transitionFor(action: OfferAction, status: string): OfferTransition {
  const transition = OFFER_TRANSITIONS[action];
  if ((transition.from as readonly string[]).includes(status)) return transition;
  const { code, message } = transition.refusal(status as OfferStatus);
  throw new AppError(code, message, 409);
}

/** Whether an offer in `status` can take `action` (the desk shows only the actions it can take). */
export function canTake(action: OfferAction, status: string): boolean {
  return (OFFER_TRANSITIONS[action].from as readonly string[]).includes(status);
}
