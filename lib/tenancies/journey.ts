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

/** 'You' when the viewer is the one who acts, else 'The owner' / 'The tenant'. */
function actor(viewer: AgreementParty, who: AgreementParty): string {
  return who === viewer ? 'You' : `The ${who}`;
}

function agreementStep({ agreement, viewer }: JourneyFacts): Omit<JourneyStep, 'state'> & { done: boolean } {
  const other = otherOf(viewer);
  const done = Boolean(agreement.tenant && agreement.owner);
  const detail = done
    ? 'Both of you agreed.'
    : !agreement[viewer]
      ? `You: read it and agree with a code${agreement[other] ? '' : `; the ${other} does too`}.`
      : `The ${other}: agree with a code.`;
  return { key: 'agreement', title: 'Agree the rent agreement', detail, done };
}

function moveInStepsStep({ moveInStepsLeft }: JourneyFacts) {
  const done = moveInStepsLeft === 0;
  const detail = done ? 'All done or not needed.' : `Both of you: ${moveInStepsLeft} still to do.`;
  return { key: 'move_in_steps' as const, title: 'The society’s move-in steps', detail, done };
}

function reportStep(facts: JourneyFacts, kind: 'moveIn' | 'moveOut') {
  const status = facts.reports[kind];
  const done = status === 'locked';
  const detail = done
    ? 'Both of you confirmed it.'
    : status === 'sent'
      ? `${actor(facts.viewer, 'owner')}: confirm it or comment.`
      : kind === 'moveOut' && status === 'none'
        ? 'Either of you: start it when the tenant moves out.'
        : `${actor(facts.viewer, 'tenant')}: fill it room by room with photos and send it.`;
  const key = kind === 'moveIn' ? ('move_in_report' as const) : ('move_out_report' as const);
  return { key, title: kind === 'moveIn' ? 'Move-in condition report' : 'Move-out condition report', detail, done };
}

function depositPaidStep({ deposit, viewer }: JourneyFacts) {
  const done = deposit.paid === 'confirmed';
  const other = otherOf(viewer);
  const detail = done
    ? 'Paid, and both of you confirmed it.'
    : deposit.paid === 'recorded_by_me'
      ? `The ${other}: confirm the payment.`
      : deposit.paid === 'recorded_by_other'
        ? 'You: confirm the payment.'
        : 'Either of you: record the amount and the day it was paid.';
  return { key: 'deposit_paid' as const, title: 'Deposit paid', detail, done };
}

function depositBackStep({ deposit, viewer }: JourneyFacts) {
  const done = deposit.returned === 'confirmed';
  const detail = done
    ? 'Returned, and both of you confirmed it.'
    : deposit.returned === 'recorded'
      ? `${actor(viewer, 'tenant')}: confirm what came back.`
      : deposit.keysBack
        ? `${actor(viewer, 'owner')}: list any deductions with evidence, then record what is returned.`
        : 'After the keys are handed back.';
  return { key: 'deposit_back' as const, title: 'Deposit back', detail, done };
}

/**
 * The stages in order. A stage is 'now' when what it waits for is done (several can be: the society's steps, the
 * move-in report and the deposit all follow the agreement), 'later' otherwise.
 */
export function tenancyJourney(facts: JourneyFacts): JourneyStep[] {
  const agreement = agreementStep(facts);
  const moveIn = [moveInStepsStep(facts), reportStep(facts, 'moveIn'), depositPaidStep(facts)];
  const moveOut = reportStep(facts, 'moveOut');
  const back = depositBackStep(facts);
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
