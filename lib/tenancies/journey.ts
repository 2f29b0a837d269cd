// A tenancy's step list (docs/move-in.md "The tenancy"): every stage from the agreement to the deposit back,
// each done, to do now or later, with who does it, in the words of the person looking. Pure: the tenancy page draws
// it on the server, and the same facts always give the same list.
import type { ReportStatus } from './condition-report';
import type { DepositFacts } from './deposit';
import type { AgreementParty, AgreementState, TenancyStatus } from './tenancy';

export type JourneyStepState = 'done' | 'now' | 'later';

export interface JourneyStep {
  key: 'agreement' | 'move_in_steps' | 'move_in_report' | 'deposit_paid' | 'move_out_report' | 'deposit_back';
  title: string;
  state: JourneyStepState;
  /** Who does what, for the viewer: 'You: …', 'The owner: …', or what was done once done. */
  detail: string;
}

/** Where the deposit stands, as far as the step list needs it. */
export interface DepositProgress {
  paid: 'none' | 'recorded_by_me' | 'recorded_by_other' | 'confirmed';
  keysBack: boolean;
  returned: 'none' | 'recorded' | 'confirmed';
}

/** The deposit's record as the step list reads it, for the person looking. */
export function depositProgressOf(facts: DepositFacts, viewer: AgreementParty): DepositProgress {
  const paid = !facts.paid ? 'none' : facts.paid.confirmedAt ? 'confirmed' : facts.paid.by === viewer ? 'recorded_by_me' : 'recorded_by_other';
  const returned = !facts.returned ? 'none' : facts.returned.confirmedAt ? 'confirmed' : 'recorded';
  return { paid, keysBack: Boolean(facts.keys), returned };
}

export interface JourneyFacts {
  status: TenancyStatus;
  viewer: AgreementParty;
  agreement: AgreementState;
  moveInStepsLeft: number;
  reports: { moveIn: ReportStatus | 'none'; moveOut: ReportStatus | 'none' };
  deposit: DepositProgress;
}

const otherOf = (party: AgreementParty): AgreementParty => (party === 'tenant' ? 'owner' : 'tenant');

/** The list's words in English; a page in another language hands `tenancyJourney` its own `say` over the same keys. */
export const JOURNEY_WORDS = {
  you: 'You',
  theOwner: 'The owner',
  theTenant: 'The tenant',
  agreementTitle: 'Agree the rent agreement',
  agreementDone: 'Both of you agreed.',
  agreeYou: 'You: read it and agree with a code.',
  agreeYouOwnerToo: 'You: read it and agree with a code; the owner does too.',
  agreeYouTenantToo: 'You: read it and agree with a code; the tenant does too.',
  agreeOther: '{actor}: agree with a code.',
  stepsTitle: 'The society’s move-in steps',
  stepsDone: 'All done or not needed.',
  stepsLeft: 'Both of you: {count} still to do.',
  moveInReportTitle: 'Move-in condition report',
  moveOutReportTitle: 'Move-out condition report',
  reportDone: 'Both of you confirmed it.',
  reportConfirm: '{actor}: confirm it or comment.',
  reportStartOut: 'Either of you: start it when the tenant moves out.',
  reportFill: '{actor}: fill it room by room with photos and send it.',
  paidTitle: 'Deposit paid',
  paidDone: 'Paid, and both of you confirmed it.',
  paidConfirm: '{actor}: confirm the payment.',
  paidRecord: 'Either of you: record the amount and the day it was paid.',
  backTitle: 'Deposit back',
  backDone: 'Returned, and both of you confirmed it.',
  backConfirm: '{actor}: confirm what came back.',
  backDeductions: '{actor}: list any deductions with evidence, then record what is returned.',
  backAfterKeys: 'After the keys are handed back.',
} as const;

export type JourneyWord = keyof typeof JOURNEY_WORDS;
export type JourneySay = (word: JourneyWord, values?: Record<string, string | number>) => string;

/** English: the words above with their `{name}` placeholders filled. */
export const sayInEnglish: JourneySay = (word, values = {}) => JOURNEY_WORDS[word].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** 'You' when the viewer is the one who acts, else 'The owner' / 'The tenant'. */
function actor(say: JourneySay, viewer: AgreementParty, who: AgreementParty): string {
  return who === viewer ? say('you') : say(who === 'owner' ? 'theOwner' : 'theTenant');
}

