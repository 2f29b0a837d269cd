// The tenant's message about an answer to their offer says truthfully who decided: the owner through their link,
// the team on the owner's behalf, the tenant themselves (a counter they accepted), or nobody (another offer was
// accepted, the home was let). The same words in the subject, the e-mail, its text and the WhatsApp.
import { renderToStaticMarkup } from 'react-dom/server';
import OfferAnswerEmail, { offerAnswerSubject, offerAnswerText, offerAnswerWhatsApp, type OfferAnswerProps } from '@/emails/offer-answer';

const base: OfferAnswerProps = {
  tenantName: 'Asha',
  societyName: 'Acme Lakeside',
  propertyTitle: '2 BHK · Semi-Furnished',
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  reason: null,
  counter: null,
  brandName: 'GHomes',
  siteUrl: 'https://ghomes.in',
};

const counter = { rent: 42000, deposit: 150000, moveinDate: '2026-12-10' };
const every = (props: OfferAnswerProps) => [offerAnswerText(props), offerAnswerWhatsApp(props), renderToStaticMarkup(<OfferAnswerEmail {...props} />)];

describe('who decided, in every form of the message', () => {
  const cases: [string, OfferAnswerProps, string, string][] = [
    ['the team accepts', { outcome: 'accepted', answeredBy: 'team' }, 'GHomes has accepted your offer on behalf of the owner.', 'The owner has'],
    ['the owner accepts', { outcome: 'accepted', answeredBy: 'owner' }, 'The owner has accepted your offer.', 'on behalf of the owner'],
    ['the team declines', { outcome: 'declined', answeredBy: 'team' }, 'GHomes has declined it on behalf of the owner this time.', 'The owner has'],
    ['the owner declines', { outcome: 'declined', answeredBy: 'owner' }, 'The owner has decided not to take it forward this time.', 'on behalf of the owner'],
    ['the team counters', { outcome: 'countered', answeredBy: 'team', counter }, 'GHomes has answered your offer on behalf of the owner with these terms.', 'The owner has'],
    ['the owner counters', { outcome: 'countered', answeredBy: 'owner', counter }, 'The owner has answered your offer with these terms.', 'on behalf of the owner'],
    ['the tenant accepts the counter', { outcome: 'accepted', answeredBy: 'tenant', counter }, 'You accepted the counter offer, so these are the terms agreed.', 'The owner has'],
    ['the home was let', { outcome: 'declined', answeredBy: 'home', reason: 'This home has been let, so it is no longer available.' }, 'Thank you for your offer. It cannot go ahead.', 'The owner has'],
  ];
  test.each(cases)('%s', (_name, props, says, never) => {
    for (const body of every({ ...base, ...props })) {
      expect(body).toContain(says);
      expect(body).not.toContain(never);
    }
  });
});

test('the headings and subjects follow who decided, and the brand keeps its capital inside a sentence', () => {
  expect(offerAnswerWhatsApp({ ...base, outcome: 'countered', answeredBy: 'team', counter })).toMatch(/^Hi Asha, GHomes has made a counter offer on behalf of the owner: 2 BHK/);
  expect(offerAnswerWhatsApp({ ...base, outcome: 'countered', answeredBy: 'owner', counter })).toMatch(/^Hi Asha, the owner has made a counter offer: 2 BHK/);
  expect(offerAnswerSubject({ ...base, outcome: 'accepted', answeredBy: 'team' })).toBe('Good news: your offer for 2 BHK · Semi-Furnished at Acme Lakeside is accepted');
  expect(offerAnswerSubject({ ...base, outcome: 'accepted', answeredBy: 'tenant', counter })).toBe('You accepted the counter offer for 2 BHK · Semi-Furnished at Acme Lakeside');
  expect(renderToStaticMarkup(<OfferAnswerEmail {...base} outcome="declined" answeredBy="home" />)).toContain('Your offer cannot go ahead');
});

test('the tenant who accepted a counter reads the terms agreed', () => {
  for (const body of [offerAnswerText({ ...base, outcome: 'accepted', answeredBy: 'tenant', counter }), offerAnswerWhatsApp({ ...base, outcome: 'accepted', answeredBy: 'tenant', counter })]) {
    expect(body).toContain('Counter rent: ₹42 K (₹42,000) / month');
    expect(body).toContain('Counter move-in date: 10 Dec 2026');
  }
  expect(offerAnswerText({ ...base, outcome: 'accepted', answeredBy: 'team' })).not.toContain('Counter rent');
});

test('a message queued before it named who decided reads as it did: the owner', () => {
  expect(offerAnswerText({ ...base, outcome: 'accepted' })).toContain('The owner has accepted your offer.');
});

test("the counter message links straight to the offer in 'Your offers'; other answers and older messages carry no link", () => {
  const link = 'https://ghomes.in/profile?offers=8d2e3b4c-5e6f-4a71-9b8c-0d1e2f3a4b5c';
  const countered = { ...base, outcome: 'countered' as const, answeredBy: 'owner' as const, counter, offerLink: link };
  expect(offerAnswerText(countered)).toContain(`Accept or decline it here: ${link}\n`);
  expect(offerAnswerWhatsApp(countered)).toContain(`Accept or decline it here: ${link}\n`);
  expect(renderToStaticMarkup(<OfferAnswerEmail {...countered} />)).toContain(`href="${link.replace('&', '&amp;')}"`);
  expect(offerAnswerText({ ...countered, outcome: 'declined' })).not.toContain('Accept or decline it here');
  expect(offerAnswerText({ ...countered, offerLink: undefined })).not.toContain('Accept or decline it here');
});
