// The owner's messages (and the tenancy ones both parties get) in Kannada and Hindi: every form of every template
// reads its language's words, with no English sentence of the template left in it, its amounts with the unit in
// words and its days in the language's form. English stays as the template tests say.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import * as ask from '@/emails/availability-ask';
import * as claim from '@/emails/owner-claim-code';
import * as deposit from '@/emails/deposit-reminder';
import * as rented from '@/emails/listing-rented';
import * as offer from '@/emails/owner-offer';
import * as rent from '@/emails/owner-rent-decision';
import * as submission from '@/emails/home-submission-decided';
import * as agreement from '@/emails/tenancy-agreement';
import * as report from '@/emails/tenancy-report';
import * as update from '@/emails/owner-offer-update';
import english from '@/lib/i18n/messages/en/notifications.json';

type Template = Record<string, unknown> & { default: (props: never) => ReactElement };
const templates: [string, Template, string, object[]][] = [
  ['owner-offer', offer as unknown as Template, 'ownerOffer', [{}, { unit: 'B-1', askingRent: 42000, askingDeposit: 150000, extraFittings: 'Rods', message: 'Two of us' }]],
  ['owner-offer-update', update as unknown as Template, 'ownerOfferUpdate', ['accepted', 'declined', 'countered', 'withdrawn', 'counter-accepted', 'counter-declined'].map((outcome) => ({ outcome, reason: 'Too low', counter: { rent: 41000, deposit: 100000, moveinDate: '2027-01-02' } }))],
  ['owner-rent-decision', rent as unknown as Template, 'ownerRentDecision', [{}, { listed: false }, { outcome: 'refused' }, { outcome: 'refused', reason: 'Too high', listed: false }]],
  ['owner-claim-code', claim as unknown as Template, 'ownerClaimCode', [{}]],
  ['availability-ask', ask as unknown as Template, 'availabilityAsk', [{}, { reminder: true }]],
  ['listing-rented', rented as unknown as Template, 'listingRented', [{}]],
  ['home-submission-decided', submission as unknown as Template, 'homeSubmissionDecided', [{}, { decision: 'ask', note: 'Photos' }, { decision: 'refused', note: 'Dup' }]],
  ['deposit-reminder', deposit as unknown as Template, 'depositReminder', [{}, { event: 'due' }]],
  ['tenancy-agreement', agreement as unknown as Template, 'tenancyAgreement', ['other_agreed', 'both_agreed', 'new_version', 'reminder'].map((event) => ({ event }))],
  ['tenancy-report', report as unknown as Template, 'tenancyReport', ['sent', 'commented', 'locked'].map((event) => ({ event, comment: 'Fix tap' }))],
];

function forms(template: Template, prefix: string, props: object): string[] {
  const call = (name: string) => (template[`${prefix}${name}`] as ((p: object) => string) | undefined)?.(props);
  const html = renderToStaticMarkup((template.default as (p: object) => ReactElement)(props));
  return [call('Subject'), call('Text'), call('WhatsApp'), html].filter((form): form is string => form !== undefined);
}

/** The English sentences and phrases of the owner's messages, their placeholders cut out (pieces of 8+ characters). */
const englishPieces = (function pieces(tree: unknown): string[] {
  if (typeof tree === 'string') return tree.split(/\{\w+\}/).map((piece) => piece.trim()).filter((piece) => piece.length >= 8 && !piece.includes('•'));
  return Object.values(tree as Record<string, unknown>).flatMap(pieces);
})(english.owner);

describe.each([
  ['kn', 'ನಮಸ್ಕಾರ'],
  ['hi', 'नमस्ते'],
] as const)('in %s', (locale, greeting) => {
  test.each(templates)('%s: no English sentence of the template is left', (_name, template, prefix, variants) => {
    for (const props of variants) {
      for (const form of forms(template, prefix, { ...props, locale })) {
        for (const piece of englishPieces) expect(form).not.toContain(piece);
      }
    }
  });

  test('the texts greet in the language', () => {
    for (const [, template, prefix, variants] of templates.filter(([name]) => name !== 'owner-claim-code')) {
      expect((template[`${prefix}Text`] as (p: object) => string)({ ...variants[0], locale })).toContain(`${greeting} `);
    }
  });
});

test('amounts say the Indian unit in words beside the full figure, and days are the language\'s long date in India time', () => {
  const props = { askingRent: 42000, offeredDeposit: 1_20_00_000, moveinDate: '2026-12-05', linkExpires: '2026-12-04' };
  const kannada = offer.ownerOfferText({ ...props, locale: 'kn' });
  expect(kannada).toContain('ತಿಂಗಳಿಗೆ ₹40 ಸಾವಿರ (₹40,000) (ನೀವು ಕೇಳಿರುವುದು ₹42 ಸಾವಿರ (₹42,000))');
  expect(kannada).toContain('ಭದ್ರತಾ ಠೇವಣಿ: ₹1.20 ಕೋಟಿ (₹1,20,00,000)');
  expect(kannada).toContain('ಮನೆಗೆ ಬರುವ ದಿನಾಂಕ: ಡಿಸೆಂಬರ್ 5, 2026');
  const hindi = offer.ownerOfferWhatsApp({ ...props, locale: 'hi' });
  expect(hindi).toContain('₹40 हज़ार (₹40,000) प्रति माह');
  expect(hindi).toContain('यह लिंक 4 दिसंबर 2026 तक काम करेगा। – GHomes');
  expect(ask.availabilityQuestion({ rent: '1,25,000', locale: 'hi' })).toContain('₹1,25,000 (1.25 लाख)');
  expect(rent.rentDecisionSentence({ rent: '45,000', locale: 'kn' })).toContain('₹45,000 (45 ಸಾವಿರ)');
});

test('without a language, or in English, every template writes what it always wrote', () => {
  for (const [, template, prefix, variants] of templates) {
    for (const props of variants) expect(forms(template, prefix, { ...props, locale: 'en' })).toEqual(forms(template, prefix, props));
  }
  expect(offer.ownerOfferText({ offeredRent: 40000 })).toContain('Offered rent: ₹40 K (₹40,000) per month\nSecurity deposit: ₹1.20 L (₹1,20,000)\nMove-in date: 5 Dec 2026\n');
  expect(ask.availabilityQuestion({})).toBe('Is your home at Prestige Lakeside Habitat, 2 BHK · Semi-Furnished still available for ₹45,000?');
});
