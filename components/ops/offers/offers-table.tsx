'use client';

// The offers inbox as a desk table: each offer's home, the asking terms beside the offered ones (and the counter,
// when one was made), the tenant's first name (a link to their desk page), profile summary and what they wrote for
// the owner, the owner's page, its age and status, and the answers it can still take. On a phone each offer is a
// card with the same facts.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { formatRupees } from '@/lib/amounts';
import type { DeskOfferRow } from '@/lib/offers/desk';
import { DECLINE_REASONS, isDeclineReason, offerStatusLabel, offerStatusTone } from '@/lib/offers/status';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import { formatCalendarDay } from '@/lib/time/india';
import { OfferActions } from './offer-actions';
import { OwnerLinkActions } from './owner-link-actions';
import { TenantNotes } from './tenant-notes';

/** '3 h', '2 d': how long the offer has waited since it was sent (as of when the page was read). */
export function offerAge(sentAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sentAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

function Status({ offer }: { offer: DeskOfferRow }) {
  const note = offer.status === 'Rejected' && offer.declineReason && isDeclineReason(offer.declineReason) ? DECLINE_REASONS[offer.declineReason] : offer.status === 'Withdrawn' ? offer.withdrawReason : null;
  return (
    <div className="space-y-1">
      <Badge variant={offerStatusTone(offer.status)} data-testid="desk-offer-status">
        {offerStatusLabel(offer.status)}
      </Badge>
      {note ? <p className="max-w-48 text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}

function Terms({ label, rent, deposit, moveinDate, strong }: { label: string; rent: number; deposit: number | null; moveinDate?: string; strong?: boolean }) {
  return (
    <div className="text-sm">
      <span className="text-xs text-muted-foreground">{label} </span>
      <span className={strong ? 'font-semibold tabular-nums' : 'tabular-nums'}>{formatRupees(rent)}</span>
      <span className="text-muted-foreground"> · {deposit === null ? 'no deposit set' : `${formatRupees(deposit)} deposit`}</span>
      {moveinDate ? <span className="text-muted-foreground"> · {formatCalendarDay(moveinDate)}</span> : null}
    </div>
  );
}

function AllTerms({ offer }: { offer: DeskOfferRow }) {
  return (
    <div className="space-y-0.5">
      <Terms label="Asking" rent={offer.askingRent} deposit={offer.askingDeposit} />
      <Terms label="Offered" rent={offer.offeredRent} deposit={offer.offeredDeposit} moveinDate={offer.moveinDate} strong />
      {offer.counter ? <Terms label="Counter" rent={offer.counter.rent} deposit={offer.counter.deposit} moveinDate={offer.counter.moveinDate} /> : null}
    </div>
  );
}

function Tenant({ offer }: { offer: DeskOfferRow }) {
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">
        <Link href={deskRecordHref.tenant(offer.userId)} prefetch={false} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline" aria-label={`${offer.firstName}'s page`}>
          {offer.firstName}
        </Link>
      </p>
      <p className="text-muted-foreground">
        {offer.occupation} · {offer.tenantType}
      </p>
      <TenantNotes offer={offer} />
      {offer.ownerId ? (
        <Link href={deskRecordHref.owner(offer.ownerId)} prefetch={false} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline" aria-label={`Owner of ${offer.homeTitle}, ${offer.societyName}`}>
          Owner
        </Link>
      ) : null}
    </div>
  );
}

function Home({ offer }: { offer: DeskOfferRow }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium">{offer.homeTitle}</p>
      <p className="text-muted-foreground [overflow-wrap:anywhere]">{offer.societyName}</p>
    </div>
  );
}

export function OffersTable({ page, sort, now }: { page: TablePage<DeskOfferRow>; sort: { key: string; dir: SortDirection }; now: number }) {
  const columns: DeskColumn<DeskOfferRow>[] = [
    { id: 'home', header: 'Home', cell: (offer) => <Home offer={offer} /> },
    { id: 'terms', header: 'Rent', sortKey: 'rent', cell: (offer) => <AllTerms offer={offer} /> },
    { id: 'tenant', header: 'Tenant', cell: (offer) => <Tenant offer={offer} /> },
    { id: 'age', header: 'Age', sortKey: 'age', cell: (offer) => <span className="whitespace-nowrap text-sm">{offerAge(offer.sentAt, now)}</span> },
    { id: 'status', header: 'Status', cell: (offer) => <Status offer={offer} /> },
    {
      id: 'actions',
      header: 'Answer',
      cell: (offer) => (
        <>
          <OfferActions offer={offer} />
          <OwnerLinkActions offer={offer} />
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption="Offers"
      columns={columns}
      page={page}
      rowKey={(offer) => offer.id}
      sort={sort}
      empty="No offers match these filters."
      mobileCard={(offer) => (
        <div className="space-y-3" data-testid="desk-offer-card">
          <div className="flex items-start justify-between gap-2">
            <Home offer={offer} />
            <Status offer={offer} />
          </div>
          <AllTerms offer={offer} />
          <div className="flex items-end justify-between gap-2">
            <Tenant offer={offer} />
            <span className="text-xs text-muted-foreground">sent {offerAge(offer.sentAt, now)} ago</span>
          </div>
          <OfferActions offer={offer} />
          <OwnerLinkActions offer={offer} />
        </div>
      )}
    />
  );
}
