import { CalendarDays } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { AvailabilityAnswer } from '@/components/owners/availability/availability-answer';
import { OwnerOfferAnswer } from '@/components/owners/offers/owner-offer-answer';
import { OwnerOfferSummary } from '@/components/owners/offers/owner-offer-summary';
import { OwnerTermsForm } from './owner-terms-form';
import { formatRupees } from '@/lib/amounts';
import { homeWithUnit } from '@/lib/listings/display';
import { availableAsOfLabel } from '@/lib/listings/freshness';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { offerStatusLabel } from '@/lib/offers/status';
import { ownerListingStatus } from '@/lib/owners/home-status';
import { societyPath } from '@/lib/slugs';
import { formatIndiaTimeRange } from '@/lib/time/india';
import { localeCalendarDay, localeIndiaDay } from '@/lib/time/locale-day';
import type { OwnerAccountOffer } from '@/server/offers/owner-account-offers';
import type { OwnerHome } from '@/lib/owners/homes';

/** One home on the owner's page: its listings, the visits booked for it, and its offers with the answers allowed here. */
type HomesT = ReturnType<typeof useTranslations<'homes'>>;

/** An offer's status in the owner's words (owners.offerStatus), or lib's label for one it does not name. */
function useOfferStatus(): (status: string) => string {
  const t = useTranslations('owners.offerStatus');
  return (status) => (['Pending', 'Countered', 'Accepted', 'Rejected', 'Withdrawn'].includes(status) ? t(status as 'Pending') : offerStatusLabel(status));
}

/** A listing's status in the owner's words (lib/owners/home-status.ts keeps the English). */
function listingStatus(status: string, t: HomesT): string {
  const key = status.replace(/\s+/g, '');
  return ['Active', 'UnderOffer', 'Inactive', 'Rented', 'Sold', 'Expired', 'Unconfirmed'].includes(key) ? t(`listingStatus.${key as 'Active'}`) : ownerListingStatus(status);
}

export function OwnerHomeCard({ home, offers }: { home: OwnerHome; offers: OwnerAccountOffer[] }) {
  const headingId = `home-${home.propertyId}`;
  const t = useTranslations('homes');
  const locale = useLocale() as Locale;
  const statusOf = useOfferStatus();
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm" data-testid="owner-home">
      <header>
        <h2 id={headingId} className="text-lg font-bold leading-snug text-foreground [overflow-wrap:anywhere]">
          {homeWithUnit(home.title, home.unit)}
        </h2>
        <Link href={localePath(locale, societyPath({ name: home.societyName }))} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          {home.societyName}
        </Link>
      </header>
      <HomeListings home={home} t={t} locale={locale} />
      {home.rent && ['Active', 'Unconfirmed', 'Inactive'].includes(home.rent.status) ? <OwnerTermsForm listingId={home.rent.listingId} terms={home.rent} /> : null}
      {home.rent?.question ? (
        <AvailabilityAnswer
          target={{ listingId: home.rent.listingId }}
          question={home.rent.question}
          availableAsOf={availableAsOfLabel(home.rent.lastConfirmedAt)}
          hidden={home.rent.status === 'Unconfirmed'}
        />
      ) : null}
      <HomeVisits visits={home.visits} t={t} locale={locale} />
      {offers.map((offer) => (
        <div key={offer.id} className="space-y-3" data-testid="owner-home-offer">
          <OwnerOfferSummary view={offer.view} headingId={`offer-${offer.id}`} nested />
          {offer.answerable ? (
            <OwnerOfferAnswer target={{ offerId: offer.id }} view={offer.view} />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="owner-home-offer-state">
              {offer.view.status === 'Pending' ? t('card.teamHandling') : t('card.offerNow', { status: statusOf(offer.view.status) })}
            </p>
          )}
        </div>
      ))}
    </article>
  );
}

function HomeListings({ home, t, locale }: { home: OwnerHome; t: HomesT; locale: Locale }) {
  const rows: [string, string][] = [];
  if (home.rent) {
    rows.push([t('card.forRent'), listingStatus(home.rent.status, t)]);
    rows.push([t('card.rent'), t('card.perMonth', { amount: formatRupees(home.rent.rent) })]);
    if (home.rent.rentWaiting !== null) rows.push([t('card.newRent'), t('card.newRentValue', { amount: formatRupees(home.rent.rentWaiting) })]);
    if (home.rent.deposit !== null) rows.push([t('card.deposit'), formatRupees(home.rent.deposit)]);
    if (home.rent.availableFrom) rows.push([t('card.availableFrom'), localeCalendarDay(home.rent.availableFrom, locale)]);
    rows.push([t('card.lastConfirmed'), localeIndiaDay(home.rent.lastConfirmedAt, locale)]);
  }
  if (home.sale) {
    rows.push([t('card.forSale'), listingStatus(home.sale.status, t)]);
    if (home.sale.price !== null) rows.push([t('card.price'), formatRupees(home.sale.price)]);
  }
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('card.notListed')}</p>;
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

function HomeVisits({ visits, t, locale }: { visits: OwnerHome['visits']; t: HomesT; locale: Locale }) {
  return (
    <section aria-label={t('card.visitsBooked')} data-testid="owner-home-visits">
      <h3 className="text-sm font-semibold text-foreground">{t('card.visitsBooked')}</h3>
      {visits.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('card.noVisits')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {visits.map((visit) => (
            <li key={visit.id} className="flex items-start gap-2 text-sm">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>{t('card.visit', { date: localeIndiaDay(visit.start, locale), time: formatIndiaTimeRange(visit.start, visit.end), name: visit.firstName })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
