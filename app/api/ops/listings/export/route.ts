// POST /api/ops/listings/export (manager and up; the listings page's 'Download CSV' form posts its filters): the rent
// listings the page lists with these filters, newest confirmation first, streamed batch by batch; one
// `listings.export` audit row names the filters (the file holds no person's details). Same-origin POST; 404 below
// manager.
import { LISTINGS_CSV } from '@/lib/ops/desk-csv';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import { listingsExportSchema } from '@/lib/validation/ops-lists';
import { deskListingBatches } from '@/server/listings/desk';
import { csvDownload, csvParts, recordListExport } from '@/server/staff/csv-download';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.listings.role, schema: listingsExportSchema }, async ({ body, staff }) => {
  const parsed = parseListingsQuery(body);
  const query = { ...parsed, assignedTo: parsed.mine ? staff.user.id : undefined };
  await recordListExport(staff.actor, {
    action: 'listings.export',
    table: 'property_rent_listings',
    filters: { society: query.society, home: query.home, status: query.status, owner: query.owner, stale: query.stale ? '1' : undefined, mine: query.mine ? '1' : undefined },
  });
  return csvDownload('listings', csvParts(LISTINGS_CSV, deskListingBatches(query)));
});
