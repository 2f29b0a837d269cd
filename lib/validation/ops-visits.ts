// The visits board's payloads (docs/ops.md "Visits board"), shared by its buttons and POST
// /api/ops/visits/{visitId}/mark.
import { z } from '@/lib/validation/zod';
import { VISIT_MARKS } from '@/lib/visits/desk-marks';

export const visitMarkSchema = z.object({ mark: z.enum(VISIT_MARKS, { error: 'Choose Door unlocked or No-show.' }) }).strict();

export type VisitMarkInput = z.infer<typeof visitMarkSchema>;
