'use client';

import Link from 'next/link';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { Badge } from '@/components/ui/badge';
import { formatRupees } from '@/lib/amounts';
import { availableFromLabel, floorLabel } from '@/lib/listings/display';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import type { DeskListingRow, ListingSort } from '@/lib/ops/listings-table';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import { formatIndiaDay } from '@/lib/time/india';
import { EditListingDialog } from './edit-listing-dialog';
import { homeLabel } from './listing-labels';
import { OwnerQuestion } from './owner-question';

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={status === 'Active' ? 'default' : 'secondary'}>{status}</Badge>;
}

function Home({ row }: { row: DeskListingRow }) {
  const floor = floorLabel(row.floor);
  return (
    <div>
      <div className="font-medium">{homeLabel(row)}</div>
      {floor || row.key ? <div className="text-xs text-muted-foreground">{[floor, row.key].filter(Boolean).join(' · ')}</div> : null}
    </div>
  );
}

/** The owner's desk page (their homes, links and answers), when the desk holds an owner record for the home. */
function OwnerPageLink({ row }: { row: DeskListingRow }) {
  if (!row.ownerId) return null;
  return (
    <Link href={deskRecordHref.owner(row.ownerId)} prefetch={false} className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline" aria-label={`Owner of ${homeLabel(row)}, ${row.societyName}`}>
      Owner’s page
    </Link>
  );
}

function Owner({ row }: { row: DeskListingRow }) {
  return (
    <div className="space-y-1">
      {row.hasOwner && !row.ownerQuestion ? null : <OwnerQuestion row={row} />}
      <OwnerPageLink row={row} />
    </div>
  );
}

const COLUMNS: DeskColumn<DeskListingRow>[] = [
  { id: 'society', header: 'Society', sortKey: 'society', cell: (row) => row.societyName },
  { id: 'home', header: 'Home', cell: (row) => <Home row={row} /> },
  { id: 'rent', header: 'Rent', sortKey: 'rent', className: 'text-right', cell: (row) => formatRupees(row.rent) },
  { id: 'deposit', header: 'Deposit', sortKey: 'deposit', className: 'text-right', cell: (row) => formatRupees(row.deposit) || '—' },
  { id: 'available', header: 'Available from', sortKey: 'available', cell: (row) => availableFromLabel(row.immediate, row.availableFrom) },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'confirmed', header: 'Last confirmed', sortKey: 'confirmed', cell: (row) => formatIndiaDay(new Date(row.lastConfirmedAt)) },
  { id: 'owner', header: 'Owner', cell: (row) => <Owner row={row} /> },
  { id: 'actions', header: 'Actions', className: 'text-right', cell: (row) => <EditListingDialog row={row} /> },
];

function ListingCard({ row }: { row: DeskListingRow }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <div className="text-sm text-muted-foreground">{row.societyName}</div>
          <Home row={row} />
        </div>
        <StatusBadge status={row.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Rent</dt>
        <dd className="text-right font-medium">{formatRupees(row.rent)}</dd>
        <dt className="text-muted-foreground">Deposit</dt>
        <dd className="text-right">{formatRupees(row.deposit) || '—'}</dd>
        <dt className="text-muted-foreground">Available from</dt>
        <dd className="text-right">{availableFromLabel(row.immediate, row.availableFrom)}</dd>
        <dt className="text-muted-foreground">Last confirmed</dt>
        <dd className="text-right">{formatIndiaDay(new Date(row.lastConfirmedAt))}</dd>
      </dl>
      <Owner row={row} />
      <div className="flex justify-end">
        <EditListingDialog row={row} />
      </div>
    </div>
  );
}

export function ListingsTable({ page, sort }: { page: TablePage<DeskListingRow>; sort: { key: ListingSort; dir: SortDirection } }) {
  return (
    <DataTable
      caption="Rent listings"
      columns={COLUMNS}
      page={page}
      rowKey={(row) => row.id}
      sort={sort}
      mobileCard={(row) => <ListingCard row={row} />}
      empty="No listing matches these filters."
    />
  );
}
