// POST /api/ops/owners/export {phone?, waiting?} (manager and up; the owners list's 'Download CSV' form): the owner records the
// list shows with this filter, by name, as the list shows them (the phone masked; contact details leave only through
// 'Show contact'). One `owners.export` audit row; same-origin POST; 404 below manager.
import { OWNERS_CSV } from '@/lib/ops/desk-csv';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { ownerPhoneFilter } from '@/lib/ops/owners';
import { ownersExportSchema } from '@/lib/validation/ops-lists';
import { deskOwnerBatches } from '@/server/owners/desk';
import { csvDownload, csvParts, recordListExport } from '@/server/staff/csv-download';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.owners.role, schema: ownersExportSchema }, async ({ body, staff }) => {
  const phone = ownerPhoneFilter(body.phone?.slice(0, 20));
  const rentWaiting = body.waiting === 'rent';
  await recordListExport(staff.actor, { action: 'owners.export', table: 'owners', filters: { phone: phone ? 'one number' : undefined, waiting: rentWaiting ? 'rent' : undefined }, viewed: ['name'] });
  return csvDownload('owners', csvParts(OWNERS_CSV, deskOwnerBatches({ phone, rentWaiting })));
});
