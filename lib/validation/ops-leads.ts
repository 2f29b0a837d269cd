// The desk's leads filters (/ops/leads and its 'Download CSV', GET /api/ops/leads/export) and the lead id of
// 'Show number'. One schema: the route refuses a bad value (422); the page reads the lenient form, where a bad
// value in a hand-edited URL is simply no filter.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import { addCalendarDays, isCalendarDate, startOfIndiaDay } from '@/lib/time/india';
import { LEAD_ROLES, OWNER_INTERESTS } from './leads';
import type { LeadFilters } from '@/lib/leads/lead-export';
import './text';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const day = (label: string) => z.string().refine(isCalendarDate, `${label} must be a date as YYYY-MM-DD`);

const fields = {
  campaign: z
    .string()
    .max(60, 'Unknown campaign')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown campaign'),
  role: z.enum(LEAD_ROLES, { error: 'Choose a role from the list' }),
  interest: z.enum(OWNER_INTERESTS, { error: 'Choose an interest from the list' }),
  from: day('From'),
  to: day('To'),
};

export const leadFilterSchema = z
  .object({
    campaign: optional(fields.campaign),
    role: optional(fields.role),
    interest: optional(fields.interest),
    from: optional(fields.from),
    to: optional(fields.to),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { message: 'From must not be after To', path: ['to'] });

export type LeadFilterValues = z.infer<typeof leadFilterSchema>;

/** The same fields for a page's URL: a value that does not parse is dropped, never an error page. */
export function lenientLeadFilters(raw: Record<string, string | undefined>): LeadFilterValues {
  const values: LeadFilterValues = {};
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    const parsed = fields[key].safeParse(raw[key]);
    if (parsed.success) Object.assign(values, { [key]: parsed.data });
  }
  if (values.from && values.to && values.from > values.to) delete values.to;
  return values;
}

/** From the form's days (India time, both included) to the query's instants. */
export function toLeadFilters(values: LeadFilterValues): LeadFilters {
  return {
    campaign: values.campaign,
    role: values.role,
    interest: values.interest,
    since: values.from ? startOfIndiaDay(values.from) : undefined,
    until: values.to ? startOfIndiaDay(addCalendarDays(values.to, 1)) : undefined,
  };
}

export const leadIdParams = z.object({ id: z.string().refine(isUuid, 'Lead not found') });

/** POST /api/ops/leads/{id}/phone: the lead's number, shown once and audited. */
export interface LeadPhoneAnswer {
  phone: string;
}
