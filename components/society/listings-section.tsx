import { ArrowRight, Home } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { LinkPendingOverlay } from '@/components/common/link-pending-overlay';
import { BookingProvider } from '@/components/visits/booking-provider';
import type { ListingGroup, RentListingSummary, SaleListingSummary } from '@/server/societies/service';
import { LISTING_CARD_WIDTH, ListingCardSymbols, RentListingCard, SaleListingCard } from './listing-card';
import { ListingsTabs, type ListingTab } from './listings-tabs';
import { Section } from './section';
import { PROPERTIES_KEYS } from '@/lib/search/url-keys';
import { localePath, type Locale } from '@/lib/i18n/locales';

interface ListingsSectionProps {
  societyId: string;
  societyName: string;
  rent: ListingGroup<RentListingSummary>;
  buy: ListingGroup<SaleListingSummary>;
  /** The usual rent per sq ft by configuration (server/societies/fair-rent.ts), for each card's fair-rent line. */
  rentMedians: Record<string, number>;
}

const EMPTY_KEY = { rent: 'emptyRent', buy: 'emptyBuy' } as const;

/** A horizontal, swipeable row of cards: native scroll snapping, no carousel script. */
function CardRail({ tab, label, total, propertiesHref, children }: { tab: ListingTab; label: string; total: number; propertiesHref: string; children: React.ReactNode[] }) {
  const t = useTranslations('society.listings');
  if (children.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
        <Home className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{t(EMPTY_KEY[tab])}</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={label} className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
        {children.map((card, index) => (
          <li key={index} className={`${LISTING_CARD_WIDTH} shrink-0 snap-start`}>
            {card}
          </li>
        ))}
        {total > children.length && (
          <li className="flex w-40 shrink-0 snap-start">
            <Link
              prefetch={false}
              href={propertiesHref}
              className="flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4 text-center text-sm font-semibold text-primary"
            >
              <ArrowRight className="size-6" />
              {t('seeAll', { total })}
              <LinkPendingOverlay skeleton="properties" />
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}

export function ListingsSection({ societyId, societyName, rent, buy, rentMedians }: ListingsSectionProps) {
  const t = useTranslations('society.listings');
  const locale = useLocale() as Locale;
  const href = (tab: ListingTab) => localePath(locale, `/society/${societyId}/properties?${PROPERTIES_KEYS.tab}=${tab}`);
  const panels = {
    rent: (
      <CardRail tab="rent" label={t('railRent', { name: societyName })} total={rent.count} propertiesHref={href('rent')}>
        {rent.listings.map((listing) => (
          <RentListingCard
            key={listing.id}
            listing={listing}
            href={href('rent')}
            societyName={societyName}
            societyId={societyId}
            median={listing.bedroom ? rentMedians[listing.bedroom] : undefined}
          />
        ))}
      </CardRail>
    ),
    buy: (
      <CardRail tab="buy" label={t('railBuy', { name: societyName })} total={buy.count} propertiesHref={href('buy')}>
        {buy.listings.map((listing) => (
          <SaleListingCard key={listing.id} listing={listing} href={href('buy')} societyName={societyName} />
        ))}
      </CardRail>
    ),
  };
  return (
    <Section id="listings" title={t('title')}>
      <BookingProvider societyId={societyId} loginMode="in-sheet">
        {(rent.listings.length > 0 || buy.listings.length > 0) && <ListingCardSymbols />}
        <ListingsTabs societyId={societyId} counts={{ rent: rent.count, buy: buy.count }} panels={panels} />
      </BookingProvider>
    </Section>
  );
}
