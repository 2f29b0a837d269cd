// The desk's owners list (docs/owners.md "Records"): one row as the browser gets it. Contact details stay out of
// the list (a masked phone only); 'Show contact' fetches them with an audit view row.
import type { OwnerChannel } from '@/lib/owners/owners';

export const OWNER_SORTS = ['name'] as const;
export type OwnerSort = (typeof OWNER_SORTS)[number];

export interface DeskOwner {
  id: string;
  name: string;
  /** '••••••3210' */
  phoneHint: string;
  hasEmail: boolean;
  channel: OwnerChannel;
  phoneVerified: boolean;
  /** Homes the owner may hold or have waiting without the desk (docs/owners.md "Adding a home"). */
  homeLimit: number;
}

/** A phone typed any common way (+91 98450 12345, 098450-12345) as the 10 digits the records keep. */
export function ownerPhoneFilter(value: string | undefined): string | undefined {
  const digits = value?.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return digits && /^\d{10}$/.test(digits) ? digits : undefined;
}
