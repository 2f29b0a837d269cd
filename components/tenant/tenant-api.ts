// The browser's calls for tenant profiles. Errors are lib/api/client.ts ApiErrors: the server's code and message
// (the spec's texts), or the network message.
import { ApiError, apiFetch } from '@/lib/api/client';
import type { TenantProfile, TenantProfileAnswer, TenantProfileFormValues } from '@/lib/validation/tenant-profile';

export { ApiError };

// About one person: never from the browser's cache.
const fresh = { cache: 'no-store' as const };

export const tenantApi = {
  getProfile: () => apiFetch<TenantProfileAnswer>('/api/tenant-profile', fresh).then((body) => body.profile),
  createProfile: (values: TenantProfileFormValues) =>
    apiFetch<TenantProfileAnswer<TenantProfile>>('/api/tenant-profile', { method: 'POST', body: values, ...fresh }).then((body) => body.profile),
  updateProfile: (values: TenantProfileFormValues) =>
    apiFetch<TenantProfileAnswer<TenantProfile>>('/api/tenant-profile', { method: 'PUT', body: values, ...fresh }).then((body) => body.profile),
};
