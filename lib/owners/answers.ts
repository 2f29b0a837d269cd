// The owner's answers to an offer, as the owner page and the tenant's side name them.

export const OWNER_DECISION_LABELS: Record<string, string> = {
  accept: 'Accepted',
  decline: 'Declined',
  counter: 'Counter offer sent',
};

/** What happens after an accepted offer, in the tenant's words. */
export const ACCEPTED_NEXT_STEPS =
  'The GHomes team will call you within one working day about the token amount and the documents the society asks for.';

/** What the owner sees once the device is proved: the terms, the home, and the tenant's summary (first name only). */
export interface OwnerOfferView {
  status: string;
  societyName: string;
  propertyTitle: string;
  offeredRent: number;
  offeredDeposit: number;
  moveinDate: string;
  counter: { rent: number; deposit: number; moveinDate: string } | null;
  /** The first name always; the summary only while the tenant allows it ('share_tenant_profile', docs/privacy.md). */
  tenant: { firstName: string; summary: { occupation: string; tenantType: string; household: 'Family' | 'Bachelors' | 'Other' } | null };
}

