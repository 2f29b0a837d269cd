// The desk lists the desk benchmark measures: each is the service call a desk page makes for one URL.
import type { DeskListCase } from '../desk-lists';

export async function deskListCases(_databaseUrl: string): Promise<DeskListCase[]> {
  const { listAudit } = await import('@/server/audit/log');
  return [{ label: 'audit log, newest first', run: () => listAudit({}, { limit: 26 }) }];
}
