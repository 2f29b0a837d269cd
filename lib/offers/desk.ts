// One row of the desk's offers inbox, shared by the service that reads it (server/offers/desk.ts) and the table
// that shows it (components/ops/offers/). The tenant appears by first name and profile summary only.
export interface DeskOfferRow {
  id: string;
  /** The stored status ('Rejected' reads 'Declined', lib/offers/status.ts). */
  status: string;
  /** When the offer was sent (ISO). */
  sentAt: string;
  societyName: string;
  homeTitle: string;
  /** The home's unit (house number), null when the operator gave none. */
  unit: string | null;
  /** The home as the desk names it: title and unit ('2 BHK · Semi-Furnished · Unit A-1204'). */
  homeName: string;
  listingStatus: string;
  askingRent: number;
  askingDeposit: number | null;
  offeredRent: number;
  offeredDeposit: number;
  /** yyyy-MM-dd */
  moveinDate: string;
  counter: { rent: number; deposit: number; moveinDate: string } | null;
  /** The tenant's 'Message to the owner' and 'Extra fittings', contact details taken out (null when none). */
  message: string | null;
  extraFittings: string | null;
  declineReason: string | null;
  withdrawReason: string | null;
  firstName: string;
  occupation: string;
  tenantType: string;
  /** The tenant's account and the home's owner record (null when the desk holds none): their desk pages. */
  userId: string;
  ownerId: string | null;
  /** The offer's newest owner link (docs/owners.md), null when none was sent. */
  ownerLink: OwnerLinkState | null;
  /** Whether the desk's answer reaches the owner: an owner record with an e-mail or a proved number. */
  ownerReachable: boolean;
  /** The staff member it is assigned to, and how many desk notes it has (docs/ops.md "Notes and assignment"). */
  assignee: { id: string; name: string } | null;
  notes: number;
  /** What the desk can do with it now (the state machine's answer, and the home still on the market to accept). */
  actions: { accept: boolean; decline: boolean; counter: boolean; withdraw: boolean; forward: boolean; revokeLink: boolean };
}

export type OwnerLinkState = 'open' | 'decided' | 'expired' | 'revoked';
