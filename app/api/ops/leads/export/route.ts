// GET /api/ops/leads/export?campaign=&role=&interest=&from=&to= (manager and up): the filtered leads as the CSV
// `npm run leads:export` writes, streamed batch by batch. The download is an audit row.
import { leadFilterSchema, toLeadFilters } from '@/lib/validation/ops-leads';
import { recordLeadsExport } from '@/server/leads/desk';
import { leadsCsvParts } from '@/server/leads/export';
import { withStaff } from '@/server/staff/with-staff';
import { indiaToday } from '@/lib/time/india';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: 'manager', schema: leadFilterSchema }, async ({ body, staff }) => {
  await recordLeadsExport(staff, body);
  const parts = leadsCsvParts(toLeadFilters(body));
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
  const name = `leads-${body.campaign ?? 'all'}-${indiaToday()}.csv`;
  return new Response(stream, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  });
});
