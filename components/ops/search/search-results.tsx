// The desk search's results (/ops/search), grouped by kind, each result a link that opens its record. A server
// component: nothing here runs in the browser. Links to people are not prefetched: opening a person's page is a
// view in the audit log, so only a click may be one.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { deskHomeName } from '@/components/ops/desk-format';
import { Badge } from '@/components/ui/badge';
import { formatRupees } from '@/lib/amounts';
import { offerStatusLabel, offerStatusTone } from '@/lib/offers/status';
import { DESK_SEARCH_LIMIT, type DeskSearchKind } from '@/lib/ops/desk-search';
import { deskRecordHref, type DeskHomeHit, type DeskOfferHit, type DeskSearchHits, type DeskSearchMatch, type DeskSearchResults, type DeskVisitHit } from '@/lib/ops/desk-search-results';
import { formatIndiaMoment } from '@/lib/time/india';
import { BOARD_STATUS_LABELS, GATE_STATE_LABELS } from '@/lib/visits/desk-marks';

export const KIND_HEADINGS: Record<DeskSearchKind, string> = {
  tenants: 'Tenants',
  owners: 'Owners',
  homes: 'Homes',
  visits: 'Visits',
  offers: 'Offers',
};

const MATCH_LABELS: Record<DeskSearchMatch, string> = { phone: 'Phone matches', email: 'E-mail matches', name: 'Name matches' };

const linkClass = 'block min-h-11 rounded-lg px-3 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring';
const sideLinkClass = 'inline-flex min-h-11 items-center px-3 text-sm text-primary underline-offset-4 hover:underline';

function Group<Row>({ kind, hits, children }: { kind: DeskSearchKind; hits: DeskSearchHits<Row>; children: (row: Row) => ReactNode }) {
  if (!hits.rows.length) return null;
  const id = `search-${kind}`;
  return (
    <section aria-labelledby={id} className="space-y-2" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {KIND_HEADINGS[kind]} <span className="text-sm font-normal text-muted-foreground">({hits.rows.length}{hits.more ? '+' : ''})</span>
      </h2>
      <ul className="divide-y rounded-xl border bg-card">
        {hits.rows.map((row, index) => (
          <li key={index} className="flex flex-wrap items-center justify-between gap-x-2">
            {children(row)}
          </li>
        ))}
      </ul>
      {hits.more ? <p className="text-sm text-muted-foreground">More than {DESK_SEARCH_LIMIT} match: type more to narrow it.</p> : null}
    </section>
  );
}

function HomeRow({ home }: { home: DeskHomeHit }) {
  return (
    <>
      <Link href={deskRecordHref.home(home)} className={`${linkClass} min-w-0 flex-1`} data-testid="search-home">
        <span className="block font-medium">{deskHomeName(home)}</span>
        <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {home.societyName}
          {home.listingStatus ? ` · ${home.listingStatus}` : ' · no rent listing'}
          {home.rent !== null ? ` · ${formatRupees(home.rent)} a month` : ''}
        </span>
      </Link>
      {home.ownerId ? (
        <Link href={deskRecordHref.owner(home.ownerId)} prefetch={false} className={sideLinkClass} aria-label={`Owner of ${deskHomeName(home)}, ${home.societyName}`}>
          Owner
        </Link>
      ) : null}
    </>
  );
}

function VisitRow({ visit, linksPeople }: { visit: DeskVisitHit; linksPeople: boolean }) {
  return (
    <>
      <Link href={deskRecordHref.visit(visit)} className={`${linkClass} min-w-0 flex-1`} data-testid="search-visit">
        <span className="block font-medium">
          {formatIndiaMoment(visit.start)} · {visit.firstName}
        </span>
        <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {deskHomeName(visit)}, {visit.societyName} · {BOARD_STATUS_LABELS[visit.status]} · {GATE_STATE_LABELS[visit.gate]}
        </span>
      </Link>
      {linksPeople ? (
        <Link href={deskRecordHref.tenant(visit.userId)} prefetch={false} className={sideLinkClass} aria-label={`${visit.firstName}'s page`}>
          Tenant
        </Link>
      ) : null}
    </>
  );
}

function OfferRow({ offer }: { offer: DeskOfferHit }) {
  return (
    <>
      <Link href={deskRecordHref.offer(offer.id)} className={`${linkClass} min-w-0 flex-1`} data-testid="search-offer">
        <span className="block font-medium">
          {deskHomeName(offer)}, {offer.societyName}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span>
            {formatRupees(offer.offeredRent)} from {offer.firstName} · sent {formatIndiaMoment(offer.sentAt)}
          </span>
          <Badge variant={offerStatusTone(offer.status)}>{offerStatusLabel(offer.status)}</Badge>
        </span>
      </Link>
      <Link href={deskRecordHref.tenant(offer.userId)} prefetch={false} className={sideLinkClass} aria-label={`${offer.firstName}'s page`}>
        Tenant
      </Link>
    </>
  );
}

function Nothing({ results }: { results: DeskSearchResults }) {
  const agent = !results.kinds.includes('tenants');
  return (
    <div className="rounded-xl border bg-card p-4 text-sm" data-testid="search-nothing">
      <p className="font-medium">Nothing found for “{results.query}”.</p>
      <p className="mt-1 text-muted-foreground">
        {agent
          ? 'Type the gate pass code of a visit to one of your societies (ABCD-EFGH).'
          : 'Try part of a name, a phone number (any way you write it), an e-mail address, a society with a unit (Cypress A-1204) or a gate pass code.'}
      </p>
    </div>
  );
}

export function SearchResults({ results }: { results: DeskSearchResults }) {
  const { tenants, owners, homes, visits, offers } = results;
  const linksPeople = results.kinds.includes('tenants');
  if (![tenants, owners, homes, visits, offers].some((hits) => hits.rows.length)) return <Nothing results={results} />;
  return (
    <div className="space-y-6">
      <Group kind="tenants" hits={tenants}>
        {(tenant) => (
          <Link href={deskRecordHref.tenant(tenant.id)} prefetch={false} className={`${linkClass} flex-1`} data-testid="search-tenant">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {tenant.name} <Badge variant="grey">{MATCH_LABELS[tenant.matched]}</Badge>
            </span>
            <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {tenant.email} · {tenant.phoneHint}
            </span>
          </Link>
        )}
      </Group>
      <Group kind="owners" hits={owners}>
        {(owner) => (
          <Link href={deskRecordHref.owner(owner.id)} prefetch={false} className={`${linkClass} flex-1`} data-testid="search-owner">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {owner.name} <Badge variant="grey">{MATCH_LABELS[owner.matched]}</Badge>
            </span>
            <span className="block text-sm text-muted-foreground">{owner.phoneHint}</span>
          </Link>
        )}
      </Group>
      <Group kind="homes" hits={homes}>
        {(home) => <HomeRow home={home} />}
      </Group>
      <Group kind="visits" hits={visits}>
        {(visit) => <VisitRow visit={visit} linksPeople={linksPeople} />}
      </Group>
      <Group kind="offers" hits={offers}>
        {(offer) => <OfferRow offer={offer} />}
      </Group>
    </div>
  );
}
