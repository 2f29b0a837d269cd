import { z } from '@/lib/validation/zod';
import { FACT_KEYS, FACT_SOURCES, normalizeFactValue, type FactKey, type FactSource } from '@/lib/societies/facts';
import { indiaToday, isCalendarDate } from '@/lib/time/india';
import { optionalText } from './import-fields';

// The desk's change to one fact or rule of a society (/ops/listings/facts): the form in the browser and the route
// share it. A value needs its source and the date it was checked; an empty value clears the fact (unknown again).
// The value takes the import's rule (normalizeFactValue), so the desk and a CSV accept the same things.

export const factParams = z.object({ societyId: z.uuid() });

/** The checked date of a fact: a calendar date, not after today in India. Shared with the import. */
export function checkedOnProblem(value: string): string | null {
  if (!isCalendarDate(value)) return 'Give the date it was checked (yyyy-mm-dd)';
  if (value > indiaToday()) return 'The date it was checked cannot be in the future';
  return null;
}


export const factChangeSchema = z
  .object({
    fact: z.enum(FACT_KEYS as [FactKey, ...FactKey[]], { error: 'Unknown fact' }),
    value: optionalText(300),
    source: z.preprocess((value) => (value === '' ? null : value), z.enum(FACT_SOURCES, { error: 'Choose where it came from' }).nullable().optional()),
    checked_on: optionalText(300),
  })
  .transform((input, context) => {
    if (input.value === null || input.value === undefined) return { fact: input.fact, value: null, source: null, checked_on: null };
    const normalized = normalizeFactValue(input.fact, input.value);
    if ('error' in normalized) context.addIssue({ code: 'custom', path: ['value'], message: normalized.error });
    if (!input.source) context.addIssue({ code: 'custom', path: ['source'], message: 'Choose where it came from' });
    const dateProblem = input.checked_on ? checkedOnProblem(input.checked_on) : 'Give the date it was checked (yyyy-mm-dd)';
    if (dateProblem) context.addIssue({ code: 'custom', path: ['checked_on'], message: dateProblem });
    if ('error' in normalized || !input.source || dateProblem) return z.NEVER;
    return { fact: input.fact, value: normalized.value, source: input.source as FactSource, checked_on: input.checked_on! };
  });
export type FactChangeInput = z.input<typeof factChangeSchema>;
export type FactChange = z.output<typeof factChangeSchema>;

/** PUT /api/ops/listings/facts/{societyId}: false when the fact already read so. */
export interface FactChangedAnswer {
  changed: boolean;
}
