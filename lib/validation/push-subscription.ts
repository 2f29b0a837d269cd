import { z } from 'zod';

// The device's Web Push subscription as the browser gives it (PushSubscription.toJSON()), for
// POST /api/push/subscriptions; DELETE takes the endpoint alone.

const base64Url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

// Push services are https (web-push speaks only TLS to them).
export const pushEndpointSchema = z.string().max(1000).url().startsWith('https://', 'must be an https URL');

export const pushSubscriptionSchema = z
  .object({
    endpoint: pushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64Url(200), auth: base64Url(50) }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema }).strict();
