import { CalendarDays } from 'lucide-react';
import Link from 'next/link';
import { AvailabilityAnswer } from '@/components/owners/availability/availability-answer';
import { OwnerOfferAnswer } from '@/components/owners/offers/owner-offer-answer';
import { OwnerOfferSummary } from '@/components/owners/offers/owner-offer-summary';
import { OwnerTermsForm } from './owner-terms-form';
import { formatRupees } from '@/lib/amounts';
import { homeWithUnit } from '@/lib/listings/display';
import { availableAsOfLabel } from '@/lib/listings/freshness';
import { offerStatusLabel } from '@/lib/offers/status';
import { ownerListingStatus } from '@/lib/owners/home-status';
import { societyPath } from '@/lib/slugs';
import { formatCalendarDay, formatIndiaDay, formatIndiaTimeRange } from '@/lib/time/india';
import type { OwnerAccountOffer } from '@/server/offers/owner-account-offers';
import type { OwnerHome } from '@/lib/owners/homes';

/** One home on the owner's page: its listings, the visits booked for it, and its offers with the answers allowed here. */
export function OwnerHomeCard({ home, offers }: { home: OwnerHome; offers: OwnerAccountOffer[] }) {
  const headingId = `home-${home.propertyId}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm" data-testid="owner-home">
      <header>
        <h2 id={headingId} className="text-lg font-bold leading-snug text-foreground [overflow-wrap:anywhere]">
          {homeWithUnit(home.title, home.unit)}
        </h2>
        <Link href={societyPath({ name: home.societyName })} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          {home.societyName}
        </Link>
      </header>
      <HomeListings home={home} />
      {home.rent && ['Active', 'Unconfirmed', 'Inactive'].includes(home.rent.status) ? <OwnerTermsForm listingId={home.rent.listingId} terms={home.rent} /> : null}
      {home.rent?.question ? (
        <AvailabilityAnswer
          target={{ listingId: home.rent.listingId }}
          question={home.rent.question}
          availableAsOf={availableAsOfLabel(home.rent.lastConfirmedAt)}
          hidden={home.rent.status === 'Unconfirmed'}
        />
      ) : null}
      <HomeVisits visits={home.visits} />
      {offers.map((offer) => (
        <div key={offer.id} className="space-y-3" data-testid="owner-home-offer">
          <OwnerOfferSummary view={offer.view} headingId={`offer-${offer.id}`} nested />
          {offer.answerable ? (
            <OwnerOfferAnswer target={{ offerId: offer.id }} view={offer.view} />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="owner-home-offer-state">
              {offer.view.status === 'Pending' ? 'The GHomes team is handling this offer. They will ask you if it needs your answer.' : `This offer is now: ${offerStatusLabel(offer.view.status)}.`}
            </p>
          )}
        </div>
      ))}
    </article>
  );
}

function HomeListings({ home }: { home: OwnerHome }) {
  const rows: [string, string][] = [];
  if (home.rent) {
    rows.push(['For rent', ownerListingStatus(home.rent.status)]);
    rows.push(['Rent', `${formatRupees(home.rent.rent)} a month`]);
    if (home.rent.rentWaiting !== null) rows.push(['New rent', `${formatRupees(home.rent.rentWaiting)} a month, waiting for the GHomes team`]);
    if (home.rent.deposit !== null) rows.push(['Deposit', formatRupees(home.rent.deposit)]);
    if (home.rent.availableFrom) rows.push(['Available from', formatCalendarDay(home.rent.availableFrom)]);
    rows.push(['Last confirmed', formatIndiaDay(home.rent.lastConfirmedAt)]);
  }
  if (home.sale) {
    rows.push(['For sale', ownerListingStatus(home.sale.status)]);
    if (home.sale.price !== null) rows.push(['Price', formatRupees(home.sale.price)]);
  }
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">Not listed for rent or sale.</p>;
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-foreground [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HomeVisits({ visits }: { visits: OwnerHome['visits'] }) {
  return (
    <section aria-label="Visits booked" data-testid="owner-home-visits">
      <h3 className="text-sm font-semibold text-foreground">Visits booked</h3>
      {visits.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No visits booked yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {visits.map((visit) => (
            <li key={visit.id} className="flex items-start gap-2 text-sm">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                {formatIndiaDay(visit.start)}, {formatIndiaTimeRange(visit.start, visit.end)}: {visit.firstName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
