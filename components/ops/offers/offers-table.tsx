'use client';

// The offers inbox as a desk table built for work: one line an offer (about 64 px), so a laptop screen holds a
// dozen. Each row: the home with its unit and society, the offered terms beside the asking ones (and the counter,
// when one was made), the tenant's first name (a link to their desk page), profile summary and the first line of
// what they wrote for the owner, how long it has waited (amber past half the service level, red past it), the
// status and owner link, and the row's menu with the answers it can still take. Waiting offers can be picked and
// forwarded to their owners at once. On a phone each offer is a card with the same facts.
import Link from 'next/link';
import { useCallback } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { formatRupees } from '@/lib/amounts';
import type { DeskOfferRow } from '@/lib/offers/desk';
import { DECLINE_REASONS, isDeclineReason, offerStatusLabel, offerStatusTone } from '@/lib/offers/status';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import { slaTone, waitedText, type SlaTone } from '@/lib/ops/sla';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import { formatCalendarDay } from '@/lib/time/india';
import { cn } from '@/lib/utils';
import type { Assignee } from '@/lib/ops/notes';
import { AssigneeLine } from '../notes/record-dialogs';
import { BulkAction, BulkBar, useRowSelection } from '../row-selection';
import { offersDeskApi } from './offers-api';
import { offerAbout, OfferRowMenu } from './offer-row-menu';
import { OwnerLinkState } from './owner-link-actions';

/** '3 h', '2 d': how long the offer has waited since it was sent (as of when the page was read). */
export function offerAge(sentAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sentAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

const AGE_TONE: Record<SlaTone, string> = { ok: '', amber: 'font-semibold text-amber-800', red: 'font-semibold text-red-700' };
const AGE_WORDS: Record<SlaTone, string> = { ok: '', amber: ', past half the target', red: ', past the target' };

/** The wait, coloured against the service level while the offer waits for an answer (said in words too). */
function Age({ offer, now, slaHours }: { offer: DeskOfferRow; now: number; slaHours: number }) {
  const tone = offer.status === 'Pending' ? slaTone(now - Date.parse(offer.sentAt), slaHours) : 'ok';
  return (
    <span className={cn('whitespace-nowrap text-sm', AGE_TONE[tone])} data-testid="desk-offer-age" data-tone={tone} title={tone === 'ok' ? undefined : `Waiting ${waitedText(now - Date.parse(offer.sentAt))}: the target is ${slaHours} h`}>
      {offerAge(offer.sentAt, now)}
      {tone === 'ok' ? null : <span className="sr-only">{AGE_WORDS[tone]}</span>}
    </span>
  );
}

function Status({ offer }: { offer: DeskOfferRow }) {
  const note = offer.status === 'Rejected' && offer.declineReason && isDeclineReason(offer.declineReason) ? DECLINE_REASONS[offer.declineReason] : offer.status === 'Withdrawn' ? offer.withdrawReason : null;
  return (
    <div className="min-w-0">
      <Badge variant={offerStatusTone(offer.status)} data-testid="desk-offer-status" title={note ?? undefined}>
        {offerStatusLabel(offer.status)}
      </Badge>
      <OwnerLinkState offer={offer} />
      <AssigneeLine assignee={offer.assignee} />
    </div>
  );
}

function Terms({ offer }: { offer: DeskOfferRow }) {
  return (
    <div className="text-sm tabular-nums">
      <p className="whitespace-nowrap">
        <span className="font-semibold">{formatRupees(offer.offeredRent)}</span>
        <span className="text-muted-foreground"> · {formatRupees(offer.offeredDeposit)} dep. · {formatCalendarDay(offer.moveinDate)}</span>
      </p>
      <p className="whitespace-nowrap text-xs text-muted-foreground">
        asking {formatRupees(offer.askingRent)} · {offer.askingDeposit === null ? 'no deposit set' : `${formatRupees(offer.askingDeposit)} dep.`}
        {offer.counter ? ` · counter ${formatRupees(offer.counter.rent)}` : null}
      </p>
    </div>
  );
}

/** The first line of what the tenant wrote for the owner (all of it in each answer dialog). */
function NotesLine({ offer }: { offer: DeskOfferRow }) {
  const text = [offer.extraFittings ? `Fittings: ${offer.extraFittings}` : null, offer.message ? `Message: ${offer.message}` : null].filter(Boolean).join(' · ');
  return text ? (
    <p className="line-clamp-1 max-w-72 text-xs text-muted-foreground [overflow-wrap:anywhere]" title={text} data-testid="desk-offer-notes">
      {text}
    </p>
  ) : null;
}

function Tenant({ offer }: { offer: DeskOfferRow }) {
  return (
    <div className="min-w-0 text-sm md:max-w-60">
      <p className="flex items-center gap-1 whitespace-nowrap">
        <Link href={deskRecordHref.tenant(offer.userId)} prefetch={false} className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline" aria-label={`${offer.firstName}'s page (offer on ${offer.homeTitle}, ${offer.societyName})`}>
          {offer.firstName}
        </Link>
        <span className="truncate text-muted-foreground">
          · {offer.occupation} · {offer.tenantType}
        </span>
      </p>
      <NotesLine offer={offer} />
    </div>
  );
}

function Home({ offer }: { offer: DeskOfferRow }) {
  return (
    <div className="min-w-0 text-sm md:w-64">
      <p className="font-medium md:truncate" data-testid="desk-offer-home" title={offer.homeName}>
        {offer.homeName}
      </p>
      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere] md:truncate" title={offer.societyName}>
        {offer.societyName}
      </p>
    </div>
  );
}

