// POST /api/ops/leads/export {campaign?, role?, interest?, from?, to?} (manager and up; the desk's form posts
// them as form fields, JSON works too): the filtered leads as the CSV `npm run leads:export` writes, streamed
// batch by batch. The download is an audit row, so it is a POST with the same-origin checks of every change
// (Origin, Sec-Fetch-Site: a cross-site page cannot make a manager download it, 403); a GET is 405.
import { leadFilterSchema, toLeadFilters } from '@/lib/validation/ops-leads';
import { recordLeadsExport } from '@/server/leads/desk';
import { leadsCsvParts } from '@/server/leads/export';
import { csvDownload } from '@/server/staff/csv-download';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: 'manager', schema: leadFilterSchema }, async ({ body, staff }) => {
  await recordLeadsExport(staff, body);
  return csvDownload(`leads-${body.campaign ?? 'all'}`, leadsCsvParts(toLeadFilters(body)));
});
