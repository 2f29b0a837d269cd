// The desk's owner records (docs/owners.md "Records"), one schema per payload, shared by the edit dialog and the
// routes under app/api/ops/owners/. The phone is the record's key (the import matches by it), so it is not edited
// here: a new number is a new owner, from the import.
import { z } from '@/lib/validation/zod';
import { OWNER_CHANNELS } from '@/lib/owners/owners';
import { isUuid } from '@/lib/slugs';
import { safeText } from './text';

export const ownerParamsSchema = z.object({ ownerId: z.string().refine(isUuid, 'Owner not found') });

export const editOwnerSchema = z.object({
  name: z
    .string({ error: 'Please enter the owner’s name.' })
    .trim()
    .pipe(safeText().min(2, 'Please enter the owner’s name.').max(120, 'Please keep the name under 120 characters.')),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value || null)
    .pipe(z.email('Please enter a valid e-mail address.').max(254).nullable()),
  preferred_channel: z.enum(OWNER_CHANNELS, { error: 'Please choose WhatsApp or e-mail.' }),
  /** The desk's say on how many homes the owner may list themselves; left out, it stays as it is. */
  home_limit: z.coerce.number({ error: 'Please enter a whole number of homes.' }).int('Please enter a whole number of homes.').min(0, 'At least 0 homes.').max(1000, 'At most 1000 homes.').optional(),
});
export type EditOwnerInput = z.output<typeof editOwnerSchema>;

/** POST /api/ops/owners/{ownerId}/contact: the owner's number and e-mail, shown once and audited. */
export interface OwnerContactAnswer {
  phone: string;
  email: string | null;
}
