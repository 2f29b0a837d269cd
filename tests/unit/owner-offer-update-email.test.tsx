// What the owner hears when they did not answer an offer themselves: the team's answer on their behalf, or the
// tenant's answer to a counter. The home with its unit, the terms, never anything about the tenant.
import { renderToStaticMarkup } from 'react-dom/server';
import OwnerOfferUpdateEmail, { ownerOfferUpdateSubject, ownerOfferUpdateText, ownerOfferUpdateWhatsApp, type OwnerOfferUpdateProps } from '@/emails/owner-offer-update';

const base: OwnerOfferUpdateProps = {
  ownerName: 'Ravi Kumar',
  societyName: 'Acme Lakeside',
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  counter: null,
  reason: null,
  relisted: false,
  brandName: 'GHomes',
  siteUrl: 'https://ghomes.in',
};
const counter = { rent: 42000, deposit: 150000, moveinDate: '2026-12-10' };
const every = (props: OwnerOfferUpdateProps) => [ownerOfferUpdateText(props), ownerOfferUpdateWhatsApp(props), renderToStaticMarkup(<OwnerOfferUpdateEmail {...props} />)];

const cases: [OwnerOfferUpdateProps, string, string][] = [
  [{ outcome: 'accepted' }, 'GHomes accepted an offer for your home at Acme Lakeside on your behalf', 'GHomes has accepted this offer for your home on your behalf.'],
  [{ outcome: 'declined', reason: 'The offered rent is lower than the owner can accept.' }, 'GHomes declined an offer for your home at Acme Lakeside on your behalf', 'Reason: The offered rent is lower than the owner can accept.'],
  [{ outcome: 'countered', counter }, 'GHomes sent a counter offer for your home at Acme Lakeside on your behalf', 'The tenant accepts or declines it, and we will tell you which.'],
  [{ outcome: 'withdrawn', reason: 'The tenant moved abroad.', relisted: true }, 'The accepted offer for your home at Acme Lakeside has been withdrawn', 'Your home is back on the market.'],
  [{ outcome: 'counter-accepted', counter }, 'The tenant accepted the counter offer for your home at Acme Lakeside', 'Your home is now under offer and no longer shown to tenants.'],
  [{ outcome: 'counter-declined', counter }, 'The tenant declined the counter offer for your home at Acme Lakeside', 'Your home stays on the market, and other tenants can still make offers.'],
];

test.each(cases)('%o: its subject, and what it means for the home in every form', (props, subject, says) => {
  expect(ownerOfferUpdateSubject({ ...base, ...props })).toBe(subject);
  for (const body of every({ ...base, ...props })) {
    expect(body).toContain('Hi Ravi,');
    expect(body).not.toContain('Kumar');
    expect(body).toContain(says);
    expect(body).toContain('B-1204 (2 BHK · Semi-Furnished), Acme Lakeside');
    expect(body).toContain('₹40 K (₹40,000)');
  }
});

test('the counter terms are shown when there is a counter, and a withdrawal from a home moved on does not say it is back', () => {
  expect(ownerOfferUpdateText({ ...base, outcome: 'counter-accepted', counter })).toContain('Counter rent: ₹42 K (₹42,000) / month');
  expect(ownerOfferUpdateText({ ...base, outcome: 'accepted' })).not.toContain('Counter');
  expect(ownerOfferUpdateText({ ...base, outcome: 'withdrawn', relisted: false })).not.toContain('back on the market');
});
