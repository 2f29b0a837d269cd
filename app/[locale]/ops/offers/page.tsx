import { redirect } from 'next/navigation';
import { CsvDownload } from '@/components/ops/csv-download';
import { DeskPage } from '@/components/ops/desk-page';
import { AnswerModeControl } from '@/components/ops/offers/answer-mode-control';
import { OffersTable } from '@/components/ops/offers/offers-table';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { MINE, MINE_OPTIONS } from '@/lib/ops/notes';
import { OFFER_STATUS_CHOICES, parseOffersView } from '@/lib/ops/offers-table';
import { pastEndHref, type SearchParams } from '@/lib/ops/table-query';
import { getEnv } from '@/server/env';
import { listDeskOffers, recordOfferSummaryViews } from '@/server/offers/desk';
import { listSocietyAnswerModes } from '@/server/societies/offer-answer-mode';
import { requireStaffPage } from '@/server/staff/access';
import { assignableStaff } from '@/server/staff/desk-notes';

export const metadata = { title: 'Offers · Operations desk' };

export default async function OffersDeskPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.offers.role);
  const params = await searchParams;
  const { filters, query, statusChoice, mine } = parseOffersView(params, staff.user.id);
  const [page, modes, assignees] = await Promise.all([listDeskOffers(filters, query), filters.society ? listSocietyAnswerModes(filters.society) : null, assignableStaff()]);
  const pastEnd = pastEndHref(DESK_SECTIONS.offers.href, params, page);
  if (pastEnd) redirect(pastEnd);
  await recordOfferSummaryViews(staff.actor, page.rows.map((row) => row.id));
  return (
    <DeskPage
      title="Offers"
      description="Offers waiting for an answer, oldest first, with the asking terms beside them. Accept, decline with a reason, or counter once."
      actions={<CsvDownload action="/api/ops/offers/export" params={params} />}
    >
      <TableFilters action={DESK_SECTIONS.offers.href} sort={query.sort} dir={query.dir} size={query.size}>
        <FilterSelect id="status" label="Status" value={statusChoice} options={OFFER_STATUS_CHOICES} anyLabel={null} />
        <FilterInput id="society" label="Society" type="search" value={filters.society} placeholder="Name contains" />
        <FilterSelect id="mine" label="Assigned" value={mine ? MINE : undefined} options={MINE_OPTIONS} anyLabel="Anyone" />
      </TableFilters>
      {modes ? <AnswerModeControl societies={modes} /> : <p className="text-sm text-muted-foreground">Filter by a society to choose how its offers reach owners.</p>}
      {/* The age column counts from this render; the page re-reads on every answer. */}
      <OffersTable page={page} sort={{ key: query.sort, dir: query.dir }} now={Date.now()} slaHours={getEnv().DESK_OFFER_SLA_HOURS} assignees={assignees} />
    </DeskPage>
  );
}
