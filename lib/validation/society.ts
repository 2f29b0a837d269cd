// Payloads of the society page's writes (alerts, brochure downloads) and of on-demand revalidation.
// One schema per payload, used by the client code that sends it and by the route handler that reads it.
import { z } from '@/lib/validation/zod';
import { isCacheTag } from '@/lib/cache-tags';
import { ALERT_PROPERTY_TYPES } from '@/lib/catalog';
import { isUuid } from '@/lib/slugs';
import './text'; // the browser-side zod configuration (no eval under the CSP)

const societyId = z.string({ error: 'Missing society' }).trim().refine(isUuid, 'Missing society');

/** Spec 3: property_alerts.property_type is 'Buy' or 'Rent' ('Buy' is displayed as 'Sale'). */
export const alertPropertyTypeSchema = z.enum(ALERT_PROPERTY_TYPES);
export type AlertPropertyType = z.infer<typeof alertPropertyTypeSchema>;

export const alertLookupSchema = z.object({ society_id: societyId });
export type AlertLookup = z.infer<typeof alertLookupSchema>;

export const setAlertSchema = z.object({ society_id: societyId, property_type: alertPropertyTypeSchema });
export type SetAlertInput = z.infer<typeof setAlertSchema>;

export const brochureDownloadSchema = z.object({ society_id: societyId });
export type BrochureDownloadInput = z.infer<typeof brochureDownloadSchema>;

/**
 * Revalidate one society's page (every URL form), every society page and the sitemap with `all`, or exactly
 * the cache tags a data change touched (lib/cache-tags.ts; the import and the expiry job send these).
 */
export const revalidateSocietySchema = z.union([
  z.object({ society_id: societyId }),
  z.object({ all: z.literal(true) }),
  z.object({
    tags: z
      .array(z.string().max(100).refine(isCacheTag, 'Unknown cache tag'))
      .min(1, 'No cache tags')
      .max(500, 'At most 500 cache tags per request'),
  }),
]);
export type RevalidateSocietyInput = z.infer<typeof revalidateSocietySchema>;

/** GET /api/alerts?society_id=: the property types the person has an alert for there. */
export interface AlertTypesAnswer {
  types: AlertPropertyType[];
}
