import 'server-only';
import type { NextRequest } from 'next/server';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { notFound } from '@/server/http/errors';
import { tenancyViewer, type TenancyViewer } from './agreement';

// The condition reports' routes (app/api/tenancies/[tenancyId]/reports/...) act for the tenancy's tenant or owner
// only: anyone else, the other tenant of the same owner too, meets 404 before anything is read or changed.

export async function reportViewerOf(request: NextRequest, userId: string, tenancyId: string): Promise<TenancyViewer> {
  const viewer = await tenancyViewer(userId, tenancyId, contextFromHeaders(request.headers).ip);
  if (!viewer) throw notFound('Not found');
  return viewer;
}
