// What GET /api/offers/sent returns, shared by the service that builds it and the 'Your offers' sheet that reads it.

/** One offer as its sender sees it in 'Your offers' (amounts, move-in date, status, when it was sent). */
export interface OfferSummary {
  id: string;
  property_id: string;
  society_name: string;
  property_title: string;
  offered_rent: number;
  offered_security_deposit: number;
  movein_date: string;
  /** What the tenant wrote with the offer (null or empty when nothing). */
  extra_fittings_requested: string | null;
  message: string | null;
  /** The stored status: 'Rejected' reads 'Declined' (lib/offers/status.ts). */
  offer_status: string;
  created_at: string;
  /** When the offer last changed status (the owner's answer, or the tenant's to a counter); null while Pending. */
  answered_at: string | null;
  /** The owner's counter (a Countered offer waits for the tenant's answer to it). */
  counter: { rent: number; deposit: number; movein_date: string } | null;
  /** A declined offer's reason, as the tenant reads it. */
  decline_reason: string | null;
  withdraw_reason: string | null;
}

/**
 * Where the offer's acknowledgment goes, as POST /api/offers answers it (`confirmation`): always the account's
 * e-mail; WhatsApp only to a number its owner verified (server/jobs/deliveries.ts sends nothing to another).
 */
export interface OfferConfirmation {
  email: string;
  whatsapp: boolean;
}
