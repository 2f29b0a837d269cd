// GET /dev/outbox's query string: `to` (an address or phone), `limit` (a whole number of messages, 1 to 200)
// and `format` (json or html). Anything else is a 400, never a database error.
import { z } from '@/lib/validation/zod';
import { safeText } from './text';

export const OUTBOX_MAX_LIMIT = 200;

export const outboxQuerySchema = z.object({
  to: safeText().trim().max(320).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(OUTBOX_MAX_LIMIT))
    .optional(),
  format: z.enum(['json', 'html']).optional(),
});

export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
