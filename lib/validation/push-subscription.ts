import { z } from '@/lib/validation/zod';

// The device's Web Push subscription as the browser gives it (PushSubscription.toJSON()), for
// POST /api/push/subscriptions; DELETE takes the endpoint alone.
//
// The server calls the endpoint, so only the push services browsers use are accepted (docs/security.md "Web
// Push"): https on the default port, no user name or password, a host of the list below (so never an IP address,
// 'localhost' or a name of our own network). The server checks the address the host resolves to as well, when it
// sends (server/push/network.ts).

/** Hosts exactly, and domains whose every subdomain is the service's (Apple's and Microsoft's regional hosts). */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
export const PUSH_SERVICE_DOMAINS: readonly string[] = ['push.apple.com', 'notify.windows.com'];

/** Whether an endpoint is one of the known push services, in the one form we accept. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(`.${domain}`));
}

const base64Url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

export const PUSH_ENDPOINT_MESSAGE = 'must be the address of a browser push service';

export const pushEndpointSchema = z.string().max(1000).url().refine(isPushServiceEndpoint, PUSH_ENDPOINT_MESSAGE);

export const pushSubscriptionSchema = z
  .object({
    endpoint: pushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64Url(200), auth: base64Url(50) }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Turning off names the endpoint the device has, whatever it is: removing is never a call out. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(1000) }).strict();
