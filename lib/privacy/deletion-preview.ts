// What 'Delete my account' would cancel, as GET /api/profile/delete-account answers it and the dialog says it.
// The erasure runs when the deletion is final (48 hours on): it cancels the live visits that start after that and
// withdraws the open offers (server/privacy/erasure.ts); visits before then still take place.
import { formatIndiaMoment } from '@/lib/time/india';

export interface DeletionPreviewVisit {
  id: string;
  /** ISO instant. */
  visitStart: string;
  societyName: string;
  /** e.g. '2 BHK · Semi-Furnished' */
  home: string;
}

export interface DeletionPreviewOffer {
  id: string;
  societyName: string;
  home: string;
}

export interface DeletionPreview {
  /** Cancelled when the deletion is final. */
  visits: DeletionPreviewVisit[];
  /** Upcoming visits before then: they go ahead. */
  visitsBefore: DeletionPreviewVisit[];
  /** Pending or countered: withdrawn when the deletion is final. */
  offers: DeletionPreviewOffer[];
}

/** 'Your visit on Sat 5 Dec, 11:00 AM to 2 BHK · Semi-Furnished in Prestige Lakeside' */
export function visitLine(visit: DeletionPreviewVisit): string {
  return `Your visit on ${formatIndiaMoment(visit.visitStart)} to ${visit.home} in ${visit.societyName}`;
}

/** 'Your open offer on 2 BHK · Semi-Furnished in Prestige Lakeside' */
export function offerLine(offer: DeletionPreviewOffer): string {
  return `Your open offer on ${offer.home} in ${offer.societyName}`;
}
