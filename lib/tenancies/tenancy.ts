// A tenancy (docs/move-in.md): where it stands and who does what next, shared by the tenant's and the owner's pages,
// the desk and the server.

export const TENANCY_STATUSES = ['agreement', 'moving_in', 'cancelled'] as const;
export type TenancyStatus = (typeof TENANCY_STATUSES)[number];

export const AGREEMENT_PARTIES = ['tenant', 'owner'] as const;
export type AgreementParty = (typeof AGREEMENT_PARTIES)[number];

export const TENANCY_STATUS_LABELS: Record<TenancyStatus, string> = {
  agreement: 'Agreeing the rent agreement',
  moving_in: 'Agreement agreed: moving in',
  cancelled: 'Cancelled',
};

/** The parties' confirmations of the current version: who has agreed, and when. */
export interface AgreementState {
  version: number;
  /** The draft's SHA-256 once rendered (what a confirmation binds to). */
  sha256: string | null;
  tenant: { confirmedAt: string } | null;
  owner: { confirmedAt: string } | null;
}

/**
 * The next step in words, for the person looking: their own agreement first, then the other side's; once both agreed,
 * the society's move-in steps still to do when the page knows them.
 */
export function nextStep(status: TenancyStatus, agreement: AgreementState, viewer: AgreementParty, moveInStepsLeft?: number, say: NextStepSay = nextStepInEnglish): string {
  if (status === 'cancelled') return say('cancelled');
  const mine = agreement[viewer];
  const other: AgreementParty = viewer === 'tenant' ? 'owner' : 'tenant';
  if (!mine) return say('agree');
  if (!agreement[other]) return say(other === 'owner' ? 'waitingOwner' : 'waitingTenant');
  if (moveInStepsLeft === undefined) return say('bothAgreed');
  if (moveInStepsLeft === 0) return say('allDone');
  return say('stepsLeft', { count: moveInStepsLeft });
}

/** The next step's words in English; a page in another language hands `nextStep` its own `say` over the same keys. */
export const NEXT_STEP_WORDS = {
  cancelled: 'This tenancy was cancelled.',
  agree: 'Read the rent agreement and agree to it with a code.',
  waitingOwner: 'You agreed. Waiting for the owner to agree.',
  waitingTenant: 'You agreed. Waiting for the tenant to agree.',
  bothAgreed: 'Both of you agreed. Next: the society’s move-in steps, with the GHomes team.',
  allDone: 'Both of you agreed, and the society’s move-in steps are done.',
  stepsLeft: 'Both of you agreed. Next: the society’s move-in steps below, {count} still to do.',
} as const;

export type NextStepWord = keyof typeof NEXT_STEP_WORDS;
export type NextStepSay = (word: NextStepWord, values?: { count: number }) => string;

function nextStepInEnglish(word: NextStepWord, values?: { count: number }): string {
  return NEXT_STEP_WORDS[word].replace('{count}', String(values?.count ?? ''));
}

/** The status's message key (TENANCY_STATUS_LABELS in the page's language). */
export const TENANCY_STATUS_KEYS: Record<TenancyStatus, 'agreement' | 'movingIn' | 'cancelled'> = { agreement: 'agreement', moving_in: 'movingIn', cancelled: 'cancelled' };