const rowKey = (offer: DeskOfferRow) => offer.id;
const forwardable = (offer: DeskOfferRow) => offer.actions.forward;

export function OffersTable({ page, sort, now, slaHours = 24, assignees = [] }: { page: TablePage<DeskOfferRow>; sort: { key: string; dir: SortDirection }; now: number; slaHours?: number; assignees?: Assignee[] }) {
  const { selected, toggle, clear, picked } = useRowSelection(page.rows, rowKey, forwardable);
  const label = useCallback((offer: DeskOfferRow) => offerAbout(offer), []);
  const columns: DeskColumn<DeskOfferRow>[] = [
    { id: 'home', header: 'Home', cell: (offer) => <Home offer={offer} /> },
    { id: 'terms', header: 'Offered', sortKey: 'rent', cell: (offer) => <Terms offer={offer} /> },
    { id: 'tenant', header: 'Tenant', cell: (offer) => <Tenant offer={offer} /> },
    { id: 'age', header: 'Waiting', sortKey: 'age', cell: (offer) => <Age offer={offer} now={now} slaHours={slaHours} /> },
    { id: 'status', header: 'Status', cell: (offer) => <Status offer={offer} /> },
    { id: 'actions', header: 'Actions', className: 'text-right', cell: (offer) => <OfferRowMenu offer={offer} assignees={assignees} /> },
  ];
  return (
    <div className="space-y-3">
      {page.rows.some(forwardable) ? (
        <BulkBar count={picked.length} noun={['offer', 'offers']} onClear={clear}>
          <BulkAction
            label="Forward to owners"
            confirm={{
              title: `Forward ${picked.length} ${picked.length === 1 ? 'offer' : 'offers'} to their owners?`,
              description:
                'Each owner gets a link to answer by e-mail, and by WhatsApp once they have proved their number; an earlier link of the same offer stops working. If any of them cannot be sent (no owner on record, or no longer waiting), none is sent.',
            }}
            run={async () => {
              const { forwarded } = await offersDeskApi.forwardMany(picked.map(rowKey));
              return `${forwarded} ${forwarded === 1 ? 'offer' : 'offers'} sent to the owners`;
            }}
            onDone={clear}
          />
        </BulkBar>
      ) : null}
      <DataTable
        caption="Offers"
        columns={columns}
        page={page}
        rowKey={rowKey}
        sort={sort}
        dense
        selection={{ selected, toggle, canSelect: forwardable, label }}
        empty="No offers match these filters."
        mobileCard={(offer) => (
          <div className="space-y-2" data-testid="desk-offer-card">
            <div className="flex items-start justify-between gap-2">
              <Home offer={offer} />
              <Status offer={offer} />
            </div>
            <Terms offer={offer} />
            <Tenant offer={offer} />
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground">
                waiting <Age offer={offer} now={now} slaHours={slaHours} />
              </span>
              <OfferRowMenu offer={offer} assignees={assignees} />
            </div>
          </div>
        )}
      />
    </div>
  );
}
