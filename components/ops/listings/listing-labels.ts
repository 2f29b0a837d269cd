import { homeTitle } from '@/lib/listings/display';
import type { DeskListingRow } from '@/lib/ops/listings-table';

/** '2 BHK · Semi-Furnished · Unit B-1204', as the desk names a home. */
export function homeLabel(row: Pick<DeskListingRow, 'bedroom' | 'furnishing' | 'houseNumber'>): string {
  const title = homeTitle(row.bedroom, row.furnishing, 'Home');
  return row.houseNumber ? `${title} · Unit ${row.houseNumber}` : title;
}
