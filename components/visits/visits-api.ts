// The browser's calls for visits, the booking sheet and the shortlist, on lib/api/client.ts (ApiError with the
// server's code and message).
import { apiFetch } from '@/lib/api/client';
import type { RescheduleVisitAnswer, RescheduleVisitInput } from '@/lib/validation/reschedule';
import type { AvailabilityAnswer, BookVisitAnswer, BookVisitPayload, OpenVisitsAnswer } from '@/lib/validation/visits';
import type { CancelVisitAnswer, VisitUpdateAnswer, VisitUpdateInput } from '@/lib/validation/visit-update';
import type { MyVisits, ShortlistAnswer } from '@/lib/visits/types';

const visitPath = (visitId: string) => `/api/visits/${encodeURIComponent(visitId)}`;
// Answers about one person or about slots that change by the minute: never from the browser's cache.
const fresh = (signal?: AbortSignal) => ({ signal, cache: 'no-store' as const });

export const visitsApi = {
  availability: (propertyId: string, date: string, signal?: AbortSignal) =>
    apiFetch<AvailabilityAnswer>(`/api/visits/availability?property_id=${encodeURIComponent(propertyId)}&date=${date}`, fresh(signal)),
  book: (payload: BookVisitPayload) => apiFetch<BookVisitAnswer>('/api/book-visit', { method: 'POST', body: payload, idempotent: true }),
  open: (societyId: string, signal?: AbortSignal) => apiFetch<OpenVisitsAnswer>(`/api/visits/open?society_id=${encodeURIComponent(societyId)}`, fresh(signal)),
  mine: (signal?: AbortSignal) => apiFetch<MyVisits>('/api/visits', fresh(signal)),
  shortlist: (signal?: AbortSignal) => apiFetch<ShortlistAnswer>('/api/shortlist', fresh(signal)).then((body) => body.items),
  update: (visitId: string, input: VisitUpdateInput) => apiFetch<VisitUpdateAnswer>(visitPath(visitId), { method: 'PATCH', body: input }),
  cancel: (visitId: string) => apiFetch<CancelVisitAnswer>(`${visitPath(visitId)}/cancel`, { method: 'POST', idempotent: true }),
  reschedule: (visitId: string, input: RescheduleVisitInput) =>
    apiFetch<RescheduleVisitAnswer>(`${visitPath(visitId)}/reschedule`, { method: 'POST', body: input, idempotent: true }),
};
