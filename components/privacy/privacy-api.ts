// The browser's calls for the profile's privacy section, on lib/api/client.ts.
import { apiFetch } from '@/lib/api/client';
import type { ConsentChange, ConsentsAnswer, DataExportAnswer, DeletionKeptAnswer, DeletionPreviewAnswer, DeletionScheduledAnswer } from '@/lib/validation/privacy';

export type { ConsentsAnswer, ConsentView, DeletionView } from '@/lib/validation/privacy';

export const privacyApi = {
  /** What deleting the account would cancel, read when the dialog opens. */
  deletionPreview: () => apiFetch<DeletionPreviewAnswer>('/api/profile/delete-account', { cache: 'no-store' }).then((body) => body.preview),
  deleteAccount: () => apiFetch<DeletionScheduledAnswer>('/api/profile/delete-account', { method: 'POST' }),
  keepAccount: () => apiFetch<DeletionKeptAnswer>('/api/profile/delete-account', { method: 'DELETE' }),
  setConsent: (change: ConsentChange) => apiFetch<ConsentsAnswer>('/api/profile/consents', { method: 'PUT', body: change }),
  requestExport: () => apiFetch<DataExportAnswer>('/api/profile/data-export', { method: 'POST' }),
};
