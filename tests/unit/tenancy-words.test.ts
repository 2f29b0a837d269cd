// The tenancy screens' words in the page's language (components/tenancies/tenancy-words.ts, tenancy-texts.ts): with
// the English messages they read exactly as the English lines lib/tenancies/ builds (the desk, the routes and the
// PDFs keep those), every server text the screens show reads as it came, and in Kannada and Hindi they are the
// language's own.
import { tenancyServerText } from '@/components/tenancies/tenancy-texts';
import { dueText, markText, nextStepText, progressText, recordedBy, roomName, statedText, stepTitle } from '@/components/tenancies/tenancy-words';
import { NETWORK_ERROR_MESSAGE, SOMETHING_WENT_WRONG } from '@/lib/api/client';
import { homeLayout, reportRooms } from '@/lib/tenancies/condition-report';
import { DEPOSIT_STATES, DEPOSIT_STATE_LABELS, depositBalances, depositNextStep, dueLine, type DepositParty, type DepositState } from '@/lib/tenancies/deposit';
import { MOVE_IN_STEP_KEYS, MOVE_IN_STEP_STATE_LABELS, MOVE_IN_STEP_STATES, MOVE_IN_STEPS, moveInChecklist, progressLine, type MoveInStepMark } from '@/lib/tenancies/move-in-steps';
import { UPLOAD_REFUSALS } from '@/lib/uploads';
import { conditionReportMessages } from '@/lib/validation/condition-reports';
import { depositMessages, type DepositView } from '@/lib/validation/deposits';
import { translatorFor } from '@/server/i18n/translator';

const en = translatorFor('en', 'tenancy');
const kn = translatorFor('kn', 'tenancy');
const hi = translatorFor('hi', 'tenancy');

const FACTS = [
  { key: 'move_in_fee', value: '2000', source: 'association', checkedOn: '2026-11-20' },
  { key: 'police_verification', value: 'not_required', source: 'association', checkedOn: '2026-11-20' },
  { key: 'documents', value: 'Aadhaar and the rent agreement', source: 'association', checkedOn: '2026-11-20' },
] as const;

test('the move-in steps in English read exactly as the checklist lib/tenancies/move-in-steps.ts builds', () => {
  const marks: MoveInStepMark[] = MOVE_IN_STEP_KEYS.map((step, index) => ({
    step,
    state: MOVE_IN_STEP_STATES[index % 3]!,
    markedBy: index % 2 ? 'owner' : 'tenant',
    markedAt: `2026-12-0${index + 1}T20:00:00Z`,
  }));
  for (const facts of [FACTS, [{ ...FACTS[0], value: '0' }, { ...FACTS[1], value: 'required' }]]) {
    const checklist = moveInChecklist('Sobha Silicon Oasis', [...facts], marks, false);
    for (const item of checklist.items) {
      expect(statedText(item, en, 'en')).toBe(item.statedText);
      expect(markText(item, en, 'en')).toBe(item.markLine);
      expect(stepTitle(item.key, en)).toBe(item.title);
      expect(en(`moveIn.steps.${item.key}.about`)).toBe(item.about);
    }
  }
  for (const state of MOVE_IN_STEP_STATES) expect(en(`moveIn.states.${state}`)).toBe(MOVE_IN_STEP_STATE_LABELS[state]);
  for (const step of MOVE_IN_STEPS) for (const state of MOVE_IN_STEP_STATES) expect(en(`moveIn.saved.${state}`, { title: step.title })).toBe(`Saved: ${step.title} · ${MOVE_IN_STEP_STATE_LABELS[state].toLowerCase()}.`);
  for (const progress of [{ done: 0, total: 0 }, { done: 1, total: 1 }, { done: 2, total: 6 }]) expect(progressText(progress, en)).toBe(progressLine(progress));
});

test('the move-in steps in Kannada and Hindi: titles, the fee with its amount words, the police rule, the mark', () => {
  const [mark] = [{ step: 'move_in_fee', state: 'done', markedBy: 'owner', markedAt: '2026-12-03T05:00:00Z' }] as MoveInStepMark[];
  const items = moveInChecklist('Sobha Silicon Oasis', [...FACTS], [mark!], false).items;
  const fee = items.find((item) => item.key === 'move_in_fee')!;
  expect(statedText(fee, kn, 'kn')).toBe('ಮನೆ ಸೇರುವ ಶುಲ್ಕ: ₹2,000 (2 ಸಾವಿರ)');
  expect(statedText(fee, hi, 'hi')).toBe('मूव-इन शुल्क: ₹2,000 (2 हज़ार)');
  expect(markText(fee, kn, 'kn')).toBe('ಮುಗಿದಿದೆ · 3 ಡಿಸೆಂಬರ್ ರಂದು ಮಾಲೀಕರು ಗುರುತಿಸಿದ್ದಾರೆ');
  expect(markText(fee, hi, 'hi')).toBe('पूरा · 3 दिसंबर को मालिक ने चिह्नित किया');
  expect(statedText(items.find((item) => item.key === 'police_verification')!, kn, 'kn')).toBe('ಪೊಲೀಸ್ ಪರಿಶೀಲನೆ: ಅಗತ್ಯವಿಲ್ಲ');
  // What the association typed stays as typed; a step it has not stated says so in the language.
  expect(statedText(items.find((item) => item.key === 'documents')!, kn, 'kn')).toBe('Aadhaar and the rent agreement');
  expect(statedText(items.find((item) => item.key === 'owner_noc')!, hi, 'hi')).toBe('एसोसिएशन ने नहीं बताया');
  expect(stepTitle('lift_booking', kn)).toBe('ಲಿಫ್ಟ್ ಕಾಯ್ದಿರಿಸುವಿಕೆ');
  expect(progressText({ done: 2, total: 6 }, kn)).toBe('6 ಹಂತಗಳಲ್ಲಿ 2 ಮುಗಿದಿವೆ');
});

