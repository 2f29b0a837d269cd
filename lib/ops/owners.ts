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
}
