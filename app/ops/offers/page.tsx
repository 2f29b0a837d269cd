import { DeskPage } from '@/components/ops/desk-page';
import { AnswerModeControl } from '@/components/ops/offers/answer-mode-control';
import { OffersTable } from '@/components/ops/offers/offers-table';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { OFFER_STATUSES } from '@/lib/catalog';
import { OFFER_STATUS_FILTERS } from '@/lib/offers/status';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { choiceParam, firstParam, parseTableQuery, type SearchParams } from '@/lib/ops/table-query';
import { isUuid } from '@/lib/slugs';
import { DESK_OFFER_SORTS, listDeskOffers, recordOfferSummaryViews } from '@/server/offers/desk';
import { listSocietyAnswerModes } from '@/server/owners/offers';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'Offers · Operations desk' };

export default async function OffersDeskPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.offers.role);
  const params = await searchParams;
  const query = parseTableQuery(params, { sorts: DESK_OFFER_SORTS, sort: 'age', dir: 'asc' });
  const status = choiceParam(params, 'status', OFFER_STATUSES);
  const society = firstParam(params, 'society')?.trim().slice(0, 100);
  // `offer=<id>`: the one offer a search result opens (an id that is none is no filter).
  const offer = firstParam(params, 'offer');
  const offerId = offer && isUuid(offer) ? offer : undefined;
  const [page, modes] = await Promise.all([listDeskOffers({ status, society, offerId }, query), society ? listSocietyAnswerModes(society) : null]);
  await recordOfferSummaryViews(staff.actor, page.rows.map((row) => row.id));
  return (
    <DeskPage title="Offers" description="Every offer with the asking terms beside it. Accept, decline with a reason, or counter once.">
      <TableFilters action={DESK_SECTIONS.offers.href} sort={query.sort} dir={query.dir}>
        <FilterSelect id="status" label="Status" value={status} options={OFFER_STATUS_FILTERS} />
        <FilterInput id="society" label="Society" type="search" value={society} placeholder="Name contains" />
      </TableFilters>
      {modes ? <AnswerModeControl societies={modes} /> : <p className="mb-4 text-sm text-muted-foreground">Filter by a society to choose how its offers reach owners.</p>}
      {/* The age column counts from this render; the page re-reads on every answer. */}
      <OffersTable page={page} sort={{ key: query.sort, dir: query.dir }} now={Date.now()} />
    </DeskPage>
  );
}
