// The queue screen's call to /api/ops/queue (server/jobs/desk.ts).
import { apiFetch } from '@/lib/api/client';

export const queueApi = {
  retry: (jobId: string) => apiFetch<{ retried: true }>(`/api/ops/queue/${jobId}/retry`, { method: 'POST' }),
};