const depositView = (state: DepositState, viewer: DepositParty, by: DepositParty): DepositView => ({
  tenancyId: 't1',
  viewer,
  agreedAmount: 100_000,
  returnDays: 30,
  open: true,
  state,
  paid: { amount: 100_000, on: '2026-12-01', by, confirmedAt: null },
  keys: { on: '2027-06-01', by, confirmedAt: null },
  returnDueOn: null,
  daysLeft: null,
  returned: null,
  deductions: [],
  balances: depositBalances(100_000, [], null),
  moveOutReport: 'none',
  nextStep: '',
});

test('the deposit in English reads exactly as lib/tenancies/deposit.ts words it', () => {
  for (const state of DEPOSIT_STATES) {
    expect(en(`deposit.states.${state}`)).toBe(DEPOSIT_STATE_LABELS[state]);
    for (const viewer of ['tenant', 'owner'] as const) {
      for (const by of ['tenant', 'owner'] as const) expect(nextStepText(depositView(state, viewer, by), en)).toBe(depositNextStep(state, viewer, { paid: by, keys: by }));
    }
  }
  expect(nextStepText({ ...depositView('not_recorded', 'tenant', 'tenant'), open: false }, en)).toBe(depositMessages.notOpen);
  for (const today of ['2027-01-06', '2027-01-08', '2027-01-09', '2027-01-10', '2027-01-13']) expect(dueText('2027-01-09', today, en)).toBe(dueLine('2027-01-09', today));
  expect(recordedBy('owner', null, 'tenant', en)).toBe('recorded by the owner, not yet confirmed');
  expect(recordedBy('tenant', '2026-12-02T10:00:00Z', 'tenant', en)).toBe('recorded by you, confirmed');
});

test('the deposit in Kannada and Hindi', () => {
  expect(kn('deposit.states.held')).toBe('ಮಾಲೀಕರ ಬಳಿ ಇದೆ');
  expect(nextStepText(depositView('paid_unconfirmed', 'tenant', 'owner'), kn)).toBe('ಮಾಲೀಕರು ಪಾವತಿಯನ್ನು ದಾಖಲಿಸಿದ್ದಾರೆ. ಸರಿಯಾಗಿದ್ದರೆ ದೃಢಪಡಿಸಿ, ಇಲ್ಲವಾದರೆ ಪಾವತಿಸಿದ್ದನ್ನು ದಾಖಲಿಸಿ.');
  expect(nextStepText(depositView('return_due', 'tenant', 'owner'), hi)).toBe('हर कटौती का जवाब दें; फिर मालिक लौटाई गई रकम दर्ज करेंगे।');
  expect(dueText('2027-01-09', '2027-01-06', kn)).toBe('3 ದಿನಗಳಲ್ಲಿ ಕೊಡಬೇಕು');
  expect(dueText('2027-01-09', '2027-01-13', hi)).toBe('4 दिन की देरी');
});

test('a report room is named from its key: English as the report stores it, Kannada and Hindi in their words', () => {
  for (const configuration of ['1 RK', '2.5 BHK', '3 BHK', 'Penthouse', null]) {
    for (const room of reportRooms(homeLayout(configuration))) expect(roomName(room, en)).toBe(room.name);
  }
  expect(roomName({ key: 'bedroom-2', name: 'Bedroom 2' }, kn)).toBe('ಮಲಗುವ ಕೋಣೆ 2');
  expect(roomName({ key: 'kitchen', name: 'Kitchen' }, hi)).toBe('रसोई');
  expect(roomName({ key: 'terrace', name: 'Terrace' }, kn)).toBe('Terrace');
});

test('every server text the tenancy screens show reads as it came in English, and in the language otherwise', () => {
  const texts = [
    ...Object.values(depositMessages),
    ...Object.values(conditionReportMessages),
    ...Object.values(UPLOAD_REFUSALS),
    NETWORK_ERROR_MESSAGE,
    SOMETHING_WENT_WRONG,
    'This tenancy was cancelled.',
    'This tenancy was cancelled, so its move-in steps stay as they were.',
    'The code is incorrect or has expired.',
    'Enter the 6-digit code.',
    'At most 300 characters',
    'Must be at least 1',
    'We sent a 6-digit code to a•••@example.com. Enter it here to agree.',
    'A code was sent a moment ago. You can ask for another after 42 seconds.',
  ];
  for (const text of texts) {
    expect(tenancyServerText(text, en)).toBe(text);
    expect(tenancyServerText(text, kn)).not.toBe(text);
    expect(tenancyServerText(text, hi)).not.toBe(text);
  }
  expect(tenancyServerText(depositMessages.tooManyDeductions, kn)).toBe('ಒಂದು ಠೇವಣಿಗೆ ಗರಿಷ್ಠ 30 ಕಡಿತಗಳು ಇರಬಹುದು.');
  expect(tenancyServerText('We sent a 6-digit code to a•••@example.com. Enter it here to agree.', hi)).toBe('हमने a•••@example.com पर 6 अंकों का कोड भेजा है। सहमति देने के लिए उसे यहाँ डालें।');
  // A text the screens do not know is shown as it came.
  expect(tenancyServerText('Something new from the server.', kn)).toBe('Something new from the server.');
});
