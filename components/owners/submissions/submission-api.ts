// A signed-in owner adding a home (app/api/owner-account/submissions).
import { apiFetch, apiUpload } from '@/lib/api/client';
import type { HomeSubmissionDetailsValues, HomeSubmissionSavedAnswer, HomeSubmissionView } from '@/lib/validation/home-submission';

const base = (id: string) => `/api/owner-account/submissions/${encodeURIComponent(id)}`;
type SubmissionAnswer = { submission: HomeSubmissionView };

export const submissionApi = {
  create: (values: HomeSubmissionDetailsValues) => apiFetch<HomeSubmissionSavedAnswer>('/api/owner-account/submissions', { method: 'POST', body: values }),
  update: (id: string, values: HomeSubmissionDetailsValues) => apiFetch<HomeSubmissionSavedAnswer>(base(id), { method: 'PUT', body: values }),
  addPhoto: (id: string, file: File, onProgress: (fraction: number) => void) => apiUpload<SubmissionAnswer>(`${base(id)}/photos`, file, { onProgress }),
  removePhoto: (id: string, photoId: string) => apiFetch<SubmissionAnswer>(`${base(id)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' }),
  reorderPhotos: (id: string, order: string[]) => apiFetch<SubmissionAnswer>(`${base(id)}/photos`, { method: 'PUT', body: { order } }),
  setDocument: (id: string, kind: string, file: File, onProgress: (fraction: number) => void) =>
    apiUpload<SubmissionAnswer>(`${base(id)}/document?kind=${encodeURIComponent(kind)}`, file, { method: 'PUT', onProgress }),
  submit: (id: string) => apiFetch<HomeSubmissionSavedAnswer>(`${base(id)}/submit`, { method: 'POST', body: {} }),
};
