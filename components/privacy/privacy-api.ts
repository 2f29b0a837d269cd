// The browser's calls for the profile's privacy section, on lib/api/client.ts.
import { apiFetch } from '@/lib/api/client';
import type { ConsentNeed, ConsentPurpose } from '@/lib/privacy/consents';
import type { DeletionPreview } from '@/lib/privacy/deletion-preview';
import type { ConsentChange } from '@/lib/validation/privacy';

export interface ConsentView {
  purpose: ConsentPurpose;
  granted: boolean;
  changedAt: string | null;
  /** Off, and not switchable on, until the account has this (a verified WhatsApp number). */
  needs?: ConsentNeed;
}

export interface ConsentLogView {
  purpose: ConsentPurpose;
  granted: boolean;
  at: string;
}

export interface ConsentsAnswer {
  consents: ConsentView[];
  log: ConsentLogView[];
}

export interface DeletionView {
  reason: 'requested' | 'inactive';
  finalAt: string;
}

export const privacyApi = {
  /** What deleting the account would cancel, read when the dialog opens. */
  deletionPreview: () => apiFetch<{ preview: DeletionPreview }>('/api/profile/delete-account', { cache: 'no-store' }).then((body) => body.preview),
  deleteAccount: () => apiFetch<{ deletion: DeletionView; message: string }>('/api/profile/delete-account', { method: 'POST' }),
  keepAccount: () => apiFetch<{ deletion: null }>('/api/profile/delete-account', { method: 'DELETE' }),
  setConsent: (change: ConsentChange) => apiFetch<ConsentsAnswer>('/api/profile/consents', { method: 'PUT', body: change }),
  requestExport: () => apiFetch<{ status: 'building'; message: string }>('/api/profile/data-export', { method: 'POST' }),
};
