// The browser's calls for visits, the booking sheet and the shortlist, on lib/api/client.ts (ApiError with the
// server's code and message).
import { apiFetch } from '@/lib/api/client';
import type { RescheduleVisitInput } from '@/lib/validation/reschedule';
import type { OpenVisit } from '@/lib/validation/visits';
import type { VisitUpdateInput } from '@/lib/validation/visit-update';
import type { TimeSlot } from '@/lib/visits/slots';
import type { MyVisits, ShortlistItem } from '@/lib/visits/types';

export interface BookVisitPayload {
  listing_id: string;
  property_id: string;
  society_id: string;
  visit_start: string;
  visit_end: string;
  at_the_society: boolean;
}

const visitPath = (visitId: string) => `/api/visits/${encodeURIComponent(visitId)}`;
// Answers about one person or about slots that change by the minute: never from the browser's cache.
const fresh = (signal?: AbortSignal) => ({ signal, cache: 'no-store' as const });

export const visitsApi = {
  availability: (propertyId: string, date: string, signal?: AbortSignal) =>
    apiFetch<{ date: string; slots: TimeSlot[] }>(`/api/visits/availability?property_id=${encodeURIComponent(propertyId)}&date=${date}`, fresh(signal)),
  book: (payload: BookVisitPayload) => apiFetch<{ visit: Omit<OpenVisit, 'propertyId'> }>('/api/book-visit', { method: 'POST', body: payload, idempotent: true }),
  open: (societyId: string, signal?: AbortSignal) => apiFetch<{ visits: OpenVisit[] }>(`/api/visits/open?society_id=${encodeURIComponent(societyId)}`, fresh(signal)),
  mine: (signal?: AbortSignal) => apiFetch<MyVisits>('/api/visits', fresh(signal)),
  shortlist: (signal?: AbortSignal) => apiFetch<{ items: ShortlistItem[] }>('/api/shortlist', fresh(signal)).then((body) => body.items),
  update: (visitId: string, input: VisitUpdateInput) => apiFetch<{ id: string }>(visitPath(visitId), { method: 'PATCH', body: input }),
  cancel: (visitId: string) => apiFetch<{ id: string; status: 'cancelled' }>(`${visitPath(visitId)}/cancel`, { method: 'POST', idempotent: true }),
  reschedule: (visitId: string, input: RescheduleVisitInput) =>
    apiFetch<{ visit: { id: string; visitStart: string; visitEnd: string; rescheduleCount: number } }>(`${visitPath(visitId)}/reschedule`, { method: 'POST', body: input, idempotent: true }),
};
