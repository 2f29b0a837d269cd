import { z } from '@/lib/validation/zod';

// The Idempotency-Key header of the routes that act (book, cancel, reschedule, offer, heart): an opaque token the
// app makes once per intent (a uuid) and sends again on a retry. Bounded so it can be stored and indexed as it is.
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{16,128}$/, 'Idempotency-Key must be 16 to 128 letters, digits or - _ . : characters.');
