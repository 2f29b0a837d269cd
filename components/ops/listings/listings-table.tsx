'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { Badge } from '@/components/ui/badge';
import { formatRupees } from '@/lib/amounts';
import { availableFromLabel, floorLabel } from '@/lib/listings/display';
import { DEFAULT_AVAILABILITY_ASK_DAYS, HIDE_AFTER_DAYS } from '@/lib/listings/freshness';
import { brokerReportsOfListingHref } from '@/lib/ops/broker-reports';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import { daysSinceConfirmed, type DeskListingRow, type ListingSort } from '@/lib/ops/listings-table';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import { formatIndiaDay } from '@/lib/time/india';
import { cn } from '@/lib/utils';
import type { Assignee } from '@/lib/ops/notes';
import { AssigneeLine } from '../notes/record-dialogs';
import { RecordMenu } from '../notes/record-menu';
import { BulkAction, BulkBar, useRowSelection } from '../row-selection';
import { EditListingDialog } from './edit-listing-dialog';
import { homeLabel } from './listing-labels';
import { listingsApi } from './listings-api';
import { AskOwnerNow, OwnerQuestion } from './owner-question';

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

/** Tenants' broker reports waiting on the listing: a link to them, where the desk answers them. */
function BrokerReportsLine({ row }: { row: DeskListingRow }) {
  if (!row.openBrokerReports) return null;
  const count = row.openBrokerReports;
  return (
    <Link href={brokerReportsOfListingHref(row.id)} className="mt-1 flex min-h-11 items-center text-sm font-semibold text-red-700 underline-offset-4 hover:underline" aria-label={`${count} broker ${count === 1 ? 'report' : 'reports'} waiting on ${listingName(row)}`}>
      {count} broker {count === 1 ? 'report' : 'reports'} waiting
    </Link>
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
      {row.canAskOwner ? <AskOwnerNow row={row} /> : null}
      <OwnerPageLink row={row} />
    </div>
  );
}

/**
 * How long since the home was last confirmed: amber once it is stale (the age at which its owner is asked), red
 * once past the bound at which it is hidden as unconfirmed; said in words too.
 */
function ConfirmedAge({ row, now, askDays }: { row: DeskListingRow; now: number; askDays: number }) {
  const days = daysSinceConfirmed(row.lastConfirmedAt, now);
  const tone = days >= askDays + HIDE_AFTER_DAYS ? 'red' : days >= askDays ? 'amber' : 'ok';
  return (
    <span className={cn('whitespace-nowrap text-sm', tone === 'red' && 'font-semibold text-red-700', tone === 'amber' && 'font-semibold text-amber-800')} data-testid="listing-confirmed-age" data-tone={tone}>
      {days === 0 ? 'today' : `${days} d`}
      {tone === 'ok' ? null : <span className="sr-only">, stale</span>}
    </span>
  );
}

const rowKey = (row: DeskListingRow) => row.id;
const askable = (row: DeskListingRow) => row.canAskOwner;
const listingName = (row: DeskListingRow) => `${homeLabel(row)}, ${row.societyName}`;

function ListingActions({ row, assignees }: { row: DeskListingRow; assignees: Assignee[] }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <EditListingDialog row={row} />
      <RecordMenu subject="listing" id={row.id} about={listingName(row)} notes={row.notes} assignee={row.assignee} assignees={assignees} />
    </div>
  );
}

function columnsFor(now: number, askDays: number, assignees: Assignee[]): DeskColumn<DeskListingRow>[] {
  return [
  { id: 'society', header: 'Society', sortKey: 'society', cell: (row) => row.societyName },
  { id: 'home', header: 'Home', cell: (row) => <Home row={row} /> },
  { id: 'rent', header: 'Rent', sortKey: 'rent', className: 'text-right', cell: (row) => formatRupees(row.rent) },
  { id: 'deposit', header: 'Deposit', sortKey: 'deposit', className: 'text-right', cell: (row) => formatRupees(row.deposit) || '—' },
  { id: 'available', header: 'Available from', sortKey: 'available', cell: (row) => availableFromLabel(row.immediate, row.availableFrom) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        <StatusBadge status={row.status} />
        <AssigneeLine assignee={row.assignee} />
        <BrokerReportsLine row={row} />
      </>
    ),
  },
  { id: 'confirmed', header: 'Last confirmed', sortKey: 'confirmed', cell: (row) => formatIndiaDay(new Date(row.lastConfirmedAt)) },
  { id: 'age', header: 'Since confirmed', cell: (row) => <ConfirmedAge row={row} now={now} askDays={askDays} /> },
  { id: 'owner', header: 'Owner', cell: (row) => <Owner row={row} /> },
  { id: 'actions', header: 'Actions', className: 'text-right', cell: (row) => <ListingActions row={row} assignees={assignees} /> },
  ];
}

function ListingCard({ row, now, askDays, assignees }: { row: DeskListingRow; now: number; askDays: number; assignees: Assignee[] }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <div className="text-sm text-muted-foreground">{row.societyName}</div>
          <Home row={row} />
        </div>
        <div className="text-right">
          <StatusBadge status={row.status} />
          <AssigneeLine assignee={row.assignee} />
          <BrokerReportsLine row={row} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Rent</dt>
        <dd className="text-right font-medium">{formatRupees(row.rent)}</dd>
        <dt className="text-muted-foreground">Deposit</dt>
        <dd className="text-right">{formatRupees(row.deposit) || '—'}</dd>
        <dt className="text-muted-foreground">Available from</dt>
        <dd className="text-right">{availableFromLabel(row.immediate, row.availableFrom)}</dd>
        <dt className="text-muted-foreground">Last confirmed</dt>
        <dd className="text-right">
          {formatIndiaDay(new Date(row.lastConfirmedAt))} · <ConfirmedAge row={row} now={now} askDays={askDays} />
        </dd>
      </dl>
      <Owner row={row} />
      <ListingActions row={row} assignees={assignees} />
    </div>
  );
}

export function ListingsTable({ page, sort, now = Date.now(), askDays = DEFAULT_AVAILABILITY_ASK_DAYS, assignees = [] }: { page: TablePage<DeskListingRow>; sort: { key: ListingSort; dir: SortDirection }; now?: number; askDays?: number; assignees?: Assignee[] }) {
  const { selected, toggle, clear, picked } = useRowSelection(page.rows, rowKey, askable);
  const columns = useMemo(() => columnsFor(now, askDays, assignees), [now, askDays, assignees]);
  return (
    <div className="space-y-3">
      {page.rows.some(askable) ? (
        <BulkBar count={picked.length} noun={['listing', 'listings']} onClear={clear}>
          <BulkAction
            label="Ask the owners"
            confirm={{
              title: `Ask the owners of ${picked.length} ${picked.length === 1 ? 'home' : 'homes'} now?`,
              description:
                'Each owner is asked whether their home is still available (by e-mail, and WhatsApp once they have proved their number), with a link to answer. If any of them cannot be asked, none is.',
            }}
            run={async () => {
              const { asked } = await listingsApi.askOwners(picked.map(rowKey));
              return `${asked} ${asked === 1 ? 'owner' : 'owners'} asked`;
            }}
            onDone={clear}
          />
        </BulkBar>
      ) : null}
      <DataTable
        caption="Rent listings"
        columns={columns}
        page={page}
        rowKey={rowKey}
        sort={sort}
        selection={{ selected, toggle, canSelect: askable, label: listingName }}
        mobileCard={(row) => <ListingCard row={row} now={now} askDays={askDays} assignees={assignees} />}
        empty="No listing matches these filters."
      />
    </div>
  );
}
