// The visits board's calls, on lib/api/client.ts (ApiError with the server's code and message).
import { apiFetch } from '@/lib/api/client';
import type { VisitMark } from '@/lib/visits/desk-marks';

interface VisitMarks {
  id: string;
  doorUnlockedAt: string | null;
  noShowAt: string | null;
}

const markPath = (visitId: string) => `/api/ops/visits/${encodeURIComponent(visitId)}/mark`;

export const opsVisitsApi = {
  mark: (visitId: string, mark: VisitMark) => apiFetch<VisitMarks>(markPath(visitId), { method: 'POST', body: { mark } }),
  undo: (visitId: string) => apiFetch<VisitMarks>(markPath(visitId), { method: 'DELETE' }),
};
