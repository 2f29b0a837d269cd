/** @jest-environment node */
// The society's move-in steps (lib/tenancies/move-in-steps.ts, docs/move-in.md "The move-in steps"): the items from
// the stated facts and the unstated ones with their question to the association, the mark line, the progress, the
// shared schema and the next step's count.
import { readContactPrefill } from '@/lib/contact/prefill';
import type { StatedFact } from '@/lib/societies/facts';
import { markLine, MOVE_IN_STEP_KEYS, moveInChecklist, moveInProgress, NOT_STATED, progressLine, progressOfMarks, stepsLeft, type MoveInStepMark } from '@/lib/tenancies/move-in-steps';
import { NEXT_STEP_WORDS, nextStep, type NextStepWord } from '@/lib/tenancies/tenancy';
import { translatorFor } from '@/server/i18n/translator';
import { moveInStepMarkSchema, moveInStepParamsSchema } from '@/lib/validation/move-in-steps';

const fact = (key: StatedFact['key'], value: string): StatedFact => ({ key, value, source: 'association', checkedOn: '2026-11-20' });
const FACTS = [fact('move_in_fee', '2000'), fact('police_verification', 'required'), fact('documents', 'Rent agreement, ID proof, two photos'), fact('pets', 'allowed')];

test('one item per step, in order; stated steps show what the association said, the others a question to it', () => {
  const checklist = moveInChecklist('Sobha Silicon Oasis', FACTS, [], false);
  expect(checklist.items.map((item) => item.key)).toEqual(['documents', 'police_verification', 'move_in_fee', 'owner_noc', 'moving_hours', 'lift_booking']);
  expect(checklist.items.map((item) => item.statedText)).toEqual([
    'Rent agreement, ID proof, two photos',
    'Police verification: required',
    'Move-in fee: ₹2,000',
    NOT_STATED,
    NOT_STATED,
    NOT_STATED,
  ]);
  expect(checklist.items.filter((item) => item.askHref).map((item) => item.key)).toEqual(['owner_noc', 'moving_hours', 'lift_booking']);
  const moving = checklist.items.find((item) => item.key === 'moving_hours')!;
  expect(readContactPrefill(moving.askHref!.split('?')[1]!)).toEqual({
    subject: 'Ask the association: Sobha Silicon Oasis',
    message: 'Please ask the association of Sobha Silicon Oasis about: moving hours and booking a slot.',
  });
  expect(checklist.items.every((item) => item.state === 'to_do' && item.markLine === null)).toBe(true);
  expect(checklist.progress).toEqual({ done: 0, total: 6 });
});

test('a fee of nothing and a verification not required are said as such', () => {
  const items = moveInChecklist('X', [fact('move_in_fee', '0'), fact('police_verification', 'not_required'), fact('moving_hours', '9 am to 6 pm, not on Sundays')], [], false).items;
  expect(items.find((item) => item.key === 'move_in_fee')!.stated).toBe('No move-in fee');
  expect(items.find((item) => item.key === 'police_verification')!.stated).toBe('Police verification: not required');
  expect(items.find((item) => item.key === 'moving_hours')!.stated).toBe('9 am to 6 pm, not on Sundays');
});

test('a mark shows its state, who set it and the India day; not needed leaves the count', () => {
  const marks: MoveInStepMark[] = [
    { step: 'documents', state: 'done', markedBy: 'owner', markedAt: '2026-12-02T20:00:00.000Z' },
    { step: 'lift_booking', state: 'not_needed', markedBy: 'tenant', markedAt: '2026-12-03T05:00:00.000Z' },
  ];
  const checklist = moveInChecklist('X', [], marks, true);
  expect(checklist.items[0]!.markLine).toBe('Done · marked by the owner on 3 Dec');
  expect(checklist.items.at(-1)!.markLine).toBe('Not needed · marked by the tenant on 3 Dec');
  expect(checklist.readOnly).toBe(true);
  expect(checklist.progress).toEqual({ done: 1, total: 5 });
  expect(progressOfMarks(marks)).toEqual({ done: 1, total: 5 });
  expect(markLine({ state: 'to_do', markedBy: 'tenant', markedAt: '2026-12-10T10:00:00Z' })).toBe('To do · marked by the tenant on 10 Dec');
});

test('progress in words, and the steps left in the next step', () => {
  expect(progressLine({ done: 2, total: 6 })).toBe('2 of 6 steps done');
  expect(progressLine({ done: 1, total: 1 })).toBe('1 of 1 step done');
  expect(progressLine(moveInProgress(MOVE_IN_STEP_KEYS.map(() => 'not_needed')))).toBe('No steps needed');
  expect(stepsLeft({ done: 2, total: 6 })).toBe(4);
  const both = { version: 1, sha256: null, tenant: { confirmedAt: 'x' }, owner: { confirmedAt: 'y' } };
  expect(nextStep('moving_in', both, 'tenant', 4)).toBe('Both of you agreed. Next: the society’s move-in steps below, 4 still to do.');
  expect(nextStep('moving_in', both, 'owner', 0)).toBe('Both of you agreed, and the society’s move-in steps are done.');
  expect(nextStep('cancelled', both, 'owner', 3)).toBe('This tenancy was cancelled.');
});

test('the schema takes the three states only, and the params only known steps', () => {
  expect(moveInStepMarkSchema.parse({ state: 'not_needed' })).toEqual({ state: 'not_needed' });
  for (const body of [{ state: 'finished' }, {}, { state: 'done', extra: 1 }]) expect(moveInStepMarkSchema.safeParse(body).success).toBe(false);
  expect(moveInStepMarkSchema.safeParse({ state: 'finished' }).error?.issues[0]?.message).toBe('Choose to do, done or not needed.');
  const id = '7f1c2b8e-4d3a-4c5b-9e6f-1a2b3c4d5e6f';
  expect(moveInStepParamsSchema.safeParse({ tenancyId: id, step: 'lift_booking' }).success).toBe(true);
  const unknown = moveInStepParamsSchema.safeParse({ tenancyId: id, step: 'pets' });
  expect(unknown.error?.issues[0]?.message).toBe('No such move-in step. The steps are: documents, police_verification, move_in_fee, owner_noc, moving_hours, lift_booking.');
});

test('the next step reads the tenancy messages: English exactly as before, Kannada in Kannada', () => {
  const sayIn = (locale: 'en' | 'kn') => {
    const t = translatorFor(locale, 'tenancy');
    return (word: NextStepWord, values?: { count: number }) => t(`nextStep.${word}` as never, values);
  };
  for (const word of Object.keys(NEXT_STEP_WORDS) as NextStepWord[]) expect(sayIn('en')(word, { count: 4 })).toBe(NEXT_STEP_WORDS[word].replace('{count}', '4'));
  const both = { version: 1, sha256: null, tenant: { confirmedAt: 'x' }, owner: { confirmedAt: 'y' } };
  expect(nextStep('moving_in', both, 'tenant', 4, sayIn('kn'))).toBe('ನೀವಿಬ್ಬರೂ ಒಪ್ಪಿದ್ದೀರಿ. ಮುಂದೆ: ಕೆಳಗಿನ ಸೊಸೈಟಿಯ ಸ್ಥಳಾಂತರ ಹಂತಗಳು, ಇನ್ನೂ 4 ಬಾಕಿ ಇವೆ.');
});
