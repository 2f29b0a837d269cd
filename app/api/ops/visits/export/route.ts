// POST /api/ops/visits/export (agent and up; the board's 'Download CSV' form posts its filters): the visits the
// board lists with these filters (an agent's own societies only), by slot, streamed batch by batch, first names
// only as on the board. One `visits.export` audit row names the filters; a search by a person (`find`) also writes
// a `view` row per visitor in the file, as the searched board does. Same-origin POST; 404 below agent.
import { VISITS_CSV } from '@/lib/ops/desk-csv';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { visitsExportSchema } from '@/lib/validation/ops-lists';
import { csvDownload, csvParts, recordListExport } from '@/server/staff/csv-download';
import { withStaff } from '@/server/staff/with-staff';
import { boardFiltersFor, boardVisitBatches, recordBoardSearchViews, visitorsOf } from '@/server/visits/desk-board';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.visits.role, schema: visitsExportSchema }, async ({ body, staff }) => {
  const now = new Date();
  const { filters, shown } = boardFiltersFor(staff, body, now);
  await recordListExport(staff.actor, { action: 'visits.export', table: 'visits', filters: shown, viewed: ['first_name'] });
  return csvDownload(
    'visits',
    csvParts(VISITS_CSV, boardVisitBatches(filters, now), async (rows) => {
      if (shown.find) await recordBoardSearchViews(staff.actor, await visitorsOf(rows.map((row) => row.visitId)));
    }),
  );
});
