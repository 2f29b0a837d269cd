import { apiFetch } from '@/lib/api/client';

/** GET /api/health: resolves when the server reaches its database; an ApiError (503: the database) otherwise. */
export function checkHealth(): Promise<unknown> {
  return apiFetch('/api/health', { cache: 'no-store' });
}