function agreementStep({ agreement, viewer }: JourneyFacts, say: JourneySay): Omit<JourneyStep, 'state'> & { done: boolean } {
  const other = otherOf(viewer);
  const done = Boolean(agreement.tenant && agreement.owner);
  const detail = done
    ? say('agreementDone')
    : !agreement[viewer]
      ? say(agreement[other] ? 'agreeYou' : other === 'owner' ? 'agreeYouOwnerToo' : 'agreeYouTenantToo')
      : say('agreeOther', { actor: actor(say, viewer, other) });
  return { key: 'agreement', title: say('agreementTitle'), detail, done };
}

function moveInStepsStep({ moveInStepsLeft }: JourneyFacts, say: JourneySay) {
  const done = moveInStepsLeft === 0;
  const detail = done ? say('stepsDone') : say('stepsLeft', { count: moveInStepsLeft });
  return { key: 'move_in_steps' as const, title: say('stepsTitle'), detail, done };
}

function reportStep(facts: JourneyFacts, kind: 'moveIn' | 'moveOut', say: JourneySay) {
  const status = facts.reports[kind];
  const done = status === 'locked';
  const detail = done
    ? say('reportDone')
    : status === 'sent'
      ? say('reportConfirm', { actor: actor(say, facts.viewer, 'owner') })
      : kind === 'moveOut' && status === 'none'
        ? say('reportStartOut')
        : say('reportFill', { actor: actor(say, facts.viewer, 'tenant') });
  const key = kind === 'moveIn' ? ('move_in_report' as const) : ('move_out_report' as const);
  return { key, title: say(kind === 'moveIn' ? 'moveInReportTitle' : 'moveOutReportTitle'), detail, done };
}

function depositPaidStep({ deposit, viewer }: JourneyFacts, say: JourneySay) {
  const done = deposit.paid === 'confirmed';
  const other = otherOf(viewer);
  const detail = done
    ? say('paidDone')
    : deposit.paid === 'recorded_by_me'
      ? say('paidConfirm', { actor: actor(say, viewer, other) })
      : deposit.paid === 'recorded_by_other'
        ? say('paidConfirm', { actor: say('you') })
        : say('paidRecord');
  return { key: 'deposit_paid' as const, title: say('paidTitle'), detail, done };
}

function depositBackStep({ deposit, viewer }: JourneyFacts, say: JourneySay) {
  const done = deposit.returned === 'confirmed';
  const detail = done
    ? say('backDone')
    : deposit.returned === 'recorded'
      ? say('backConfirm', { actor: actor(say, viewer, 'tenant') })
      : deposit.keysBack
        ? say('backDeductions', { actor: actor(say, viewer, 'owner') })
        : say('backAfterKeys');
  return { key: 'deposit_back' as const, title: say('backTitle'), detail, done };
}

/**
 * The stages in order. A stage is 'now' when what it waits for is done (several can be: the society's steps, the
 * move-in report and the deposit all follow the agreement), 'later' otherwise.
 */
export function tenancyJourney(facts: JourneyFacts, say: JourneySay = sayInEnglish): JourneyStep[] {
  const agreement = agreementStep(facts, say);
  const moveIn = [moveInStepsStep(facts, say), reportStep(facts, 'moveIn', say), depositPaidStep(facts, say)];
  const moveOut = reportStep(facts, 'moveOut', say);
  const back = depositBackStep(facts, say);
  const open = facts.status !== 'cancelled';
  const state = (done: boolean, ready: boolean): JourneyStepState => (done ? 'done' : ready && open ? 'now' : 'later');
  const agreed = agreement.done;
  const movedIn = moveIn.every((step) => step.done);
  const outStarted = facts.reports.moveOut !== 'none' || facts.deposit.keysBack;
  return [
    { ...agreement, state: state(agreement.done, true) },
    ...moveIn.map((step) => ({ ...step, state: state(step.done, agreed) })),
    { ...moveOut, state: state(moveOut.done, agreed && (movedIn || outStarted)) },
    { ...back, state: state(back.done, agreed && facts.deposit.keysBack) },
  ].map(({ key, title, detail, state: stepState }) => ({ key, title, detail, state: stepState }));
}
