import { homeTitle } from '@/lib/listings/display';
import { homeAndUnit } from '@/lib/ops/home-name';
import type { DeskListingRow } from '@/lib/ops/listings-table';
import type { Letting } from './listings-api';

/** '2 BHK · Semi-Furnished · Unit B-1204', as the desk names a home. */
export function homeLabel(row: Pick<DeskListingRow, 'bedroom' | 'furnishing' | 'houseNumber'>): string {
  return homeAndUnit(homeTitle(row.bedroom, row.furnishing, 'Home'), row.houseNumber);
}

/** What marking a home Rented does, said before the save (the owner's "It's rented" does the same). */
export const RENTED_CONSEQUENCES =
  'Marking it Rented cancels its upcoming visits with an apology (their gate passes stop working), declines its live offers politely, tells the people who saved it, and closes the owner’s open links.';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The toast after a save: what letting the home did, in numbers, when it was set to Rented. */
export function savedText(letting: Letting | null): string {
  if (!letting) return 'Listing saved';
  return `Listing saved as Rented: ${count(letting.cancelledVisits, 'visit', 'visits')} cancelled, ${count(letting.declinedOffers, 'offer', 'offers')} declined, ${count(letting.toldHearts, 'person', 'people')} who saved it told.`;
}
