// The society's move-in steps for a tenancy (docs/move-in.md "The move-in steps"): a checklist derived from what the
// association has stated (lib/societies/facts.ts), with each party's marks on it. Pure: the tenancy page, the
// route's answer, the desk's progress and the tests share these words. Only the marks are stored; the items come
// from the facts each time they are read, so a fact the desk states later shows on every open checklist.
import { askTheAssociation, contactPrefillHref } from '@/lib/contact/prefill';
import { factValueLabel, type FactKey, type StatedFact } from '@/lib/societies/facts';
import { calendarDayParts, indiaDate } from '@/lib/time/india';
import type { AgreementParty } from './tenancy';

export const MOVE_IN_STEP_STATES = ['to_do', 'done', 'not_needed'] as const;
export type MoveInStepState = (typeof MOVE_IN_STEP_STATES)[number];

export const MOVE_IN_STEP_STATE_LABELS: Record<MoveInStepState, string> = {
  to_do: 'To do',
  done: 'Done',
  not_needed: 'Not needed',
};

interface StepDefinition {
  key: string;
  title: string;
  /** The fact that states it; null where the facts have no key for it (the NOC, the lift): always asked. */
  fact: FactKey | null;
  /** How 'Ask the association' names it ('move-in fee'). */
  askName: string;
  /** What the step is about, in one plain sentence. */
  about: string;
}

/** The steps in the order a move usually goes: papers first, the lift and the van last. */
export const MOVE_IN_STEPS = [
  { key: 'documents', title: 'Documents for the association', fact: 'documents', askName: 'documents asked of a tenant', about: 'The papers the association asks a new tenant for.' },
  { key: 'police_verification', title: 'Police verification', fact: 'police_verification', askName: 'police verification', about: 'The tenant’s details filed with the Bengaluru City Police.' },
  { key: 'move_in_fee', title: 'Move-in fee', fact: 'move_in_fee', askName: 'move-in fee', about: 'The one-time fee the association charges when a tenant moves in.' },
  { key: 'owner_noc', title: 'NOC from the owner', fact: null, askName: 'the owner’s NOC for a tenant', about: 'The owner’s no-objection letter to the association for this tenant.' },
  { key: 'moving_hours', title: 'Moving hours and a slot', fact: 'moving_hours', askName: 'moving hours and booking a slot', about: 'When moving is allowed, and booking a slot with the security desk.' },
  { key: 'lift_booking', title: 'Lift booking', fact: null, askName: 'booking the lift for moving', about: 'Booking the service lift (and its padding) for the moving day.' },
] as const satisfies readonly StepDefinition[];

export type MoveInStepKey = (typeof MOVE_IN_STEPS)[number]['key'];
export const MOVE_IN_STEP_KEYS = MOVE_IN_STEPS.map((step) => step.key) as MoveInStepKey[];

export const isMoveInStepKey = (key: string): key is MoveInStepKey => (MOVE_IN_STEP_KEYS as string[]).includes(key);

/** A party's latest mark on one step. */
export interface MoveInStepMark {
  step: MoveInStepKey;
  state: MoveInStepState;
  markedBy: AgreementParty;
  /** ISO instant. */
  markedAt: string;
}

export const NOT_STATED = 'Not stated by the association';

export interface MoveInStepItem {
  key: MoveInStepKey;
  title: string;
  about: string;
  /** What the association said ('Move-in fee: ₹2,000'), or null when it has not said. */
  stated: string | null;
  /** 'Not stated by the association' when stated is null. */
  statedText: string;
  /** The association's value as stored ('2000', 'required', typed text), for a page that words it in its language. */
  statedValue: string | null;
  /** The contact form prefilled with the society and the step, for a step not stated; null otherwise. */
  askHref: string | null;
  state: MoveInStepState;
  /** 'Done · marked by the owner on 3 Dec'; null while nobody has marked it. */
  markLine: string | null;
  /** Who set the mark and when (ISO instant), for a page that words markLine in its language; null while unmarked. */
  markedBy: AgreementParty | null;
  markedAt: string | null;
}

