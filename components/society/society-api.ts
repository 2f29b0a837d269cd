import { apiFetch } from '@/lib/api/client';
import type { AlertPropertyType, AlertTypesAnswer } from '@/lib/validation/society';

/** The property types the signed-in person has an alert for in this society. */
export async function readAlertTypes(societyId: string, signal: AbortSignal): Promise<AlertPropertyType[]> {
  const body = await apiFetch<AlertTypesAnswer>(`/api/alerts?society_id=${encodeURIComponent(societyId)}`, { signal, cache: 'no-store' });
  return body.types;
}

export function setSocietyAlert(societyId: string, type: AlertPropertyType): Promise<unknown> {
  return apiFetch('/api/alerts', { method: 'POST', body: { society_id: societyId, property_type: type } });
}

/** Records a brochure download; keepalive, so it survives the page handing over to the PDF viewer. */
export function recordBrochureDownload(societyId: string): Promise<unknown> {
  return apiFetch('/api/brochures', { method: 'POST', body: { society_id: societyId }, keepalive: true });
}
