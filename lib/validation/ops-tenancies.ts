// The desk's change of a tenancy's terms (docs/ops.md "Tenancies"): one schema, shared by the form and the route.
import { z } from '@/lib/validation/zod';
import { integer, isoDate } from './import-fields';

export const tenancyTermsSchema = z
  .object({
    rent: integer({ min: 1_000, max: 10_000_000, required: true, label: 'Rent' }),
    deposit: integer({ min: 0, max: 100_000_000, required: true, label: 'Deposit' }),
    move_in_date: isoDate().refine((value) => value !== null, 'Moving in is required'),
    lock_in_months: integer({ min: 0, max: 60, required: true, label: 'Lock-in' }),
    notice_months: integer({ min: 0, max: 6, required: true, label: 'Notice' }),
    yearly_increase_percent: integer({ min: 0, max: 20, required: true, label: 'Yearly increase' }),
    deposit_return_days: integer({ min: 1, max: 90, required: true, label: 'Days to return the deposit' }),
  })
  .strict();
export type TenancyTermsValues = z.input<typeof tenancyTermsSchema>;
type Parsed = z.output<typeof tenancyTermsSchema>;
/** The change as the tenancy's columns (the schema's preprocessing leaves the output types nullable). */
export type TenancyTermsChange = { [Key in keyof Parsed]: NonNullable<Parsed[Key]> };

export const tenancyReminderSchema = z.object({ party: z.enum(['tenant', 'owner'], { error: 'Remind the tenant or the owner.' }) }).strict();
export type TenancyReminderValues = z.input<typeof tenancyReminderSchema>;

export interface TenancyTermsChangedAnswer {
  version: number;
}
