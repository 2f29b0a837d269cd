// The offer state machine's whole table: for every action and every status, the move it makes or the 409 code
// that refuses it. The integration tests (tests/integration/offer-answers.test.ts) drive the same moves through
// the routes on a real database.
import { OFFER_STATUSES } from '@/lib/catalog';
import { transitionFor, type OfferAction } from '@/server/offers/state-machine';

const EXPECTED: Record<OfferAction, Record<(typeof OFFER_STATUSES)[number], string>> = {
  accept: { Pending: '-> Accepted', Countered: 'counter_already_made', Accepted: 'offer_not_pending', Rejected: 'offer_not_pending', Withdrawn: 'offer_not_pending' },
  decline: { Pending: '-> Rejected', Countered: 'counter_already_made', Accepted: 'offer_not_pending', Rejected: 'offer_not_pending', Withdrawn: 'offer_not_pending' },
  counter: { Pending: '-> Countered', Countered: 'counter_already_made', Accepted: 'offer_not_pending', Rejected: 'offer_not_pending', Withdrawn: 'offer_not_pending' },
  withdraw: { Pending: 'offer_not_accepted', Countered: 'offer_not_accepted', Accepted: '-> Withdrawn', Rejected: 'offer_not_accepted', Withdrawn: 'offer_not_accepted' },
  'accept-counter': { Pending: 'offer_not_countered', Countered: '-> Accepted', Accepted: 'offer_not_countered', Rejected: 'offer_not_countered', Withdrawn: 'offer_not_countered' },
  'decline-counter': { Pending: 'offer_not_countered', Countered: '-> Rejected', Accepted: 'offer_not_countered', Rejected: 'offer_not_countered', Withdrawn: 'offer_not_countered' },
  'decline-for-another': { Pending: '-> Rejected', Countered: '-> Rejected', Accepted: 'offer_not_live', Rejected: 'offer_not_live', Withdrawn: 'offer_not_live' },
  'decline-home-let': { Pending: '-> Rejected', Countered: '-> Rejected', Accepted: 'offer_not_live', Rejected: 'offer_not_live', Withdrawn: 'offer_not_live' },
};

function outcome(action: OfferAction, status: string): string {
  try {
    return `-> ${transitionFor(action, status).to}`;
  } catch (error) {
    const refusal = error as { code: string; status: number };
    expect(refusal.status).toBe(409);
    return refusal.code;
  }
}

test.each(Object.keys(EXPECTED) as OfferAction[])('%s: every status moves or is refused with its code', (action) => {
  const actual = Object.fromEntries(OFFER_STATUSES.map((status) => [status, outcome(action, status)]));
  expect(actual).toEqual(EXPECTED[action]);
});

test('an unknown stored status is refused, never moved', () => {
  expect(outcome('accept', 'Archived')).toBe('offer_not_pending');
});
