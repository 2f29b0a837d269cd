import { iconSet, type SetIcon } from '@/components/icons/icon-set';
import { BedDouble, CalendarCheck, Compass, Layers, Sofa } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { AmountWords } from '@/components/listings/amount-words';
import { LinkPendingOverlay } from '@/components/common/link-pending-overlay';
import { SafeImage } from '@/components/common/safe-image';
import { HeartButton } from '@/components/hearts/heart-button';
import { DoorUnlockedBadge } from '@/components/visits/door-unlocked-badge';
import { UnlockDoorButton } from '@/components/visits/unlock-door-button';
import { formatAmount, withAmountWords } from '@/lib/amounts';
import type { Locale } from '@/lib/i18n/locales';
import { availabilityLabel } from '@/lib/listings/display';
import { availabilityLine } from '@/lib/listings/freshness';
import { fairRentLine } from '@/lib/societies/fair-rent';
import { formatPricePerSqft, formatYieldRange, rentalYieldRange } from '@/lib/societies/derived-facts';
import { storedLabel } from '@/lib/societies/stored-values';
import type { RentListingSummary, SaleListingSummary } from '@/server/societies/service';

// Cards of the Rent/Buy carousels. Server components: their markup costs no script.

const sqftFormat = new Intl.NumberFormat('en-IN');

export { LISTING_CARD_WIDTH } from './section-skeletons';

// Every card draws these: once per page (components/icons/icon-set.tsx), the cards <use> them. The rent and buy
// rails share the one set: their tab panels are hidden, never unmounted, and a set per rail drew them twice.
const Icons = iconSet({ BedDouble, CalendarCheck, Compass, Layers, Sofa });
const ICON_PREFIX = 'rail-icon';

/** The icons of both rails' cards: render it once, outside the tab panels. */
export function ListingCardSymbols() {
  return <Icons.Symbols prefix={ICON_PREFIX} />;
}