export interface MoveInProgress {
  done: number;
  /** The steps that count: every step but those marked not needed. */
  total: number;
}

export interface MoveInChecklist {
  items: MoveInStepItem[];
  progress: MoveInProgress;
  /** A cancelled tenancy's checklist is shown as it was left, and not changed. */
  readOnly: boolean;
}

/** '3 Dec': the India-time day of an instant, the year going without saying for a move weeks away. */
function shortDay(at: string): string {
  const { day, month } = calendarDayParts(indiaDate(new Date(at)));
  return `${day} ${month}`;
}

/** 'Done · marked by the owner on 3 Dec'. */
export function markLine(mark: Pick<MoveInStepMark, 'state' | 'markedBy' | 'markedAt'>): string {
  return `${MOVE_IN_STEP_STATE_LABELS[mark.state]} · marked by the ${mark.markedBy} on ${shortDay(mark.markedAt)}`;
}

/** What the association stated for a step, worded as the society page words it. */
function statedFor(step: StepDefinition, facts: ReadonlyMap<string, StatedFact>): string | null {
  const fact = step.fact ? facts.get(step.fact) : undefined;
  if (!fact) return null;
  const value = factValueLabel(fact.key, fact.value);
  if (step.key === 'move_in_fee') return value === 'None' ? 'No move-in fee' : `Move-in fee: ${value}`;
  if (step.key === 'police_verification') return `Police verification: ${value.toLowerCase()}`;
  return value;
}

/** 'n of m done': done steps of those not marked not needed. */
export function moveInProgress(states: readonly MoveInStepState[]): MoveInProgress {
  return { done: states.filter((state) => state === 'done').length, total: states.filter((state) => state !== 'not_needed').length };
}

/** Progress from the stored marks alone (a step nobody marked is to do): the desk's list counts this way. */
export function progressOfMarks(marks: readonly Pick<MoveInStepMark, 'step' | 'state'>[]): MoveInProgress {
  const byStep = new Map(marks.map((mark) => [mark.step, mark.state]));
  return moveInProgress(MOVE_IN_STEP_KEYS.map((key) => byStep.get(key) ?? 'to_do'));
}

/** '2 of 6 steps done'; 'No steps needed' when every step is marked not needed. */
export function progressLine({ done, total }: MoveInProgress): string {
  if (total === 0) return 'No steps needed';
  return `${done} of ${total} step${total === 1 ? '' : 's'} done`;
}

/** The checklist of a tenancy: one item per step, what the society stated (or a link to ask), and the marks. */
export function moveInChecklist(societyName: string, facts: readonly StatedFact[], marks: readonly MoveInStepMark[], readOnly: boolean): MoveInChecklist {
  const byFact = new Map(facts.map((fact) => [fact.key as string, fact]));
  const byStep = new Map(marks.map((mark) => [mark.step, mark]));
  const items = MOVE_IN_STEPS.map((step): MoveInStepItem => {
    const stated = statedFor(step, byFact);
    const mark = byStep.get(step.key);
    return {
      key: step.key,
      title: step.title,
      about: step.about,
      stated,
      statedText: stated ?? NOT_STATED,
      statedValue: stated === null ? null : (byFact.get(step.fact ?? '')?.value ?? null),
      askHref: stated ? null : contactPrefillHref(askTheAssociation(societyName, [step.askName])),
      state: mark?.state ?? 'to_do',
      markLine: mark ? markLine(mark) : null,
      markedBy: mark?.markedBy ?? null,
      markedAt: mark?.markedAt ?? null,
    };
  });
  return { items, progress: moveInProgress(items.map((item) => item.state)), readOnly };
}

/** How many counted steps are still to do (for the tenancy's next step). */
export const stepsLeft = ({ done, total }: MoveInProgress): number => total - done;
