// POST /api/ops/offers/export (manager and up; the inbox's 'Download CSV' form posts the list's filters): the
// offers as the inbox lists them with these filters (no status is 'Waiting', as on the page), oldest first, streamed
// batch by batch. One `offers.export` audit row names the filters, and each tenant in the file is a `view` row, as
// a page of the inbox is. A POST with the same-origin checks (a cross-site form is 403); 404 below manager.
import { OFFERS_CSV } from '@/lib/ops/desk-csv';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { MINE } from '@/lib/ops/notes';
import { parseOffersView } from '@/lib/ops/offers-table';
import { offersExportSchema } from '@/lib/validation/ops-lists';
import { deskOfferBatches, recordOfferSummaryViews } from '@/server/offers/desk';
import { csvDownload, csvParts, recordListExport } from '@/server/staff/csv-download';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, schema: offersExportSchema }, async ({ body, staff }) => {
  const { filters, statusChoice, mine } = parseOffersView(body, staff.user.id);
  await recordListExport(staff.actor, { action: 'offers.export', table: 'tenant_offers', filters: { status: statusChoice, society: filters.society, offer: filters.offerId, mine: mine ? MINE : undefined }, viewed: ['first_name', 'occupation', 'tenant_type'] });
  return csvDownload(
    'offers',
    csvParts(OFFERS_CSV, deskOfferBatches(filters), (rows) => recordOfferSummaryViews(staff.actor, rows.map((row) => row.id))),
  );
});
