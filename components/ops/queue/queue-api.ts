// The queue screen's call to /api/ops/queue (server/jobs/desk.ts).
import { apiFetch } from '@/lib/api/client';
import type { JobRetriedAnswer } from '@/lib/validation/ops-admin';

export const queueApi = {
  retry: (jobId: string) => apiFetch<JobRetriedAnswer>(`/api/ops/queue/${jobId}/retry`, { method: 'POST' }),
};
