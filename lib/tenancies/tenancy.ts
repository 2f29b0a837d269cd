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
export function nextStep(status: TenancyStatus, agreement: AgreementState, viewer: AgreementParty, moveInStepsLeft?: number): string {
  if (status === 'cancelled') return 'This tenancy was cancelled.';
  const mine = agreement[viewer];
  const other: AgreementParty = viewer === 'tenant' ? 'owner' : 'tenant';
  if (!mine) return 'Read the rent agreement and agree to it with a code.';
  if (!agreement[other]) return `You agreed. Waiting for the ${other} to agree.`;
  if (moveInStepsLeft === undefined) return 'Both of you agreed. Next: the society’s move-in steps, with the GHomes team.';
  if (moveInStepsLeft === 0) return 'Both of you agreed, and the society’s move-in steps are done.';
  return `Both of you agreed. Next: the society’s move-in steps below, ${moveInStepsLeft} still to do.`;
}
