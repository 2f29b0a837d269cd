// A tenancy's condition reports, for its tenant and owner (app/api/tenancies/[tenancyId]/reports).
import { apiFetch, apiUpload } from '@/lib/api/client';
import { REPORT_KIND_SLUGS, type ReportKind } from '@/lib/tenancies/condition-report';
import type { ConditionReportAnswer, ReportCommentValues, ReportDetailsValues, RoomNoteValues, TenancyReportsAnswer } from '@/lib/validation/condition-reports';

const reports = (id: string) => `/api/tenancies/${encodeURIComponent(id)}/reports`;
const base = (id: string, kind: ReportKind) => `${reports(id)}/${REPORT_KIND_SLUGS[kind]}`;

export const conditionReportApi = {
  states: (id: string) => apiFetch<TenancyReportsAnswer>(reports(id)),
  start: (id: string, kind: ReportKind) => apiFetch<ConditionReportAnswer>(base(id, kind), { method: 'POST', body: {}, idempotent: true }),
  saveNote: (id: string, kind: ReportKind, roomKey: string, values: RoomNoteValues) =>
    apiFetch<ConditionReportAnswer>(`${base(id, kind)}/rooms/${encodeURIComponent(roomKey)}`, { method: 'PUT', body: values }),
  addPhoto: (id: string, kind: ReportKind, roomKey: string, file: File, onProgress: (fraction: number) => void) =>
    apiUpload<ConditionReportAnswer>(`${base(id, kind)}/rooms/${encodeURIComponent(roomKey)}/photos`, file, { onProgress }),
  removePhoto: (id: string, kind: ReportKind, photoId: string) => apiFetch<ConditionReportAnswer>(`${base(id, kind)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' }),
  saveDetails: (id: string, kind: ReportKind, values: ReportDetailsValues) => apiFetch<ConditionReportAnswer>(`${base(id, kind)}/details`, { method: 'PUT', body: values }),
  send: (id: string, kind: ReportKind) => apiFetch<ConditionReportAnswer>(`${base(id, kind)}/send`, { method: 'POST', body: {}, idempotent: true }),
  confirm: (id: string, kind: ReportKind) => apiFetch<ConditionReportAnswer>(`${base(id, kind)}/confirm`, { method: 'POST', body: {}, idempotent: true }),
  comment: (id: string, kind: ReportKind, values: ReportCommentValues) => apiFetch<ConditionReportAnswer>(`${base(id, kind)}/comment`, { method: 'POST', body: values, idempotent: true }),
};

export const reportPdfUrl = (id: string, kind: ReportKind) => `${base(id, kind)}/pdf`;
