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

/** A sentence with `{name}` placeholders in the page's language, and how its moment reads. */
export interface PreviewWords {
  visit: string;
  offer: string;
  moment: (at: string) => string;
}

/** English, as the lines always read. */
export const ENGLISH_PREVIEW_WORDS: PreviewWords = {
  visit: 'Your visit on {when} to {home} in {society}',
  offer: 'Your open offer on {home} in {society}',
  moment: formatIndiaMoment,
};

const put = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** 'Your visit on Sat 5 Dec, 11:00 AM to 2 BHK · Semi-Furnished in Prestige Lakeside' */
export function visitLine(visit: DeletionPreviewVisit, words: PreviewWords = ENGLISH_PREVIEW_WORDS): string {
  return put(words.visit, { when: words.moment(visit.visitStart), home: visit.home, society: visit.societyName });
}

/** 'Your open offer on 2 BHK · Semi-Furnished in Prestige Lakeside' */
export function offerLine(offer: DeletionPreviewOffer, words: PreviewWords = ENGLISH_PREVIEW_WORDS): string {
  return put(words.offer, { home: offer.home, society: offer.societyName });
}
