import { NextResponse } from 'next/server';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/server/db/unavailable';
import { checkHealth } from '@/server/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const report = await checkHealth();
  return NextResponse.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: report.status === 'ok' ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store', 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}
