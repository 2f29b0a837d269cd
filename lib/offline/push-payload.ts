// The Web Push message a reminder, a reschedule or a cancellation sends (server/push) and the service worker shows
// (app/sw.ts). Pure and dependency-free, so the worker stays small and both sides read the same shape.

export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site: the visit card. */
  url: string;
  /** One notification per visit on the device: a later message about the same visit replaces the earlier one. */
  tag: string;
}

/** The notification to show for a push message's text, or null for anything that is not one of ours. */
export function pushNotification(text: string): PushPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== 'string' || !title || typeof body !== 'string' || typeof tag !== 'string') return null;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  return { title, body, url, tag };
}