function CardFrame({ listingId, href, photo, alt, badge, children, footer }: { listingId: string; href: string; photo: string | null; alt: string; badge: string | null; children: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <div className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <Link prefetch={false} href={href} className="group flex flex-1 flex-col">
        <div className="relative aspect-[16/10] w-full bg-muted">
          <SafeImage src={photo} alt={alt} fill sizes="300px" className="object-cover" loading="lazy" />
          {badge && (
            <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-background/95 px-2 py-0.5 text-xs font-semibold text-foreground shadow-sm">
              <Icons.BedDouble prefix={ICON_PREFIX} className="size-3.5" />
              {badge}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-3">{children}</div>
        <LinkPendingOverlay skeleton="properties" />
      </Link>
      {/* Outside the link: a button inside an <a> is invalid and would follow the link too. */}
      {footer && <div className="px-3 pb-3">{footer}</div>}
      <HeartButton listingId={listingId} homeName={alt} className="absolute right-2 top-2" />
    </div>
  );
}

function Specs({ listing }: { listing: RentListingSummary | SaleListingSummary }) {
  const t = useTranslations('society.card');
  const tf = useTranslations('facts');
  const floor = listing.floor === null ? null : listing.floor === 0 ? t('groundFloor') : t('floor', { floor: listing.floor });
  const items = [
    listing.facing && { icon: Icons.Compass, text: t('facing', { facing: storedLabel('facing', listing.facing, tf) }) },
    floor && { icon: Icons.Layers, text: floor },
    listing.furnishing && { icon: Icons.Sofa, text: storedLabel('furnishing', listing.furnishing, tf) },
  ].filter(Boolean) as { icon: SetIcon; text: string }[];
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1">
          <Icon prefix={ICON_PREFIX} className="size-3.5" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/**
 * When the home is free, in the properties page's words ('Available now'), and when an operator last confirmed it,
 * in India time: 'Available now · checked 23 Nov 2026'.
 */
function Availability({ immediate, availableFrom, lastConfirmedAt }: { immediate?: boolean; availableFrom?: string | null; lastConfirmedAt: string | undefined }) {
  const tf = useTranslations('facts');
  const locale = useLocale() as Locale;
  // A sale home has no move-in date: only when it was last checked.
  const availability = immediate === undefined ? null : availabilityLabel(immediate, availableFrom, undefined, tf, locale);
  const label = availabilityLine(availability, lastConfirmedAt, tf, locale);
  if (!label) return null;
  return (
    <p className="mt-auto inline-flex items-center gap-1 pt-1 text-xs text-muted-foreground" data-testid="available-as-of">
      <Icons.CalendarCheck prefix={ICON_PREFIX} className="size-3.5 text-success" />
      {label}
    </p>
  );
}

function AreaLine({ sqft, total, withPerSqft = true }: { sqft: number | null; total: number | null; withPerSqft?: boolean }) {
  const t = useTranslations('society.card');
  const tf = useTranslations('facts');
  const perSqft = withPerSqft ? formatPricePerSqft(total, sqft, tf) : '';
  if (!sqft) return null;
  return (
    <p className="text-sm text-foreground/80">
      {t('sqft', { sqft: sqftFormat.format(sqft) })}
      {perSqft && (
        <span className="text-muted-foreground">
          {' · '}
          {perSqft}
        </span>
      )}
    </p>
  );
}

/** '₹27/sq ft · 12% below the usual rent here for a 3 BHK' (docs/society-facts.md), when the data allows. */
export function FairRentLine({ line }: { line: string | null }) {
  if (!line) return null;
  return (
    <p className="text-xs font-medium text-foreground/80" data-testid="fair-rent">
      {line}
    </p>
  );
}

export function RentListingCard(props: { listing: RentListingSummary; href: string; societyName: string; societyId: string; median?: number }) {
  const { listing, href, societyName, societyId, median } = props;
  const t = useTranslations('society.card');
  const tf = useTranslations('facts');
  const locale = useLocale() as Locale;
  const bedroom = storedLabel('bedroom', listing.bedroom, tf);
  const home = t('forRent', { home: bedroom ?? t('home'), name: societyName });
  const fair = fairRentLine(listing.rent, listing.sqft, listing.bedroom, median, tf);
  const amount = (value: number) => withAmountWords(formatAmount(value), value, locale);
  return (
    <CardFrame
      listingId={listing.id}
      href={href}
      photo={listing.photo}
      alt={home}
      badge={bedroom}
      // Spec 2.4: on the society page the rent list opens the booking sheet, signed in or not.
      footer={<UnlockDoorButton target={{ listingId: listing.id, propertyId: listing.propertyId, societyId, propertyName: home, ownerPreferences: { preferredTenants: listing.preferredTenants, petsAllowed: listing.petsAllowed } }} />}
    >
      <p className="text-lg font-bold leading-tight text-foreground">
        {formatAmount(listing.rent)}
        <AmountWords amount={listing.rent} />
        <span className="text-sm font-medium text-muted-foreground">{` ${t('perMonth')}`}</span>
      </p>
      {/* The fair-rent line states the rent per sq ft itself. */}
      <AreaLine sqft={listing.sqft} total={listing.rent} withPerSqft={!fair} />
      <FairRentLine line={fair} />
      <p className="text-xs text-muted-foreground">
        {listing.deposit ? t('deposit', { amount: amount(listing.deposit) }) : t('depositOnRequest')}
        {' · '}
        {listing.maintenanceIncluded
          ? t('maintenanceIncluded')
          : listing.maintenance
            ? t('maintenancePlus', { amount: amount(listing.maintenance) })
            : t('maintenanceExtra')}
      </p>
      <Specs listing={listing} />
      <Availability immediate={listing.immediate} availableFrom={listing.availableFrom} lastConfirmedAt={listing.lastConfirmedAt} />
    </CardFrame>
  );
}

export function SaleListingCard({ listing, href, societyName }: { listing: SaleListingSummary; href: string; societyName: string }) {
  const t = useTranslations('society.card');
  const tf = useTranslations('facts');
  const bedroom = storedLabel('bedroom', listing.bedroom, tf);
  const home = t('forSale', { home: bedroom ?? t('home'), name: societyName });
  const yieldRange = formatYieldRange(rentalYieldRange(listing.monthlyRent, listing.price));
  return (
    <CardFrame listingId={listing.id} href={href} photo={listing.photo} alt={home} badge={bedroom} footer={<DoorUnlockedBadge propertyId={listing.propertyId} />}>
      <p className="text-lg font-bold leading-tight text-foreground">
        {listing.price ? formatAmount(listing.price) : t('priceOnRequest')}
        {listing.price ? <AmountWords amount={listing.price} /> : null}
      </p>
      <AreaLine sqft={listing.sqft} total={listing.price} />
      {yieldRange && (
        <p className="text-xs text-muted-foreground">
          {t('rentalYield')} <span className="font-semibold text-success">{yieldRange}</span>
        </p>
      )}
      <Specs listing={listing} />
      <Availability lastConfirmedAt={listing.lastConfirmedAt} />
    </CardFrame>
  );
}
