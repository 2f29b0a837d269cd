import { depositProgressOf, JOURNEY_WORDS, tenancyJourney, type DepositProgress, type JourneyFacts, type JourneySay, type JourneyWord } from '@/lib/tenancies/journey';
import { ENGLISH_MESSAGES } from '@/lib/i18n/english';
import { translatorFor } from '@/server/i18n/translator';
import type { AgreementState } from '@/lib/tenancies/tenancy';

const at = { confirmedAt: '2026-12-01T10:00:00.000Z' };
const none: AgreementState = { version: 1, sha256: 'a'.repeat(64), tenant: null, owner: null };
const both: AgreementState = { ...none, tenant: at, owner: at };
const noDeposit: DepositProgress = { paid: 'none', keysBack: false, returned: 'none' };

function facts(overrides: Partial<JourneyFacts> = {}): JourneyFacts {
  return { status: 'agreement', viewer: 'tenant', agreement: none, moveInStepsLeft: 6, reports: { moveIn: 'none', moveOut: 'none' }, deposit: noDeposit, ...overrides };
}

const states = (f: JourneyFacts) => Object.fromEntries(tenancyJourney(f).map((step) => [step.key, step.state]));
const detail = (f: JourneyFacts, key: string) => tenancyJourney(f).find((step) => step.key === key)!.detail;

it('starts with the agreement alone to do, everything else later', () => {
  expect(states(facts())).toEqual({ agreement: 'now', move_in_steps: 'later', move_in_report: 'later', deposit_paid: 'later', move_out_report: 'later', deposit_back: 'later' });
  expect(detail(facts(), 'agreement')).toBe('You: read it and agree with a code; the owner does too.');
  expect(detail(facts({ viewer: 'owner', agreement: { ...none, owner: at } }), 'agreement')).toBe('The tenant: agree with a code.');
});

it('once both agreed, the society’s steps, the move-in report and the deposit are all to do, with who does each', () => {
  const moving = facts({ status: 'moving_in', agreement: both });
  expect(states(moving)).toMatchObject({ agreement: 'done', move_in_steps: 'now', move_in_report: 'now', deposit_paid: 'now', move_out_report: 'later', deposit_back: 'later' });
  expect(detail(moving, 'move_in_steps')).toBe('Both of you: 6 still to do.');
  expect(detail(moving, 'move_in_report')).toBe('You: fill it room by room with photos and send it.');
  expect(detail({ ...moving, viewer: 'owner' }, 'move_in_report')).toBe('The tenant: fill it room by room with photos and send it.');
  expect(detail({ ...moving, reports: { moveIn: 'sent', moveOut: 'none' } }, 'move_in_report')).toBe('The owner: confirm it or comment.');
  expect(detail({ ...moving, deposit: { ...noDeposit, paid: 'recorded_by_me' } }, 'deposit_paid')).toBe('The owner: confirm the payment.');
  expect(detail({ ...moving, deposit: { ...noDeposit, paid: 'recorded_by_other' } }, 'deposit_paid')).toBe('You: confirm the payment.');
});

it('opens the move-out once moving in is settled, and the deposit back once the keys are back', () => {
  const settled = facts({ status: 'moving_in', agreement: both, moveInStepsLeft: 0, reports: { moveIn: 'locked', moveOut: 'none' }, deposit: { ...noDeposit, paid: 'confirmed' } });
  expect(states(settled)).toMatchObject({ move_in_steps: 'done', move_in_report: 'done', deposit_paid: 'done', move_out_report: 'now', deposit_back: 'later' });
  const keysBack = { ...settled, deposit: { paid: 'confirmed' as const, keysBack: true, returned: 'none' as const } };
  expect(states(keysBack)).toMatchObject({ deposit_back: 'now' });
  expect(detail({ ...keysBack, viewer: 'owner' }, 'deposit_back')).toBe('You: list any deductions with evidence, then record what is returned.');
  expect(detail({ ...keysBack, deposit: { ...keysBack.deposit, returned: 'recorded' } }, 'deposit_back')).toBe('You: confirm what came back.');
  expect(states({ ...keysBack, reports: { moveIn: 'locked', moveOut: 'locked' }, deposit: { ...keysBack.deposit, returned: 'confirmed' } })).toMatchObject({ move_out_report: 'done', deposit_back: 'done' });
});

it('a cancelled tenancy has nothing to do now', () => {
  expect(Object.values(states(facts({ status: 'cancelled' })))).not.toContain('now');
});

it('reads the deposit record for the person looking', () => {
  const paid = { amount: 120000, on: '2026-12-01', by: 'tenant' as const, confirmedAt: null };
  expect(depositProgressOf({ paid: null, keys: null, returned: null }, 'tenant')).toEqual(noDeposit);
  expect(depositProgressOf({ paid, keys: null, returned: null }, 'tenant').paid).toBe('recorded_by_me');
  expect(depositProgressOf({ paid, keys: null, returned: null }, 'owner').paid).toBe('recorded_by_other');
  const held = { ...paid, confirmedAt: '2026-12-02T10:00:00.000Z' };
  expect(depositProgressOf({ paid: held, keys: { on: '2027-10-31', by: 'tenant', confirmedAt: null }, returned: { amount: 115000, on: '2027-11-10', confirmedAt: null } }, 'owner')).toEqual({ paid: 'confirmed', keysBack: true, returned: 'recorded' });
});

// The English words the lib keeps are the tenancy namespace's English messages, and a page in another language
// reads the same list in its words.
describe('the step list in the page language', () => {
  const sayIn = (locale: 'en' | 'kn' | 'hi'): JourneySay => {
    const t = translatorFor(locale, 'tenancy');
    return (word, values) => t(`journey.${word}` as never, values);
  };
  const all: JourneyFacts[] = [
    facts(),
    facts({ viewer: 'owner', agreement: { ...none, owner: at } }),
    facts({ status: 'moving_in', agreement: both, reports: { moveIn: 'sent', moveOut: 'none' }, deposit: { paid: 'recorded_by_me', keysBack: true, returned: 'recorded' } }),
    facts({ status: 'moving_in', agreement: both, moveInStepsLeft: 0, viewer: 'owner', deposit: { paid: 'recorded_by_other', keysBack: true, returned: 'none' } }),
  ];

  it('English messages read exactly as the lib words', () => {
    for (const f of all) expect(tenancyJourney(f, sayIn('en'))).toEqual(tenancyJourney(f));
    expect(Object.keys(JOURNEY_WORDS).every((word) => ENGLISH_MESSAGES.tenancy.journey[word as JourneyWord] === JOURNEY_WORDS[word as JourneyWord])).toBe(true);
  });

  it('Kannada and Hindi', () => {
    expect(tenancyJourney(facts(), sayIn('kn'))[0]).toMatchObject({ title: 'ಬಾಡಿಗೆ ಒಪ್ಪಂದಕ್ಕೆ ಒಪ್ಪಿಗೆ', detail: 'ನೀವು: ಓದಿ, ಕೋಡ್ ಮೂಲಕ ಒಪ್ಪಿಗೆ ನೀಡಿ; ಮಾಲೀಕರೂ ಹಾಗೆಯೇ ಮಾಡುತ್ತಾರೆ.' });
    expect(tenancyJourney(all[1]!, sayIn('hi'))[0]!.detail).toBe('किरायेदार: कोड से सहमति दें।');
  });
});
