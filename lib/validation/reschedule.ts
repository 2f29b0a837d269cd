// Payloads of the visit-day routes: moving a visit, and the security desk's PIN and code check.
// One schema per payload, used by the sheet or desk page that sends it and by the route handler.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import type { ArrivedVisitor } from '@/lib/visits/gate-pass';

const instant = (what: string) =>
  z
    .string({ error: `Missing ${what}` })
    .max(40, `Invalid ${what}`)
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), `Invalid ${what}`);

export const rescheduleVisitSchema = z.strictObject({ visit_start: instant('visit start'), visit_end: instant('visit end') });
export type RescheduleVisitInput = z.infer<typeof rescheduleVisitSchema>;
/** POST /api/visits/{visitId}/reschedule: the visit at its new time. */
export interface RescheduleVisitAnswer {
  visit: { id: string; visitStart: string; visitEnd: string; rescheduleCount: number };
}

export const deskPinSchema = z.strictObject({ pin: z.string({ error: 'Enter the desk PIN' }).trim().min(1, 'Enter the desk PIN').max(12, 'A desk PIN is 6 to 12 digits.') });

export const passCheckSchema = z.strictObject({ code: z.string({ error: 'Enter the pass code' }).trim().min(1, 'Enter the pass code').max(200, 'That is not a pass code.') });

/** /api/gate/{societyId}/...: an id that is no society's uuid names nothing (404). */
export const gateParamsSchema = z.object({ societyId: z.string().refine(isUuid, 'Society not found') });

/** POST /api/gate/{societyId}/check: the visitor the pass belongs to. */
export interface PassCheckAnswer {
  visitor: ArrivedVisitor;
}
